import Testing

/// Unknown flags and bad values: one line on stderr naming the flag and the value, exit 2.
@Suite(
  "Bad input: flags and values",
  .enabled(if: DemoBinary.path != nil, Comment(rawValue: DemoBinary.missing)),
  .timeLimit(.minutes(1)))
struct BadFlagTests {
  @Test("an unknown flag is named, with a pointer to --help")
  func unknownFlag() async throws {
    let outcome = try await DemoBinary.run(["--record", "/tmp/unused", "--colour", "red"])
    outcome.expectOneLineError(containing: ["--colour", "--help"])
  }

  @Test(
    "a bad --fps, --size, --scale or --duration value is named with its flag",
    arguments: [
      (["--fps", "0"], ["--fps", "'0'"]),
      (["--fps", "241"], ["--fps", "'241'"]),
      (["--fps", "sixty"], ["--fps", "'sixty'"]),
      (["--fps", "29.97"], ["--fps", "'29.97'"]),
      (["--size", "480"], ["--size", "'480'"]),
      (["--size", "10x10"], ["--size", "'10x10'"]),
      (["--size", "480x-320"], ["--size", "'480x-320'"]),
      (["--size", "wide"], ["--size", "'wide'"]),
      (["--scale", "0"], ["--scale", "'0'"]),
      (["--scale", "9"], ["--scale", "'9'"]),
      (["--scale", "inf"], ["--scale", "'inf'"]),
      (["--duration", "0"], ["--duration", "'0'"]),
      (["--duration", "-1"], ["--duration", "'-1'"]),
      (["--duration", "nan"], ["--duration", "'nan'"]),
      (["--duration", "1h"], ["--duration", "'1h'"]),
    ])
  func badValue(flag: [String], fragments: [String]) async throws {
    let directory = try TemporaryDirectory("bad-value")
    let output = directory.file("frames")
    let outcome = try await DemoBinary.run(["--record", output] + flag)
    outcome.expectOneLineError(containing: fragments)
  }

  @Test("a flag without its value says it needs one", arguments: ["--fps", "--record", "--font"])
  func missingValue(flag: String) async throws {
    let outcome = try await DemoBinary.run([flag])
    outcome.expectOneLineError(containing: [flag, "needs a value"])
  }
}
