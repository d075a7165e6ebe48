import Tempo
import TempoScene

extension EnvironmentValues {
  /// The style of the buttons in this environment (internal; `nil`: the default style).
  var buttonStyle: AnyPrimitiveButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }

  /// The outline of bordered buttons (`.buttonBorderShape(_:)`; `.automatic` by default).
  public var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }

  /// The size of controls (`.controlSize(_:)`; `.regular` by default).
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

private enum ButtonStyleKey: EnvironmentKey {
  static var defaultValue: AnyPrimitiveButtonStyle? { nil }
}

private enum ButtonBorderShapeKey: EnvironmentKey {
  static var defaultValue: ButtonBorderShape { .automatic }
}

private enum ControlSizeKey: EnvironmentKey {
  static var defaultValue: ControlSize { .regular }
}

extension View {
  /// Draws the buttons in this view with `style`, which also decides when they trigger.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    modified(.environment { $0.buttonStyle = AnyPrimitiveButtonStyle(style: style) })
  }

  /// Draws the buttons in this view with `style`; TempoUI tracks their press and runs their
  /// action on a click.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    modified(
      .environment {
        $0.buttonStyle = AnyPrimitiveButtonStyle(style: ButtonStyleAdapter(style: style))
      })
  }

  /// Outlines the bordered buttons in this view with `shape`.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    modified(.environment { $0.buttonBorderShape = shape })
  }

  /// Sizes the controls in this view: bordered buttons pad their labels by it.
  public func controlSize(_ size: ControlSize) -> some View {
    modified(.environment { $0.controlSize = size })
  }
}
