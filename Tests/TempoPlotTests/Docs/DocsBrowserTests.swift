import Foundation
import TempoTestSupport
import Testing

/// Loads pages of the built site in headless Chromium (Debian's `chromium`) from a local HTTP
/// server (python3's `http.server`), the way a reader opens them.
@Suite(
  "The documentation site in a real browser", .enabled(if: DocsSite.isEnabled), .serialized,
  .timeLimit(.minutes(1)))
struct DocsBrowserTests {
  /// A `python3 -m http.server` on 127.0.0.1 serving the site, on a port the system picks.
  final class Server {
    let process: ChildProcess
    let port: Int

    init() throws {
      process = try ChildProcess(
        "python3",
        [
          "-u", "-m", "http.server", "--bind", "127.0.0.1", "0", "--directory", DocsSite.site,
        ])
      // It prints "Serving HTTP on 127.0.0.1 port 38393 (http://127.0.0.1:38393/) ..." once
      // it listens; wait for that line (at most 20 s).
      var found: Int?
      for _ in 0..<400 where found == nil {
        let text = process.standardOutputSoFar
        if let digits = text.components(separatedBy: " port ").dropFirst().first?
          .prefix(while: { $0.isNumber }), let port = Int(digits)
        {
          found = port
        } else {
          Thread.sleep(forTimeInterval: 0.05)
        }
      }
      guard let port = found else {
        process.terminate()
        throw DocsServerError(description: "http.server did not start within 20 s")
      }
      self.port = port
    }

    /// The server's request log: one line per request with its status code.
    var requests: String { process.standardErrorSoFar }

    deinit { process.terminate() }
  }

  /// The DOM of `url` after its scripts ran (up to 10 s of virtual time), and Chromium's stderr.
  private func dumpDOM(_ url: String) throws -> (dom: String, log: String) {
    let profile =
      "\(FileManager.default.temporaryDirectory.path)/tempo-docs-chromium-\(getpid())-profile"
    defer { try? FileManager.default.removeItem(atPath: profile) }
    let chromium = try ChildProcess.runBlocking(
      "chromium",
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--user-data-dir=\(profile)", "--virtual-time-budget=10000",
        "--enable-logging=stderr", "--v=0", "--dump-dom", url,
      ], timeout: 120)
    let status = chromium.status
    #expect(status == 0, "chromium exited with \(status)")
    let dom = chromium.standardOutput
    let log = chromium.standardError
    return (dom, log)
  }

  /// The page's visible text: tags, scripts and styles removed, whitespace collapsed.
  private func text(of dom: String) -> String {
    var text = dom.replacingOccurrences(
      of: "<(script|style)[^>]*>.*?</\\1>", with: " ", options: [.regularExpression])
    text = text.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
    return text.replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
  }

  private func expectRendered(
    path: String, title: String, content: String, server: Server
  ) throws {
    let (dom, log) = try dumpDOM("http://127.0.0.1:\(server.port)/\(path)")
    let visible = text(of: dom)
    // DocC's app renders the page from its JSON: the title heading and the body are in the DOM.
    #expect(dom.contains("class=\"title\""), "no rendered title on \(path)")
    #expect(visible.contains(title), "\(path) does not show its title '\(title)'")
    #expect(visible.contains(content), "\(path) does not show '\(content)'")
    #expect(!visible.contains("The page you're looking for can't be found"))
    #expect(!log.contains("Uncaught"), "a script error on \(path): \(log)")
    #expect(server.requests.contains("GET /data/\(path).json HTTP/1.1\" 200"))
  }

  @Test(
    "the Tempo landing page and the Springs article render in headless Chromium from a local server, their data loaded, with no failed request but DocC's optional theme-settings.json"
  )
  func landingPageAndArticleRender() throws {
    let server = try Server()
    try expectRendered(
      path: "documentation/tempo", title: "Tempo",
      content: "The engine never reads a wall clock.", server: server)
    try expectRendered(
      path: "documentation/tempo/springs", title: "Springs",
      content: "A Spring is a damped harmonic oscillator", server: server)
    let failures = server.requests.split(separator: "\n").filter {
      $0.contains("\" 404") && !$0.contains("/theme-settings.json")
    }
    #expect(failures.isEmpty, "failed requests: \(failures)")
    #expect(server.requests.contains("GET /images/org.tempo.Tempo/snappy.png HTTP/1.1\" 200"))
  }
}

/// The docs' HTTP server did not start.
struct DocsServerError: Error, CustomStringConvertible {
  let description: String
}
