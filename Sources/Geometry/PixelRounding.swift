/// Rounding to the pixel grid of a display scale (1, 2 or 3 pixels per point on iOS
/// devices), as UIKit's layouts do before they hand frames to views.
///
/// ```swift
/// roundToPixel(10.3, scale: 2)   // 10.5
/// Point(x: 0.2, y: 0.8).roundedToPixels(scale: 3) // (0.3333…, 0.6666…)
/// ```
///
/// - Parameters:
///   - value: The coordinate in points.
///   - scale: Pixels per point; a non-positive or non-finite scale leaves the value as is.
/// - Returns: The nearest multiple of `1 / scale` (halves round away from zero).
public func roundToPixel(_ value: Double, scale: Double) -> Double {
    guard scale > 0, scale.isFinite, value.isFinite else { return value }
    return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
}

extension Point {
    /// Both coordinates rounded to the pixel grid of `scale`.
    public func roundedToPixels(scale: Double) -> Point {
        Point(x: roundToPixel(x, scale: scale), y: roundToPixel(y, scale: scale))
    }
}

extension Size {
    /// Both extents rounded to the pixel grid of `scale`.
    public func roundedToPixels(scale: Double) -> Size {
        Size(width: roundToPixel(width, scale: scale), height: roundToPixel(height, scale: scale))
    }
}

extension Rect {
    /// The origin rounded to the pixel grid of `scale`, the size kept (what UIKit's flow
    /// layout does with item origins on a device).
    public func originRoundedToPixels(scale: Double) -> Rect {
        Rect(origin: origin.roundedToPixels(scale: scale), size: size)
    }

    /// Origin and far corner rounded to the pixel grid of `scale`, so adjacent rects
    /// stay adjacent.
    public func roundedToPixels(scale: Double) -> Rect {
        let x0 = roundToPixel(minX, scale: scale), y0 = roundToPixel(minY, scale: scale)
        let x1 = roundToPixel(maxX, scale: scale), y1 = roundToPixel(maxY, scale: scale)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
