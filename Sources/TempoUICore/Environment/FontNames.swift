import Tempo

/// The names custom fonts ask for, each kept once and numbered from 1 (internal): `Font` holds
/// the number, so it stays plain bytes.
enum FontNames {
  /// The names by number (index 0 is no name) and the numbers by name.
  private static let table = LockedValue<(names: [String], numbers: [String: Int32])>(([""], [:]))

  /// The number of `name`, given on its first use.
  static func id(for name: String) -> Int32 {
    table.withLock { table in
      if let number = table.numbers[name] { return number }
      let number = Int32(table.names.count)
      table.names.append(name)
      table.numbers[name] = number
      return number
    }
  }

  /// The name numbered `id`, `nil` for 0 (or a number never given).
  static func name(for id: Int32) -> String? {
    guard id > 0 else { return nil }
    return table.withLock { table in
      Int(id) < table.names.count ? table.names[Int(id)] : nil
    }
  }
}
