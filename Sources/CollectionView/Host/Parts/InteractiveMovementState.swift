/// The host's interactive-movement part: the item the user is moving, if any.
///
/// Owns the ``InteractiveMovement`` in progress (original and target index paths,
/// position, the layout's attributes for the moving item). May not touch the data, the
/// visible set or the layout: the host's `+InteractiveMovement` extension asks the data
/// source, invalidates the layout and ends the movement with a batch update.
final class InteractiveMovementState {
    /// The movement in progress, or `nil`.
    var movement: InteractiveMovement?

    /// Creates an idle state.
    init() {}
}
