import CSDL2
import Foundation
import TempoRender

extension InputEvent {
  /// The event an SDL event means to Tempo, or `nil` if Tempo does not report it.
  ///
  /// SDL reports mouse positions in window coordinates, which are Tempo's points.
  init?(_ event: SDL_Event) {
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      self = .quit
    case SDL_MOUSEMOTION:
      self = .pointerMoved(CGPoint(x: Double(event.motion.x), y: Double(event.motion.y)))
    case SDL_MOUSEBUTTONDOWN where event.button.button == tempo_sdl_button_left():
      self = .pointerDown(CGPoint(x: Double(event.button.x), y: Double(event.button.y)))
    case SDL_MOUSEBUTTONUP where event.button.button == tempo_sdl_button_left():
      self = .pointerUp(CGPoint(x: Double(event.button.x), y: Double(event.button.y)))
    case SDL_MOUSEWHEEL:
      // SDL's y is positive away from the user (scroll up); "flipped" devices report negated.
      let flip: Double = event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
      let notches = (x: Double(event.wheel.preciseX) * flip, y: Double(event.wheel.preciseY) * flip)
      self = .scrolled(
        CGSize(
          width: notches.x * Self.pointsPerWheelNotch, height: -notches.y * Self.pointsPerWheelNotch
        ))
    case SDL_KEYDOWN:
      guard let key = Key(keycode: event.key.keysym.sym) else { return nil }
      self = .keyDown(key)
    case SDL_TEXTINPUT:
      // SDL's text is a NUL-terminated UTF-8 array of 32 bytes inside the event.
      let text = withUnsafeBytes(of: event.text.text) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !text.isEmpty else { return nil }
      self = .textInput(text)
    case SDL_WINDOWEVENT:
      switch SDL_WindowEventID(UInt32(event.window.event)) {
      case SDL_WINDOWEVENT_SIZE_CHANGED:
        self = .resized(
          CGSize(width: Double(event.window.data1), height: Double(event.window.data2)))
      case SDL_WINDOWEVENT_CLOSE:
        self = .quit
      default:
        return nil
      }
    default:
      return nil
    }
  }
}
