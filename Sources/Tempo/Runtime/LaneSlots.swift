/// The storage shared by the engine's lanes: contiguous slots, each owned by one property.
///
/// Removal moves the last slot into the gap and tells its owner its new index, so slots stay
/// contiguous for the tight per-tick loops.
@MainActor
struct LaneSlots<Slot> {
  private(set) var slots: [Slot] = []
  private(set) var members: [any LaneMember] = []
  /// Indices of slots whose animation ended during the current tick.
  private var finished: [Int] = []

  var count: Int { slots.count }

  /// Adds a slot owned by `member`; returns its index.
  mutating func add(_ slot: Slot, for member: any LaneMember) -> Int {
    slots.append(slot)
    members.append(member)
    // Room for every slot on the finished list, so that a tick never grows it.
    if finished.capacity < slots.count { finished.reserveCapacity(slots.count * 2) }
    return slots.count - 1
  }

  /// Runs `body` over every slot in place; it returns whether the slot's animation ended.
  /// Ended slots are removed afterwards and their owners told, last index first.
  mutating func tick(_ body: (inout Slot) -> Bool) {
    tick(body, removing: { _ in })
  }

  /// Runs `body` over every slot in place as ``tick(_:)`` does, handing each ended slot to
  /// `removing` before it is removed (`body` stays free of the lane's own state, so it needs
  /// no actor check per slot).
  mutating func tick(_ body: (inout Slot) -> Bool, removing: (Slot) -> Void) {
    slots.withUnsafeMutableBufferPointer { slots in
      for index in slots.indices where body(&slots[index]) { finished.append(index) }
    }
    guard !finished.isEmpty else { return }
    for index in finished.reversed() {
      let member = members[index]
      removing(slots[index])
      remove(at: index)
      member.laneDidFinish()
    }
    // Emptied only now that the loop's copy is gone, so that its buffer is kept (emptying a
    // shared buffer allocates a new one).
    finished.removeAll(keepingCapacity: true)
  }

  /// Reads or changes slot `index`.
  subscript(index: Int) -> Slot {
    get { slots[index] }
    set { slots[index] = newValue }
  }

  /// Removes slot `index`, moving the last slot into its place.
  mutating func remove(at index: Int) {
    let last = slots.count - 1
    if index != last {
      slots[index] = slots[last]
      members[index] = members[last]
      members[index].laneIndex = index
    }
    slots.removeLast()
    members.removeLast()
  }
}

/// A property that can run in one of the engine's lanes.
@MainActor
protocol LaneMember: AnyObject {
  /// Where the property's slot is in its lane.
  var laneIndex: Int { get set }
  /// The lane removed the property's slot because its animation finished.
  func laneDidFinish()
}
