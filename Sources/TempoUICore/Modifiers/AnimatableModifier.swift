import Tempo

/// A modifier that animates its own data (SwiftUI's `AnimatableModifier`, deprecated there in
/// favour of `Animatable & ViewModifier`, which is the same thing and still common in samples).
///
/// At every frame of an animation its `animatableData` is set to the interpolated
/// value and its `body(content:)` is evaluated again.
public protocol AnimatableModifier: Animatable, ViewModifier {}
