import CSDL2
import TempoRender

extension Key {
  /// The key for an SDL key code (`keysym.sym`), or `nil` for keys Tempo does not report.
  init?(keycode: Int32) {
    func code(_ key: SDL_KeyCode) -> Int32 { Int32(bitPattern: key.rawValue) }
    switch keycode {
    case code(SDLK_0)...code(SDLK_9): self = .digit(Int(keycode - code(SDLK_0)))
    case code(SDLK_a)...code(SDLK_z):
      self = .letter(Character(Unicode.Scalar(UInt8(keycode))))
    case code(SDLK_KP_1)...code(SDLK_KP_9): self = .digit(Int(keycode - code(SDLK_KP_1)) + 1)
    case code(SDLK_KP_0): self = .digit(0)
    case code(SDLK_LEFT): self = .left
    case code(SDLK_RIGHT): self = .right
    case code(SDLK_UP): self = .up
    case code(SDLK_DOWN): self = .down
    case code(SDLK_RETURN), code(SDLK_KP_ENTER): self = .return
    case code(SDLK_SPACE): self = .space
    case code(SDLK_ESCAPE): self = .escape
    case code(SDLK_BACKSPACE): self = .backspace
    case code(SDLK_DELETE): self = .deleteForward
    case code(SDLK_TAB): self = .tab
    case code(SDLK_HOME): self = .home
    case code(SDLK_END): self = .end
    default: return nil
    }
  }
}
