#!/usr/bin/env bash
# Checks that every UIKit name UIKitCompat marks unavailable fails to compile with its
# message naming the replacement, never a bare "cannot find in scope": type-checks one
# snippet per name against the built UIKitCompat module and greps the message.
#
# Run from anywhere after `swift build`: `bash scripts/check-unavailable.sh`. Exits 1 on
# the first name whose message is missing.
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
)
failed=0
for check in "${checks[@]}"; do
    IFS='|' read -r name expression phrase <<<"$check"
    printf 'import UIKitCompat\n@MainActor func use() { %s }\n' "$expression" >"$work/snippet.swift"
    if swiftc -typecheck -swift-version 6 -I "$modules" "$work/snippet.swift" >"$work/snippet.log" 2>&1; then
        echo "check-unavailable: $name compiled; it should be unavailable" >&2
        failed=1
    elif ! grep -q "is unavailable: .*$phrase" "$work/snippet.log"; then
        echo "check-unavailable: $name failed without its message ('$phrase'):" >&2
        cat "$work/snippet.log" >&2
        failed=1
    fi
done
[ "$failed" = 0 ] && echo "== check-unavailable: ${#checks[@]} names, each unavailable with its message"
exit "$failed"
