import DataSource
import Testing

/// People are told apart by `PersonName`: case and spacing do not make two people.
struct PersonNameTests {
    @Test(arguments: [
        ("Ann", "ann"), ("ANN", "ann"), ("Lee Sam", "lee sam"), ("  Ann  ", "ann"), ("Ann  Lee", "ann lee"),
        ("Ann\u{00A0}Lee", "ann lee"), ("Straße", "strasse"), ("ÉLODIE", "élodie"), ("", ""), ("=1+2", "=1+2"),
        ("Ann\tLee", "ann lee"), ("O'Brien-Smith", "o'brien-smith"),
    ])
    func key_FoldsCaseAndSpaces(name: String, key: String) {
        #expect(PersonName(name).key == key)
    }

    /// The byte-at-a-time path for ASCII names agrees with Unicode's rules on every printable
    /// character, in both cases.
    @Test
    func key_OfEachPrintableASCIICharacter_IsUnicodesLowerCaseOfItsUpperCase() {
        for byte in UInt8(0x21)...0x7E {
            let text = String(UnicodeScalar(byte))
            #expect(PersonName("a" + text + "B").key == ("a" + text + "B").uppercased().lowercased())
        }
    }
}
