import Testing

@testable import Generator

/// How `luca new` renames: the command, its variables and its package, where they stand as names.
@Suite struct IdentityRewriterTests {
    let rewriter = IdentityRewriter(
        oldCommand: "tally", oldPrefix: "TALLY", oldPackage: "Tally", new: try! Naming("Notes", kind: "project"))

    @Test func theEntryPointAndTheManPageTakeTheNewName() {
        #expect(rewriter.path("App/TallyApp.swift") == "App/NotesApp.swift")
        #expect(rewriter.path("docs/Example/tally.1") == "docs/Example/notes.1")
        #expect(rewriter.path("docs/tally.md") == "docs/tally.md")
        #expect(rewriter.rewrite(".TH TALLY 1 \"\"", path: "docs/Example/tally.1").hasPrefix(".TH NOTES 1"))
    }

    @Test func inMarkdownTheCommandAndItsVariablesAreRenamedWhereTheyStandAsNames() {
        let text = "Run `tally calc` with TALLY_DATA_DIR set; tallyCount, .tally, \"tally\": 3 and tally_x stay."
        #expect(
            rewriter.rewrite(text, path: "README.md")
                == "Run `notes calc` with NOTES_DATA_DIR set; tallyCount, .tally, \"tally\": 3 and tally_x stay.")
    }

    @Test func inSwiftOnlyCommentsTheIdentityAndTheEntryPointChange() {
        let code = """
            let key = "tally"  // the tally command's key
            let url = "https://x//tally"
            @main struct TallyApp {}
            """
        #expect(
            rewriter.rewrite(code, path: "Sources/Key.swift") == """
                let key = "tally"  // the notes command's key
                let url = "https://x//tally"
                @main struct NotesApp {}
                """)
    }

    @Test func theIdentityFileNamesTheNewCommandAndPrefix() {
        let identity = """
            public static let commandName = "tally"
            public static let environmentPrefix = "TALLY"
            """
        #expect(
            rewriter.rewrite(identity, path: IdentityRewriter.identityPath) == """
                public static let commandName = "notes"
                public static let environmentPrefix = "NOTES"
                """)
    }

    @Test func theManifestNamesTheNewPackageAndProducts() {
        let manifest =
            #"let package = Package(name: "Tally", products: [.executable(name: "tally", targets: ["tally"])])"#
        #expect(
            rewriter.rewrite(manifest, path: "Package.swift")
                == #"let package = Package(name: "Notes", products: [.executable(name: "notes", targets: ["notes"])])"#)
    }

    @Test func zshsCompletionFileIsRenamed() {
        #expect(
            rewriter.rewrite(#"tally completions zsh > "${fpath[1]}/_tally""#, path: "docs/Example/cli.md")
                == #"notes completions zsh > "${fpath[1]}/_notes""#)
    }
}
