import Testing

@testable import Generator

/// What `luca remove` reads as code when it looks for uses of what it takes out.
@Suite struct SwiftCodeTests {
    @Test(arguments: [
        ("let a = 3 // DiaryService", "let a = 3"),
        ("let a = 3 /* DiaryService */ + b", "let a = 3                    + b"),
        ("let s = \"DiaryService \\\" DiaryService\"", "let s ="),
        ("let s = \"title: \\(s.diaryTitle)\"", "let s =           s.diaryTitle"),
        ("let s = \"\\(f(x) ? \"Weight\" : \"Height\")!\"", "let s =    f(x) ?          :"),
        ("let s = #\"a \" b\"# + shopTitle", "let s =           + shopTitle"),
        ("let s = #\"x \\#(shopTitle) \\(no)\"#", "let s =        shopTitle"),
        ("let r = #/shopTitle/# ; #if DEBUG", "let r =               ; #if DEBUG"),
    ])
    func commentsAndStringTextAreBlankedAndInterpolationsKept(line: String, code: String) {
        let read = SwiftCode.lines(of: line)
        #expect(read.map { $0.trimmingTrailingSpaces } == [code])
        #expect(read[0].count == line.count)
    }

    @Test func blockCommentsAndMultilineStringsSpanLines() {
        let text = "a /* one\n /* nested */ DiaryService\n*/ b\nlet s = \"\"\"\n    DiaryService \\(c)\n    \"\"\"\nd"
        #expect(
            SwiftCode.lines(of: text).map { $0.trimmingTrailingSpaces.trimmingLeadingSpaces } == [
                "a", "", "b", "let s =", "c", "", "d",
            ])
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }

    fileprivate var trimmingLeadingSpaces: String {
        String(drop { $0 == " " })
    }
}
