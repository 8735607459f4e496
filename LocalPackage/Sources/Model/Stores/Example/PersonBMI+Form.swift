import DataSource

/// The BMI screen's form: each typed value checked into the person, then the result.
extension PersonBMI {
    /// Takes a typed value into the person; `false`, with the error held, when it is refused.
    func submit(_ text: String, to field: Field) -> Bool {
        switch field {
        case .name:
            do throws(NameError) {
                let name = try nameService.name(from: text).get()
                // Enter on an empty line keeps the name in brackets.
                if !name.isEmpty { person.name = name }
                nameError = nil
            } catch {
                nameError = error
            }
            return nameError == nil
        case .weight, .height:
            let (measured, keyPath) = field == .weight ? (MeasurementField.weight, \Person.weight) : (.height, \.height)
            do throws(InputError) {
                person[keyPath: keyPath] = try measurementService.value(
                    of: measured, from: text, current: person[keyPath: keyPath], in: unitSystem
                ).get()
                inputError = nil
            } catch {
                inputError = error
            }
            return inputError == nil
        }
    }

    /// The BMI of the person as typed. Each value was in range when typed; together they must make
    /// a human BMI too, or the form asks again for the one that looks mixed up.
    func calculate() {
        // A new result: not saved yet, and measured now unless a date is given for it.
        (isResultSaved, measuredAt) = (false, nil)
        if let invalid = measurementService.invalidField(of: person, in: unitSystem) {
            inputError = invalid
            calculatedPerson = nil
            focusedField = invalid.field == .weight ? .weight : .height
            return
        }
        calculatedPerson = person
        focusedField = nil
        appStateClient.withLock { $0.example.calculationCount += 1 }
    }

    /// A command's values at once, each checked as the form checks its field, in the form's
    /// order: the first refused is the error, and nothing is calculated. Nor is anything read in
    /// a unit guessed because the settings could not be read.
    func measure(name: String?, weight: String, height: String?) async {
        await loadPreferences()
        guard preferencesError == nil else { return }
        if let name {
            guard submit(name, to: .name) else { return }
            await takeMeasurements(of: person.name)
            if case .cancelled = dataError { return }
        }
        switch measurementService.measured(weight: weight, height: height, current: person, in: unitSystem) {
        case .success(let measured):
            person = measured
            calculate()
        case .failure(let error): inputError = error
        }
    }

    /// The unit system and classification in use, and why the saved ones could not be read.
    @discardableResult func loadPreferences() async -> Preferences {
        let (preferences, preferencesError) = await preferencesService.load(preferencesChosen)
        (unitSystem, classification) = (preferences.unitSystem, preferences.classification)
        self.preferencesError = preferencesError
        return preferences
    }
}
