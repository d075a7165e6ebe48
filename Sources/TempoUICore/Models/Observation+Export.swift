/// The toolchain's `Observation` module, re-exported as SwiftUI re-exports it: a file that
/// imports only TempoUI can declare `@Observable` classes and call `withObservationTracking`.
@_exported import Observation
