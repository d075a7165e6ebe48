extension App {
  /// The previews `--preview NAME` can show instead of the window's content (none by
  /// default). Swift cannot find types by reflection, so an app lists its providers:
  /// `static var previews: [any PreviewProvider.Type] { [Card_Previews.self] }`.
  public static var previews: [any PreviewProvider.Type] { [] }
}
