import TempoScene

/// An animation of a symbol (SwiftUI's `SymbolEffect`, iOS 17): played with
/// `.symbolEffect(_:options:value:)` when a value changes, or with
/// `.symbolEffect(_:options:isActive:)` for as long as it is active.
///
/// TempoUI's symbols have one layer, so the effects move the whole view they are applied to
/// (`byLayer` and `wholeSymbol` are accepted); their motions are TempoUI's choices near SF
/// Symbols': bounce scales to 1.2 (`.down`: 0.8) and springs back in 0.5 s; pulse and
/// variable colour fade to 35 % and back in 1 s; scale holds 1.2 (`.down`: 0.8) while active;
/// wiggle tilts ±8° in 0.4 s; rotate turns once a second; breathe swells to 1.1 at 70 % and
/// back in 1.6 s.
public protocol SymbolEffect {
  /// The motion the effect plays (internal).
  var motion: SymbolMotion { get }
}

/// An effect played once per change of a value (SwiftUI's `DiscreteSymbolEffect`).
public protocol DiscreteSymbolEffect {}

/// An effect played for as long as it is active (SwiftUI's `IndefiniteSymbolEffect`).
public protocol IndefiniteSymbolEffect {}

/// What a symbol effect does (internal): its kind and direction.
public struct SymbolMotion: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case bounce, pulse, scale, wiggle, rotate, breathe }
  let kind: Kind
  /// Up (true) or down (false), for bounce and scale.
  var isUp = true
}

/// The bounce (SwiftUI's `BounceSymbolEffect`).
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// What the effect does.
  public var motion: SymbolMotion
  /// Bouncing up.
  public var up: BounceSymbolEffect { BounceSymbolEffect(motion: SymbolMotion(kind: .bounce)) }
  /// Bouncing down.
  public var down: BounceSymbolEffect {
    BounceSymbolEffect(motion: SymbolMotion(kind: .bounce, isUp: false))
  }
  /// Layer by layer: accepted.
  public var byLayer: BounceSymbolEffect { self }
  /// The whole symbol at once.
  public var wholeSymbol: BounceSymbolEffect { self }
}

/// The pulse (SwiftUI's `PulseSymbolEffect`).
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// What the effect does.
  public var motion: SymbolMotion { SymbolMotion(kind: .pulse) }
  /// Layer by layer: accepted.
  public var byLayer: PulseSymbolEffect { self }
  /// The whole symbol at once.
  public var wholeSymbol: PulseSymbolEffect { self }
}

/// The variable colour (SwiftUI's `VariableColorSymbolEffect`): a pulse of the one layer.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect
{
  /// What the effect does.
  public var motion: SymbolMotion { SymbolMotion(kind: .pulse) }
  /// Layer after layer: accepted.
  public var iterative: VariableColorSymbolEffect { self }
  /// Layers adding up: accepted.
  public var cumulative: VariableColorSymbolEffect { self }
  /// Back and forth: accepted.
  public var reversing: VariableColorSymbolEffect { self }
  /// One way: accepted.
  public var nonReversing: VariableColorSymbolEffect { self }
  /// Inactive layers hidden: accepted.
  public var hideInactiveLayers: VariableColorSymbolEffect { self }
  /// Inactive layers dimmed: accepted.
  public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// The scale (SwiftUI's `ScaleSymbolEffect`).
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  /// What the effect does.
  public var motion: SymbolMotion
  /// Larger.
  public var up: ScaleSymbolEffect { ScaleSymbolEffect(motion: SymbolMotion(kind: .scale)) }
  /// Smaller.
  public var down: ScaleSymbolEffect {
    ScaleSymbolEffect(motion: SymbolMotion(kind: .scale, isUp: false))
  }
  /// Layer by layer: accepted.
  public var byLayer: ScaleSymbolEffect { self }
  /// The whole symbol at once.
  public var wholeSymbol: ScaleSymbolEffect { self }
}

/// The wiggle (SwiftUI's `WiggleSymbolEffect`, iOS 18).
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// What the effect does.
  public var motion: SymbolMotion { SymbolMotion(kind: .wiggle) }
}

/// The rotation (SwiftUI's `RotateSymbolEffect`, iOS 18).
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// What the effect does.
  public var motion: SymbolMotion { SymbolMotion(kind: .rotate) }
}

/// The breath (SwiftUI's `BreatheSymbolEffect`, iOS 18).
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// What the effect does.
  public var motion: SymbolMotion { SymbolMotion(kind: .breathe) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// The bounce.
  public static var bounce: BounceSymbolEffect {
    BounceSymbolEffect(motion: SymbolMotion(kind: .bounce))
  }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// The pulse.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// The variable colour.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// The scale.
  public static var scale: ScaleSymbolEffect {
    ScaleSymbolEffect(motion: SymbolMotion(kind: .scale))
  }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// The wiggle.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// The rotation.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// The breath.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// How a symbol effect plays (SwiftUI's `SymbolEffectOptions`): its speed is honoured; its
/// repeats are accepted (a value change plays once, an active effect loops).
public struct SymbolEffectOptions: Hashable, Sendable {
  /// The speed, 1 by default.
  var speed: Double = 1

  /// The default options.
  public static let `default` = SymbolEffectOptions()
  /// Repeating: accepted.
  public static let repeating = SymbolEffectOptions()
  /// Not repeating: accepted.
  public static let nonRepeating = SymbolEffectOptions()
  /// Repeating `count` times: accepted.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// Playing at `speed` times the normal rate.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(speed: speed)
  }
  /// These options, repeating: accepted.
  public var repeating: SymbolEffectOptions { self }
  /// These options, not repeating: accepted.
  public var nonRepeating: SymbolEffectOptions { self }
  /// These options, repeating `count` times: accepted.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  /// These options at `speed` times the normal rate.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(speed: self.speed * speed)
  }
}
