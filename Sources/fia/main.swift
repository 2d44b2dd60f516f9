#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import FiaKit

// A closed pipe (`fia doctor | head -1`) must be a write error fia reports, not a silent kill.
signal(SIGPIPE, SIG_IGN)
var context = CommandContext.live()
// The process ends with its command: what the command loaded is left for the exit to reclaim.
context.loadedProjectsOwner = KeptUntilExit()
let status = Fia.run(arguments: Array(CommandLine.arguments.dropFirst()), context: context)
exit(status)
