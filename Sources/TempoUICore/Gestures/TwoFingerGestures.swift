import Foundation
import Tempo
import TempoScene

// The two-finger gestures. A desktop pointer (and SDL's mouse events) has no pinch or
// twist, so TempoUI attaches them and they never change: attaching one logs a line saying so.

/// A pinch that scales (SwiftUI's `MagnifyGesture`, iOS 17): it never changes in TempoUI.
public struct MagnifyGesture: Gesture, PartsGesture {
  /// A pinch's state.
  public struct Value: Equatable, Sendable {
    /// The scale since the pinch began (1: none).
    public var magnification: CGFloat
    /// How fast the scale changes, per second.
    public var velocity: CGFloat
    /// The pinch's centre when it began, in the view's unit space.
    public var startAnchor: UnitPoint
    /// The pinch's centre when it began, in the view's points.
    public var startLocation: CGPoint
    /// When the value was sampled.
    public var time: Date
  }

  /// The least change of scale that begins the gesture.
  public var minimumScaleDelta: CGFloat

  /// A pinch that begins once it scales by `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  var parts: GestureParts<Value> {
    GestureParts(
      kind: .twoFinger(name: "MagnifyGesture"),
      value: { sample in
        Value(
          magnification: 1, velocity: 0, startAnchor: .center, startLocation: sample.startLocation,
          time: sample.time)
      })
  }
}

/// A pinch that scales, reporting the scale alone (SwiftUI's deprecated
/// `MagnificationGesture`): it never changes in TempoUI.
public struct MagnificationGesture: Gesture, PartsGesture {
  /// The scale since the pinch began.
  public typealias Value = CGFloat

  /// The least change of scale that begins the gesture.
  public var minimumScaleDelta: CGFloat

  /// A pinch that begins once it scales by `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  var parts: GestureParts<CGFloat> {
    GestureParts(kind: .twoFinger(name: "MagnificationGesture"), value: { _ in 1 })
  }
}

/// A twist of two fingers (SwiftUI's `RotateGesture`, iOS 17): it never changes in TempoUI.
public struct RotateGesture: Gesture, PartsGesture {
  /// A twist's state.
  public struct Value: Equatable, Sendable {
    /// The angle turned since the twist began.
    public var rotation: Angle
    /// How fast the angle changes, per second.
    public var velocity: Angle
    /// The twist's centre when it began, in the view's unit space.
    public var startAnchor: UnitPoint
    /// The twist's centre when it began, in the view's points.
    public var startLocation: CGPoint
    /// When the value was sampled.
    public var time: Date
  }

  /// The least angle that begins the gesture.
  public var minimumAngleDelta: Angle

  /// A twist that begins once it turns by `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  var parts: GestureParts<Value> {
    GestureParts(
      kind: .twoFinger(name: "RotateGesture"),
      value: { sample in
        Value(
          rotation: .zero, velocity: .zero, startAnchor: .center,
          startLocation: sample.startLocation, time: sample.time)
      })
  }
}

/// A twist of two fingers, reporting the angle alone (SwiftUI's deprecated
/// `RotationGesture`): it never changes in TempoUI.
public struct RotationGesture: Gesture, PartsGesture {
  /// The angle turned since the twist began.
  public typealias Value = Angle

  /// The least angle that begins the gesture.
  public var minimumAngleDelta: Angle

  /// A twist that begins once it turns by `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  var parts: GestureParts<Angle> {
    GestureParts(kind: .twoFinger(name: "RotationGesture"), value: { _ in .zero })
  }
}
