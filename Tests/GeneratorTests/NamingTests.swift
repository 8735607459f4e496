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
        ("Generator", "already a module"), ("Task", "a Swift keyword or a standard type"),
        ("Protocol", "a Swift keyword or a standard type"),
        (String(repeating: "A", count: Naming.longest + 1), "at most 60"),
    ])
    func aNameThatCannotBeATypeIsRefusedSayingWhatIsAccepted(typed: String, reason: String) {
        #expect {
            try Naming(typed, kind: "feature")
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test func theLongestNameIsAccepted() throws {
        #expect(try Naming(String(repeating: "A", count: Naming.longest), kind: "feature").typeName.count == 60)
    }
}
