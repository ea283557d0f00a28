import BuiltinLayouts
import Foundation
import Geometry
import LayoutProtocol

/// The flow layout's per-section and per-item metrics (`UICollectionViewDelegateFlowLayout`).
///
/// UIKit's methods are optional (`@objc optional`), which needs the Objective-C runtime. Here
/// each has a default implementation that answers what the layout would use without the
/// delegate (its `itemSize`, `sectionInset`, …). The iOS calling syntax compiles unchanged:
/// `delegate?.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath)` goes
/// through ``collectionView`` (a value whose `callAsFunction` overloads carry UIKit's labels).
/// The one difference: where iOS yields `nil` for a method the delegate does not implement,
/// this yields the layout's own value — the same result for the usual `?? itemSize`.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of an item.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    /// The insets of a section.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    )
        -> UIEdgeInsets
    /// The line spacing of a section.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The item spacing of a section.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The header size of a section.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The footer size of a section.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// What makes `delegate?.collectionView?(…)` compile: the delegate's flow methods as one
    /// callable value (never `nil`).
    public var collectionView: UICollectionViewDelegateFlowLayoutMethods? { UICollectionViewDelegateFlowLayoutMethods(delegate: self) }

    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }

    /// The layout's `itemSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    { flow(collectionViewLayout)?.itemSize ?? .zero }

    /// The layout's `sectionInset`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    )
        -> UIEdgeInsets
    { flow(collectionViewLayout)?.sectionInset ?? .zero }

    /// The layout's `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { flow(collectionViewLayout)?.minimumLineSpacing ?? 0 }

    /// The layout's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0 }

    /// The layout's `headerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { flow(collectionViewLayout)?.headerReferenceSize ?? .zero }

    /// The layout's `footerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { flow(collectionViewLayout)?.footerReferenceSize ?? .zero }
}

/// A flow delegate's methods as one callable value, so UIKit's optional-method call syntax
/// `delegate?.collectionView?(cv, layout: layout, sizeForItemAt: indexPath)` compiles.
@preconcurrency @MainActor
public struct UICollectionViewDelegateFlowLayoutMethods {
    let delegate: any UICollectionViewDelegateFlowLayout

    /// `collectionView(_:layout:sizeForItemAt:)`.
    public func callAsFunction(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    {
        delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
    }

    /// `collectionView(_:layout:insetForSectionAt:)`.
    public func callAsFunction(_ collectionView: UICollectionView, layout: UICollectionViewLayout, insetForSectionAt section: Int)
        -> UIEdgeInsets
    {
        delegate.collectionView(collectionView, layout: layout, insetForSectionAt: section)
    }

    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
    public func callAsFunction(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    )
        -> CGFloat
    { delegate.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section) }

    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
    public func callAsFunction(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { delegate.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section) }

    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
    public func callAsFunction(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    )
        -> CGSize
    { delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section) }

    /// `collectionView(_:layout:referenceSizeForFooterInSection:)`.
    public func callAsFunction(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
    )
        -> CGSize
    { delegate.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section) }
}

/// The host the flow engine sees: the collection view's, with the UIKit delegate adapted.
struct FlowEngineHost: LayoutHost {
    let base: any LayoutHost
    let delegate: FlowDelegateAdapter

    var numberOfSections: Int { base.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
    var bounds: Rect { base.bounds }
    var contentInset: EdgeInsets { base.contentInset }
    var adjustedContentInset: EdgeInsets { base.adjustedContentInset }
    var safeAreaInsets: EdgeInsets { base.safeAreaInsets }
    var layoutMargins: EdgeInsets { base.layoutMargins }
    var displayScale: Double? { base.displayScale }
    var layoutDirection: LayoutDirection { base.layoutDirection }
    var layoutDelegate: (any LayoutHostDelegate)? { delegate.isActive ? delegate : nil }
}

/// Answers the flow engine's delegate questions from the UIKit-dialect flow delegate.
final class FlowDelegateAdapter: FlowLayoutDelegate {
    nonisolated(unsafe) weak var layout: UICollectionViewFlowLayout?

    @MainActor init(_ layout: UICollectionViewFlowLayout) { self.layout = layout }

    /// Whether the collection view's delegate is a flow delegate.
    var isActive: Bool {
        guard let layout else { return false }
        return MainActor.assumeIsolated { layout.collectionView?.delegate is UICollectionViewDelegateFlowLayout }
    }

    private func ask<T: Sendable>(
        _ body: @MainActor @Sendable (any UICollectionViewDelegateFlowLayout, UICollectionView, UICollectionViewFlowLayout) -> T
    ) -> T? {
        guard let layout else { return nil }
        return MainActor.assumeIsolated {
            guard let view = layout.collectionView, let d = view.delegate as? UICollectionViewDelegateFlowLayout else { return nil }
            return body(d, view, layout)
        }
    }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementIndexPath) -> Size? {
        ask { $0.collectionView($1, layout: $2, sizeForItemAt: IndexPath(indexPath)).native }
    }
    func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
        ask { $0.collectionView($1, layout: $2, insetForSectionAt: section).native }
    }
    func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? {
        ask { Double($0.collectionView($1, layout: $2, minimumLineSpacingForSectionAt: section)) }
    }
    func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        ask { Double($0.collectionView($1, layout: $2, minimumInteritemSpacingForSectionAt: section)) }
    }
    func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? {
        ask { $0.collectionView($1, layout: $2, referenceSizeForHeaderInSection: section).native }
    }
    func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? {
        ask { $0.collectionView($1, layout: $2, referenceSizeForFooterInSection: section).native }
    }
}
