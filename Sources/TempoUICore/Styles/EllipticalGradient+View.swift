extension EllipticalGradient: View {
  /// The gradient filling the space it is offered (inside `.cornerRadius` of its size, with
  /// the rounded corners).
  public var body: some View { StyleFill(paint: stylePaint) }
}
