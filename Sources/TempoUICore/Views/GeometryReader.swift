import Foundation
import TempoScene

/// A view whose content is a function of its own size and place (SwiftUI's `GeometryReader`).
///
/// It takes all the space it is offered (10 points in an axis offered `nil`, SwiftUI's default
/// for an unspecified proposal), offers all of it to its content and places the content at its
/// top-leading corner (several views one on top of the other, as in a `ZStack`). The content
/// closure runs during layout, once the reader's size is known, and again whenever its size or
/// its place in the window changes (when the reader itself is updated, it also runs once with
/// the geometry it had, before layout gives it the new one).
public struct GeometryReader<Content: View>: View {
  /// Builds the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// Creates a reader whose content `content` builds from its geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// A geometry reader is primitive.
  public typealias Body = Never
}

/// The size and place of a ``GeometryReader``, handed to its content.
public struct GeometryProxy: Hashable, Sendable {
  /// The reader's size, in points.
  public let size: CGSize
  /// The reader's frame in the window, in points (its layout frame: offsets, scales and
  /// rotations drawn around it are not included).
  let globalFrame: CGRect

  /// The insets of the safe area: always zero (a TempoUI window has no unsafe area).
  public var safeAreaInsets: EdgeInsets { EdgeInsets(all: 0) }

  /// The reader's frame in `coordinateSpace`, in points: `.local` starts at (0, 0), `.global`
  /// at the reader's top-leading corner in the window.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(origin: .zero, size: size)
    case .global: globalFrame
    }
  }

  /// Creates a proxy for a reader of `size` whose frame in the window is `globalFrame`
  /// (internal, and for tests).
  package init(size: CGSize, globalFrame: CGRect) {
    (self.size, self.globalFrame) = (size, globalFrame)
  }
}

/// A coordinate system a ``GeometryProxy`` measures frames in.
public enum CoordinateSpace: Hashable, Sendable {
  /// The window's: (0, 0) is its top-leading corner.
  case global
  /// The view's own: (0, 0) is its top-leading corner.
  case local
}
