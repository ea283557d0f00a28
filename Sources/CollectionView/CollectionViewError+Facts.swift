import Geometry
import LayoutProtocol

extension CollectionViewError {
    /// A number the collection view was given, or that the layout answered, that it cannot
    /// use: each case carries the bad value (and the proposal it answered, for the layout's
    /// target offset).
    public enum InvalidGeometry: Hashable, Sendable, CustomStringConvertible {
        /// Bounds with a non-finite number or a negative size (`setBounds(_:)`).
        case bounds(Rect)
        /// A content offset with a non-finite number (`setContentOffset(_:animated:)`).
        case contentOffset(Point)
        /// A frame size with a non-finite number or a negative side (`setFrameSize(_:)`).
        case frameSize(Size)
        /// A content inset with a non-finite number (`setContentInset(_:)`).
        case contentInset(EdgeInsets)
        /// A fling velocity with a non-finite number (`fling(velocity:dragStartedAt:)`).
        case flingVelocity(Vector)
        /// The layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
        /// answered a non-finite offset for `proposed`.
        case targetContentOffset(Point, proposed: Point)
        /// An interactive movement position with a non-finite number
        /// (`updateInteractiveMovementTargetPosition(_:)`).
        case movementPosition(Point)
        /// A drag translation with a non-finite number (`drag(translation:)`, also in an
        /// orthogonal section).
        case dragTranslation(Vector)
        /// A drag release velocity with a non-finite number (`endDragging(velocity:)`, also
        /// in an orthogonal section).
        case dragReleaseVelocity(Vector)
        /// The layout's orthogonal target offset for a section was not finite.
        case orthogonalTarget(Double, section: Int)

        /// What was wrong, naming the value.
        public var description: String {
            switch self {
            case .bounds(let rect): return "bounds \(rect) must be finite with a non-negative size"
            case .contentOffset(let offset): return "content offset \(offset) must be finite"
            case .frameSize(let size): return "frame size \(size) must be finite and not negative"
            case .contentInset(let insets): return "content inset \(insets) must be finite"
            case .flingVelocity(let velocity): return "fling velocity \(velocity) must be finite"
            case .targetContentOffset(let chosen, let proposed):
                return "the layout's target content offset \(chosen) for the proposed offset \(proposed) is not finite"
            case .movementPosition(let position): return "the interactive movement position \(position) must be finite"
            case .dragTranslation(let translation): return "drag translation \(translation) must be finite"
            case .dragReleaseVelocity(let velocity): return "drag release velocity \(velocity) must be finite"
            case .orthogonalTarget(let chosen, let section):
                return "the layout's orthogonal target \(chosen) in section \(section) is not finite"
            }
        }
    }

    /// A call that does not fit what the collection view is doing (a second transition
    /// or movement while one runs, a finish without a start, a batch from inside a batch)
    /// or that names an impossible combination; each case carries what was asked and what
    /// was running.
    public enum InvalidState: Hashable, Sendable, CustomStringConvertible {
        /// `performBatchUpdates` from a data source or delegate callback while another
        /// batch was being applied.
        case batchWhileApplying
        /// A layout change or a transition start while a transition runs.
        case transitionRunning(attempted: TransitionRequest, running: RunningTransition)
        /// `startInteractiveTransition(to:completion:)` to the layout already installed.
        case transitionToCurrentLayout
        /// The delegate's transition layout does not go from the current to the new layout.
        case transitionLayoutMismatch
        /// An update, finish or cancel of an interactive transition when none runs.
        case noInteractiveTransition(TransitionStep)
        /// A finish or cancel of an interactive transition that is already ending.
        case interactiveTransitionEnding
        /// A movement begun while another one runs.
        case movementInProgress
        /// An update, end or cancel of an interactive movement when none runs.
        case noInteractiveMovement(MovementStep)
        /// A scroll position with bits no named position has (the raw value).
        case unknownScrollPosition(rawValue: UInt)
        /// Two or more positions on one axis (the positions, by name, in bit order).
        case conflictingScrollPositions([String])
        /// An orthogonal-scrolling call for a section that does not scroll on its own axis.
        case notOrthogonalSection(Int)

