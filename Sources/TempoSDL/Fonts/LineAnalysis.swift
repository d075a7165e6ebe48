import CFriBidi
import CHarfBuzz

/// The direction and script of a line's characters (internal): fribidi's embedding levels for
/// a left-to-right paragraph (Unicode's bidi algorithm), HarfBuzz's script of each character,
/// and the visual order of runs.
enum LineAnalysis {
  /// Each character's embedding level in a left-to-right paragraph (even: left to right, odd:
  /// right to left): the level of its first scalar. All zero, without asking fribidi, when no
  /// character can be right to left.
  static func levels(of characters: [Character]) -> [UInt8] {
    let scalars = characters.flatMap { $0.unicodeScalars.map(\.value) }
    guard scalars.contains(where: mayBeRightToLeft) else {
      return [UInt8](repeating: 0, count: characters.count)
    }
    let count = FriBidiStrIndex(scalars.count)
    var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
    var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
    var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
    var direction = tempo_fribidi_par_ltr()
    fribidi_get_bidi_types(scalars, count, &types)
    fribidi_get_bracket_types(scalars, count, types, &brackets)
    guard fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &levels) > 0
    else { return [UInt8](repeating: 0, count: characters.count) }
    var result: [UInt8] = []
    result.reserveCapacity(characters.count)
    var offset = 0
    for character in characters {
      result.append(UInt8(clamping: Int(levels[offset])))
      offset += character.unicodeScalars.count
    }
    return result
  }

  /// Whether `scalar` is in a right-to-left block (Hebrew, Arabic, Syriac, Thaana, N'Ko, …) or
  /// is a bidi control.
  private static func mayBeRightToLeft(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
      0x1E800...0x1EFFF, 0x200F, 0x202B, 0x202E, 0x2067:
      true
    default: false
    }
  }

  /// The ISO 15924 tag of `scalar`'s script ("Latn", "Arab", "Hani", …), `nil` for characters
  /// of every script (spaces, digits, punctuation, marks), which take their neighbours'.
  static func script(of scalar: Unicode.Scalar) -> String? {
    if scalar.isASCII {
      return scalar.properties.isAlphabetic ? "Latn" : nil
    }
    let script = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
    guard script != HB_SCRIPT_COMMON, script != HB_SCRIPT_INHERITED, script != HB_SCRIPT_UNKNOWN
    else { return nil }
    let tag = hb_script_to_iso15924_tag(script)
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The order runs with embedding `levels` are shown in, left to right (Unicode's rule L2:
  /// from the highest level down to the lowest odd one, every stretch at that level or above is
  /// reversed).
  static func visualOrder(levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max(), highest > 0 else { return order }
    let lowestOdd = levels.filter { $0 % 2 == 1 }.min() ?? highest
    var level = highest
    while level >= lowestOdd, level > 0 {
      var start = 0
      while start < order.count {
        guard levels[order[start]] >= level else {
          start += 1
          continue
        }
        var end = start
        while end < order.count, levels[order[end]] >= level { end += 1 }
        order[start..<end].reverse()
        start = end
      }
      level -= 1
    }
    return order
  }
}
