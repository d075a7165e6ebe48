// The presentation of the commonest property types, compiled for each type (package).
//
// A client module calls a generic class's members through their generic entry points, which
// find the type's specialisation at run time (some 60 instructions and a witness lookup on
// every call); a scene draws several properties per node per frame. These members are
// compiled for their concrete type here, so a client that knows its type calls straight in.

extension AnimatedProperty where T == Double {
  /// ``presentation``, compiled for `Double`.
  package var doublePresentation: Double { presentation }
}

extension AnimatedProperty where T == CGSize {
  /// ``presentation``, compiled for `CGSize`.
  package var sizePresentation: CGSize { presentation }
}

extension AnimatedProperty where T == CGPoint {
  /// ``presentation``, compiled for `CGPoint`.
  package var pointPresentation: CGPoint { presentation }
}

extension AnimatedProperty where T == Color {
  /// ``presentation``, compiled for ``Color``.
  package var colorPresentation: Color { presentation }
}

extension AnimatedProperty where T == Angle {
  /// ``presentation``, compiled for ``Angle``.
  package var anglePresentation: Angle { presentation }
}
