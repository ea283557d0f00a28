import Geometry
import LayoutProtocol

/// The collection view's own touch tracking (what UIKit does without any recognizer):
/// highlight on touch down, selection on touch up inside the same item, the edit menu on
/// a long press. It follows the first touch that reaches the view; others are ignored
/// until it ends.
///
/// Delegate order for a tap (DESIGN.md): `shouldHighlight` → highlighted →
/// `didHighlight`; on touch up `shouldSelect` → `didUnhighlight` → (single selection:
/// the previously selected items `didDeselect`) → `didSelect` (Apple's Collection View
/// Programming Guide, figure 2-3). With multiple selection a tap on a selected item goes
/// `shouldDeselect` → `didUnhighlight` → `didDeselect`. A veto still unhighlights; a
/// cancelled touch only unhighlights. `shouldHighlight` answering `false` also prevents the selection,
/// as in UIKit.
final class SelectionTracker {
    /// How long a touch must stay down for the edit menu.
    static let menuPressDuration = 0.5
    /// How far a touch may move and still count as a press for the edit menu.
    static let menuAllowableMovement = 10.0

    weak var system: GestureSystem?
    private(set) var menuDeadline: Double?
    private var serial: Int?
    private var item: ElementIndexPath?
    private var highlighted = false
    private var menuShown = false
    private var start: Point = .zero

    private var host: CollectionViewHost? { system?.host }

    /// Whether the touch with this serial is tracked on an item.
    func isTrackingItem(_ serial: Int) -> Bool { self.serial == serial && item != nil }

    func handle(_ touch: Touch, serial: Int) {
        switch touch.phase {
        case .began: began(touch, serial: serial)
        case .moved, .stationary: moved(touch, serial: serial)
        case .ended: ended(touch, serial: serial)
        case .cancelled: cancel(serial: serial, at: touch.timestamp)
        }
    }

    private func began(_ touch: Touch, serial: Int) {
        guard self.serial == nil, let host else { return }
        system?.editMenu = nil
        self.serial = serial
        start = touch.position
        item = nil
        highlighted = false
        menuShown = false
        guard host.allowsSelection, let ip = host.indexPathForItem(at: host.contentPoint(forViewPoint: touch.position)) else { return }
        item = ip
        menuDeadline = touch.timestamp + Self.menuPressDuration
        if host.delegate?.collectionView(host, shouldHighlightItemAt: ip) ?? true {
            host.setItem(ip, highlighted: true)
            highlighted = true
            host.delegate?.collectionView(host, didHighlightItemAt: ip)
        }
    }

    private func moved(_ touch: Touch, serial: Int) {
        guard self.serial == serial else { return }
        if touch.position.distance(to: start) > Self.menuAllowableMovement { menuDeadline = nil }
    }

    private func ended(_ touch: Touch, serial: Int) {
        guard self.serial == serial else { return }
        let ip = item, wasHighlighted = highlighted, showedMenu = menuShown
        clear()
        guard let ip, let host else { return }
        // Unhighlights the item (after the delegate's `should…` answer, before `did…`).
        func unhighlight() {
            guard wasHighlighted else { return }
            host.setItem(ip, highlighted: false)
            host.delegate?.collectionView(host, didUnhighlightItemAt: ip)
        }
        guard wasHighlighted, !showedMenu, host.allowsSelection, host.selectableItemExists(at: ip),
            host.indexPathForItem(at: host.contentPoint(forViewPoint: touch.position)) == ip
        else { return unhighlight() }
        let delegate = host.delegate
        if host.allowsMultipleSelection && host.isItemSelected(at: ip) {
            let allowed = delegate?.collectionView(host, shouldDeselectItemAt: ip) ?? true
            unhighlight()
            guard allowed else { return }
            host.setItem(ip, selected: false)
            delegate?.collectionView(host, didDeselectItemAt: ip)
            return
        }
        let allowed = delegate?.collectionView(host, shouldSelectItemAt: ip) ?? true
        unhighlight()
        guard allowed else { return }
        if !host.allowsMultipleSelection {
            for other in host.indexPathsForSelectedItems where other != ip {
                host.setItem(other, selected: false)
                delegate?.collectionView(host, didDeselectItemAt: other)
            }
        }
        host.setItem(ip, selected: true)
        delegate?.collectionView(host, didSelectItemAt: ip)
    }

    /// The touch was cancelled (by the system or by a recognizer): unhighlight, no
    /// selection.
    func cancel(serial: Int, at time: Double) {
        guard self.serial == serial else { return }
        let ip = item, wasHighlighted = highlighted
        clear()
        guard let ip, wasHighlighted, let host else { return }
        host.setItem(ip, highlighted: false)
        host.delegate?.collectionView(host, didUnhighlightItemAt: ip)
    }

    /// The press lasted long enough: ask the delegate about the edit menu.
    func menuTimerFired(at time: Double) {
        menuDeadline = nil
        guard let ip = item, serial != nil, let host, let delegate = host.delegate else { return }
        guard delegate.collectionView(host, shouldShowMenuForItemAt: ip) else { return }
        let actions = EditAction.allCases.filter { delegate.collectionView(host, canPerformAction: $0, forItemAt: ip) }
        guard !actions.isEmpty else { return }
        menuShown = true
        system?.editMenu = EditMenu(indexPath: ip, actions: actions)
    }

    private func clear() {
        serial = nil
        item = nil
        highlighted = false
        menuShown = false
        menuDeadline = nil
    }
}
