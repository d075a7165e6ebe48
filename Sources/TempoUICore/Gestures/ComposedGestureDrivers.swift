import Tempo
import TempoScene

/// What the composed gestures' drivers share (internal): part drivers that see every press
/// event.
@MainActor
class PairDriver: PressDriver {
  var parts: [any PressDriver] = []

  func pressChanged(_ isPressed: Bool) {
    for part in parts { part.pressChanged(isPressed) }
  }

  func pressMoved(local: CGPoint, window: CGPoint) {
    for part in parts { part.pressMoved(local: local, window: window) }
  }

  func tapped() {
    for part in parts where part.tapCount != nil { part.tapped() }
  }

  var tapCount: Int? { parts.compactMap(\.tapCount).max() }
}

/// Drives a ``SimultaneousGesture`` (internal): both parts follow the press; each change
/// reports both latest values; it ends when a part ends and the other is not under way, or
/// resets at the release.
final class SimultaneousDriver<First, Second, Value>: PairDriver {
  private var values: (first: First?, second: Second?) = (nil, nil)
  private var active = (first: false, second: false)
  private let emit: GestureEmit<Value>

  init(
    _ first: GestureParts<First>, _ second: GestureParts<Second>, engine: AnimationEngine,
    emit: GestureEmit<Value>, combine: @escaping @MainActor (First?, Second?) -> Value
  ) {
    self.emit = emit
    super.init()
    parts = [
      first.driver(
        engine: engine,
        emit: GestureEmit(
          changed: { [unowned self] in
            (values.first, active.first) = ($0, true)
            emit.changed(combine(values.first, values.second))
          },
          ended: { [unowned self] in
            (values.first, active.first) = ($0, false)
            if !active.second { finish(combine(values.first, values.second)) }
          }, reset: {})),
      second.driver(
        engine: engine,
        emit: GestureEmit(
          changed: { [unowned self] in
            (values.second, active.second) = ($0, true)
            emit.changed(combine(values.first, values.second))
          },
          ended: { [unowned self] in
            (values.second, active.second) = ($0, false)
            if !active.first { finish(combine(values.first, values.second)) }
          }, reset: {})),
    ]
  }

  private func finish(_ value: Value) {
    emit.reset()
    emit.ended(value)
  }

  override func pressChanged(_ isPressed: Bool) {
    if isPressed { (values, active) = ((nil, nil), (false, false)) }
    super.pressChanged(isPressed)
    if !isPressed, active.first || active.second {
      active = (false, false)
      emit.reset()
    }
  }
}

/// Drives a ``SequenceGesture`` (internal): both parts follow the press, the second's reports
/// held back until the first has ended; the sequence ends with the second, and resets at a
/// release before that.
final class SequenceDriver<First, Second, Value>: PairDriver {
  private var firstValue: First?
  private var finished = false
  private let emit: GestureEmit<Value>

  init(
    _ first: GestureParts<First>, _ second: GestureParts<Second>, engine: AnimationEngine,
    emit: GestureEmit<Value>, firstStep: @escaping @MainActor (First) -> Value,
    secondStep: @escaping @MainActor (First, Second?) -> Value
  ) {
    self.emit = emit
    super.init()
    parts = [
      first.driver(
        engine: engine,
        emit: GestureEmit(
          changed: { [unowned self] in
            if firstValue == nil { emit.changed(firstStep($0)) }
          },
          ended: { [unowned self] in
            guard firstValue == nil else { return }
            firstValue = $0
            emit.changed(secondStep($0, nil))
          }, reset: {})),
      second.driver(
        engine: engine,
        emit: GestureEmit(
          changed: { [unowned self] in
            if let firstValue, !finished { emit.changed(secondStep(firstValue, $0)) }
          },
          ended: { [unowned self] in
            guard let firstValue, !finished else { return }
            finished = true
            emit.reset()
            emit.ended(secondStep(firstValue, $0))
          }, reset: {})),
    ]
  }

  override func pressChanged(_ isPressed: Bool) {
    if isPressed { (firstValue, finished) = (nil, false) }
    super.pressChanged(isPressed)
    if !isPressed, !finished {
      finished = true
      emit.reset()
    }
  }
}

/// Drives an ``ExclusiveGesture`` (internal): both parts follow the press; the first's
/// reports win while it is under way, the second's count otherwise; the first part to end
/// ends it.
final class ExclusiveDriver<First, Second, Value>: PairDriver {
  private var firstActive = false
  private var finished = false
  private let emit: GestureEmit<Value>

  init(
    _ first: GestureParts<First>, _ second: GestureParts<Second>, engine: AnimationEngine,
    emit: GestureEmit<Value>, firstCase: @escaping @MainActor (First) -> Value,
    secondCase: @escaping @MainActor (Second) -> Value
  ) {
    self.emit = emit
    super.init()
    parts = [
      first.driver(
        engine: engine,
        emit: GestureEmit(
          changed: { [unowned self] in
            firstActive = true
            if !finished { emit.changed(firstCase($0)) }
          },
          ended: { [unowned self] in
            if !finished { finish(firstCase($0)) }
          }, reset: {})),
      second.driver(
        engine: engine,
        emit: GestureEmit(
          changed: { [unowned self] in
            if !firstActive, !finished { emit.changed(secondCase($0)) }
          },
          ended: { [unowned self] in
            if !firstActive, !finished { finish(secondCase($0)) }
          }, reset: {})),
    ]
  }

  private func finish(_ value: Value) {
    finished = true
    emit.reset()
    emit.ended(value)
  }

  override func pressChanged(_ isPressed: Bool) {
    if isPressed { (firstActive, finished) = (false, false) }
    super.pressChanged(isPressed)
    if !isPressed, !finished, firstActive {
      finished = true
      emit.reset()
    }
  }
}
