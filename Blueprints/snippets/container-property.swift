public let {{ driver | camel }}Driver = {{ driver }}Driver()
