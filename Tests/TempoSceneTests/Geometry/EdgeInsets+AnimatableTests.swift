import Tempo
import TempoScene
import Testing

@Suite("EdgeInsets: Animatable")
struct EdgeInsetsAnimatableTests {
  @Test("the animatable data is top, leading, bottom, trailing, as SwiftUI nests them")
  func dataOrder() {
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let data = insets.animatableData
    #expect(data.first == 1)
    #expect(data.second.first == 2)
    #expect(data.second.second.first == 3)
    #expect(data.second.second.second == 4)
  }

  @Test("setting the data halfway between two insets gives the insets halfway")
  func interpolates() {
    let from = EdgeInsets(top: 0, leading: 10, bottom: 20, trailing: 30)
    let to = EdgeInsets(top: 10, leading: 30, bottom: 20, trailing: 0)
    var middle = from
    middle.animatableData =
      from.animatableData
      + (to.animatableData - from.animatableData)
      .scaled(by: 0.5)
    #expect(middle == EdgeInsets(top: 5, leading: 20, bottom: 20, trailing: 15))
  }
}
