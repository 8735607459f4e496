import DataSource
import Model

/// What a one-shot command says when the BMI screen's store refused a value of its form.
@MainActor struct FormRefusal {
    let message: String

    /// `nil` when the store refused nothing.
    init?(_ store: PersonBMI, _ strings: any Strings) {
        if let nameError = store.nameError {
            message = strings.message(nameError)
        } else if let inputError = store.inputError {
            message = strings.message(inputError)
        } else {
            return nil
        }
    }
}
