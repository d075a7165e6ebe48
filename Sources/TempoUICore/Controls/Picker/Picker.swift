import Tempo
import TempoScene

/// A control choosing one of several tagged options (SwiftUI's `Picker`), drawn as iOS's
/// segmented control whatever its style.
///
/// The options are the views `content` builds, each with a `.tag(_:)` of the selection's type
/// (a `ForEach`'s views are tagged with their ids); the control is as wide as offered and 32
/// points tall, a rounded track (radius 8) in iOS's tertiary fill, the options' labels
/// footnote-sized and centred in equal segments, the selected one on a raised segment
/// (#636366 dark, white light, radius 7, 2 points inside the track). A click on a segment
/// selects its option, the raised segment sliding there (ease in and out, 0.25 s) unless the
/// change has an animation of its own. The label is not drawn, as in a segmented control.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let content: Content
  let label: Label

  /// A picker of `selection` among the tagged views `content` builds, labelled with `label`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A picker of `selection` among the tagged views `content` builds, labelled with the view
  /// `label` (the iOS 13 spelling).
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { label }
  }

  /// The control's height, in points.
  static var height: Double { 32 }
  /// The slide of the raised segment when the change has no animation of its own.
  static var slideAnimation: Animation { .easeInOut(duration: 0.25) }

  /// The track, the options and the raised segment.
  public var body: some View {
    ZStack {
      PickerTrack()
      PickerSegments(content: content.font(.footnote)).allowsHitTesting(false).zIndex(2)
      PickerSelectionReader(selection: AnyHashableBinding(selection)).zIndex(1)
    }
    .frame(height: Self.height)
  }
}

extension Picker where Label == Text {
  /// A picker titled `title` of `selection` among the tagged views `content` builds.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// A selection binding with its value type erased (internal).
@MainActor
struct AnyHashableBinding {
  let get: @MainActor () -> AnyHashable
  let set: @MainActor (AnyHashable) -> Void

  init<Value: Hashable>(_ binding: Binding<Value>) {
    get = { AnyHashable(binding.wrappedValue) }
    set = { if let value = $0.base as? Value { binding.wrappedValue = value } }
  }
}

/// The picker's track (internal).
struct PickerTrack: View {
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    RoundedRectangle(cornerRadius: 8)
      .fill(Color(hex: 0x767680).opacity(colorScheme == .dark ? 0.24 : 0.12))
  }
}
