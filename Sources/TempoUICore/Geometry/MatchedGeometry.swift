import Tempo
import TempoScene

/// The frames `matchedGeometryEffect` shares in one graph (internal), gathered during one
/// update's layout and settled once its new nodes are attached.
@MainActor
final class MatchedGeometry {
  /// One id in one namespace.
  struct Key: Hashable {
    var id: AnyHashable
    var namespace: Namespace.ID
  }

  /// A matched view being placed in this layout.
  struct Placement {
    var key: Key
    /// The content's element.
    var child: Element
    /// The frame the view's parent gives it, in window points.
    var frame: CGRect
    /// The window position of the space the content is placed in.
    var hostOrigin: CGPoint
    var properties: MatchedGeometryProperties
    var anchor: UnitPoint
    var isSource: Bool
    /// Whether the content is new in this update.
    var isInserted: Bool
    /// The transaction the view changes in.
    var transaction: Transaction
  }

  /// A source removed in this update: where it was on screen, and its leaving node.
  private struct Departure {
    var frame: CGRect
    var node: Node
  }

  private var departures: [Key: Departure] = [:]
  /// The matched views placed in this update's layout.
  private var placements: [Placement] = []
  /// Each id's source frame (window points) as last placed, kept across updates.
  private var sourceFrames: [Key: CGRect] = [:]
  /// The views that are not sources, as last placed, by id (kept across updates, so a source
  /// that moves moves them).
  private var followers: [Key: [Placement]] = [:]

  /// Records that the source of `key` is removed, from `frame` (window points).
  func depart(_ key: Key, frame: CGRect, node: Node) {
    departures[key] = Departure(frame: frame, node: node)
  }

  /// Records `placement` and returns the frame (window points) its content is placed in for
  /// now: an inserted view starts at the frame of the source removed with it.
  func place(_ placement: Placement) -> CGRect? {
    placements.append(placement)
    let key = placement.key
    // A view follows one id at a time: placed under a new one, it leaves the old.
    for other in followers.keys {
      followers[other]?.removeAll { $0.child === placement.child }
    }
    if placement.isSource {
      sourceFrames[key] = placement.frame
    } else {
      followers[key, default: []].append(placement)
    }
    guard placement.isInserted, placement.isSource, let departure = departures[key] else {
      return nil
    }
    return placement.properties.applied(
      departure.frame, to: placement.frame, anchor: placement.anchor)
  }

  /// Settles the layout once new nodes are attached: inserted views animate from where they
  /// started to their frame and the removed sources to them; views that are not sources take
  /// their source's frame. Then forgets the update.
  func settle() {
    defer {
      departures.removeAll()
      placements.removeAll()
    }
    guard !placements.isEmpty || !departures.isEmpty else { return }
    var placedSources: [Key: Placement] = [:]
    for placement in placements where placement.isSource {
      if placedSources[placement.key] != nil {
        warnOnce(
          "Multiple inserted views in matched geometry group \(placement.key.id) have "
            + "`isSource: true`, results are undefined.")
      }
      placedSources[placement.key] = placement
    }
    for key in departures.keys where placedSources[key] == nil { sourceFrames[key] = nil }
    for (key, placement) in placedSources {
      guard placement.isInserted, let departure = departures[key] else { continue }
      withCurrentTransaction(placement.transaction) {
        placement.child.place(in: local(placement.frame, placement))
        move(departure.node, to: placement.frame)
      }
    }
    let keys = Set(placements.map(\.key)).union(departures.keys)
    for key in keys { follow(key, transaction: placedSources[key]?.transaction) }
  }

  /// Places the views of `key` that are not sources in the source's frame, each under
  /// `transaction` (the source's change) or else its own.
  private func follow(_ key: Key, transaction: Transaction?) {
    followers[key]?.removeAll { $0.child.isUnmounted }
    guard let source = sourceFrames[key], let views = followers[key] else { return }
    for placement in views {
      let frame = placement.properties.applied(
        source, to: placement.frame, anchor: placement.anchor)
      withCurrentTransaction(transaction ?? placement.transaction) {
        placement.child.place(in: local(frame, placement))
      }
    }
  }

  /// `frame` (window points) in the space `placement`'s content is placed in.
  private func local(_ frame: CGRect, _ placement: Placement) -> CGRect {
    frame.offsetBy(dx: -placement.hostOrigin.x, dy: -placement.hostOrigin.y)
  }

  /// Moves a leaving node's frame to `frame` (window points) under the current transaction,
  /// in its parent's space as this layout left it (a container moved at once is where it now
  /// is, though not yet drawn there).
  private func move(_ node: Node, to frame: CGRect) {
    guard let parent = node.parent else { return }
    let origin = Self.modelOrigin(of: parent)
    node.width = Double(frame.width)
    node.height = Double(frame.height)
    node.position = CGPoint(x: Double(frame.midX) - origin.x, y: Double(frame.midY) - origin.y)
  }

  /// Where `node`'s top-left corner is in the window by its model frames (its centre and size,
  /// and its ancestors'), not yet drawn.
  private static func modelOrigin(of node: Node) -> (x: Double, y: Double) {
    var (x, y) = (0.0, 0.0)
    var current: Node? = node
    while let each = current {
      if let position = each.position, let width = each.width, let height = each.height {
        x += Double(position.x) - width / 2
        y += Double(position.y) - height / 2
      } else {
        x += Double(each.layoutFrame.minX)
        y += Double(each.layoutFrame.minY)
      }
      current = each.parent
    }
    return (x, y)
  }
}
