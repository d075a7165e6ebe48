import TempoScene

extension View {
  /// Presents `content` in a sheet while `isPresented` is true: a card rising from the
  /// window's bottom over a dimmed window, which takes the clicks meant for the views under
  /// it. Setting the binding to false, or calling `dismiss()` from the `\.dismiss`
  /// environment inside, lowers it (then `onDismiss` runs); shown or hidden without an
  /// animation, it slides with the system's.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    presentation(
      isPresented: isPresented, onDismiss: onDismiss, content: content(), isFullScreen: false)
  }

  /// Presents `content(item)` in a sheet while `item` is not `nil`; dismissing it sets `item`
  /// to `nil` (see ``sheet(isPresented:onDismiss:content:)``).
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation(
      isPresented: item.isPresent(), onDismiss: onDismiss,
      content: item.wrappedValue.map { content($0) }, isFullScreen: false)
  }

  /// Presents `content` over the whole window while `isPresented` is true, sliding up from
  /// the bottom without dimming (see ``sheet(isPresented:onDismiss:content:)``).
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    presentation(
      isPresented: isPresented, onDismiss: onDismiss, content: content(), isFullScreen: true)
  }

  /// Presents `content(item)` over the whole window while `item` is not `nil`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation(
      isPresented: item.isPresent(), onDismiss: onDismiss,
      content: item.wrappedValue.map { content($0) }, isFullScreen: true)
  }

  /// This view with a sheet or cover of `content` shown while `isPresented` is true.
  private func presentation<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: Content?, isFullScreen: Bool
  ) -> some View {
    let shown = isPresented.wrappedValue && content != nil
    nonisolated(unsafe) let userDismiss = onDismiss
    var onDismiss: (@MainActor () -> Void)?
    if userDismiss != nil { onDismiss = { @MainActor in userDismiss?() } }
    let dismiss = DismissAction {
      if isPresented.wrappedValue { isPresented.wrappedValue = false }
    }
    var layers: [any View] = []
    if !isFullScreen {
      layers.append(WindowLayer(content: PresentationDimming(opacity: PresentationDimming.sheet)))
    }
    if let content {
      layers.append(
        WindowLayer(
          content: SheetCard(content: content, isFullScreen: isFullScreen)
            .environment(\.dismiss, dismiss)
            .environment(\.isPresented, true)))
    }
    return PresentationHost(
      content: self,
      layers: PresentationLayers(
        isPresented: shown, layers: layers, onDismiss: onDismiss))
  }
}

extension Binding {
  /// Whether an optional value is present, as a binding (internal): setting false clears it.
  @MainActor fileprivate func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
    Binding<Bool>(
      get: { self.wrappedValue != nil },
      set: { if !$0 { self.wrappedValue = nil } })
  }
}
