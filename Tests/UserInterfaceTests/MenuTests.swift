import DataSource
import Testing

@testable import UserInterface

/// A menu as the session shows it and reads it back, built from a screen's choices and exits.
@MainActor struct MenuTests {
    @Test
    func aScreenWithNoChoiceOfItsOwn_OffersItsWaysOutOnly() async {
        var exited: MenuExit?
        let menu = Menu(
            [NoChoice](), exits: MenuExit.allCases, strings: EnglishStrings(),
            select: { _, _ in }, exit: { exited = $0 })

        #expect(menu.line == "[b] Back   [q] Quit")
        #expect(menu.keys == ["b", "q"])
        #expect(menu.choose(MenuInput("x")) == nil)
        await menu.choose(MenuInput("b"))?()
        #expect(exited == .back)
    }
}
