/// What a presenter shows while it loads: nothing yet, loading, the value, or a failure.
public enum LoadState<Value: Equatable>: Equatable {
    case idle
    case loading
    case loaded(Value)
    case failed(String)

    /// The loaded value, if loading succeeded.
    public var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }

    /// The failure message, if loading failed.
    public var failure: String? {
        if case .failed(let message) = self { message } else { nil }
    }
}

extension LoadState: Sendable where Value: Sendable {}
