import TempoScene

// The views a lazy container sees through to find its rows, as SwiftUI's lazy stacks and
// lists do: blocks, groups, branches, optionals, type-erased and empty views.

extension TupleView: ViewListFlattening {}
extension Group: ViewListFlattening {}
extension _ConditionalContent: ViewListFlattening {}
extension Optional: ViewListFlattening where Wrapped: View {}
extension AnyView: ViewListFlattening {}
extension EmptyView: ViewListFlattening {}
