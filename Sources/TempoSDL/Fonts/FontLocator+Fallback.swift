import CSDL2

extension FontLocator {
  /// The faces fontconfig sorts for `families` (a comma-separated list, e.g. "sans-serif") at
  /// `weight` (OpenType scale, 400 regular) and upright or italic: the best match first, then
  /// the fonts that add characters it lacks (`FcFontSort`). Colour bitmap fonts (the emoji
  /// font, drawn by ``EmojiFont``) and fonts that are not scalable are left out. Empty when
  /// fontconfig matches nothing.
  @MainActor
  static func fallbackList(families: String, weight: Int, italic: Bool) -> FontFallbackList {
    AppFonts.registerOnce()
    guard FcInit() != 0,
      let pattern = families.withCString({ text in
        text.withMemoryRebound(to: FcChar8.self, capacity: families.utf8.count + 1) {
          FcNameParse($0)
        }
      })
    else { return FontFallbackList(choices: [], charsets: []) }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddInteger(pattern, "weight", FcWeightFromOpenType(Int32(min(max(weight, 1), 1000))))
    FcPatternAddInteger(pattern, "slant", italic ? 100 : 0)  // FC_SLANT_ITALIC, FC_SLANT_ROMAN
    FcConfigSubstitute(nil, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let set = FcFontSort(nil, pattern, 1, nil, &result) else {
      return FontFallbackList(choices: [], charsets: [])
    }
    defer { FcFontSetDestroy(set) }
    var choices: [FontChoice] = []
    var charsets: [OpaquePointer?] = []
    for index in 0..<Int(set.pointee.nfont) {
      guard let font = set.pointee.fonts[index],
        let prepared = FcFontRenderPrepare(nil, pattern, font)
      else { continue }
      defer { FcPatternDestroy(prepared) }
      guard let choice = choice(from: prepared), !choices.contains(choice) else { continue }
      var charset: OpaquePointer?
      guard FcPatternGetCharSet(prepared, "charset", 0, &charset) == FcResultMatch,
        let charset
      else { continue }
      choices.append(choice)
      charsets.append(FcCharSetCopy(charset))
    }
    return FontFallbackList(choices: choices, charsets: charsets)
  }

  /// The face a prepared fontconfig pattern names, `nil` for colour, unscalable or file-less
  /// fonts.
  private static func choice(from pattern: OpaquePointer) -> FontChoice? {
    var flag: FcBool = 0
    if FcPatternGetBool(pattern, "color", 0, &flag) == FcResultMatch, flag != 0 { return nil }
    if FcPatternGetBool(pattern, "scalable", 0, &flag) == FcResultMatch, flag == 0 { return nil }
    guard let file = tempo_fc_pattern_file(pattern).map({ String(cString: $0) }), !file.isEmpty
    else { return nil }
    var index: Int32 = 0
    _ = FcPatternGetInteger(pattern, "index", 0, &index)
    var embolden: FcBool = 0
    _ = FcPatternGetBool(pattern, "embolden", 0, &embolden)
    var matrix: UnsafeMutablePointer<FcMatrix>?
    let sheared =
      FcPatternGetMatrix(pattern, "matrix", 0, &matrix) == FcResultMatch
      && (matrix.map { abs($0.pointee.xy) > 1e-3 } ?? false)
    return FontChoice(path: file, index: Int(index), embolden: embolden != 0, oblique: sheared)
  }
}

extension FontLocator {
  /// The characters the face `index` of the font file at `path` has, as a new `FcCharSet` (the
  /// caller destroys it); `nil` when fontconfig cannot read it.
  static func charset(ofFile path: String, index: Int) -> OpaquePointer? {
    var count: Int32 = 0
    let pattern = path.withCString { text in
      text.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
        FcFreeTypeQuery($0, UInt32(index), nil, &count)
      }
    }
    guard let pattern else { return nil }
    defer { FcPatternDestroy(pattern) }
    var charset: OpaquePointer?
    guard FcPatternGetCharSet(pattern, "charset", 0, &charset) == FcResultMatch, let charset
    else { return nil }
    return FcCharSetCopy(charset)
  }
}

extension FontLocator {
  /// The installed face (or app font, see ``AppFonts``) whose PostScript name is `name`
  /// ("NotoSerif-Bold"), `nil` when none is.
  @MainActor
  static func face(postScriptName name: String) -> FontChoice? {
    AppFonts.registerOnce()
    guard FcInit() != 0, let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    _ = name.withCString { text in
      text.withMemoryRebound(to: FcChar8.self, capacity: name.utf8.count + 1) {
        FcPatternAddString(pattern, "postscriptname", $0)
      }
    }
    guard let objects = FcObjectSetCreate() else { return nil }
    defer { FcObjectSetDestroy(objects) }
    _ = FcObjectSetAdd(objects, "file")
    _ = FcObjectSetAdd(objects, "index")
    guard let set = FcFontList(nil, pattern, objects) else { return nil }
    defer { FcFontSetDestroy(set) }
    guard set.pointee.nfont > 0, let font = set.pointee.fonts[0],
      let file = tempo_fc_pattern_file(font).map({ String(cString: $0) }), !file.isEmpty
    else { return nil }
    var index: Int32 = 0
    _ = FcPatternGetInteger(font, "index", 0, &index)
    return FontChoice(path: file, index: Int(index))
  }
}
