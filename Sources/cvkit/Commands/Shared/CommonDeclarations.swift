/// Declarations several commands list: each is written once, here, and every command
/// that lists it reads it through the same value.
enum CommonDeclarations {
    /// `--json` of `list`, `describe`, `check` and `bench`; each says what it prints
    /// (`json.withHelp(…)`).
    static let json = Flag("--json", help: "Print JSON.")

    /// `<name>` of `describe`, `preview`, `check` and `bench`: a registered layout.
    static let layoutName = Argument.text("<name>", help: "The layout (see 'cvkit list').", completion: .layout)
}
