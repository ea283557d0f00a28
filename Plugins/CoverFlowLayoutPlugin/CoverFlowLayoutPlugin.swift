import Geometry
import LayoutProtocol
import LayoutRegistry

/// Registers ``CoverFlowLayout`` as `coverflow`.
///
/// ```swift
/// let catalog = LayoutCatalog()
/// try CoverFlowLayoutPlugin.register(in: catalog)
/// let instance = try catalog.makeLayout(named: "coverflow", parameters: ["maximumAngle": "60"], itemCounts: [30])
/// ```
///
/// Parameters: `itemSize`, `itemSpacing`, `maximumAngle` (degrees), `minimumScale` and
/// `perspectiveDistance`.
public enum CoverFlowLayoutPlugin: LayoutPlugin {
    /// `CoverFlowLayoutPlugin`.
    public static let pluginName = "CoverFlowLayoutPlugin"

    /// The layout's parameters, with their defaults, bound to ``CoverFlowLayout``'s properties.
    public static let parameters: [LayoutParameter<CoverFlowLayout>] = [
        LayoutParameter("itemSize", \.itemSize, default: Size(width: 160, height: 220), help: "size of every item")
            .requiring("WxH, neither negative") { (size: Size) in size.isValidLayoutSize },
        LayoutParameter("itemSpacing", \.itemSpacing, default: 20, range: 0...10_000, help: "gap between neighboring items"),
        LayoutParameter(
            "maximumAngle", \.maximumAngle, default: 50, range: 0...90,
            help: "rotation about the y axis, in degrees, of items one step or more from the center"),
        LayoutParameter(
            "minimumScale", \.minimumScale, default: 0.75, range: 0...1, help: "scale of items one step or more from the center"),
        LayoutParameter(
            "perspectiveDistance", \.perspectiveDistance, default: 500, range: 1...100_000,
            help: "eye distance of the perspective (m34 = -1/distance)"),
    ]

    /// Registers `coverflow`.
    ///
    /// - Parameter catalog: The catalog to register in.
    /// - Throws: ``LayoutRegistryError/duplicateName(_:existingOrigin:)`` when `coverflow`
    ///   is taken.
    public static func register(in catalog: LayoutCatalog) throws(LayoutRegistryError) {
        try catalog.register(descriptor)
    }

    /// The descriptor `register(in:)` adds.
    public static var descriptor: LayoutDescriptor {
        LayoutDescriptor(
            name: "coverflow",
            summary: "Horizontal carousel with 3D perspective; scrolling snaps an item to the center",
            details: """
                One row of items across sections. Items beside the center are turned about the y \
                axis in perspective and scaled down; the centered one is in front. Scrolling comes \
                to rest with an item centered (targetContentOffset), and every scroll invalidates \
                only the transforms of the visible items.
                """,
            origin: "plugin \(pluginName)", parameters: parameters
        ) { _ in
            CoverFlowLayout()
        }
    }
}
