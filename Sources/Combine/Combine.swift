/// Combine on Linux: the part of Combine that SwiftUI code uses, under Combine's module name, so
/// that a file importing Combine for `ObservableObject`, `@Published`, `Timer.publish` or
/// `AnyCancellable` compiles with no edit.
///
/// Linux has no system module named `Combine`, so Tempo's package provides one; it declares
/// nothing of its own and re-exports TempoUICore's publisher and model types (which deliver
/// their values on the main actor, between frames). Subjects, `sink` and the operators beyond
/// `autoconnect()` are not provided. On Apple platforms the system's Combine is meant instead.
@_exported import class TempoUICore.AnyCancellable
@_exported import protocol TempoUICore.Cancellable
@_exported import protocol TempoUICore.ConnectablePublisher
@_exported import protocol TempoUICore.ObservableObject
@_exported import class TempoUICore.ObservableObjectPublisher
@_exported import struct TempoUICore.Published
@_exported import protocol TempoUICore.Publisher
@_exported import enum TempoUICore.Publishers
@_exported import class Foundation.Timer
