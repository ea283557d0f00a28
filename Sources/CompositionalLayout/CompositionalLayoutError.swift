import Geometry

/// A value a compositional layout cannot use, with the path to it:
/// `sections[2].group.subitems[0].width: fractional value must be > 0, got -0.5`.
///
/// ``CompositionalLayout/prepare()`` reports it as a `LayoutError.invalidGeometry` with
/// the same text and keeps its previous state; ``CompositionalLayout/validate()`` throws
/// it typed.
public struct CompositionalLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Hashable, Sendable {
        /// A fraction that is zero or negative.
        case fractionNotPositive(Double)
        /// A negative absolute dimension.
        case negativeAbsolute(Double)
        /// A negative estimate.
        case negativeEstimate(Double)
        /// A NaN or infinite value (the kind of value, the value).
        case nonFiniteValue(String, Double)
        /// A negative minimum for flexible spacing.
        case negativeFlexibleSpacing(Double)
        /// Insets that are negative or not finite.
        case invalidInsets(DirectionalEdgeInsets)
        /// A group without subitems.
        case noSubitems
        /// A repeat count below 1.
        case repeatCountBelowOne(Int)
        /// A custom group whose provider returned no items.
        case noCustomItems
        /// A custom item's frame that is not finite or has a negative size.
        case invalidCustomFrame(Rect)
        /// The section provider returned `nil`.
        case noSection
        /// Two supplementary or decoration items of one kind on the same element.
        case duplicateElementKind(String)
        /// A group that would repeat its subitems more often than CVKit allows.
        case tooManyRepetitions(Int)
        /// Supplementary items on a group (CVKit supports them on items).
        case groupSupplementaryItems
        /// An orthogonal offset for a section that does not scroll orthogonally.
        case notOrthogonal
        /// A non-finite orthogonal offset.
        case invalidOffset(Point)
        /// More groups with estimated sizes than CVKit keeps per section (count, limit).
        case tooManyEstimatedGroups(Int, Int)
        /// A section whose length is not finite (too many items for their size).
        case contentNotFinite
        /// Many groups that would all lie in one place (count, stride ≤ 0).
        case groupsInOnePlace(Int, Double)
    }

    /// Where the bad value is: `sections[2].group.subitems[0].width`.
    public let path: String
    /// What was wrong with it.
    public let reason: Reason

    /// Creates an error.
    public init(_ path: String, _ reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// What was wrong, without the path.
    public var message: String {
        switch reason {
        case .fractionNotPositive(let v): return "fractional value must be > 0, got \(formatScalar(v))"
        case .negativeAbsolute(let v): return "absolute value must be >= 0, got \(formatScalar(v))"
        case .negativeEstimate(let v): return "estimated value must be >= 0, got \(formatScalar(v))"
        case .nonFiniteValue(let kind, let v): return "\(kind) value must be finite, got \(formatScalar(v))"
        case .negativeFlexibleSpacing(let v): return "flexible spacing must be >= 0, got \(formatScalar(v))"
        case .invalidInsets(let i): return "insets must be finite and not negative, got \(i)"
        case .noSubitems: return "a group needs at least one subitem"
        case .repeatCountBelowOne(let n): return "repeat count must be >= 1, got \(n)"
        case .noCustomItems: return "the custom group's item provider returned no items"
        case .invalidCustomFrame(let r): return "custom item frame must be finite with a non-negative size, got \(r)"
        case .noSection: return "the section provider returned no section"
        case .duplicateElementKind(let k): return "element kind '\(k)' is used twice; each kind must be unique here"
        case .tooManyRepetitions(let n):
            return "the group repeats its subitems more than \(n) times; give them a larger size or use repeatingSubitem:count:"
        case .groupSupplementaryItems: return "supplementary items on groups are not supported; attach them to items"
        case .notOrthogonal: return "the section does not scroll orthogonally (its orthogonalScrollingBehavior is none)"
        case .invalidOffset(let p): return "offset must be finite, got \(p)"
        case .contentNotFinite: return "the section's length is not finite; use fewer items or smaller sizes"
        case .groupsInOnePlace(let n, let stride):
            return
                "\(n) groups advance by \(formatScalar(stride)) points each and would all lie in one place; give the group a length or interGroupSpacing"
        case .tooManyEstimatedGroups(let n, let limit):
            return "\(n) groups with estimated sizes is more than \(limit); give the items absolute or fractional sizes"
        }
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}

extension DirectionalEdgeInsets {
    /// Checks the insets, naming the path.
    func validate(_ path: @autoclosure () -> String) throws(CompositionalLayoutError) {
        guard isValidLayoutInsets else { throw CompositionalLayoutError(path(), .invalidInsets(self)) }
    }
}
