/// TempoUI: SwiftUI's declarative layer on Linux — what a SwiftUI file imports instead of
/// `SwiftUI`.
///
/// It re-exports ``TempoUICore`` (views, state, layout) and `Tempo` (animation), and adds what a
/// program needs to run: `App.main()`, which opens the app's `WindowGroup` in a window. It is
/// the only target that re-exports others: every lower layer is imported by name.
@_exported import Tempo
@_exported import TempoUICore
