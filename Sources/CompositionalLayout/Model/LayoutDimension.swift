import Geometry

/// One dimension (width or height) of an item, group or supplementary item
/// (`NSCollectionLayoutDimension`).
///
/// Fractions are of the container's effective content size: a subitem's fractions refer
/// to its group's size minus the group's content insets, a section's group refers to the
/// section's effective content size (the layout container minus the section's content
/// insets). `fractionalHeight` may size a width and `fractionalWidth` a height — a square
/// item is `LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalWidth(0.25))`.
///
/// ```swift
/// let third = LayoutDimension.fractionalWidth(1.0 / 3)
/// let row = LayoutDimension.absolute(44)
/// let selfSizing = LayoutDimension.estimated(60)
/// ```
public struct LayoutDimension: Hashable, Sendable {
    /// How a dimension is computed.
    public enum Kind: String, Hashable, Sendable {
        /// A fraction of the container's width.
        case fractionalWidth
        /// A fraction of the container's height.
        case fractionalHeight
        /// A fixed number of points.
        case absolute
        /// An estimate the element's preferred size replaces (self-sizing).
        case estimated
        /// An estimate; every sibling with this kind takes the largest sibling's size.
        case uniformAcrossSiblings
    }

    /// How the dimension is computed.
    public let kind: Kind
    /// The fraction, the points or the estimate.
    public let dimension: Double

    private init(kind: Kind, dimension: Double) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width (`fractionalWidth(_:)`).
    public static func fractionalWidth(_ fraction: Double) -> LayoutDimension {
        LayoutDimension(kind: .fractionalWidth, dimension: fraction)
    }
    /// A fraction of the container's height (`fractionalHeight(_:)`).
    public static func fractionalHeight(_ fraction: Double) -> LayoutDimension {
        LayoutDimension(kind: .fractionalHeight, dimension: fraction)
    }
    /// A fixed number of points (`absolute(_:)`).
    public static func absolute(_ points: Double) -> LayoutDimension { LayoutDimension(kind: .absolute, dimension: points) }
    /// An estimate the element's preferred size replaces when it is shown (`estimated(_:)`).
    public static func estimated(_ points: Double) -> LayoutDimension { LayoutDimension(kind: .estimated, dimension: points) }
    /// An estimate; all siblings with this kind take the size of the largest
    /// (`uniformAcrossSiblings(estimate:)`).
    public static func uniformAcrossSiblings(estimate: Double) -> LayoutDimension {
        LayoutDimension(kind: .uniformAcrossSiblings, dimension: estimate)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }
    /// Whether the dimension is uniform across siblings.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
    /// Whether the final size comes from the element (estimated or uniform).
    var isSelfSizing: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether the dimension is a fraction of the container.
    var isFractional: Bool { kind == .fractionalWidth || kind == .fractionalHeight }

    /// The dimension's points in a container (the estimate for self-sizing kinds).
    func resolve(in container: Size) -> Double {
        switch kind {
        case .fractionalWidth: return dimension * container.width
        case .fractionalHeight: return dimension * container.height
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension
        }
    }

    /// Checks the value, naming the path in the error.
    func validate(_ path: @autoclosure () -> String) throws(CompositionalLayoutError) {
        switch kind {
        case .fractionalWidth, .fractionalHeight:
            guard dimension.isFinite else { throw CompositionalLayoutError(path(), .nonFiniteValue("fractional", dimension)) }
            guard dimension > 0 else { throw CompositionalLayoutError(path(), .fractionNotPositive(dimension)) }
        case .absolute:
            guard dimension.isFinite else { throw CompositionalLayoutError(path(), .nonFiniteValue("absolute", dimension)) }
            guard dimension >= 0 else { throw CompositionalLayoutError(path(), .negativeAbsolute(dimension)) }
        case .estimated, .uniformAcrossSiblings:
            guard dimension.isFinite else { throw CompositionalLayoutError(path(), .nonFiniteValue("estimated", dimension)) }
            guard dimension >= 0 else { throw CompositionalLayoutError(path(), .negativeEstimate(dimension)) }
        }
    }
}

extension LayoutDimension: CustomStringConvertible {
    /// `fractionalWidth(0.5)`, `absolute(44)`, `estimated(60)`, `uniformAcrossSiblings(60)`.
    public var description: String { "\(kind.rawValue)(\(formatScalar(dimension)))" }
}

/// The width and height of an item, group or supplementary item (`NSCollectionLayoutSize`).
///
/// ```swift
/// let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
/// ```
public struct LayoutSize: Hashable, Sendable {
    /// The width.
    public let widthDimension: LayoutDimension
    /// The height.
    public let heightDimension: LayoutDimension

    /// Creates a size from two dimensions.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The points of both dimensions in a container (estimates for self-sizing ones).
    func resolve(in container: Size) -> Size {
        Size(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }

    /// Checks both dimensions; the path names `.width` or `.height`.
    func validate(_ path: @autoclosure () -> String) throws(CompositionalLayoutError) {
        try widthDimension.validate(path() + ".width")
        try heightDimension.validate(path() + ".height")
    }
}
