import Tempo
import TempoScene

/// How an outline is stroked (SwiftUI's `StrokeStyle`): width, caps, joins, dashes.
public typealias StrokeStyle = TempoScene.StrokeStyle
/// How the open ends of a stroked line are drawn (`.butt`, `.round`, `.square`).
public typealias CGLineCap = TempoScene.CGLineCap
/// How the corners of a stroked outline are drawn (`.miter`, `.round`, `.bevel`).
public typealias CGLineJoin = TempoScene.CGLineJoin

extension Path {
  /// Creates a path by running `build` on an empty one (SwiftUI's `Path { path in … }`).
  public init(_ build: (inout Path) -> Void) {
    self.init()
    build(&self)
  }

  /// The rectangle `rect` (SwiftUI's `Path(_:)`).
  public init(_ rect: CGRect) {
    self.init(rect: rect)
  }

  /// A rectangle with corners of `cornerSize` (its width taken as the radius), continuous
  /// unless `style` says otherwise (SwiftUI's default).
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    self.init(roundedRect: rect, cornerRadius: Double(cornerSize.width), style: style)
  }

  /// Adds a rounded rectangle as a closed subpath, with continuous corners unless `style` says
  /// otherwise (SwiftUI's default).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    for element in Path(roundedRect: rect, cornerRadius: Double(cornerSize.width), style: style)
      .elements
    {
      append(element)
    }
  }

  /// Adds a rectangle as a closed subpath, clockwise on screen from its top-left corner.
  public mutating func addRect(_ rect: CGRect) {
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// Adds the ellipse inscribed in `rect` as a closed subpath.
  public mutating func addEllipse(in rect: CGRect) {
    for element in Path(ellipseIn: rect).elements { append(element) }
  }

  /// Adds lines through `points`, starting a new subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds an arc of the circle of `radius` points around `center`, from `startAngle` to
  /// `endAngle` (0 points right, angles grow clockwise on screen, as y grows down), after a
  /// line from the current point to its start (or a move, in an empty path).
  ///
  /// As in SwiftUI, `clockwise` is meant in y-up coordinates: `false` sweeps with growing
  /// angles, which is clockwise on screen.
  public mutating func addArc(
    center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    let start = startAngle.radians
    var sweep = endAngle.radians - start
    let fullTurn = 2 * Double.pi
    if clockwise {
      while sweep > 0 { sweep -= fullTurn }
    } else {
      while sweep < 0 { sweep += fullTurn }
    }
    let point = { (angle: Double) in
      CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
    }
    if isEmpty { move(to: point(start)) } else { addLine(to: point(start)) }
    // Each quarter turn or less is one cubic: control points 4/3·tan(θ/4) of the radius along
    // the tangents.
    let pieces = max(Int((abs(sweep) / (Double.pi / 2)).rounded(.up)), 1)
    let step = sweep / Double(pieces)
    let handle = 4.0 / 3 * tan(step / 4) * radius
    for index in 0..<pieces {
      let a0 = start + Double(index) * step
      let a1 = a0 + step
      let (p0, p1) = (point(a0), point(a1))
      addCurve(
        to: p1,
        control1: CGPoint(x: Double(p0.x) - handle * sin(a0), y: Double(p0.y) + handle * cos(a0)),
        control2: CGPoint(x: Double(p1.x) + handle * sin(a1), y: Double(p1.y) - handle * cos(a1)))
    }
  }

  /// Adds an arc of `radius` points around `center`, starting at `startAngle` and turning by
  /// `delta` (positive: clockwise on screen).
  public mutating func addRelativeArc(
    center: CGPoint, radius: Double, startAngle: Angle, delta: Angle
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle,
      endAngle: Angle(radians: startAngle.radians + delta.radians), clockwise: delta.radians < 0)
  }

  private mutating func append(_ element: Element) {
    switch element {
    case .move(let point): move(to: point)
    case .line(let point): addLine(to: point)
    case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
    case .curve(let point, let c1, let c2): addCurve(to: point, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }
}
