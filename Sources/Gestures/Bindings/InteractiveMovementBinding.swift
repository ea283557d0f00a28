@_exported import CollectionView
import Geometry
import LayoutProtocol

/// Drag to reorder: a long press on an item starts an interactive movement, moving the
/// finger (the long press's `changed`) moves the item, lifting ends the movement
/// through the batch-update path, and a cancelled press cancels it (the item goes
/// back). UIKit's `installsStandardGestureForInteractiveMovement`, made explicit.
///
/// The recognizer holds the binding weakly: keep the binding alive as long as it
/// should work.
///
/// ```swift
/// let press = LongPressGestureRecognizer(name: "reorder")
/// try cv.addGestureRecognizer(press)
/// let reorder = InteractiveMovementBinding(longPress: press)
/// ```
///
/// Errors from the host (a batch update the data source contradicts) do not escape the
/// recognizer's action: the last one is kept in ``lastError`` and the movement is
/// cancelled.
public final class InteractiveMovementBinding {
    /// The last error the host reported, if any.
    public private(set) var lastError: CollectionViewError?
    /// How many movements ended with a move (not cancelled, not in place).
    public private(set) var completedMoves = 0

    /// Creates the binding and adds its action to the long press.
    ///
    /// - Parameter longPress: The long press (attach it to the collection view yourself).
    public init(longPress: LongPressGestureRecognizer) {
        longPress.addTarget { [weak self] recognizer in self?.handle(recognizer) }
    }

    private func handle(_ recognizer: GestureRecognizer) {
        guard let cv = recognizer.view else { return }
        let point = cv.contentPoint(forViewPoint: recognizer.location)
        do {
            switch recognizer.state {
            case .began:
                lastError = nil
                guard let indexPath = cv.indexPathForItem(at: point) else { return }
                guard try cv.beginInteractiveMovementForItem(at: indexPath) else { return }
                try cv.updateInteractiveMovementTargetPosition(point)
            case .changed:
                guard cv.interactiveMovement != nil else { return }
                try cv.updateInteractiveMovementTargetPosition(point)
            case .ended:
                guard let movement = cv.interactiveMovement else { return }
                try cv.endInteractiveMovement()
                if movement.originalIndexPath != movement.targetIndexPath { completedMoves += 1 }
            case .cancelled:
                guard cv.interactiveMovement != nil else { return }
                try cv.cancelInteractiveMovement()
            default:
                break
            }
        } catch {
            lastError = error
            if cv.interactiveMovement != nil { try? cv.cancelInteractiveMovement() }
        }
    }
}
