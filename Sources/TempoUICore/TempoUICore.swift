/// TempoUICore: SwiftUI's declarative layer on Tempo, without a window (what `TempoUI` adds).
///
/// Views are values whose `body` describes scene nodes; `@State` changes re-evaluate bodies once
/// per frame and apply the differences to `TempoScene` nodes inside the transaction of each
/// change, so everything the engine does (merging, completions, transitions) applies.
/// This target depends only on `Tempo` and `TempoScene` (no renderer: a second backend hosts
/// views too) and re-exports neither: `TempoUI` re-exports it with `Tempo` (the animation API).
/// It names the scene types a SwiftUI user writes (alignments, edges, transitions) itself, so a
/// file that imports only `TempoUI` sees SwiftUI's `Scene` protocol (the scene graph's class is `SceneGraph`). Headless hosting,
/// for tests and recordings, is ``ViewHost``.
import Tempo
import TempoScene

/// An alignment in both axes (SwiftUI's `Alignment`).
public typealias Alignment = TempoScene.Alignment
/// An alignment along the horizontal axis.
public typealias HorizontalAlignment = TempoScene.HorizontalAlignment
/// An alignment along the vertical axis.
public typealias VerticalAlignment = TempoScene.VerticalAlignment
/// An edge of a rectangle.
public typealias Edge = TempoScene.Edge
/// How a view is inserted and removed (SwiftUI's `AnyTransition`).
public typealias AnyTransition = TempoScene.Transition
/// The insets of a rectangle's edges, in points.
public typealias EdgeInsets = TempoScene.EdgeInsets
/// The style of a rounded rectangle's corners.
public typealias RoundedCornerStyle = TempoScene.RoundedCornerStyle
/// A 2D outline, in points.
public typealias Path = TempoScene.Path
