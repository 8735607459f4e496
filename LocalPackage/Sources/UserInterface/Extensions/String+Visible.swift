import DataSource

extension String {
    /// The text with every character that could steer a terminal made visible, the way `cat -v`
    /// shows them: C0 controls as `^[`, `^J`…, DEL as `^?`, the others (C1, separators, direction
    /// marks) as `<U+202E>`. For text that comes from outside: names, paths, typed arguments.
    var visible: String {
        visible(keepingLineBreaks: false)
    }

    /// Visible, and at most 40 characters with `…` after them: for echoing what someone typed
    /// (an unknown command, an option), which may be a file's worth of text.
    var echoed: String {
        let shown = count > 40 ? prefix(40) + "…" : self
        return shown.visible
    }

    /// Visible, and a path of more than 200 characters shown by its start and its end, with `…`
    /// between: a path given on the command line may be a file's worth of text.
    var shortened: String {
        let shown = count > 200 ? prefix(80) + "…" + suffix(100) : self
        return shown.visible
    }

    /// The same, keeping `\n`: for the app's own text, which is laid out in lines.
    func visible(keepingLineBreaks: Bool) -> String {
        // NB: printable ASCII is checked a byte at a time: a megabyte of output at once (a
        // command's) goes through here, and the scalars' properties cost ten times as much.
        let isPrintableASCII = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { (0x20...0x7E).contains($0) || ($0 == 0x0A && keepingLineBreaks) }
        }
        if isPrintableASCII == true { return self }
        guard unicodeScalars.contains(where: \.isTerminalControl) else { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x0A where keepingLineBreaks:
                result.append(scalar)
            case 0x00...0x1F:
                result.append(contentsOf: "^\(Unicode.Scalar(UInt8(scalar.value) + 0x40))".unicodeScalars)
            case 0x7F:
                result.append(contentsOf: "^?".unicodeScalars)
            case _ where scalar.isTerminalControl:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append(
                    contentsOf: "<U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)>".unicodeScalars)
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }
}
