import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// Home's own actions; a screen `luca feature` makes is opened from Home in its scene tests.
@MainActor struct HomeTests {
    @Test
    func send_quitButtonTapped_QuitIsRequested() async {
        let sut = TestStore { Home(storeDependencies(), action: $0) }
        await sut.send(.quitButtonTapped) {
            $0.isQuitRequested = true
        }
        sut.finish()
    }

    @Test
    func screenAction_QuitOnAScreen_QuitIsRequested() async {
        let sut = TestStore { Home(storeDependencies(), action: $0) }
        let report: (Screen.Action) async -> Void = sut.store.screenAction()
        await report(.quitButtonTapped)
        sut.receive(.quitButtonTapped) {
            $0.isQuitRequested = true
        }
        sut.finish()
    }

    @Test
    func screenAction_TheScreensOtherActions_AreItsOwn() async {
        let sut = TestStore { Home(storeDependencies(), action: $0) }
        let report: (Screen.Action) async -> Void = sut.store.screenAction()
        await report(.other)
        sut.finish()
    }
}

/// A screen's actions as Home sees them: Back, Quit, and one of its own.
enum Screen {
    enum Action: ChildScreenAction {
        case backButtonTapped, quitButtonTapped, other
    }
}
