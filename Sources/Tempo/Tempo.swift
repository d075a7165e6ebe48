/// Tempo: SwiftUI's public animation API with SwiftUI's runtime semantics, in pure Swift.
///
/// This layer is the engine. It depends only on the Swift standard library and Foundation
/// (re-exported, as SwiftUI does, so that `TimeInterval`, `CGFloat` and `CGPoint` are in scope
/// with `import Tempo` alone). It never reads a wall clock: time always comes from an injected
/// ``AnimationClock``, so every behaviour is testable frame by frame.
@_exported import Foundation
