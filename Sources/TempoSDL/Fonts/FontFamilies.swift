import CSDL2
import TempoScene

/// The families fontconfig is asked for, for a style's design and custom name: the name's
/// family or PostScript face first, then the design's family.
struct FontFamilies {
  /// The family or PostScript name a custom font asked for (`nil`: the design's family alone).
  var familyName: String?
  /// The design whose family draws what the named font lacks, or all of it when no installed
  /// font has the name.
  var design: FontStyle.Design

  /// The design that stands in for Apple's families that Linux does not have, by name.
  static let appleFamilyDesigns: [String: FontStyle.Design] = [
    "menlo": .monospaced, "monaco": .monospaced, "sf mono": .monospaced,
    "courier new": .monospaced, "courier": .monospaced, "new york": .serif,
    "sf pro rounded": .rounded, "sf compact rounded": .rounded,
  ]

  /// `familyName` and `design`; a name of Apple's that Linux lacks takes its design.
  init(familyName: String?, design: FontStyle.Design) {
    self.familyName = familyName
    self.design = familyName.flatMap { Self.appleFamilyDesigns[$0.lowercased()] } ?? design
  }

  /// The comma-separated families for fontconfig's name parser at `weight`: the custom name
  /// (escaped) and then the design's families.
  func pattern(weight: Int = 400) -> String {
    let designFamilies = Self.families(for: design, weight: weight)
    guard let familyName, !familyName.isEmpty else { return designFamilies }
    return Self.escaped(familyName) + "," + designFamilies
  }

  /// The face whose PostScript name is the custom name ("NotoSerif-Bold"), when one is
  /// installed: fontconfig matches families by family name only.
  @MainActor
  var postScriptFace: FontChoice? {
    guard let familyName, !familyName.isEmpty, !familyName.contains(" ") else { return nil }
    return FontLocator.face(postScriptName: familyName)
  }

  /// fontconfig's families for `design` at `weight`: its sans-serif or serif family; for
  /// monospaced text DejaVu Sans Mono before fontconfig's monospace (with Debian's
  /// fonts-noto-extra, fontconfig's monospace is Noto Sans Mono's semi-condensed face, as Debian
  /// packages no regular face of normal width); for rounded text Quicksand (Debian's fonts-quicksand, whose light and medium faces
  /// are families of their own, "Quicksand Light" and "Quicksand Medium") or another rounded
  /// family when installed, else sans-serif.
  static func families(for design: FontStyle.Design, weight: Int = 400) -> String {
    switch design {
    case .default: return "sans-serif"
    case .serif: return "serif"
    case .monospaced: return "DejaVu Sans Mono,monospace"
    case .rounded:
      let quicksand =
        switch weight {
        case ..<350: "Quicksand Light,Quicksand"
        case 450..<600: "Quicksand Medium,Quicksand"
        default: "Quicksand"
        }
      return quicksand + ",Comfortaa,M PLUS Rounded 1c,Nunito,sans-serif"
    }
  }

  /// `name` with the characters fontconfig's name syntax gives a meaning ("-", ",", ":", "\")
  /// escaped, so "Avenir-Heavy" stays one family name.
  static func escaped(_ name: String) -> String {
    var text = ""
    for character in name {
      if "\\-,:".contains(character) { text.append("\\") }
      text.append(character)
    }
    return text
  }
}
