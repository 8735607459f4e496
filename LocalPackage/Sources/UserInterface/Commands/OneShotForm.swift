import DataSource
import Model

/// What `calc` and `save` share: the BMI screen's store with the command line's form filled in,
/// as the screen's prompts fill it, in the unit system `--unit` or the settings choose.
@MainActor enum OneShotForm {
    /// The store; throws the status the command ends with, said on standard error: settings that
    /// cannot be read (values are not read in a guessed unit), or a value the store refused.
    static func filled(
        name: String?,
        weight: String,
        height: String,
        shownAs: ShownAs,
        _ context: CommandContext
    ) async throws(ExitStatus) -> PersonBMI {
        context.choose(shownAs)
        let (preferences, preferencesError) = await PreferencesService(context.dependencies).load()
        if let preferencesError { throw context.fail(preferencesError) }
        let store = PersonBMI(
            context.dependencies, unitSystem: preferences.unitSystem, classification: preferences.classification)
        await store.send(.formSubmitted(name: name, weight: weight, height: height))
        // A wait for another process called off (Ctrl-C) before the person's height was read.
        if case .cancelled = store.dataError { throw context.fail(store.dataError!) }
        if height.isEmpty, store.inputError?.field == .height, store.inputError?.reason == .required {
            // Left out for someone never saved.
            context.console.writeErrorLine(
                context.strings.errorPrefix
                    + context.strings.noSavedHeight(of: context.strings.displayName(store.person.name)))
            throw .dataError
        }
        if let dataError = store.dataError { throw context.fail(dataError) }
        if let refusal = store.nameError.map(context.strings.message) ?? store.inputError.map(context.strings.message) {
            context.console.writeErrorLine(context.strings.errorPrefix + refusal)
            throw .dataError
        }
        return store
    }
}
