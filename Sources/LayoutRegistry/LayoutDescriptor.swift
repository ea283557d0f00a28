import Geometry
import LayoutProtocol

/// A configured layout ready to install on a host, with the objects it expects the host
/// to offer (a metrics delegate built from the data file, a data source for a tree …).
public struct LayoutInstance {
    /// The layout.
    public var layout: CollectionViewLayout
    /// What the host should offer as `layoutDelegate`, if anything.
    public var layoutDelegate: (any LayoutHostDelegate)?
    /// What the host should offer as `layoutDataSource`, if anything.
    public var layoutDataSource: (any LayoutHostDataSource)?

    /// Creates an instance.
    public init(
        layout: CollectionViewLayout, layoutDelegate: (any LayoutHostDelegate)? = nil, layoutDataSource: (any LayoutHostDataSource)? = nil
    ) {
        self.layout = layout
        self.layoutDelegate = layoutDelegate
        self.layoutDataSource = layoutDataSource
    }

    /// A static host with these counts and bounds that offers the instance's delegate and
    /// data source; install it with `layout.host = …`.
    public func makeHost(itemCounts: [Int], bounds: Rect, layoutDirection: LayoutDirection = .leftToRight, displayScale: Double? = nil) -> StaticLayoutHost {
        StaticLayoutHost(
            itemCounts: itemCounts, bounds: bounds, displayScale: displayScale, layoutDirection: layoutDirection,
            layoutDelegate: layoutDelegate, layoutDataSource: layoutDataSource)
    }
}

/// Everything a layout's factory gets: resolved parameter values (defaults filled in),
/// the counts, and the data file if one was given.
public struct LayoutConfiguration: Sendable {
    /// The layout's name.
    public var layoutName: String
    /// Every parameter of the layout, with the given value or its default.
    public var values: [String: ParameterValue]
    /// Items per section (from `--items`/`--sections`, or from the data file).
    public var itemCounts: [Int]
    /// The data file, if one was given.
    public var data: LayoutData?

    /// Creates a configuration.
    public init(layoutName: String, values: [String: ParameterValue], itemCounts: [Int], data: LayoutData? = nil) {
        self.layoutName = layoutName
        self.values = values
        self.itemCounts = itemCounts
        self.data = data
    }

    /// A number parameter (integers convert); 0 when absent.
    public func number(_ name: String) -> Double { values[name]?.numberValue ?? 0 }

    /// An integer parameter (numbers truncate toward zero); 0 when absent.
    public func integer(_ name: String) -> Int {
        switch values[name] {
        case .integer(let v): return v
        case .number(let v) where v.isFinite && abs(v) < 9e18: return Int(v)
        default: return 0
        }
    }

    /// A boolean parameter; `false` when absent.
    public func bool(_ name: String) -> Bool {
        if case .bool(let v) = values[name] { return v }
        return false
    }

    /// A size parameter; zero when absent.
    public func size(_ name: String) -> Size {
        if case .size(let v) = values[name] { return v }
        return .zero
    }

    /// A point parameter; zero when absent.
    public func point(_ name: String) -> Point {
        if case .point(let v) = values[name] { return v }
        return .zero
    }

    /// An insets parameter; zero when absent.
    public func insets(_ name: String) -> EdgeInsets {
        if case .insets(let v) = values[name] { return v }
        return .zero
    }

    /// An enumeration or string parameter; empty when absent.
    public func string(_ name: String) -> String {
        switch values[name] {
        case .enumeration(let v), .string(let v): return v
        default: return ""
        }
    }
}

/// A layout's entry in the catalog: name, summary, description, typed parameters, where
/// it came from, and how to make it.
///
/// ```swift
/// try catalog.register(LayoutDescriptor(
///     name: "waterfall", summary: "Pinterest-style columns", details: "…",
///     origin: "plugin WaterfallLayoutPlugin",
///     parameters: [ParameterSpec(name: "columns", type: .integer, defaultValue: .integer(2), range: 1...12, help: "…")]
/// ) { config in LayoutInstance(layout: WaterfallLayout(columns: config.integer("columns"))) })
/// ```
public struct LayoutDescriptor: Sendable {
    /// The unique name (`flow`, `mosaic`, `waterfall`).
    public var name: String
    /// One line.
    public var summary: String
    /// A longer description.
    public var details: String
    /// Where it came from: `built-in`, `plugin NAME`, or the path of a loaded plugin.
    public var origin: String
    /// The parameters it accepts.
    public var parameters: [ParameterSpec]
    /// Whether it uses item sizes from a data file (otherwise only counts).
    public var usesItemSizes: Bool
    /// Makes a configured layout.
    public var make: @Sendable (LayoutConfiguration) throws(LayoutRegistryError) -> LayoutInstance

    /// Creates a descriptor.
    public init(
        name: String, summary: String, details: String, origin: String, parameters: [ParameterSpec] = [],
        usesItemSizes: Bool = false,
        make: @escaping @Sendable (LayoutConfiguration) throws(LayoutRegistryError) -> LayoutInstance
    ) {
        self.name = name
        self.summary = summary
        self.details = details
        self.origin = origin
        self.parameters = parameters
        self.usesItemSizes = usesItemSizes
        self.make = make
    }

    /// The parameter with a name, if any.
    public func parameter(named name: String) -> ParameterSpec? {
        parameters.first { $0.name == name }
    }
}

/// An in-tree or linked plugin module: registers its layouts in a catalog.
public protocol LayoutPlugin {
    /// The module's name, shown as the origin of its layouts.
    static var pluginName: String { get }
    /// Registers every layout of the plugin.
    ///
    /// - Throws: ``LayoutRegistryError/duplicateName(_:existingOrigin:)``.
    static func register(in catalog: LayoutCatalog) throws(LayoutRegistryError)
}
