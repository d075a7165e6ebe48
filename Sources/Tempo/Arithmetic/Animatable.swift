/// A type whose values can be animated through a vector representation.
public protocol Animatable {
  /// The vector representation that animations interpolate.
  associatedtype AnimatableData: VectorArithmetic
  /// This value as animatable data; setting it rebuilds the value.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// A vector type is its own animatable data.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// A type with empty animatable data never animates.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
