#!/usr/bin/env bash
# Checks that every UIKit name UIKitCompat marks unavailable fails to compile with its
# message naming the replacement, never a bare "cannot find in scope": type-checks one
# use per name (one line each of one file) against the built UIKitCompat module and greps the
# message on that line.
#
# Run from anywhere after `swift build`: `bash scripts/check-unavailable.sh`. Exits 1 on
# any name whose message is missing, after listing every such name.
set -euo pipefail
cd "$(dirname "$0")/.."
modules="$(swift build --show-bin-path)/Modules"
[ -f "$modules/UIKitCompat.swiftmodule" ] || { echo "check-unavailable: build UIKitCompat first (swift build)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name|expression using it|a phrase of its message
checks=(
    "UIFont|_ = UIFont.self|there are no fonts on Linux"
    "UIBezierPath|_ = UIBezierPath.self|nothing is drawn on Linux"
    "UIGestureRecognizer|_ = UIGestureRecognizer.self|there are no touches on Linux"
    "UIPanGestureRecognizer|_ = UIPanGestureRecognizer.self|drag API or the Gestures module"
    "UITapGestureRecognizer|_ = UITapGestureRecognizer.self|selection or movement methods"
    "UILongPressGestureRecognizer|_ = UILongPressGestureRecognizer.self|beginInteractiveMovementForItem"
    "CADisplayLink|_ = CADisplayLink.self|view.host.clock"
    "UIViewPropertyAnimator|_ = UIViewPropertyAnimator.self|nothing animates on Linux"
    "UIStoryboard|_ = UIStoryboard.self|there are no storyboards on Linux"
    "UICollectionViewController|_ = UICollectionViewController.self|UIViewController whose loadView()"
    "UIImage(named:)|_ = UIImage(named: \"photo\")|there are no asset catalogs on Linux"
    "UIColor(named:)|_ = UIColor(named: \"Accent\")|there are no asset catalogs on Linux"
    "NSLayoutConstraint|_ = NSLayoutConstraint.self|there is no Auto Layout on Linux"
    "translatesAutoresizingMaskIntoConstraints|UIView().translatesAutoresizingMaskIntoConstraints = false|set frames in layoutSubviews()"
    "topAnchor|_ = UIView().topAnchor|there is no Auto Layout on Linux"
    "safeAreaLayoutGuide|_ = UIView().safeAreaLayoutGuide|safe area insets instead"
    "setNeedsDisplay|UIView().setNeedsDisplay()|nothing is drawn on Linux"
    "snapshotView|_ = UIView().snapshotView(afterScreenUpdates: true)|compare frames and attributes"
    "gestureRecognizers|_ = UIView().gestureRecognizers|there are no gesture recognizers to list"
    "UICollectionView.dragDelegate|_ = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).dragDelegate|there is no drag and drop on Linux"
    "UICollectionView.dropDelegate|_ = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).dropDelegate|there is no drag and drop on Linux"
    "UICollectionView.prefetchDataSource|_ = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).prefetchDataSource|does not prefetch data on Linux"
    "UICollectionView.contextMenuInteraction|_ = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).contextMenuInteraction|there are no context menus on Linux"
    "UICollectionViewCell.contentConfiguration|_ = UICollectionViewCell().contentConfiguration|add subviews to contentView"
    "UICollectionViewCell.configurationUpdateHandler|_ = UICollectionViewCell().configurationUpdateHandler|configure the cell in the cell provider"
    "UICollectionViewCell.dragStateDidChange|UICollectionViewCell().dragStateDidChange(.none)|there is no drag and drop on Linux"
    "UICollectionReusableView.willTransition|UICollectionReusableView().willTransition(from: UICollectionViewFlowLayout(), to: UICollectionViewFlowLayout())|apply(_:)"
    "UICollectionViewLayout.invalidationContext(forInteractivelyMovingItems:)|_ = UICollectionViewFlowLayout().invalidationContext(forInteractivelyMovingItems: [], withTargetPosition: .zero, previousIndexPaths: [], previousPosition: .zero)|override invalidateLayout(with:)"
    "UIScrollView.refreshControl|_ = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).refreshControl|there is no refresh control on Linux"
    "UIScrollView.zoomScale|_ = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).zoomScale|there is no zooming on Linux"
    "UIScrollView.panGestureRecognizer|_ = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).panGestureRecognizer|there are no touches on Linux"
    "UIScrollView.contentLayoutGuide|_ = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).contentLayoutGuide|read contentSize instead"
    "UIScrollView.scrollIndicatorInsets|_ = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).scrollIndicatorInsets|use verticalScrollIndicatorInsets"
    "UIScrollView.topEdgeEffect|_ = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).topEdgeEffect|edge effects change no geometry"
    "UICollectionViewDelegate context menu|final class D: UICollectionViewDelegate {}; _ = D().collectionView(UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()), contextMenuConfigurationForItemAt: IndexPath(item: 0, section: 0), point: .zero)|there are no context menus on Linux"
    "UICollectionViewDelegate focus|final class D: UICollectionViewDelegate {}; _ = D().collectionView(UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()), canFocusItemAt: IndexPath(item: 0, section: 0))|there is no focus engine on Linux"
    "UICollectionViewDelegate target offset|final class D: UICollectionViewDelegate {}; _ = D().collectionView(UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()), targetContentOffsetForProposedContentOffset: .zero)|targetContentOffset(forProposedContentOffset:)"
    "UICollectionViewDataSource.indexTitles|final class S: UICollectionViewDataSource { func collectionView(_ c: UICollectionView, numberOfItemsInSection s: Int) -> Int { 0 }; func collectionView(_ c: UICollectionView, cellForItemAt i: IndexPath) -> UICollectionViewCell { UICollectionViewCell() } }; _ = S().indexTitles(for: UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()))|there is no index bar on Linux"
    "NSCollectionLayoutGroup.horizontalGroup|_ = NSCollectionLayoutGroup.horizontalGroup(with: NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)), repeatingSubitem: NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1))), count: 1)|use horizontal(layoutSize:repeatingSubitem:count:)"
    "NSCollectionLayoutSection.orthogonalScrollingProperties|_ = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)), subitems: [])).orthogonalScrollingProperties|orthogonalScrollingBehavior"
    "UIView.autoresizingMask|_ = UIView().autoresizingMask|set subview frames in layoutSubviews()"
    "UIView.draw|UIView().draw(.zero)|nothing is drawn on Linux"
    "UIView.registerForTraitChanges|_ = UIView().registerForTraitChanges([0], handler: 0)|trait changes are not observed on Linux"
    "UIView.beginAnimations|UIView.beginAnimations(nil, context: nil)|deprecated in iOS 13"
    "UIView.safeAreaInsetsDidChange|UIView().safeAreaInsetsDidChange()|read safeAreaInsets in layoutSubviews()"
    "UIView.contentHuggingPriority|_ = UIView().contentHuggingPriority(for: 0)|there is no Auto Layout on Linux"
    "UITraitCollection.userInterfaceStyle|_ = UITraitCollection().userInterfaceStyle|there are no color appearances on Linux"
    "UITraitCollection.current|_ = UITraitCollection.current|read the view's traitCollection"
    "UITraitCollection(mutations:)|_ = UITraitCollection(mutations: 0)|the iOS 17 trait system is not provided on Linux"
)
failed=0
# One file, one function per name on its own line: one compiler run reports every line's error.
line=1
{
    echo "import UIKitCompat"
    for check in "${checks[@]}"; do
        IFS='|' read -r name expression phrase <<<"$check"
        line=$((line + 1))
        printf '@MainActor func use%d() { %s }\n' "$line" "$expression"
    done
} >"$work/snippets.swift"
if swiftc -typecheck -swift-version 6 -I "$modules" "$work/snippets.swift" >"$work/snippets.log" 2>&1; then
    echo "check-unavailable: every name compiled; they should be unavailable" >&2
    exit 1
fi
line=1
for check in "${checks[@]}"; do
    line=$((line + 1))
    IFS='|' read -r name expression phrase <<<"$check"
    if ! grep -q "snippets.swift:$line:[0-9]*: error: .*is unavailable: .*$phrase" "$work/snippets.log"; then
        echo "check-unavailable: $name (line $line) failed without its message ('$phrase'):" >&2
        grep "snippets.swift:$line:" "$work/snippets.log" >&2 || echo "  (it compiled; it should be unavailable)" >&2
        failed=1
    fi
done
[ "$failed" = 0 ] && echo "== check-unavailable: ${#checks[@]} names, each unavailable with its message"
exit "$failed"
