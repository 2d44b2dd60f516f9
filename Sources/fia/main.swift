#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import FiaKit

let status = Fia.run(arguments: Array(CommandLine.arguments.dropFirst()), context: .live())
exit(status)
