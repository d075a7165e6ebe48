/// A child's identity among its siblings (internal): a position or a branch as an integer, or
/// any hashable value (a `ForEach` id, an `.id(_:)` value).
///
/// Most identities are integers (positions in a `@ViewBuilder` block, a modifier's content, a
/// `ForEach` over a range): those are held, hashed and compared as an `Int`. `AnyHashable` is
/// kept for the rest; making one casts dynamically, and comparing two goes through its boxes.
struct ViewKey: Hashable, ExpressibleByIntegerLiteral {
  private enum Storage: Hashable {
    case integer(Int)
    case value(AnyHashable)
  }

  private let storage: Storage

  /// The identity of a position or a branch.
  init(integerLiteral position: Int) { storage = .integer(position) }

  /// The identity as a value: an `Int` for a position or an integer id, else the id.
  var value: AnyHashable {
    switch storage {
    case .integer(let integer): AnyHashable(integer)
    case .value(let value): value
    }
  }

  /// The identity of a position or a branch.
  init(position: Int) { storage = .integer(position) }

  /// The identity `value` (an `Int` is held as a position, so `.id(3)` and the fourth
  /// position of a block are one identity, as two `AnyHashable`s of them are equal).
  init<Value: Hashable>(_ value: Value) {
    if Value.self == Int.self {
      storage = .integer(unsafeBitCast(value, to: Int.self))
    } else if Value.self == AnyHashable.self {
      let boxed = unsafeBitCast(value, to: AnyHashable.self)
      if let integer = boxed.base as? Int {
        storage = .integer(integer)
      } else {
        storage = .value(boxed)
      }
    } else {
      storage = .value(AnyHashable(value))
    }
  }

  /// A hash of the identity for matching siblings (``ChildMatcher``): an integer is mixed by
  /// SplitMix64's finalizer with a per-process seed, where `hashValue` ran a whole `Hasher`
  /// (about a twentieth of re-ordering 1,000 rows); any other value hashes as `hashValue`.
  /// Equal keys have equal hashes.
  var matchHash: Int {
    switch storage {
    case .integer(let integer): Self.mix(integer)
    case .value(let value): value.hashValue
    }
  }

  /// Mixes every bit of `integer` into every bit of the result (so that a table indexed by the
  /// low bits spreads any pattern of ids).
  private static func mix(_ integer: Int) -> Int {
    var bits = UInt64(truncatingIfNeeded: integer) ^ seed
    bits = (bits ^ (bits >> 30)) &* 0xbf58_476d_1ce4_e5b9
    bits = (bits ^ (bits >> 27)) &* 0x94d0_49bb_1331_11eb
    return Int(truncatingIfNeeded: bits ^ (bits >> 31))
  }

  /// Chosen once per process, as `Hasher`'s seed is: ids cannot be picked to collide.
  private static let seed = UInt64.random(in: .min ... .max)

  static func == (first: ViewKey, second: ViewKey) -> Bool {
    switch (first.storage, second.storage) {
    case (.integer(let first), .integer(let second)): first == second
    case (.value(let first), .value(let second)): first == second
    default: false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch storage {
    case .integer(let integer): hasher.combine(integer)
    case .value(let value): hasher.combine(value)
    }
  }
}
