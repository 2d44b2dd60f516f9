/// A container that provides the Profile driver; presenter dependencies compose these.
public protocol ProfileDriverProvider {
    associatedtype ProfileDriverProtocolAT: ProfileDriverProtocol
    var profileDriver: ProfileDriverProtocolAT { get }
}
