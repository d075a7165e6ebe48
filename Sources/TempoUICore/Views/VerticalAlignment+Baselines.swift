import TempoScene

extension VerticalAlignment {
  /// Lines up the first lines' baselines: TempoUI lines up bottoms, which is the same for
  /// texts of one font (texts of different sizes differ by their descents, about a fifth of
  /// their sizes).
  public static var firstTextBaseline: VerticalAlignment { .bottom }
  /// Lines up the last lines' baselines: bottoms in TempoUI (see ``firstTextBaseline``).
  public static var lastTextBaseline: VerticalAlignment { .bottom }
}
