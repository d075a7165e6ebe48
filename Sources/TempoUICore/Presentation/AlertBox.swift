import Tempo
import TempoScene

/// An alert's box (internal): the title and message centred in a 270-point-wide rounded box
/// in the window's middle, its buttons under them, each on a line of its own under a
/// hairline (iOS puts two side by side; TempoUI always stacks them).
///
/// The box is #2C2C2E in the dark appearance and #F2F2F2 in the light one with 14-point
/// corners (TempoUI's choices, near iOS's unblurred look); the title is a headline, the
/// message footnote-sized; a button is 44 points tall, its label in the accent colour, bold
/// for `.cancel`, red for `.destructive`. A click runs the button's action, then lowers the
/// alert. An alert without actions gets an "OK" button. It appears scaling down from 1.1 while
/// fading in, and fades out.
struct AlertBox<Actions: View, Message: View>: View {
  let title: Text
  let message: Message
  let actions: Actions
  let dismiss: DismissAction
  @Environment(\.colorScheme) private var colorScheme

  /// The box's width, in points.
  static var width: Double { 270 }

  var body: some View {
    let background = colorScheme == .dark ? Color(hex: 0x2C2C2E) : Color(hex: 0xF2F2F2)
    return VStack(spacing: 0) {
      VStack(spacing: 4) {
        title.font(.headline)
        message.font(.footnote)
      }
      .multilineTextAlignment(.center)
      .padding(.horizontal, 16)
      .padding(.vertical, 20)
      Group {
        if Actions.self == EmptyView.self {
          Button("OK") {}
        } else {
          actions
        }
      }
      .buttonStyle(AlertButtonStyle(dismiss: dismiss))
    }
    .frame(width: Self.width)
    .background(RoundedRectangle(cornerRadius: 14).fill(background))
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .transition(.asymmetric(insertion: .scale(1.1).combined(with: .opacity), removal: .opacity))
  }
}

/// How an alert draws its buttons (internal): a hairline above a 44-point line with the label
/// centred; a click runs the action and lowers the alert.
struct AlertButtonStyle: PrimitiveButtonStyle {
  let dismiss: DismissAction

  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 0) {
      Divider()
      configuration.label
        .font(configuration.role == .cancel ? .headline : .body)
        .foregroundColor(configuration.role == .destructive ? .red : .accentColor)
        .frame(maxWidth: .infinity, minHeight: 44)
        .contentShape(Rectangle())
        .onTapGesture {
          configuration.trigger()
          dismiss()
        }
    }
  }
}
