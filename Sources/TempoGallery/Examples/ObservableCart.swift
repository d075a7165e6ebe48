import TempoUI

/// An `@Observable` cart shared through the environment: the button adds an item inside
/// `withAnimation`, and the bar further down the tree, which reads the cart, eases to its new
/// width.
struct ObservableCart: View {
  @State private var cart = CartModel()

  var body: some View {
    VStack(spacing: 24) {
      CartBar()
      Text("\(cart.items) of 5 items")
      Button("Add item") {
        withAnimation(.easeOut(duration: 0.6)) {
          cart.items = cart.items < 5 ? cart.items + 1 : 1
        }
      }
    }
    .environment(cart)
  }
}

/// How full the environment's cart is.
struct CartBar: View {
  @Environment(CartModel.self) private var cart

  var body: some View {
    ZStack(alignment: .leading) {
      Capsule().fill(.gray.opacity(0.3)).frame(width: 240, height: 12)
      Capsule().fill(.orange).frame(width: 48 * Double(cart.items), height: 12)
    }
  }
}

/// The cart: how many items are in it.
@Observable
final class CartModel {
  var items = 1
}
