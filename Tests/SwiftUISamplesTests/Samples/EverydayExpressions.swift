import SwiftUI

// Everyday geometry written as SwiftUI code writes it: CGFloat, Double and Int mixed in
// offsets, positions, frames, rotations and scales, with `.pi`, `cos` and `sin`. Each must
// type-check unchanged (an overload set that makes one ambiguous breaks this file's build).
// (Foundation's own `CGSize(width: 10 * cos(.pi / 8), height: 0)` is ambiguous on Linux, with no
// TempoUI API involved: corelibs-foundation declares CGSize's Double and CGFloat initialisers.)

/// A clock face: twelve dots on a circle, placed with `cos`/`sin` of CGFloat angles.
struct ClockFace: View {
  var body: some View {
    ZStack {
      ForEach(0..<12) { i in
        Circle()
          .frame(width: 6, height: 6)
          .offset(
            x: 50 * cos(CGFloat(i) * .pi / 6 - .pi / 2),
            y: 50 * sin(CGFloat(i) * .pi / 6 - .pi / 2))
      }
    }
  }
}

/// Positions, frames, rotations and scales from mixed numeric types.
struct MixedGeometry: View {
  let radius: CGFloat = 80
  let count = 8
  let progress = 0.25
  @State private var scale: CGFloat = 1

  var body: some View {
    ZStack {
      ForEach(0..<count, id: \.self) { index in
        let angle = Double(index) / Double(count) * 2 * .pi
        Circle()
          .frame(width: radius / 4, height: radius / 4)
          .position(x: radius + radius * cos(angle), y: radius + radius * sin(angle))
      }
      Rectangle()
        .frame(width: radius * 2, height: 10 * CGFloat(count))
        .rotationEffect(.degrees(Double(count) * 45))
        .rotationEffect(.radians(.pi / 4))
        .rotationEffect(Angle(degrees: 360 * progress))
        .scaleEffect(scale * 1.5)
        .scaleEffect(1 + progress)
        .scaleEffect(x: -1, y: scale)
        .offset(x: CGFloat(count) * 2, y: -radius / 2)
        .offset(y: sin(.pi / 3) * radius)
        .offset(x: cos(progress * .pi) * 20)
        .position(x: 100, y: 100 + CGFloat(count))
        .frame(maxWidth: .infinity, maxHeight: radius * 3)
      Circle()
        .trim(from: 0, to: progress)
        .rotation(.degrees(-90))
        .offset(x: 10 * cos(.pi / 8))
        .frame(width: 2 * radius, height: 2 * radius)
        .padding(radius / 8)
        .opacity(0.5 + progress / 2)
    }
  }
}
