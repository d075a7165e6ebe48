import Foundation

// rating-demo: the seed's star rating with its "Submitted!" popup, on Tempo.
let status = MainActor.assumeIsolated { DemoMain.run(Array(CommandLine.arguments.dropFirst())) }
exit(status)
