import SwiftUI

/// "Checklist": a checkbox toggle style made of a symbol and the label, as public SwiftUI
/// samples write it, beside a button-style toggle with a label and a plain switch.
struct ChecklistToggles: View {
  @State private var milk = false
  @State private var isFlagged = false
  @State private var notify = true

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Toggle("Buy milk", isOn: $milk)
        .toggleStyle(CheckboxToggleStyle())
      Toggle(isOn: $isFlagged) {
        Label("Flag", systemImage: "bell.fill")
      }
      .toggleStyle(.button)
      .tint(.orange)
      Toggle("Notifications", isOn: $notify)
        .toggleStyle(.automatic)
      Text(milk ? "Milk: done" : "Milk: to do")
      Text(isFlagged ? "Flagged" : "Not flagged")
    }
    .padding()
  }
}

/// A checkbox: a circle that fills with a checkmark when on, then the label; a tap flips it.
struct CheckboxToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
        .foregroundColor(configuration.isOn ? .green : .gray)
        .font(.title2)
      configuration.label
    }
    .onTapGesture {
      configuration.isOn.toggle()
    }
  }
}
