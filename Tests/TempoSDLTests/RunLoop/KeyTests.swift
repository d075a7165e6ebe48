import CSDL2
import TempoRender
import Testing

@testable import TempoSDL

@Suite("Keys from SDL key codes")
struct KeyTests {
  private func code(_ key: SDL_KeyCode) -> Int32 { Int32(bitPattern: key.rawValue) }

  @Test("digits on the main row and the keypad map to their value")
  func digits() {
    #expect(Key(keycode: code(SDLK_0)) == .digit(0))
    #expect(Key(keycode: code(SDLK_5)) == .digit(5))
    #expect(Key(keycode: code(SDLK_KP_3)) == .digit(3))
    #expect(Key(keycode: code(SDLK_KP_0)) == .digit(0))
  }

  @Test("letters, arrows, return, space and escape map; F1 does not")
  func namedKeys() {
    #expect(Key(keycode: code(SDLK_q)) == .letter("q"))
    #expect(Key(keycode: code(SDLK_z)) == .letter("z"))
    #expect(Key(keycode: code(SDLK_LEFT)) == .left)
    #expect(Key(keycode: code(SDLK_RIGHT)) == .right)
    #expect(Key(keycode: code(SDLK_UP)) == .up)
    #expect(Key(keycode: code(SDLK_DOWN)) == .down)
    #expect(Key(keycode: code(SDLK_RETURN)) == .return)
    #expect(Key(keycode: code(SDLK_KP_ENTER)) == .return)
    #expect(Key(keycode: code(SDLK_SPACE)) == .space)
    #expect(Key(keycode: code(SDLK_ESCAPE)) == .escape)
    #expect(Key(keycode: code(SDLK_F1)) == nil)
  }

  @Test("the editing keys map: Backspace, Delete, Tab, Home, End")
  func editingKeys() {
    #expect(Key(keycode: code(SDLK_BACKSPACE)) == .backspace)
    #expect(Key(keycode: code(SDLK_DELETE)) == .deleteForward)
    #expect(Key(keycode: code(SDLK_TAB)) == .tab)
    #expect(Key(keycode: code(SDLK_HOME)) == .home)
    #expect(Key(keycode: code(SDLK_END)) == .end)
    #expect(Key(keycode: code(SDLK_PAGEUP)) == nil)
  }
}
