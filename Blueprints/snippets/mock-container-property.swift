public let {{ driver | camel }}Driver = Mock{{ driver }}Driver()
