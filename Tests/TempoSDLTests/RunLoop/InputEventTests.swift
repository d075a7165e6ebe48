import CSDL2
import Foundation
import TempoRender
import Testing

@testable import TempoSDL

@Suite("Input events from SDL events")
struct InputEventTests {
  private func event(_ type: SDL_EventType, _ fill: (inout SDL_Event) -> Void = { _ in })
    -> SDL_Event
  {
    var event = SDL_Event()
    event.type = type.rawValue
    fill(&event)
    return event
  }

  @Test("pointer events carry window points; only the primary button counts")
  func pointer() {
    let move = event(SDL_MOUSEMOTION) {
      $0.motion.x = 12; $0.motion.y = 34
    }
    #expect(InputEvent(move) == .pointerMoved(CGPoint(x: 12, y: 34)))
    let down = event(SDL_MOUSEBUTTONDOWN) {
      $0.button.button = 1
      $0.button.x = 5
      $0.button.y = 6
    }
    #expect(InputEvent(down) == .pointerDown(CGPoint(x: 5, y: 6)))
    let up = event(SDL_MOUSEBUTTONUP) {
      $0.button.button = 1
      $0.button.x = 7
      $0.button.y = 8
    }
    #expect(InputEvent(up) == .pointerUp(CGPoint(x: 7, y: 8)))
    let right = event(SDL_MOUSEBUTTONDOWN) { $0.button.button = 3 }
    #expect(InputEvent(right) == nil)
  }

  @Test(
    "a wheel notch away from the user scrolls 40 points up (−40); a flipped device's the other way; sideways is x"
  )
  func wheel() {
    let up = event(SDL_MOUSEWHEEL) { $0.wheel.preciseY = 1 }
    #expect(InputEvent(up) == .scrolled(CGSize(width: 0, height: -40)))
    let flipped = event(SDL_MOUSEWHEEL) {
      $0.wheel.preciseY = 1
      $0.wheel.direction = UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue)
    }
    #expect(InputEvent(flipped) == .scrolled(CGSize(width: 0, height: 40)))
    let right = event(SDL_MOUSEWHEEL) { $0.wheel.preciseX = 0.5 }
    #expect(InputEvent(right) == .scrolled(CGSize(width: 20, height: 0)))
  }

  @Test("key down reports known keys only")
  func keys() {
    let escape = event(SDL_KEYDOWN) { $0.key.keysym.sym = Int32(bitPattern: SDLK_ESCAPE.rawValue) }
    #expect(InputEvent(escape) == .keyDown(.escape))
    let f5 = event(SDL_KEYDOWN) { $0.key.keysym.sym = Int32(bitPattern: SDLK_F5.rawValue) }
    #expect(InputEvent(f5) == nil)
  }

  @Test("text input reports its UTF-8 text up to the NUL; empty text is not reported")
  func textInput() {
    let typed = event(SDL_TEXTINPUT) { event in
      withUnsafeMutableBytes(of: &event.text.text) { bytes in
        for (index, byte) in Array("é!".utf8).enumerated() { bytes[index] = byte }
      }
    }
    #expect(InputEvent(typed) == .textInput("é!"))
    #expect(InputEvent(event(SDL_TEXTINPUT)) == nil)
  }

  @Test("quit, window close and resize are reported")
  func windowEvents() {
    #expect(InputEvent(event(SDL_QUIT)) == .quit)
    let close = event(SDL_WINDOWEVENT) { $0.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue) }
    #expect(InputEvent(close) == .quit)
    let resize = event(SDL_WINDOWEVENT) {
      $0.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
      $0.window.data1 = 640
      $0.window.data2 = 360
    }
    #expect(InputEvent(resize) == .resized(CGSize(width: 640, height: 360)))
    let exposed = event(SDL_WINDOWEVENT) {
      $0.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
    }
    #expect(InputEvent(exposed) == nil)
  }
}
