/// SwiftUI on Linux: TempoUI under SwiftUI's module name, so that a SwiftUI file compiles with
/// no edit at all, its `import SwiftUI` and module-qualified names such as `SwiftUI.Color`
/// included.
///
/// Linux has no system module named `SwiftUI`, so Tempo's package provides one; it declares
/// nothing of its own and re-exports `TempoUI` (views, state, layout, animation, `App.main()`)
/// and `Combine` (the publisher types SwiftUI itself re-exports: `ObservableObject`,
/// `@Published`, `AnyCancellable`, `Timer.publish`). On Apple platforms the system's SwiftUI is
/// meant instead: do not depend on this product there.
@_exported import Combine
@_exported import TempoUI
