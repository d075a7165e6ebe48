/// TempoUI: SwiftUI's declarative layer on Linux — what a SwiftUI file imports instead of
/// `SwiftUI`.
///
/// It re-exports ``TempoUICore`` (views, state, layout, animation) and adds what a program needs
/// to run: `App.main()`, which opens the app's `WindowGroup` in an SDL window (`TempoSDL`).
@_exported import TempoUICore
