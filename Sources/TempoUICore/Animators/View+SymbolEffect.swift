import Tempo
import TempoScene

/// A symbol's pose during an effect (internal): what the keyframes move.
struct SymbolPose: Equatable {
  var scale = 1.0
  var opacity = 1.0
  var rotation = 0.0
}

extension View {
  /// Plays `effect` once each time `value` changes (see ``SymbolEffect`` for the motions).
  public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    let motion = effect.motion
    let speed = max(options.speed, 0.01)
    return keyframeAnimator(initialValue: SymbolPose(), trigger: value) { content, pose in
      content.posed(pose)
    } keyframes: { _ in
      SymbolPose.keyframes(for: motion, speed: speed)
    }
  }

  /// Plays `effect` for as long as `isActive` (see ``SymbolEffect`` for the motions).
  public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    let motion = effect.motion
    let speed = max(options.speed, 0.01)
    return Group {
      if motion.kind == .scale {
        scaleEffect(isActive ? (motion.isUp ? 1.2 : 0.8) : 1)
          .animation(.spring(duration: 0.3 / speed), value: isActive)
      } else {
        keyframeAnimator(initialValue: SymbolPose(), repeating: isActive) { content, pose in
          content.posed(pose)
        } keyframes: { _ in
          SymbolPose.keyframes(for: motion, speed: speed)
        }
      }
    }
  }

  /// Removes the symbol effects inside: accepted; effects still play.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }

  /// This view in `pose` (internal).
  fileprivate func posed(_ pose: SymbolPose) -> some View {
    scaleEffect(pose.scale).opacity(pose.opacity).rotationEffect(.degrees(pose.rotation))
  }
}

extension SymbolPose {
  /// The keyframes of `motion` at `speed`.
  @KeyframesBuilder<SymbolPose>
  static func keyframes(for motion: SymbolMotion, speed: Double)
    -> some Keyframes<SymbolPose>
  {
    let peak = motion.isUp ? 1.2 : 0.8
    let bounce = motion.kind == .bounce
    let pulse = motion.kind == .pulse
    let wiggle = motion.kind == .wiggle
    let rotate = motion.kind == .rotate
    let breathe = motion.kind == .breathe
    KeyframeTrack(\SymbolPose.scale) {
      if bounce {
        SpringKeyframe(peak, duration: 0.15 / speed)
        SpringKeyframe(1, duration: 0.3 / speed)
        LinearKeyframe(1, duration: 0.05 / speed)
      } else if breathe {
        CubicKeyframe(1.1, duration: 0.8 / speed)
        CubicKeyframe(1, duration: 0.8 / speed)
      } else {
        LinearKeyframe(1, duration: 0.5 / speed)
      }
    }
    KeyframeTrack(\SymbolPose.opacity) {
      if pulse {
        LinearKeyframe(0.35, duration: 0.5 / speed, timingCurve: .easeInOut)
        LinearKeyframe(1, duration: 0.5 / speed, timingCurve: .easeInOut)
      } else if breathe {
        CubicKeyframe(0.7, duration: 0.8 / speed)
        CubicKeyframe(1, duration: 0.8 / speed)
      } else {
        LinearKeyframe(1, duration: 0.5 / speed)
      }
    }
    KeyframeTrack(\SymbolPose.rotation) {
      if wiggle {
        LinearKeyframe(8, duration: 0.1 / speed, timingCurve: .easeInOut)
        LinearKeyframe(-8, duration: 0.2 / speed, timingCurve: .easeInOut)
        LinearKeyframe(0, duration: 0.1 / speed, timingCurve: .easeInOut)
      } else if rotate {
        LinearKeyframe(360, duration: 1 / speed)
        MoveKeyframe(0)
      } else {
        LinearKeyframe(0, duration: 0.5 / speed)
      }
    }
  }
}
