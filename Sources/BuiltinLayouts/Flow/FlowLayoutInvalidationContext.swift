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
    /// Both flags in one stored value: read and written with one access (each access to a
    /// class's stored property is checked for exclusivity at run time).
    final var flags = Flags()

    /// The flow flags (see `flags`).
    struct Flags {
        var delegateMetrics = false
        var attributes = false
    }

    /// The delegate's sizes, insets and spacings must be asked again. `false` by default.
    public var invalidateFlowLayoutDelegateMetrics: Bool {
        get { flags.delegateMetrics }
        set { flags.delegateMetrics = newValue }
    }
    /// The lines must be recomputed from the cached metrics (a change of the cross-axis
    /// size). `false` by default.
    public var invalidateFlowLayoutAttributes: Bool {
        get { flags.attributes }
        set { flags.attributes = newValue }
    }

    /// Creates an empty context.
    public override init() { super.init() }

    /// Whether nothing at all was invalidated.
    open override var isEmpty: Bool {
        let f = flags
        return super.isEmpty && !f.delegateMetrics && !f.attributes
    }

    /// Merges another context; the flow flags are OR-ed.
    ///
    /// - Parameter other: The context to fold in.
    open override func merge(_ other: InvalidationContext) {
        super.merge(other)
        if let flow = other as? FlowLayoutInvalidationContext {
            let theirs = flow.flags
            if theirs.delegateMetrics || theirs.attributes {
                let ours = flags
                flags = Flags(
                    delegateMetrics: ours.delegateMetrics || theirs.delegateMetrics, attributes: ours.attributes || theirs.attributes)
            }
        }
    }
}
