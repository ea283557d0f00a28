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
    public func makeHost(itemCounts: [Int], bounds: Rect, layoutDirection: LayoutDirection = .leftToRight, displayScale: Double? = nil)
        -> StaticLayoutHost
    {
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
}

/// A layout's entry in the catalog: name, summary, description, typed parameters, where
/// it came from, and how to make it.
///
/// Each parameter is declared once, bound to the layout's property; the catalog parses
/// and checks `--param` values against the declarations and the descriptor applies them
/// to the layout its factory made:
///
/// ```swift
/// try catalog.register(LayoutDescriptor(
///     name: "waterfall", summary: "Pinterest-style columns", details: "…", origin: "plugin WaterfallLayoutPlugin",
///     parameters: [LayoutParameter("columnCount", \.columnCount, default: 2, range: 1...64, help: "number of columns")]
/// ) { _ in WaterfallLayout() })
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
    /// The parameters it accepts, in declaration order.
    public private(set) var parameters: [ParameterSpec]
    /// Whether it uses item sizes from a data file (otherwise only counts).
    public var usesItemSizes: Bool
    /// Makes a configured layout from resolved values (every declared parameter present).
    public private(set) var make: @Sendable (LayoutConfiguration) throws(LayoutRegistryError) -> LayoutInstance
    /// Requirements beyond type and range, by parameter name (``LayoutParameter/requiring(_:_:)``).
    var requirements: [String: @Sendable (ParameterValue) throws(LayoutRegistryError) -> Void] = [:]

    // MARK: - Lifecycle

    /// Creates a descriptor whose parameters are bound to the properties of the layout
    /// its factory makes.
    ///
    /// The factory makes a layout with its own defaults; then every parameter is applied
    /// in declaration order (the given value, or the declared default); then `instance`
    /// wraps the layout with what its host should offer.
    ///
    /// - Parameters:
    ///   - name: The unique name: lowercase, no spaces.
    ///   - summary: One line for `cvkit list`.
    ///   - details: A paragraph for `cvkit describe`.
    ///   - origin: `built-in`, `plugin NAME`, or empty for a plugin library (the loader
    ///     fills in its path).
    ///   - parameters: The parameters, each bound to a property of `Layout`.
    ///   - usesItemSizes: Whether the layout uses a data file's item sizes.
    ///   - make: Makes an unconfigured layout; it may read the counts and the data file.
    ///   - instance: Wraps the configured layout with what its host should offer.
    ///
    /// A ``LayoutRegistryError`` that `make` or `instance` throws reaches the caller as
    /// is; any other error becomes ``LayoutRegistryError/configurationFailed(layout:message:)``.
    // `Layout: AnyObject`, not `CollectionViewLayout`: with a class constraint, a client
    // module built with -O fails to deserialize this initializer's closure types
    // (`_NativeClass` against `AnyObject`, Swift 6.3.1). `instance` makes the
    // `LayoutInstance`, so the layout's class is still checked where it is written.
    public init<Layout: AnyObject>(
        name: String, summary: String, details: String, origin: String, parameters: [LayoutParameter<Layout>] = [],
        usesItemSizes: Bool = false,
        make: @escaping @Sendable (LayoutConfiguration) throws -> Layout,
        instance: @escaping @Sendable (Layout, LayoutConfiguration) throws -> LayoutInstance
    ) {
        self.init(
            name: name, summary: summary, details: details, origin: origin, specs: parameters.map(\.spec), usesItemSizes: usesItemSizes
        ) {
            (config: LayoutConfiguration) throws(LayoutRegistryError) -> LayoutInstance in
            let layout = try Self.rethrowingRegistryErrors(config) { try make(config) }
            for p in parameters {
                do throws(LayoutRegistryError) {
                    try p.apply(layout, config.values[p.spec.name] ?? p.spec.defaultValue)
                } catch {
                    throw error.inLayout(config.layoutName)
                }
            }
            return try Self.rethrowingRegistryErrors(config) { try instance(layout, config) }
        }
        for p in parameters { requirements[p.spec.name] = p.check }
    }

    /// Creates a descriptor whose parameters are bound to the properties of the layout
    /// its factory makes; the layout's host offers no delegate or data source.
    ///
    /// See ``init(name:summary:details:origin:parameters:usesItemSizes:make:instance:)``.
    /// The factory must make a `CollectionViewLayout` (the descriptor's `make` throws
    /// ``LayoutRegistryError/configurationFailed(layout:message:)`` otherwise).
    ///
    /// - Parameters:
    ///   - name: The unique name: lowercase, no spaces.
    ///   - summary: One line for `cvkit list`.
    ///   - details: A paragraph for `cvkit describe`.
    ///   - origin: `built-in`, `plugin NAME`, or empty for a plugin library.
    ///   - parameters: The parameters, each bound to a property of `Layout`.
    ///   - usesItemSizes: Whether the layout uses a data file's item sizes.
    ///   - make: Makes an unconfigured layout.
    public init<Layout: AnyObject>(
        name: String, summary: String, details: String, origin: String, parameters: [LayoutParameter<Layout>] = [],
        usesItemSizes: Bool = false, make: @escaping @Sendable (LayoutConfiguration) throws -> Layout
    ) {
        self.init(
            name: name, summary: summary, details: details, origin: origin, parameters: parameters, usesItemSizes: usesItemSizes,
            make: make
        ) { (layout: Layout, config: LayoutConfiguration) throws(LayoutRegistryError) -> LayoutInstance in
            // Always a layout in practice: see the note on the initializer above.
            guard let layout = layout as AnyObject as? CollectionViewLayout else {
                throw .configurationFailed(
                    layout: config.layoutName, message: "the factory made a \(Layout.self), not a CollectionViewLayout")
            }
            return LayoutInstance(layout: layout)
        }
    }

    /// Creates a descriptor from parameter specifications alone, for a layout that takes
    /// the resolved values itself (a plugin proxy that sends them across the C boundary).
    init(
        name: String, summary: String, details: String, origin: String, specs: [ParameterSpec], usesItemSizes: Bool,
        make: @escaping @Sendable (LayoutConfiguration) throws(LayoutRegistryError) -> LayoutInstance
    ) {
        self.name = name
        self.summary = summary
        self.details = details
        self.origin = origin
        self.parameters = specs
        self.usesItemSizes = usesItemSizes
        self.make = make
    }

    /// Runs a factory; a ``LayoutRegistryError`` it throws passes through, any other
    /// error becomes ``LayoutRegistryError/configurationFailed(layout:message:)``.
    private static func rethrowingRegistryErrors<T>(_ config: LayoutConfiguration, _ body: () throws -> T) throws(LayoutRegistryError) -> T
    {
        do {
            return try body()
        } catch let error as LayoutRegistryError {
            throw error
        } catch {
            throw .configurationFailed(layout: config.layoutName, message: "\(error)")
        }
    }

    // MARK: - Parameters

    /// The parameter with a name, if any.
    public func parameter(named name: String) -> ParameterSpec? {
        parameters.first { $0.name == name }
    }

    /// Parses and checks a value written as on the command line (`100x40`): its type,
    /// range and any requirement.
    ///
    /// - Parameters:
    ///   - text: The value.
    ///   - name: The parameter.
    /// - Returns: The value.
    /// - Throws: ``LayoutRegistryError/unknownParameter(layout:parameter:known:)`` for a
    ///   name that is not declared, ``LayoutRegistryError/invalidValue(layout:parameter:value:expected:)``
    ///   or ``LayoutRegistryError/outOfRange(layout:parameter:value:range:)``.
    public func parse(_ text: String, forParameter name: String) throws(LayoutRegistryError) -> ParameterValue {
        guard let spec = parameter(named: name) else {
            throw .unknownParameter(layout: self.name, parameter: name, known: parameters.map(\.name))
        }
        do {
            let value = try spec.parse(text)
            try requirements[name]?(value)
            return value
        } catch {
            throw error.inLayout(self.name)
        }
    }

    /// The parameters as the README's in-tree plugin table lists them:
    /// `radius` (120), `itemSize` (50x50) — written from the declarations, so a
    /// test can check the documentation against them.
    public var parameterSummary: String {
        parameters.isEmpty ? "none" : parameters.map { "`\($0.name)` (\($0.defaultValue))" }.joined(separator: ", ")
    }

    /// Every parameter's default, by name.
    public var defaultValues: [String: ParameterValue] {
        Dictionary(parameters.map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { a, _ in a })
    }

    /// What is wrong with the declaration, if anything: an empty name or one with spaces,
    /// a parameter name that is empty, repeated or has `=` or spaces, or a default that
    /// does not fit its own type, range or requirement.
    ///
    /// - Throws: ``LayoutRegistryError/configurationFailed(layout:message:)``.
    func validateDeclaration() throws(LayoutRegistryError) {
        func fail(_ message: String) -> LayoutRegistryError { .configurationFailed(layout: name, message: message) }
        guard !name.isEmpty, !name.contains(where: { $0 == " " }) else { throw fail("a layout name must be non-empty and have no spaces") }
        var seen = Set<String>()
        for p in parameters {
            guard !p.name.isEmpty, !p.name.contains(where: { $0 == " " || $0 == "=" }) else {
                throw fail("parameter name '\(p.name)' must be non-empty, without spaces or '='")
            }
            guard seen.insert(p.name).inserted else { throw fail("parameter '\(p.name)' is declared twice") }
            do {
                try p.validate(p.defaultValue)
                try requirements[p.name]?(p.defaultValue)
            } catch {
                throw fail("default of parameter '\(p.name)': \(error.inLayout(name))")
            }
        }
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
