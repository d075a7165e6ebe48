import Foundation
import TempoRunner

// rating-demo: the seed's star rating with its "Submitted!" popup, on Tempo.
let status = MainActor.assumeIsolated {
  AppRunner.run(RatingDemoApp.description, arguments: Array(CommandLine.arguments.dropFirst()))
}
exit(status)