        /// What a caller tried to start while a transition ran.
        public enum TransitionRequest: Hashable, Sendable {
            /// `setCollectionViewLayout(_:animated:completion:)`.
            case layoutChange
            /// `startInteractiveTransition(to:completion:)`.
            case interactiveTransition
        }

        /// The kind of transition that was running.
        public enum RunningTransition: Hashable, Sendable {
            /// An interactive transition.
            case interactive
            /// An animated layout change.
            case animated
        }

        /// What a caller asked of an interactive transition.
        public enum TransitionStep: String, Hashable, Sendable {
            /// `updateInteractiveTransition(progress:)` (and the other updates).
            case update
            /// `finishInteractiveTransition()`.
            case finish
            /// `cancelInteractiveTransition()`.
            case cancel
        }

        /// What a caller asked of an interactive movement.
        public enum MovementStep: String, Hashable, Sendable {
            /// `updateInteractiveMovementTargetPosition(_:)`.
            case update
            /// `endInteractiveMovement()`.
            case end
            /// `cancelInteractiveMovement()`.
            case cancel
        }

        /// What was wrong and how to fix it.
        public var description: String {
            switch self {
            case .batchWhileApplying:
                return
                    "performBatchUpdates was called while another batch was being applied (from a data source or delegate callback); start the next batch after performBatchUpdates returns"
            case .transitionRunning(let attempted, let running):
                let what = attempted == .layoutChange ? "change the layout" : "start an interactive transition"
                let kind = running == .interactive ? "an interactive transition" : "an animated layout change"
                return
                    "cannot \(what) while \(kind) is running; call finishInteractiveTransition() or cancelInteractiveTransition(), or let the animation end, first"
            case .transitionToCurrentLayout:
                return
                    "the layout to transition to is already the collection view's layout; pass a different layout to startInteractiveTransition(to:completion:)"
            case .transitionLayoutMismatch:
                return
                    "collectionView(_:transitionLayoutForOldLayout:newLayout:) returned a transition layout between other layouts; create it with TransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)"
            case .noInteractiveTransition(let step):
                return "there is no interactive transition to \(step.rawValue); call startInteractiveTransition(to:completion:) first"
            case .interactiveTransitionEnding:
                return "the interactive transition is already being finished or cancelled; wait for its completion"
            case .movementInProgress:
                return "an interactive movement is already in progress; end or cancel it before beginning another"
            case .noInteractiveMovement(let step):
                return "there is no interactive movement to \(step.rawValue); call beginInteractiveMovementForItem(at:) first"
            case .unknownScrollPosition(let rawValue):
                return
                    "scroll position \(rawValue) has unknown bits; use top, centeredVertically, bottom, left, centeredHorizontally or right"
            case .conflictingScrollPositions(let names):
                return
                    "scroll positions \(names.joined(separator: ", ")) conflict; give at most one vertical (top, centeredVertically, bottom) and one horizontal (left, centeredHorizontally, right) position"
            case .notOrthogonalSection(let section):
                return "section \(section) does not scroll on its own axis; use a layout with orthogonal sections"
            }
        }
    }
}

extension CollectionViewError {
    /// An error of the data source's own (not a ``CollectionViewError``) thrown while it
    /// made the view for an element. The error itself is not kept (it need not be
    /// `Hashable` or `Sendable`); its type and description are.
    public struct DataSourceFailure: Hashable, Sendable, CustomStringConvertible {
        /// The element whose view the data source was making.
        public var element: ElementKey
        /// The error's type, module-qualified (`String(reflecting:)`), e.g. `"MyApp.StoreError"`.
        public var errorType: String
        /// The error's description (`"\(error)"`).
        public var message: String

        /// A failure with the facts given.
        public init(element: ElementKey, errorType: String, message: String) {
            self.element = element
            self.errorType = errorType
            self.message = message
        }

        /// The failure of making the view for `element` with `error`.
        public init(element: ElementKey, error: any Error) {
            self.init(element: element, errorType: String(reflecting: type(of: error)), message: "\(error)")
        }

        /// The error's description, unchanged.
        public var description: String { message }
    }
}
