import Tempo
import TempoScene
import Testing

@Suite("Display list dump")
struct DisplayListDumpTests {
  @Test("prints a header and one line per command, numbers rounded to 3 decimals")
  func headerAndCommands() {
    var square = Path()
    square.move(to: CGPoint(x: 0, y: 0))
    square.addLine(to: CGPoint(x: 1.23456, y: -0.0001))
    square.addQuadCurve(to: CGPoint(x: 2, y: 2), control: CGPoint(x: 0.5, y: 0.25))
    square.addCurve(
      to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 2))
    square.closeSubpath()
    let list = DisplayList(
      size: CGSize(width: 480, height: 320), background: .black,
      commands: [
        .fill(square, color: .yellow, transform: .translation(x: 10, y: 20.5), opacity: 1),
        .stroke(
          square, color: Color(white: 1, opacity: 0.5), style: StrokeStyle(lineWidth: 2),
          transform: .scale(x: 2, y: 3), opacity: 0.25),
        .text(
          "Hi", fontSize: 17, color: .gray, origin: CGPoint(x: 1, y: 2),
          transform: .identity, opacity: 0.5),
        .pushClip(CGRect(x: 1, y: 2, width: 3, height: 4)),
        .popClip,
      ])
    #expect(
      list.dump() == """
        display 480x320 background #000000
        fill M 0 0 L 1.235 0 Q 0.5 0.25 2 2 C 1 1 2 2 3 3 Z color #FFD60A at (10, 20.5)
        stroke M 0 0 L 1.235 0 Q 0.5 0.25 2 2 C 1 1 2 2 3 3 Z color #FFFFFF alpha 0.5 width 2 \
        transform (2, 0, 0, 3, 0, 0) opacity 0.25
        text "Hi" size 17 color #8E8E93 origin (1, 2) at (0, 0) opacity 0.5
        push-clip (1, 2) 3x4
        pop-clip
        """)
  }

  @Test("a stroke's caps, joins, miter limit and dashes are printed only when not the default")
  func strokeStyle() {
    var line = Path()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 10, y: 0))
    let style = StrokeStyle(
      lineWidth: 2, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [4, 2], dashPhase: 1)
    let command = DrawCommand.stroke(
      line, color: .white, style: style, transform: .identity, opacity: 1)
    #expect(
      command.dump()
        == "stroke M 0 0 L 10 0 color #FFFFFF width 2 cap round join bevel miter-limit 4 dash 4 2"
        + " phase 1 at (0, 0)")
  }
}
