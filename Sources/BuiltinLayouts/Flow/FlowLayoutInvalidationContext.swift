import LayoutProtocol

/// The invalidation context of ``FlowLayout`` (UIKit's
/// `UICollectionViewFlowLayoutInvalidationContext`): says whether the delegate's metrics
/// must be asked again and whether the lines must be recomputed.
///
/// ```swift
/// let context = FlowLayoutInvalidationContext()
/// context.invalidateFlowLayoutDelegateMetrics = true   // sizes or insets changed
/// layout.invalidateLayout(with: context)
/// ```
///
/// What ``FlowLayout/prepare()`` does with the merged context:
/// - ``LayoutProtocol/InvalidationContext/invalidateEverything``, ``LayoutProtocol/InvalidationContext/invalidateDataSourceCounts``
///   or ``invalidateFlowLayoutDelegateMetrics``: asks the host and delegate for
///   everything again and lays out every section.
/// - ``invalidateFlowLayoutAttributes`` alone (a width change): lays the lines out again
///   from the cached sizes and metrics, without asking the delegate.
/// - Invalidated items alone: asks the sizes of those items again and re-lays out only
///   the lines they move; later lines and sections shift.
/// - Only supplementary index paths (a scroll with pinned headers): nothing to
///   recompute; pinned positions follow the bounds when attributes are asked.
open class FlowLayoutInvalidationContext: InvalidationContext {
    /// The delegate's sizes, insets and spacings must be asked again. `false` by default.
    public var invalidateFlowLayoutDelegateMetrics: Bool = false
    /// The lines must be recomputed from the cached metrics (a change of the cross-axis
    /// size). `false` by default.
    public var invalidateFlowLayoutAttributes: Bool = false

    /// Creates an empty context.
    public override init() { super.init() }

    /// Whether nothing at all was invalidated.
    open override var isEmpty: Bool {
        super.isEmpty && !invalidateFlowLayoutDelegateMetrics && !invalidateFlowLayoutAttributes
    }

    /// Merges another context; the flow flags are OR-ed.
    ///
    /// - Parameter other: The context to fold in.
    open override func merge(_ other: InvalidationContext) {
        super.merge(other)
        if let flow = other as? FlowLayoutInvalidationContext {
            if flow.invalidateFlowLayoutDelegateMetrics { invalidateFlowLayoutDelegateMetrics = true }
            if flow.invalidateFlowLayoutAttributes { invalidateFlowLayoutAttributes = true }
        }
    }
}
