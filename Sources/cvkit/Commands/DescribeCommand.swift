import CVKitJSON
import Geometry
import LayoutRegistry

/// `cvkit describe NAME [--json] [--isolate]`: the description and parameters of a layout.
/// A plugin's descriptor comes from its out-of-process scan (or the cache), so `--isolate`
/// changes nothing but is accepted like the other layout commands'.
enum DescribeCommand {
    static let layoutName = CommonDeclarations.layoutName
    static let json = CommonDeclarations.json.withHelp("Print JSON (name, origin, summary, details, parameters).")
    static let isolate = LayoutSetup.isolate.withHelp(
        "Accepted as by preview: describe reads a plugin's descriptor from its\nscan, which always runs in a child process, and never runs its layout."
    )

    static let command = Command(
        name: "describe", abstract: "Describe a layout and its parameters.", arguments: [layoutName], options: [json, isolate], run: run)

    static func run(_ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let name = try args.value(layoutName)
        let catalog = try context.makeCatalog(isolated: try args.isSet(isolate))
        let d: LayoutDescriptor
        do throws(LayoutRegistryError) {
            d = try catalog.descriptor(named: name)
        } catch {
            throw CLIError(error, usage: args.usage)
        }
        context.output += try args.isSet(json) ? describeJSON(d).formatted(.lines) + "\n" : describeText(d)
    }
}

/// The text of `cvkit describe NAME`: one help line per declared parameter.
func describeText(_ d: LayoutDescriptor) -> String {
    var out = "\(d.name) — \(d.summary)\n\nORIGIN: \(d.origin)\n"
    out += "DATA FILE: \(d.usesItemSizes ? "uses item sizes and section metrics" : "uses the item counts only")\n"
    out += "\n\(d.details)\n"
    out += "\nPARAMETERS (--param <name>=<value>):\n"
    if d.parameters.isEmpty { out += "  none\n" }
    for p in d.parameters {
        var notes = "default: \(p.defaultValue)"
        if let r = p.range { notes += ", range: \(formatScalar(r.lowerBound))...\(formatScalar(r.upperBound))" }
        out += helpLine("\(p.name)=<\(p.type.syntax)>", "\(p.help) (\(notes))")
    }
    return out
}

/// The JSON of `cvkit describe NAME --json`.
func describeJSON(_ d: LayoutDescriptor) -> JSONValue {
    let parameters = d.parameters.map { p -> JSONValue in
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(p.name)), ("type", .string(p.type.name)), ("syntax", .string(p.type.syntax)),
            ("default", .string(p.defaultValue.description)),
        ]
        if let r = p.range { members.append(("range", .array([.number(r.lowerBound), .number(r.upperBound)]))) }
        if case .enumeration(let cases) = p.type { members.append(("cases", .array(cases.map { .string($0) }))) }
        members.append(("help", .string(p.help)))
        return .object(members)
    }
    return .object([
        ("version", .integer(1)), ("name", .string(d.name)), ("origin", .string(d.origin)), ("summary", .string(d.summary)),
        ("details", .string(d.details)), ("usesItemSizes", .bool(d.usesItemSizes)), ("parameters", .array(parameters)),
    ])
}
