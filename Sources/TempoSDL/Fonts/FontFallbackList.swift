import CSDL2

/// A style's faces in fontconfig's order of preference, with the characters each has: the
/// first draws what it has, the next the characters it lacks, and so on.
@MainActor
final class FontFallbackList {
  /// The faces, best match first.
  let choices: [FontChoice]
  /// Each face's `FcCharSet` (owned copies).
  private let charsets: [OpaquePointer?]

  /// The faces `choices` with their character sets `charsets` (adopted: destroyed with the list).
  init(choices: [FontChoice], charsets: [OpaquePointer?]) {
    self.choices = choices
    self.charsets = charsets
  }

  isolated deinit {
    for charset in charsets { if let charset { FcCharSetDestroy(charset) } }
  }

  /// Copies of the faces' character sets (the caller destroys them).
  func copiedCharsets() -> [OpaquePointer?] {
    charsets.map { $0.flatMap { FcCharSetCopy($0) } }
  }

  /// Whether the face at `index` has a glyph for `scalar` (`false` when its set is unknown).
  func has(_ scalar: Unicode.Scalar, at index: Int) -> Bool {
    guard let charset = charsets[index] else { return false }
    return FcCharSetHasChar(charset, scalar.value) != 0
  }

  /// The first face that has every scalar of `character` (variation selectors and joiners
  /// aside), else the first that has its first scalar; `nil` when no face has it.
  func index(for character: Character) -> Int? {
    let scalars = character.unicodeScalars.filter { !Self.isIgnorable($0) }
    guard let base = scalars.first else { return nil }
    if let all = charsets.indices.first(where: { index in
      scalars.allSatisfy { has($0, at: index) }
    }) {
      return all
    }
    return charsets.indices.first { has(base, at: $0) }
  }

  /// Whether fonts need no glyph of their own for `scalar`: variation selectors, joiners and
  /// bidi marks.
  static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069:
      true
    default: false
    }
  }
}

extension FontFallbackList {
  /// `list` with `choice` first: its character set read from the file through fontconfig.
  convenience init(prepending choice: FontChoice, to list: FontFallbackList) {
    let charset = FontLocator.charset(ofFile: choice.path, index: choice.index)
    self.init(choices: [choice] + list.choices, charsets: [charset] + list.copiedCharsets())
  }
}
