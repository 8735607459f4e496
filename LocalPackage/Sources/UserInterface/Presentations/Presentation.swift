/// What a screen shows, as one value built once from its store's state: the view writes it as
/// text, and a one-shot command writes the same text, or encodes it as JSON (`JSONOutput.line`),
/// whose keys are its properties. The session and the command so print the same thing for the
/// same data, and a new field is one property.
protocol Presentation: Encodable {
    /// Writes it as the screen shows it, in `strings`' language.
    func write(to console: Console, strings: any Strings)
}

/// An optional property that JSON always has: `"category": null` rather than no key, so a script
/// reads every documented key whatever the value. (Synthesized `Encodable` leaves a `nil` out.)
// swift-format-ignore: UseSynthesizedInitializer
@propertyWrapper struct AlwaysEncoded<Value: Encodable & Equatable>: Encodable, Equatable {
    var wrappedValue: Value?

    // NB: written out, though the same as the synthesized one: only a declared `init(wrappedValue:)`
    // lets a presentation's memberwise initializer take the optional value rather than the wrapper.
    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}
