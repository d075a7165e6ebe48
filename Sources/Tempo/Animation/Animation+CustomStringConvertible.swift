extension Animation: CustomStringConvertible {
  /// A readable form of the base animation, such as `easeIn(duration: 0.2)`.
  public var description: String {
    String(describing: base)
  }
}
