import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// What the worked example adds to HomeTests.
extension HomeTests {
    @Test
    func send_screenButtonTapped_TheStoreGivenIsOnTop() async {
        let settings = Settings(storeDependencies())
        let sut = Home(storeDependencies())
        await sut.send(.screenButtonTapped(.settings(settings)))
        #expect(sut.path == [.settings(settings)])
    }

    @Test
    func screenAction_BackOnTheScreenOnTop_PopsItAlone() async {
        let (first, second) = (Settings(storeDependencies()), Settings(storeDependencies()))
        let sut = Home(storeDependencies(), path: [.settings(first), .settings(second)])
        let report: (Screen.Action) async -> Void = sut.screenAction()
        await report(.backButtonTapped)
        #expect(sut.path == [.settings(first)])
        #expect(!sut.isQuitRequested)
    }

    @Test
    func path_TwoDestinationsWithTheSameStore_AreEqual() {
        let store = Settings(storeDependencies())
        #expect(Home.Path.settings(store) == Home.Path.settings(store))
        #expect(Home.Path.settings(store) != Home.Path.settings(Settings(storeDependencies())))
    }
}
