import Tempo
import TempoScene
import TempoUICore
import Testing

extension ViewHost {
  /// The centre, in window points, of the first text showing `text`; records a test failure at
  /// `sourceLocation` and returns `nil` when no such text is on screen.
  package func requireCenter(
    ofText text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> CGPoint? {
    let center = center(ofText: text)
    if center == nil {
      Issue.record("no text \"\(text)\" on screen to click", sourceLocation: sourceLocation)
    }
    return center
  }

  /// The centre, in window points, of the `index`-th (from 1) symbol named `symbol`; records a
  /// test failure at `sourceLocation` and returns `nil` when there are fewer.
  package func requireCenter(
    ofSymbol symbol: String, _ index: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
  ) -> CGPoint? {
    let center = center(ofSymbol: symbol, index)
    if center == nil {
      Issue.record(
        "no symbol \"\(symbol)\" number \(index) on screen to click", sourceLocation: sourceLocation
      )
    }
    return center
  }

  /// Clicks the centre of the first text showing `text`; a text that is not on screen fails the
  /// test (at `sourceLocation`) and nothing is clicked. Returns whether it clicked.
  @discardableResult
  package func click(text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let center = requireCenter(ofText: text, sourceLocation: sourceLocation) else {
      return false
    }
    click(at: center)
    return true
  }

  /// Clicks the centre of the `index`-th (from 1) symbol named `symbol`; a symbol that is not on
  /// screen fails the test (at `sourceLocation`) and nothing is clicked. Returns whether it
  /// clicked.
  @discardableResult
  package func click(
    symbol: String, _ index: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard let center = requireCenter(ofSymbol: symbol, index, sourceLocation: sourceLocation)
    else { return false }
    click(at: center)
    return true
  }
}
