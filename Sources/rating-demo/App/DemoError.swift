/// A failure the demo reports as one line on stderr before exiting with status 2.
struct DemoError: Error, CustomStringConvertible {
  let description: String
}
