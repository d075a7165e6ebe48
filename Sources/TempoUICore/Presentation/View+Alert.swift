import TempoScene

extension View {
  /// Shows an alert titled `title` while `isPresented` is true, with the buttons `actions`
  /// builds (none: an "OK" button); a click on one runs its action and lowers the alert. The
  /// window behind is dimmed and takes no clicks.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alertPresentation(
      Text(title), isPresented: isPresented, actions: actions(), message: EmptyView())
  }

  /// Shows an alert titled `title` and saying `message`, with the buttons `actions` builds.
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alertPresentation(Text(title), isPresented: isPresented, actions: actions(), message: message())
  }

  /// Shows an alert titled with the text `title`, with the buttons `actions` builds.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alertPresentation(title, isPresented: isPresented, actions: actions(), message: EmptyView())
  }

  /// Shows an alert titled with the text `title` and saying `message`.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alertPresentation(title, isPresented: isPresented, actions: actions(), message: message())
  }

  /// Shows an alert about `data` while `isPresented` is true and `data` is not `nil`.
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alertPresentation(
      Text(title), isPresented: data == nil ? .constant(false) : isPresented,
      actions: data.map(actions), message: data.map(message))
  }

  /// Shows the legacy ``Alert`` `content` builds while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return alertPresentation(
      alert.title, isPresented: isPresented, actions: alert.buttonViews, message: alert.message)
  }

  /// Shows the legacy ``Alert`` `content(item)` builds while `item` is not `nil`; lowering it
  /// sets `item` to `nil`.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    let alert = item.wrappedValue.map(content)
    let isPresented = Binding<Bool>(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return alertPresentation(
      alert?.title ?? Text(""), isPresented: isPresented, actions: alert?.buttonViews,
      message: alert?.message)
  }

  /// This view with an alert of `title`, `actions` and `message` shown while `isPresented`.
  private func alertPresentation<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, actions: A, message: M
  ) -> some View {
    let dismiss = DismissAction {
      if isPresented.wrappedValue { isPresented.wrappedValue = false }
    }
    let layers: [any View] = [
      WindowLayer(content: PresentationDimming(opacity: PresentationDimming.alert)),
      WindowLayer(
        content: AlertBox(title: title, message: message, actions: actions, dismiss: dismiss)),
    ]
    return PresentationHost(
      content: self,
      layers: PresentationLayers(isPresented: isPresented.wrappedValue, layers: layers))
  }
}
