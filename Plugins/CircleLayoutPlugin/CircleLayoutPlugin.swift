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

    /// The layout's parameters, with their defaults.
    public static let parameters: [ParameterSpec] = [
        ParameterSpec(name: "radius", type: .number, defaultValue: .number(120), range: 0...100_000, help: "distance from the centre to each item's centre"),
        ParameterSpec(name: "itemSize", type: .size, defaultValue: .size(Size(width: 50, height: 50)), help: "size of every item"),
        ParameterSpec(
            name: "startAngle", type: .number, defaultValue: .number(-90), range: -360...360,
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
            summary: "Items spaced evenly on a circle; inserts and deletes animate from the centre",
            details: """
                Every item, across sections, sits on one circle centred in the visible area, the \
                first at startAngle. The content does not scroll. In a batch update, inserted items \
                grow out of the centre and deleted items shrink into it, fading.
                """,
            origin: "plugin \(pluginName)", parameters: parameters
        ) { config throws(LayoutRegistryError) in
            let size = config.size("itemSize")
            guard size.isValidLayoutSize else {
                throw .invalidValue(layout: config.layoutName, parameter: "itemSize", value: size.description, expected: "WxH, neither negative")
            }
            return LayoutInstance(
                layout: CircleLayout(radius: config.number("radius"), itemSize: size, startAngle: config.number("startAngle")))
        }
    }
}
