import Geometry
import LayoutProtocol
import LayoutRegistry

/// Registers ``CircleLayout`` as `circle`.
///
/// ```swift
/// let catalog = LayoutCatalog()
/// try CircleLayoutPlugin.register(in: catalog)
/// let instance = try catalog.makeLayout(named: "circle", parameters: ["radius": "80"], itemCounts: [12])
/// ```
///
/// Parameters: `radius`, `itemSize` and `startAngle` (degrees).
public enum CircleLayoutPlugin: LayoutPlugin {
    /// `CircleLayoutPlugin`.
    public static let pluginName = "CircleLayoutPlugin"

    /// The layout's parameters, with their defaults, bound to ``CircleLayout``'s properties.
    public static let parameters: [LayoutParameter<CircleLayout>] = [
        LayoutParameter("radius", \.radius, default: 120, range: 0...100_000, help: "distance from the center to each item's center"),
        LayoutParameter("itemSize", \.itemSize, default: Size(width: 50, height: 50), help: "size of every item")
            .requiring("WxH, neither negative") { (size: Size) in size.isValidLayoutSize },
        LayoutParameter(
            "startAngle", \.startAngle, default: -90, range: -360...360,
            help: "angle of the first item in degrees, clockwise from 3 o'clock (-90 is the top)"),
    ]

    /// Registers `circle`.
    ///
    /// - Parameter catalog: The catalog to register in.
    /// - Throws: ``LayoutRegistryError/duplicateName(_:existingOrigin:)`` when `circle` is
    ///   taken.
    public static func register(in catalog: LayoutCatalog) throws(LayoutRegistryError) {
        try catalog.register(descriptor)
    }

    /// The descriptor `register(in:)` adds.
    public static var descriptor: LayoutDescriptor {
        LayoutDescriptor(
            name: "circle",
            summary: "Items spaced evenly on a circle; inserts and deletes animate from the center",
            details: """
                Every item, across sections, sits on one circle centered in the visible area, the \
                first at startAngle. The content does not scroll. In a batch update, inserted items \
                grow out of the center and deleted items shrink into it, fading.
                """,
            origin: "plugin \(pluginName)", parameters: parameters
        ) { _ in
            CircleLayout()
        }
    }
}
