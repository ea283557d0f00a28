import Geometry
import LayoutProtocol

/// A phase of the host's layout work that a ``LayoutWorkObserver`` hears begin and end.
public enum LayoutWorkPhase: String, Hashable, Sendable, CaseIterable {
    /// The layout's `prepare()` (with the prepares a pass repeats when the layout
    /// invalidated itself while it prepared).
    case prepare
    /// `layoutAttributesForElements(in:)` for the prepared rect, with the host's checks of
    /// the answer.
    case rectQuery
    /// Newly shown views asked for their preferred attributes, and the layout asked whether
    /// they invalidate it (the self-sizing round).
    case preferredAttributes
    /// The scroll anchor captured before a prepare and put back after it.
    case anchoring
}

/// Hears the host's layout work as it happens: the start and end of each
/// ``LayoutWorkPhase``, every move of the content offset the host made on its own (a
/// scroll anchor, a layout's offset adjustment, a batch update) rather than the gesture, and
/// every element whose view asked for other attributes that the layout accepted (an
/// element still at its estimated size).
///
/// Set one on ``CollectionViewHost/layoutWorkObserver``; `ScrollReport` uses it to time
/// the phases of each frame. Without an observer the host pays one nil check per phase.
/// Phases do not nest within one pass; an observer that times them reads its clock in
/// each call.
///
/// ```swift
/// final class PhaseCounter: LayoutWorkObserver {
///     var prepares = 0
///     func layoutWorkWillBegin(_ phase: LayoutWorkPhase) { if phase == .prepare { prepares += 1 } }
///     func layoutWorkDidEnd(_ phase: LayoutWorkPhase) {}
/// }
/// ```
public protocol LayoutWorkObserver: AnyObject {
    /// A phase begins.
    func layoutWorkWillBegin(_ phase: LayoutWorkPhase)
    /// The phase that began last ends (also when it threw).
    func layoutWorkDidEnd(_ phase: LayoutWorkPhase)
    /// The host moved the content offset by `delta` on its own, not by the gesture; a
    /// running fling or drag moved with it. Does nothing by default.
    func hostDidAdjustContentOffset(by delta: Vector)
    /// A newly shown element's view preferred other attributes and the layout accepted
    /// them: the element shows estimated attributes until the layout prepares again. Does
    /// nothing by default.
    func elementDidPreferOtherAttributes(_ key: ElementKey)
}

extension LayoutWorkObserver {
    public func hostDidAdjustContentOffset(by delta: Vector) {}
    public func elementDidPreferOtherAttributes(_ key: ElementKey) {}
}
