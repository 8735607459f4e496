/// What `luca feature` writes for the screen in the terminal: its view, its words in every
/// language, and the line it lists each saved value as (its presentation, which the command writes
/// too).
extension FeatureTemplates {
    var view: String {
        """
        import DataSource
        import Model

        /// The \(name.title) screen in the terminal: what was saved, then its menu; Add asks for a
        /// count, then a note, one prompt each (`menu` is `nil` while the form asks).
        final class \(type)View: StoreView<\(type)>, ChildScreen {
            func appear() async {
                \(appearing)
                if let dataError = store.dataError {
                    console.writeErrorLine(strings.message(dataError))
                } else if store.\(entities).isEmpty {
                    console.writeLine(strings.\(member)NothingSaved)
                }
                for entry in store.\(entities) {
                    \(type)Line(entry, of: store).write(to: console, strings: strings)
                }
            }

            enum Choice: String, MenuChoice {
                case add = "a"

                func label(in strings: any Strings) -> String { strings.label(self) }
            }

            /// The menu, unless the form asks for a value.
            var menu: Menu? { store.field == nil ? choices : nil }

            var request: LineRequest {
                guard let field = store.field else { return choices.request }
                let prompt =
                    switch field {
                    case .count: strings.\(member)CountPrompt
                    case .note: strings.\(member)NotePrompt
                    }
                return LineRequest(prompt: prompt, historyKey: "\(member)-\\(field)")
            }

            func select(_ choice: Choice, number _: Int?) async {
                switch choice {
                case .add:
                    await store.send(.addButtonTapped)
                }
            }

            /// A value typed at the form: one refused says what is accepted, and is asked for again.
            func handle(_ line: String) async {
                switch store.field {
                case .count:
                    await store.send(.countSubmitted(line))
                    if store.isInputRefused {
                        console.writeErrorLine(strings.\(member)CountRefused)
                    }
                case .note:
                    await store.send(.noteSubmitted(line))
                    if store.isInputRefused {
                        console.writeErrorLine(strings.\(member)NoteRefused)
                    } else if let dataError = store.dataError {
                        console.writeErrorLine(strings.message(dataError))
                    } else if let saved = store.\(entities).last {
                        \(type)Line(saved, of: store).write(to: console, strings: strings)
                    }
                case nil:
                    break
                }
            }

            /// Esc at the form: nothing is saved, and the menu is back.
            func back() async {
                await store.send(.formCancelled)
            }

            func disappear() async {
                await store.send(.onDisappear)
            }
        }

        """
    }

    var presentation: String {
        """
        import DataSource
        import Model

        /// `2026-11-21 18:03  3  a walk`: one \(entity.phrase) as the \(name.title) screen lists it,
        /// built once: the view writes it, and the `\(command)` command writes it too, or encodes it as
        /// JSON (`{"count":3,"date":"2026-11-21T18:03:00Z","note":"a walk"}`: its coded properties).
        struct \(type)Line: Presentation {
            var count: Int
            var note: String
            var date: Date
            /// When it was saved, on the local wall clock: the screen's date, not JSON's.
            var localTime: LocalTime

            private enum CodingKeys: String, CodingKey {
                case count, note, date
            }

            @MainActor init(_ entry: \(entityType), of store: \(type)) {
                (count, note, date) = (entry.count, entry.note, entry.date)
                localTime = store.localTime(of: entry)
            }

            func write(to console: Console, strings: any Strings) {
                console.writeLine(strings.\(member)Line(count: count, note: note, at: localTime))
            }
        }

        """
    }

    /// The screen's words, in both languages, in a file of its own (the title stays as typed in
    /// Japanese until someone translates it). What a count may be is said from the service's rule.
    var strings: String {
        """
        import DataSource
        import Model

        /// The \(name.title) screen's words, in every language: a sentence missing from one does not
        /// compile.
        protocol \(type)Strings {
            var \(member)Title: String { get }
            func label(_ choice: \(type)View.Choice) -> String
            var \(member)NothingSaved: String { get }
            var \(member)CountPrompt: String { get }
            var \(member)CountRefused: String { get }
            var \(member)NotePrompt: String { get }
            var \(member)NoteRefused: String { get }
            func \(member)Line(count: Int, note: String, at time: LocalTime) -> String
            var \(member)Summary: String { get }
        }

        extension EnglishStrings {
            var \(member)Title: String { "\(name.title)" }
            func label(_ choice: \(type)View.Choice) -> String {
                switch choice {
                case .add: "Add"
                }
            }
            var \(member)NothingSaved: String { "Nothing saved yet: a adds one." }
            var \(member)CountPrompt: String { "Count: " }
            var \(member)CountRefused: String {
                "A count is a whole number from \\(\(type)Service.counts.lowerBound) to \\(\(type)Service.counts.upperBound)."
            }
            var \(member)NotePrompt: String { "Note: " }
            var \(member)NoteRefused: String { "A note is one line." }
            func \(member)Line(count: Int, note: String, at time: LocalTime) -> String {
                "\\(time.display)  \\(count)" + (note.isEmpty ? "" : "  \\(note)")
            }
            var \(member)Summary: String {
                "save one \(entity.phrase), as the \(name.title) screen's Add does"
            }
        }

        extension JapaneseStrings {
            var \(member)Title: String { "\(name.title)" }
            func label(_ choice: \(type)View.Choice) -> String {
                switch choice {
                case .add: "追加"
                }
            }
            var \(member)NothingSaved: String { "まだ何も保存されていません。a で追加します。" }
            var \(member)CountPrompt: String { "数: " }
            var \(member)CountRefused: String {
                "数は \\(\(type)Service.counts.lowerBound) から \\(\(type)Service.counts.upperBound) までの整数です。"
            }
            var \(member)NotePrompt: String { "メモ: " }
            var \(member)NoteRefused: String { "メモは一行です。" }
            func \(member)Line(count: Int, note: String, at time: LocalTime) -> String {
                "\\(time.display)  \\(count)" + (note.isEmpty ? "" : "  \\(note)")
            }
            var \(member)Summary: String {
                "\(entity.title) を1件保存する (\(name.title) の画面の追加と同じ)"
            }
        }

        """
    }
}
