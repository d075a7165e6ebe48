import Foundation
import TempoRunner

// rating-demo: the seed's star rating with its "Submitted!" popup, on Tempo (TempoUI).
let status = MainActor.assumeIsolated {
  AppRunner.run(
    RatingDemoDescription.description, arguments: Array(CommandLine.arguments.dropFirst()))
}
exit(status)
