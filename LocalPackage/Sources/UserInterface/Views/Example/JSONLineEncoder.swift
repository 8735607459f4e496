import DataSource

/// JSON text of an `Encodable` value as `JSONEncoder` writes it with the options `JSONOutput`
/// uses (keys sorted, slashes not escaped, dates in ISO 8601, one line), at a fraction of its
/// cost: `history --json` may encode a million records, and Foundation's encoder, built for every
/// option, spent four fifths of the time there. The value is gathered as a small tree (an
/// encoder cannot know when a container is finished) and written out once. Tested against
/// `JSONEncoder` for every presentation the app prints.
public struct JSONLineEncoder: Sendable {
    public init() {}

    public func encode(_ value: some Encodable) throws -> String {
        let root = JSONNode()
        try root.encode(value)
        // NB: bytes, not a `String`: appending a few characters at a time to a string costs
        // several times what it does to an array.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(512)
        root.write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// One value of the tree, and the `Encoder` that fills it. NB: every primitive the containers
/// take is written out: the protocols' defaults for those not implemented call back in without end.
private final class JSONNode: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A number, `true`, `false`, `null` or a string, as written.
    var scalar: String?
    var elements: [JSONNode]?
    /// An object's members in the order given: a scalar's text, or a node of its own.
    var members: [(key: String, text: String?, node: JSONNode?)]?

    /// `value` into this node: a date as its ISO 8601 text, as `JSONEncoder` writes one.
    func encode<T: Encodable>(_ value: T) throws {
        // NB: by type, not `as?`: a dynamic cast of every value cost more than its encoding.
        if T.self == Date.self, let date = value as? Date {
            scalar = Self.quoted(Self.iso8601(date))
        } else {
            try value.encode(to: self)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if members == nil {
            members = []
            members?.reserveCapacity(16)
        }
        return KeyedEncodingContainer(JSONKeyedContainer<Key>(node: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if elements == nil { elements = [] }
        return JSONUnkeyedContainer(node: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueContainer(node: self)
    }

    /// `text` as the value of `key` of this object.
    func member(_ key: String, _ text: String) {
        members?.append((key, text, nil))
    }

    /// A new node for `key` of this object.
    func member(_ key: String) -> JSONNode {
        let node = JSONNode()
        members?.append((key, nil, node))
        return node
    }

    /// A new node at the end of this array.
    func element() -> JSONNode {
        let node = JSONNode()
        elements?.append(node)
        return node
    }

    func write(to bytes: inout [UInt8]) {
        if let members {
            bytes.append(UInt8(ascii: "{"))
            // NB: the order `JSONEncoder`'s `.sortedKeys` gives (tested); a key given twice keeps
            // its last value, as there. The members' positions are sorted, not the members (copying a member is a tuple's
            // generic copy): an insertion sort, stable (a key given twice keeps its order), as an
            // object has a dozen members that come in runs already sorted (a record's own keys,
            // then what is worked out beside them).
            var order = Array(members.indices)
            for index in order.indices.dropFirst() where members[order[index]].key < members[order[index - 1]].key {
                let moved = order[index]
                var position = index
                while position > 0, members[moved].key < members[order[position - 1]].key {
                    order[position] = order[position - 1]
                    position -= 1
                }
                order[position] = moved
            }
            for (index, position) in order.enumerated()
            where index + 1 == order.count || members[order[index + 1]].key != members[position].key {
                let member = members[position]
                if bytes.last != UInt8(ascii: "{") { bytes.append(UInt8(ascii: ",")) }
                Self.appendQuoted(member.key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                if let value = member.text {
                    bytes.append(contentsOf: value.utf8)
                } else {
                    member.node?.write(to: &bytes)
                }
            }
            bytes.append(UInt8(ascii: "}"))
        } else if let elements {
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                element.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        } else {
            bytes.append(contentsOf: (scalar ?? "{}").utf8)
        }
    }

    /// A number as `JSONEncoder` writes it: its shortest text, without `.0`.
    static func number<Number: BinaryFloatingPoint & CustomStringConvertible>(_ value: Number) throws -> String {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "not a finite number"))
        }
        let text = value.description
        guard text.utf8.count > 2, text.utf8.last == UInt8(ascii: "0"), text.utf8.dropLast().last == UInt8(ascii: ".")
        else { return text }
        return String(text.utf8.dropLast(2))!
    }

    /// `text` in quotes, escaped as JSON requires.
    static func quoted(_ text: String) -> String {
        var quoted: [UInt8] = []
        appendQuoted(text, to: &quoted)
        return String(decoding: quoted, as: UTF8.self)
    }

    /// `text` in quotes, escaped as JSON requires, at the end of `output`.
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        let needsEscapes = text.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
        guard needsEscapes else {
            output.append(UInt8(ascii: "\""))
            output.append(contentsOf: text.utf8)
            output.append(UInt8(ascii: "\""))
            return
        }
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "\u{08}": escaped += "\\b"
            case "\u{0C}": escaped += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        output.append(contentsOf: (escaped + "\"").utf8)
    }

    /// `2026-11-21T18:03:00Z`: whole seconds, in UTC.
    static func iso8601(_ date: Date) -> String {
        let time = LocalTime(utc: date)
        func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.utf8.count)) + text
        }
        return "\(digits(time.year, 4))-\(digits(time.month, 2))-\(digits(time.day, 2))T"
            + "\(digits(time.hour, 2)):\(digits(time.minute, 2)):\(digits(time.second, 2))Z"
    }
}

private struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue, "null") }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        node.member(key.stringValue, value ? "true" : "false")
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
        node.member(key.stringValue, JSONNode.quoted(value))
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        node.member(key.stringValue, try JSONNode.number(value))
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        node.member(key.stringValue, try JSONNode.number(value))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { node.member(key.stringValue, String(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { node.member(key.stringValue, String(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { node.member(key.stringValue, String(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { node.member(key.stringValue, String(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { node.member(key.stringValue, String(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { node.member(key.stringValue, String(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { node.member(key.stringValue, String(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { node.member(key.stringValue, String(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { node.member(key.stringValue, String(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { node.member(key.stringValue, String(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try node.member(key.stringValue).encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        node.member(key.stringValue).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        node.member(key.stringValue).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { node.member("super") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { node.member(key.stringValue) }
}

private struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    var codingPath: [any CodingKey] { [] }
    var count: Int { node.elements?.count ?? 0 }

    mutating func encodeNil() throws { node.element().scalar = "null" }
    mutating func encode(_ value: Bool) throws { node.element().scalar = value ? "true" : "false" }
    mutating func encode(_ value: String) throws { node.element().scalar = JSONNode.quoted(value) }
    mutating func encode(_ value: Double) throws { node.element().scalar = try JSONNode.number(value) }
    mutating func encode(_ value: Float) throws { node.element().scalar = try JSONNode.number(value) }
    mutating func encode(_ value: Int) throws { node.element().scalar = String(value) }
    mutating func encode(_ value: Int8) throws { node.element().scalar = String(value) }
    mutating func encode(_ value: Int16) throws { node.element().scalar = String(value) }
    mutating func encode(_ value: Int32) throws { node.element().scalar = String(value) }
    mutating func encode(_ value: Int64) throws { node.element().scalar = String(value) }
    mutating func encode(_ value: UInt) throws { node.element().scalar = String(value) }
    mutating func encode(_ value: UInt8) throws { node.element().scalar = String(value) }
    mutating func encode(_ value: UInt16) throws { node.element().scalar = String(value) }
    mutating func encode(_ value: UInt32) throws { node.element().scalar = String(value) }
    mutating func encode(_ value: UInt64) throws { node.element().scalar = String(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.element().encode(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        node.element().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { node.element().unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { node.element() }
}

private struct JSONSingleValueContainer: SingleValueEncodingContainer {
    let node: JSONNode
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { node.scalar = "null" }
    mutating func encode(_ value: Bool) throws { node.scalar = value ? "true" : "false" }
    mutating func encode(_ value: String) throws { node.scalar = JSONNode.quoted(value) }
    mutating func encode(_ value: Double) throws { node.scalar = try JSONNode.number(value) }
    mutating func encode(_ value: Float) throws { node.scalar = try JSONNode.number(value) }
    mutating func encode(_ value: Int) throws { node.scalar = String(value) }
    mutating func encode(_ value: Int8) throws { node.scalar = String(value) }
    mutating func encode(_ value: Int16) throws { node.scalar = String(value) }
    mutating func encode(_ value: Int32) throws { node.scalar = String(value) }
    mutating func encode(_ value: Int64) throws { node.scalar = String(value) }
    mutating func encode(_ value: UInt) throws { node.scalar = String(value) }
    mutating func encode(_ value: UInt8) throws { node.scalar = String(value) }
    mutating func encode(_ value: UInt16) throws { node.scalar = String(value) }
    mutating func encode(_ value: UInt32) throws { node.scalar = String(value) }
    mutating func encode(_ value: UInt64) throws { node.scalar = String(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.encode(value) }
}
