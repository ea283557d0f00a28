/// What creates the views of a reuse slot: a view class (created with `init()`) or a
/// factory closure.
///
/// Registrations compare by identity: two registrations of the same class are equal;
/// a factory registration equals only itself (and its copies). That is how a host
/// notices that a layout's decoration registration was replaced.
///
/// ```swift
/// let byClass = ViewRegistration(PhotoCell.self)
/// let byFactory = ViewRegistration(cell: { PhotoCell(style: .compact) })
/// ```
///
/// Not `Sendable`: a factory closure belongs to the isolation domain that dequeues.
public struct ViewRegistration: Equatable {

    /// Whether every view the registration makes is a ``CollectionViewCell``.
    public let makesCells: Bool
    /// The registered class, or `nil` for a factory.
    public let viewClass: CollectionReusableView.Type?

    /// Keeps a factory registration's identity alive (`nil` for a class).
    private let token: FactoryIdentity?
    private let make: () -> CollectionReusableView

    /// Registers a view class; views are created with its `init()`.
    ///
    /// - Parameter viewClass: A ``CollectionReusableView`` subclass (a
    ///   ``CollectionViewCell`` subclass for cells).
    public init(_ viewClass: CollectionReusableView.Type) {
        self.viewClass = viewClass
        self.makesCells = viewClass is CollectionViewCell.Type
        self.token = nil
        self.make = { viewClass.init() }
    }

    /// Registers a factory for supplementary or decoration views.
    ///
    /// - Parameter factory: Called each time the queue needs a new view.
    public init(_ factory: @escaping () -> CollectionReusableView) {
        self.viewClass = nil
        self.makesCells = false
        self.token = FactoryIdentity()
        self.make = factory
    }

    /// Registers a factory for cells.
    ///
    /// - Parameter factory: Called each time the queue needs a new cell.
    public init(cell factory: @escaping () -> CollectionViewCell) {
        self.viewClass = nil
        self.makesCells = true
        self.token = FactoryIdentity()
        self.make = factory
    }

    /// Creates a new view.
    public func makeView() -> CollectionReusableView { make() }

    /// Whether both name the same class, or are the same factory registration.
    public static func == (lhs: ViewRegistration, rhs: ViewRegistration) -> Bool {
        if let l = lhs.token, let r = rhs.token { return l === r }
        guard lhs.token == nil, rhs.token == nil, let l = lhs.viewClass, let r = rhs.viewClass else { return false }
        return ObjectIdentifier(l) == ObjectIdentifier(r)
    }
}

/// A unique object whose identifier names one factory registration.
private final class FactoryIdentity {}
