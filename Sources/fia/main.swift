import FiaKit
import Foundation

let status = Fia.run(arguments: Array(CommandLine.arguments.dropFirst()), context: .live())
exit(status)
