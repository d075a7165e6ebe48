import SwiftUI

// A chat-style log written as SwiftUI samples write it: a `ScrollViewReader` around a
// `ScrollView` of a `LazyVStack`, scrolled to the newest message with `withAnimation`.

/// Messages in a scroll view; "Send" adds one and scrolls to it.
struct MessageLog: View {
  @State private var messages = Array(1...12)

  var body: some View {
    VStack(spacing: 0) {
      ScrollViewReader { proxy in
        ScrollView {
          LazyVStack(spacing: 8) {
            ForEach(messages, id: \.self) { message in
              Text("Message \(message)")
                .frame(maxWidth: .infinity)
                .frame(height: 32)
                .background(Color.blue.opacity(0.3))
                .id(message)
            }
          }
        }
        .frame(height: 200)
        Button("Send") {
          messages.append(messages.count + 1)
          withAnimation(.easeOut(duration: 0.4)) {
            proxy.scrollTo(messages.count, anchor: .bottom)
          }
        }
      }
    }
  }
}
