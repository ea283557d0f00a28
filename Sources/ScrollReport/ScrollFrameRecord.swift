/// The axis a session scrolls along: vertical unless the content is wider than the view
/// and no taller.
public enum ScrollAxis: String, Hashable, Sendable {
    /// Top to bottom.
    case vertical
    /// Left to right.
    case horizontal
}

/// What one frame of a scroll session did: its layout work, views, blank area, jumps.
///
/// Every column but the four CPU times is deterministic: the same layout, data and
/// script give the same values on every machine.
public struct ScrollFrameRecord: Hashable, Sendable {
    /// The frame's number; frame 0 is the first layout pass.
    public var index: Int
    /// The index of the script step the frame belongs to (0 is the first layout pass,
    /// 1 the script's first step).
    public var step: Int
    /// The content offset along the axis at the end of the frame.
    public var offset: Double

    /// Thread CPU time of the layout's `prepare()` in this frame, in nanoseconds.
    public var prepareNanoseconds: Int = 0
    /// Thread CPU time of the rect query, in nanoseconds.
    public var rectQueryNanoseconds: Int = 0
    /// Thread CPU time of the preferred-attributes round, in nanoseconds.
    public var preferredAttributesNanoseconds: Int = 0
    /// Thread CPU time of scroll anchoring, in nanoseconds.
    public var anchoringNanoseconds: Int = 0

    /// Cells dequeued (created plus reused).
    public var cellsDequeued: Int { cellsCreated + cellsReused }
    /// Cells made new.
    public var cellsCreated: Int = 0
    /// Cells taken from the reuse queue.
    public var cellsReused: Int = 0
    /// Supplementary and decoration views made new.
    public var supplementaryCreated: Int = 0
    /// Supplementary and decoration views taken from the reuse queue.
    public var supplementaryReused: Int = 0
    /// Supplementary and decoration views dequeued.
    public var supplementaryDequeued: Int { supplementaryCreated + supplementaryReused }
    /// Cells that came on screen this frame whose views were made earlier in the prefetch
    /// band (the prepared rect beyond the bounds, `CollectionViewHost.prefetchMargin`).
    public var prefetchHits: Int = 0

    /// The share of the viewport, along the axis, that shows no element at all (0 to 1).
    public var blankArea: Double = 0
    /// The share of the viewport, along the axis, covered only by elements still at their
    /// estimated size (0 to 1).
    public var unstableArea: Double = 0
    /// How many times the host moved the offset on its own (not the gesture) this frame.
    public var jumps: Int = 0
    /// How far those moves took the offset along the axis, in points (signed sum).
    public var jumpDistance: Double = 0
    /// Elements (cells, supplementary and decoration views) shown within the bounds.
    public var visibleElements: Int = 0
    /// Cell views the host holds (within the bounds and the prefetch band).
    public var cellsShown: Int = 0

    /// Creates a record.
    public init(index: Int, step: Int, offset: Double) {
        self.index = index
        self.step = step
        self.offset = offset
    }

    /// The layout's CPU time in this frame: the four phases, in nanoseconds.
    public var layoutNanoseconds: Int {
        prepareNanoseconds + rectQueryNanoseconds + preferredAttributesNanoseconds + anchoringNanoseconds
    }
}
