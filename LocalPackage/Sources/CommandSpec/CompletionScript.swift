/// Shell completion scripts written from the spec: commands, each command's options, and the
/// values of options and operands that have a fixed list or are paths.
public enum CompletionScript {
    public enum Shell: String, Sendable, CaseIterable {
        case bash, zsh, fish
    }

    public static func script(for shell: Shell, _ spec: ProgramSpec) -> String {
        switch shell {
        case .bash: bash(spec)
        case .zsh: zsh(spec)
        case .fish: fish(spec)
        }
    }

    /// The words a value may be completed from: a fixed list, the commands, or a path. NB: paths
    /// as bash completes file names (`compopt -o filenames`): quoted, and a folder ends in `/`
    /// with no space after it, so its contents can follow.
    private static func bashValues(_ kind: ValueKind, _ spec: ProgramSpec) -> String {
        switch kind {
        case .choice(let choices): "COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\"))"
        case .command: "COMPREPLY=($(compgen -W \"\(spec.commands.map(\.name).joined(separator: " "))\" -- \"$cur\"))"
        case .path(let isDirectory):
            "compopt -o filenames 2>/dev/null; local IFS=$'\\n'; COMPREPLY=($(compgen \(isDirectory ? "-d" : "-f") -- \"$cur\"))"
        case .text, .integer, .decimal: "COMPREPLY=()"
        }
    }

    /// The bash function through `bashcompinit`, inside a zsh function of the script's own name
    /// (`_` and the name), which completes paths itself: `bashcompinit` has no `compopt`, and zsh's own
    /// `_directories` and `_files` quote and end a folder as zsh users expect. Loaded from `fpath`,
    /// the file is that function's body: its first call defines the function and completes too.
    private static func zsh(_ spec: ProgramSpec) -> String {
        let function = "_\(spec.name.replacingDashes)"
        var pathCases: [String] = []
        for option in spec.globalOptions + spec.commands.flatMap(\.options) {
            guard case .path(let isDirectory)? = option.value?.kind else { continue }
            let line = "        \(option.longName)) \(isDirectory ? "_directories" : "_files") ;;"
            if !pathCases.contains(line) { pathCases.append(line) }
        }
        return "#compdef \(spec.name)\n# \(spec.name) completion for zsh, written from its command spec.\n"
            + "autoload -U +X bashcompinit && bashcompinit\n" + bash(spec, header: false, registers: false)
                + """
                \(function)() {
                    case ${words[CURRENT-1]} in
                \(pathCases.joined(separator: "\n"))
                        *) _bash_complete -F \(function)_complete ;;
                    esac
                }
                if [[ ${funcstack[1]} == \(function) ]]; then
                    \(function) "$@"
                else
                    compdef \(function) \(spec.name)
                fi

                """
    }

    private static func bash(_ spec: ProgramSpec, header: Bool = true, registers: Bool = true) -> String {
        let function = "_\(spec.name.replacingDashes)_complete"
        let commands = spec.commands.map(\.name).joined(separator: " ")
        var valueCases: [String] = []
        var optionCases: [String] = []
        var operandCases: [String] = []
        for command in [nil] + spec.commands.map(Optional.some) {
            let options = spec.options(of: command)
            for option in options {
                guard let value = option.value else { continue }
                valueCases.append(
                    "        \"\(command?.name ?? ""):\(option.longName)\") \(bashValues(value.kind, spec)); return ;;")
            }
            let names = options.flatMap { [$0.longName] + ($0.shortName.map { ["-\($0)"] } ?? []) }
            optionCases.append("        \"\(command?.name ?? "")\") words=\"\(names.joined(separator: " "))\" ;;")
            if let operand = command?.operands.first {
                operandCases.append(
                    "        \"\(command?.name ?? "")\") \(bashValues(operand.value.kind, spec)); return ;;")
            }
        }
        let comment =
            header
            ? "# \(spec.name) completion for bash, written from its command spec.\n# Load it with: source <(\(spec.name) completions bash)\n"
            : ""
        // NB: a plain index loop, not `${COMP_WORDS[@]:1:n}`: zsh's bashcompinit reads `:C` there
        // as a history modifier.
        return comment + """
            \(function)() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command="" word words i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    word=${COMP_WORDS[i]}
                    case " \(commands) " in *" $word "*) command=$word; break ;; esac
                done
                case "$command:$prev" in
            \(valueCases.joined(separator: "\n"))
                esac
                if [[ $cur == -* ]]; then
                    case "$command" in
            \(optionCases.joined(separator: "\n"))
                    esac
                    COMPREPLY=($(compgen -W "$words" -- "$cur"))
                elif [[ -z $command ]]; then
                    COMPREPLY=($(compgen -W "\(commands)" -- "$cur"))
                else
                    case "$command" in
            \(operandCases.joined(separator: "\n"))
                        *) COMPREPLY=() ;;
                    esac
                fi
            }

            """ + (registers ? "complete -F \(function) \(spec.name)\n" : "")
    }

    private static func fish(_ spec: ProgramSpec) -> String {
        var lines = [
            "# \(spec.name) completion for fish, written from its command spec.",
            "# Load it with: \(spec.name) completions fish | source",
            "complete -c \(spec.name) -f",
        ]
        let commandNames = spec.commands.map(\.name).joined(separator: " ")
        for command in spec.commands {
            lines.append(
                "complete -c \(spec.name) -n 'not __fish_seen_subcommand_from \(commandNames)' -a \(command.name) "
                    + "-d \(quoted(command.summary))")
        }
        for command in [nil] + spec.commands.map(Optional.some) {
            let condition =
                command.map { "__fish_seen_subcommand_from \($0.name)" }
                ?? "not __fish_seen_subcommand_from \(commandNames)"
            // Before a command, the global options; after one, its own (the global ones follow).
            for option in command?.options ?? spec.globalOptions + [spec.helpOption] {
                var line = "complete -c \(spec.name) -n '\(condition)' -l \(option.name)"
                if let short = option.shortName { line += " -s \(short)" }
                switch option.value?.kind {
                case .choice(let choices)?: line += " -x -a \(quoted(choices.joined(separator: " ")))"
                case .path(true)?: line += " -x -a '(__fish_complete_directories)'"
                case .path(false)?: line += " -r -F"
                case .text?, .integer?, .decimal?, .command?: line += " -x"
                case nil: break
                }
                lines.append(line + " -d \(quoted(option.help))")
            }
            if let operand = command?.operands.first {
                switch operand.value.kind {
                case .choice(let choices):
                    lines.append(
                        "complete -c \(spec.name) -n '\(condition)' -a \(quoted(choices.joined(separator: " ")))")
                case .command:
                    lines.append("complete -c \(spec.name) -n '\(condition)' -a \(quoted(commandNames))")
                case .text, .integer, .decimal, .path: break
                }
            }
        }
        // The global options are taken after a command too.
        for option in spec.globalOptions {
            var line = "complete -c \(spec.name) -n '__fish_seen_subcommand_from \(commandNames)' -l \(option.name)"
            if case .path(true)? = option.value?.kind { line += " -x -a '(__fish_complete_directories)'" }
            if case .choice(let choices)? = option.value?.kind {
                line += " -x -a \(quoted(choices.joined(separator: " ")))"
            }
            lines.append(line + " -d \(quoted(option.help))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Single-quoted for a shell: `it's` → `'it'\''s'`.
    private static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

extension String {
    var replacingDashes: String {
        String(map { $0 == "-" ? "_" : $0 })
    }
}
