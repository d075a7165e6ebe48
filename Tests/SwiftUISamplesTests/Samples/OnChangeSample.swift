import SwiftUI

struct OnChangeSample: View {
  @State private var count = 0
  @State private var message = "none"
  @State private var bumps = 0

  var body: some View {
    VStack {
      Text("Count: \(count)")
      Text("Changed: \(message)")
      Text("Bumps: \(bumps)")
      Button("Add") {
        count += 1
      }
    }
    .onChange(of: count) { oldValue, newValue in
      message = "\(oldValue) to \(newValue)"
    }
    .onChange(of: count) {
      bumps += 1
    }
  }
}

@available(iOS, deprecated: 17.0)
@available(*, deprecated)
struct LegacyOnChangeSample: View {
  @State private var value = 0
  @State private var last = 0

  var body: some View {
    Text("Last: \(last)")
      .onTapGesture { value += 5 }
      .onChange(
        of: value,
        perform: { newValue in
          last = newValue
        })
  }
}
