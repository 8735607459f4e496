import DataSource
import Model

extension CommandContext {
    /// What stops `save` once the BMI screen's store has its values (`.measured`),
    /// said on standard error, with the status the command ends with: settings that cannot be
    /// read, a wait for another process called off, a height left out for someone never saved,
    /// a value refused. `nil` when the store calculated.
    @MainActor func refusal(ofMeasured store: PersonBMI, heightGiven: Bool) -> ExitStatus? {
        if let preferencesError = store.preferencesError { return fail(preferencesError) }
        if case .cancelled = store.dataError { return fail(store.dataError!) }
        if !heightGiven, store.inputError?.field == .height, store.inputError?.reason == .required {
            // No saved height because the history could not be read: that is what to say.
            if let historyReadError = store.historyReadError { return fail(historyReadError) }
            return say(strings.noSavedHeight(of: strings.displayName(store.person.name)), .dataError)
        }
        if let dataError = store.dataError { return fail(dataError) }
        if let refusal = store.nameError.map(strings.message) ?? store.inputError.map(strings.message) {
            return say(refusal, .dataError)
        }
        return nil
    }
}
