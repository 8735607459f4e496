import Testing

@testable import Generator

@Suite struct NamingTests {
    @Test func aTypedNameGivesEverySpellingTheCodeNeeds() throws {
        let name = try Naming("BloodPressure", kind: "feature")
        #expect(name.typeName == "BloodPressure")
        #expect(name.memberName == "bloodPressure")
        #expect(name.commandName == "bloodpressure")
        #expect(name.environmentPrefix == "BLOODPRESSURE")
        #expect(name.title == "Blood Pressure")
        #expect(FeatureTemplates.commandName(of: name) == "blood-pressure")
    }

    /// The store's list and the help's sentence say several alike (`sampleEntries`, "sample entries").
    @Test(arguments: [
        ("SampleEntry", "sampleEntries", "sample entries"), ("Box", "boxes", "boxes"),
        ("Reading", "readings", "readings"), ("Day", "days", "days"),
    ])
    func severalAreSpelledAlikeInCodeAndInWords(typed: String, member: String, phrase: String) throws {
        let name = try Naming(typed, kind: "entity")
        #expect(name.pluralMemberName == member)
        #expect(name.pluralPhrase == phrase)
    }

    @Test func aNameInSmallLettersIsCapitalisedAndSaysSo() throws {
        let name = try Naming("bloodPressure", kind: "feature")
        #expect(name.typeName == "BloodPressure")
        #expect(
            name.capitalisedNote(typed: "bloodPressure", command: "blood-pressure")
                == "Named it BloodPressure: a Swift type's name starts with a capital letter (its command is blood-pressure)."
        )
        #expect(name.capitalisedNote(typed: "BloodPressure", command: "blood-pressure") == nil)
    }

    @Test(arguments: [
        ("", "empty"), ("9Lives", "not a Swift type name"), ("Blood-Pressure", "not a Swift type name"),
        ("Café", "not a Swift type name"), ("Home", "already a module"), ("model", "already a module"),
        ("Generator", "already a module"), ("Task", "a standard type or protocol"),
        ("Protocol", "a standard type or protocol"), ("Process", "a standard type or protocol"),
        (String(repeating: "A", count: Naming.longest + 1), "at most \(Naming.longest)"),
    ])
    func aNameThatCannotBeATypeIsRefusedSayingWhatIsAccepted(typed: String, reason: String) {
        #expect {
            try Naming(typed, kind: "feature")
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test func theLongestNameIsAccepted() throws {
        #expect(
            try Naming(String(repeating: "A", count: Naming.longest), kind: "feature").typeName.count == Naming.longest)
    }

    @Test func aScreenNameTooLongForWhatItSavesToBeNamedAfterItSaysSoAndHowElse() throws {
        let name = try Naming("A" + String(repeating: "b", count: Naming.longest - 1), kind: "feature")
        #expect {
            try FeatureTemplates.defaultEntity(of: name)
        } throws: { error in
            "\(error)".contains("at most \(Naming.longest - 5) letters") && "\(error)".contains("--entity")
        }
    }

    @Test func anEntityNameTooLongTakesAnArticleThatFits() {
        #expect {
            try Naming(String(repeating: "a", count: Naming.longest + 1), kind: "entity")
        } throws: { error in
            "\(error)".contains("an entity name has at most")
        }
    }

    @Test(arguments: [("HTTPLog", "HTTP log"), ("BloodPressure", "blood pressure"), ("Mp3Player", "mp3 player")])
    func aPhraseKeepsAcronymsAndLowersTheRest(typed: String, phrase: String) throws {
        #expect(try Naming(typed, kind: "feature").phrase == phrase)
    }
}

@Suite struct NamingSpellingTests {
    @Test(arguments: [
        ("HTTPStatus", "httpStatus", "HTTP Status", "http-status"),
        ("SAMPLE", "sample", "SAMPLE", "sample"),
        ("Mp3Player", "mp3Player", "Mp3 Player", "mp3-player"),
        ("BloodPressure", "bloodPressure", "Blood Pressure", "blood-pressure"),
    ])
    func aRunOfCapitalsIsOneWord(typed: String, member: String, title: String, command: String) throws {
        let name = try Naming(typed, kind: "feature")
        #expect(name.memberName == member)
        #expect(name.title == title)
        #expect(FeatureTemplates.commandName(of: name) == command)
    }

    @Test(arguments: ["Class", "Import", "Default", "Init", "Case", "Let", "Func", "Return", "In", "Where", "Static"])
    func aNameSpelledAsAKeywordIsRefused(typed: String) {
        #expect {
            try Naming(typed, kind: "feature")
        } throws: { error in
            "\(error)".contains("a Swift keyword")
        }
    }

    @Test(arguments: ["Equatable", "Optional", "Observable", "Codable", "Hashable"])
    func aStandardProtocolOrTypeIsRefused(typed: String) {
        #expect {
            try Naming(typed, kind: "feature")
        } throws: { error in
            "\(error)".contains("a standard type or protocol")
        }
    }

    @Test func aClientsLimitIsSaidWithoutTheSuffixLucaAdds() {
        let typed = String(repeating: "A", count: Naming.longest)
        #expect {
            try ClientScaffold.clientName(typed)
        } throws: { error in
            "\(error)".contains(
                "is \(Naming.longest) letters long: a client name has at most \(Naming.longest - 6) (luca adds Client)")
        }
    }

    @Test func lettersOutsideASCIIAreRefusedSayingSo() {
        #expect {
            try Naming("Café", kind: "feature")
        } throws: { error in
            "\(error)".contains("use ASCII letters (A to Z) and digits")
        }
    }
}
