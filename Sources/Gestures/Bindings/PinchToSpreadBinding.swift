import CollectionView
import Geometry
import LayoutProtocol

/// A layout with a "spread distance" a pinch can change (the programming guide's listing 4-1: the
/// custom layout's `updateSpreadDistance:` validates the new value and stores it for the
/// next layout pass).
public protocol SpreadDistanceAdjustable: CollectionViewLayout {
    /// The spread distance in use.
    var spreadDistance: Double { get }
    /// Validates and stores a new spread distance; the caller invalidates the layout.
    ///
    /// - Parameter distance: The new distance.
    /// - Throws: A ``LayoutProtocol/LayoutError`` for a value the layout cannot use; the
    ///   stored distance is then unchanged.
    func updateSpreadDistance(_ distance: Double) throws(LayoutError)
}

/// Connects a pinch to a layout's spread distance, as listing 4-1 of the programming guide does in
/// its action method: while two fingers pinch, the distance between them becomes the
/// layout's spread distance and the layout is invalidated (the frames change at the
/// next layout pass).
///
/// ```swift
/// let pinch = PinchGestureRecognizer(name: "spread")
/// try cv.addGestureRecognizer(pinch)
/// let binding = PinchToSpreadBinding(pinch: pinch, layout: spreadLayout)
/// // … deliver two touches moving apart …
/// try cv.layoutIfNeeded()   // frames use the new spread distance
/// ```
///
/// The binding holds the layout weakly; keep the binding alive as long as it should
/// work.
public final class PinchToSpreadBinding {
    /// The layout whose spread distance follows the pinch.
    public private(set) weak var layout: (any SpreadDistanceAdjustable)?
    /// How many times the layout accepted a new distance.
    public private(set) var updateCount = 0
    /// The last distance the layout rejected, with its error, if any.
    public private(set) var lastRejection: (distance: Double, error: LayoutError)?

    /// Creates the binding and adds its action to the pinch.
    ///
    /// - Parameters:
    ///   - pinch: The pinch recognizer (attach it to the collection view yourself).
    ///   - layout: The layout to drive.
    public init(pinch: PinchGestureRecognizer, layout: any SpreadDistanceAdjustable) {
        self.layout = layout
        pinch.addTarget { [weak self] recognizer in
            self?.handle(recognizer)
        }
    }

    private func handle(_ recognizer: GestureRecognizer) {
        // Listing 4-1: only a two-finger pinch gives a distance.
        guard recognizer.state == .began || recognizer.state == .changed,
            recognizer.numberOfTouches == 2,
            let p1 = recognizer.location(ofTouch: 0), let p2 = recognizer.location(ofTouch: 1),
            let layout
        else { return }
        let distance = p1.distance(to: p2)
        do {
            try layout.updateSpreadDistance(distance)
        } catch {
            lastRejection = (distance, error)
            return
        }
        updateCount += 1
        layout.invalidateLayout()
    }
}
