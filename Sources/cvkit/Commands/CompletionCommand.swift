/// `cvkit completion SHELL`: prints a completion script written from the command
/// declarations.
enum CompletionCommand {
    static let shell = Argument.choice("<shell>", CompletionScript.shells, help: "bash, zsh or fish.")

    static let command = Command(
        name: "completion", abstract: "Print a shell completion script.", arguments: [shell],
        sections: """

            INSTALL:
              bash                    source <(cvkit completion bash)
              zsh                     cvkit completion zsh > "${fpath[1]}/_cvkit"
              fish                    cvkit completion fish > ~/.config/fish/completions/cvkit.fish

            """,
        run: run)

    static func run(_ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let shell = try args.value(Self.shell)
        // The parser has refused a shell without a script (`expected bash, zsh or fish`).
        guard
            let script = CompletionScript.script(for: shell, commands: CommandLineTool.commands, globals: CommandLineTool.globalOptions)
        else {
            throw .failure("internal error: no completion script for '\(shell)'")
        }
        context.output += script
    }
}
