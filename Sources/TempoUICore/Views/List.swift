import Tempo
import TempoScene

/// Rows one under the other with separators, as iOS's plain list draws them (SwiftUI's `List`).
///
/// The list takes the space it is offered (in an axis offered `nil`, its rows' size) and
/// places its rows from its top, each at least 44 points high with 11 points above and below
/// its content and 16 at the leading and trailing edges, a hairline separator under each row
/// from the content's leading edge to the list's trailing edge. Rows a `ForEach` inserts or
/// removes come and go with their transitions, and the rows below move, in the transaction of
/// the change. Offered less height than its rows take, the list scrolls them by the wheel and
/// clips them; it builds only the rows near what is visible (see ``LazyVStack``: rows are its
/// content's views, looking through `ForEach`, `Group`, blocks and branches). TempoUI's list
/// has no selection.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content

  /// A list is primitive.
  public typealias Body = Never
}

extension List where SelectionValue == Never {
  /// A list of the rows `content` builds (views, `ForEach`es, groups).
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list with a row per `Identifiable` element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    content = ForEach(data, content: rowContent)
  }

  /// A list with a row per element of `data`, identified by the element's property at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list with a row per integer of a constant range.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
  }
}

/// The metrics of iOS's plain list rows, in points (internal).
enum ListMetrics {
  /// The smallest row height.
  static let minimumRowHeight = 44.0
  /// The space above and below a row's content.
  static let verticalInset = 11.0
  /// The space before and after a row's content.
  static let horizontalInset = 16.0
  /// The separator's thickness.
  static let separatorThickness = 0.5

  /// The separator colour: iOS's `separator` (#545458 at 60 % in dark appearance, #3C3C43 at
  /// 29 % in light).
  static func separatorColor(_ scheme: ColorScheme) -> Color {
    scheme == .dark
      ? Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)
      : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
  }
}
