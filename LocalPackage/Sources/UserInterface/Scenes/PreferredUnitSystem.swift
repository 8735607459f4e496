import DataSource
import Model

/// The unit system a one-shot command uses: `--unit`, else the one chosen on the Settings screen
/// (read through the Settings store, as the screen does).
@MainActor enum PreferredUnitSystem {
    static func resolve(_ flag: UnitSystem?, _ appDependencies: AppDependencies) async -> UnitSystem {
        if let flag { return flag }
        let settings = Settings(appDependencies)
        await settings.send(.task)
        return settings.preferences.unitSystem
    }
}
