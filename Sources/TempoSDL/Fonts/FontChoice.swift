/// One face fontconfig chose for a style: a font file, the face inside it, and the synthesis
/// fontconfig asks for when the family has no such face.
struct FontChoice: Hashable {
  /// The font file's path.
  var path: String
  /// The face's index in the file (a collection such as Noto Sans CJK's `.ttc` holds several).
  var index = 0
  /// Whether the face is emboldened (the family has no face as heavy as asked for).
  var embolden = false
  /// Whether the face is slanted (the family has no italic or oblique face).
  var oblique = false
}
