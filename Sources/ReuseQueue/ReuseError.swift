/// What went wrong with registration or dequeue; the message says what is registered and
/// how to fix the call.
public enum ReuseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing is registered for the slot; `registered` lists the slots of the same
    /// category that are.
    case unregistered(ReuseSlot, registered: [ReuseSlot])
    /// An empty reuse identifier.
    case emptyIdentifier
    /// An empty element kind (supplementary or decoration).
    case emptyKind
    /// A registration for cells that does not make ``LayoutProtocol/CollectionViewCell``s.
    case notACellRegistration(identifier: String)
    /// A view given back to a pool that did not hand it out.
    case foreignView
    /// A view given back twice.
    case alreadyQueued(ReuseSlot)
    /// A cell registration whose identifier is registered for cells of another type
    /// (`expected` names the registration's cell type).
    case cellTypeMismatch(identifier: String, expected: String)

    /// What went wrong, what is registered, and how to fix the call.
    public var description: String {
        switch self {
        case .unregistered(let slot, let registered):
            let list = registered.isEmpty ? "none" : registered.map(Self.shortName).joined(separator: ", ")
            switch slot {
            case .cell(let identifier):
                return
                    "no cell is registered for reuse identifier '\(identifier)'; register a cell class or factory for it first (registered cell identifiers: \(list))"
            case .supplementary(let kind, let identifier):
                return
                    "no supplementary view of kind '\(kind)' is registered for reuse identifier '\(identifier)'; register a view class or factory for that kind and identifier first (registered supplementary views: \(list))"
            case .decoration(let kind):
                return
                    "no decoration view is registered on the layout for kind '\(kind)'; register one with register(_:forDecorationViewOfKind:) (registered decoration kinds: \(list))"
            }
        case .emptyIdentifier:
            return "the reuse identifier is empty; pass the identifier the view was registered with"
        case .emptyKind:
            return "the element kind is empty; pass the kind the layout uses (for example \"header\")"
        case .notACellRegistration(let identifier):
            return
                "the registration for cell identifier '\(identifier)' does not make CollectionViewCell views; register a CollectionViewCell subclass or a cell factory"
        case .foreignView:
            return "the view was not dequeued from this reuse pool; only views the pool handed out can be enqueued"
        case .alreadyQueued(let slot):
            return "the view is already in the reuse queue of \(slot); a view is enqueued once per dequeue"
        case .cellTypeMismatch(let identifier, let expected):
            return
                "the reuse identifier '\(identifier)' is registered for another cell type than \(expected); give the registration its own reuseIdentifier"
        }
    }

    /// `Photo` for a cell, `header/Title` for a supplementary view, `background` for a
    /// decoration view.
    private static func shortName(_ slot: ReuseSlot) -> String {
        switch slot {
        case .cell(let identifier): return identifier
        case .supplementary(let kind, let identifier): return "\(kind)/\(identifier)"
        case .decoration(let kind): return kind
        }
    }
}
