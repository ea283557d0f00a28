import Geometry
import LayoutRegistry

extension Subcommand {
    /// `cvkit describe NAME [--json]`: the description and parameters of a layout.
    static var describe: Subcommand {
        let usage = "cvkit describe <name> [--json]"
        return Subcommand(
            name: "describe", synopsis: "describe <name>", abstract: "Describe a layout and its parameters.", usage: usage,
            details: "ARGUMENTS:\n" + helpLine("<name>", "The layout (see 'cvkit list').")
                + "\nOPTIONS:\n" + helpLine("--json", "Print JSON (name, origin, summary, details, parameters).")
                + helpLine("-h, --help", "Show help information."),
            spec: OptionSpec(flags: ["--json"])
        ) { (args: ParsedArguments, context: inout CommandContext) throws(CLIError) in
            let name = try expectPositionals(args, ["<name>"], usage: usage)[0]
            let catalog = try context.makeCatalog()
            let d: LayoutDescriptor
            do throws(LayoutRegistryError) {
                d = try catalog.descriptor(named: name)
            } catch {
                throw CLIError(error, usage: usage)
            }
            context.output += args.flags.contains("--json") ? describeJSON(d) : describeText(d)
        }
    }
}

private func describeText(_ d: LayoutDescriptor) -> String {
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

private func describeJSON(_ d: LayoutDescriptor) -> String {
    var out = "{\n  \"version\": 1,\n"
    out += "  \"name\": \(jsonString(d.name)),\n"
    out += "  \"origin\": \(jsonString(d.origin)),\n"
    out += "  \"summary\": \(jsonString(d.summary)),\n"
    out += "  \"details\": \(jsonString(d.details)),\n"
    out += "  \"usesItemSizes\": \(d.usesItemSizes),\n"
    let params = d.parameters.map { p -> String in
        var parts = ["\"name\": \(jsonString(p.name))", "\"type\": \(jsonString(typeName(p.type)))", "\"syntax\": \(jsonString(p.type.syntax))",
                     "\"default\": \(jsonString(p.defaultValue.description))"]
        if let r = p.range { parts.append("\"range\": [\(formatScalar(r.lowerBound)), \(formatScalar(r.upperBound))]") }
        if case .enumeration(let cases) = p.type { parts.append("\"cases\": [\(cases.map(jsonString).joined(separator: ", "))]") }
        parts.append("\"help\": \(jsonString(p.help))")
        return "    {" + parts.joined(separator: ", ") + "}"
    }
    out += "  \"parameters\": [" + (params.isEmpty ? "]\n" : "\n" + params.joined(separator: ",\n") + "\n  ]\n")
    return out + "}\n"
}

private func typeName(_ t: ParameterType) -> String {
    switch t {
    case .number: return "number"
    case .integer: return "integer"
    case .bool: return "bool"
    case .size: return "size"
    case .point: return "point"
    case .insets: return "insets"
    case .enumeration: return "enumeration"
    case .string: return "string"
    }
}
