import DataSource
import Model

/// The unit system a one-shot command uses: `--unit`, else the one chosen on the Settings screen
/// (read through the Settings store, as the screen does). Settings that cannot be read are said on
/// standard error, and the command goes on in metric.
@MainActor enum PreferredUnitSystem {
    static func resolve(
        _ flag: UnitSystem?,
        _ appDependencies: AppDependencies,
        console: Console,
        strings: any Strings
    ) async -> UnitSystem {
        if let flag { return flag }
        let settings = Settings(appDependencies)
        await settings.send(.task)
        if let dataError = settings.dataError {
            console.writeErrorLine(strings.errorPrefix + strings.message(dataError))
        }
        return settings.preferences.unitSystem
    }
}
