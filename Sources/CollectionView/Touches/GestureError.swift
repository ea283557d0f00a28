import Geometry
import LayoutProtocol

/// What went wrong with touch input or a recognizer; the message says what and how to
/// fix it. A call that throws changes nothing.
public enum GestureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An event without touches.
    case emptyEvent
    /// A touch with a non-finite position or timestamp.
    case nonFiniteTouch(Touch)
    /// Two touches with the same identifier in one event.
    case duplicateTouch(id: Int)
    /// A `began` touch whose identifier is already down.
    case touchAlreadyDown(id: Int)
    /// A `moved`, `stationary`, `ended` or `cancelled` touch whose identifier is not down.
    case unknownTouch(id: Int, phase: TouchPhase)
    /// A touch timestamp earlier than one already delivered.
    case timeWentBackwards(timestamp: Double, latest: Double)
    /// A recognizer already attached to another collection view.
    case attachedToAnotherView(name: String)
    /// `require(toFail:)` with itself or in a cycle.
    case failureRequirementCycle(name: String, other: String)
    /// ``CollectionView/CollectionViewHost/performEditAction(_:)`` with no menu shown.
    case noEditMenu
    /// An edit action the shown menu does not offer.
    case actionNotOffered(EditAction, offered: [EditAction])

    public var description: String {
        switch self {
        case .emptyEvent:
            return "a touch event must contain at least one touch"
        case .nonFiniteTouch(let touch):
            return "\(touch) has a non-finite position or timestamp; positions and times must be finite numbers"
        case .duplicateTouch(let id):
            return "touch \(id) appears twice in one event; give each finger its own identifier"
        case .touchAlreadyDown(let id):
            return "touch \(id) began while it is already down; end or cancel it first, or use another identifier"
        case .unknownTouch(let id, let phase):
            return "touch \(id) is \(phase.rawValue) but is not down; deliver a began touch with this identifier first"
        case .timeWentBackwards(let timestamp, let latest):
            return
                "timestamp \(formatScalar(timestamp)) is earlier than the latest touch time already delivered (\(formatScalar(latest))); touch times must not go backwards"
        case .attachedToAnotherView(let name):
            return "the gesture recognizer '\(name)' is attached to another collection view; remove it there first"
        case .failureRequirementCycle(let name, let other):
            return
                "'\(name)' cannot require '\(other)' to fail: '\(other)' already waits for '\(name)' (directly or through others), so neither could ever recognize"
        case .noEditMenu:
            return "no edit menu is shown; a long press on an item whose delegate allows the menu shows one"
        case .actionNotOffered(let action, let offered):
            let list = offered.isEmpty ? "none" : offered.map(\.rawValue).joined(separator: ", ")
            return "the edit menu does not offer '\(action.rawValue)'; it offers: \(list)"
        }
    }
}
