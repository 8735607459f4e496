import DataSource

/// What the BMI screen shows of its state, derived, in the unit system in use.
extension PersonBMI {
    /// The BMI of the result on the screen; 0 before anything is calculated.
    public var calculatedBMI: Double {
        calculatedPerson.map { bmiService.calculateBMI($0) } ?? 0
    }

    /// The category of `calculatedBMI`; `nil` before anything is calculated.
    public var category: BMICategory? {
        bmiService.category(bmi: calculatedBMI, in: classification)
    }

    /// The saved person's BMI (0 when nobody is saved), as the screen's opening line and `show`
    /// give it: not a result of this screen, which has calculated nothing yet.
    public var savedBMI: Double {
        savedPerson.map { bmiService.calculateBMI($0) } ?? 0
    }

    /// The category of `savedBMI`.
    public var savedCategory: BMICategory? {
        bmiService.category(bmi: savedBMI, in: classification)
    }

    /// The weights that give `person`'s height a normal BMI, in `unitSystem`'s unit
    /// (`MeasurementService.healthyWeight`); `nil` without a height.
    public func healthyWeight(for person: Person?) -> ClosedRange<Double>? {
        guard let height = person?.height, height > 0 else { return nil }
        return measurementService.healthyWeight(height: height, in: unitSystem)
    }

    /// `savedChange`, its weight in `unitSystem`'s unit.
    public var displayedSavedChange: ProgressService.Change? {
        savedChange.map {
            .init(weight: measurementService.displayed($0.weight, of: .weight, in: unitSystem), bmi: $0.bmi)
        }
    }

    /// When the goal's trend reaches it, on the local wall clock.
    public var goalProjectedLocalDate: LocalTime? {
        guard case .reachedAround(let date) = goalProgress?.projection else { return nil }
        return dateClient.localTime(date)
    }

    /// `measuredAt` on the local wall clock.
    public var measuredAtLocalTime: LocalTime? {
        measuredAt.map(dateClient.localTime)
    }

    /// The form's weight in `unitSystem`'s unit (kilograms or pounds).
    public var displayedWeight: Double {
        displayed(person, .weight)
    }

    /// The form's height in `unitSystem`'s unit (centimetres or inches).
    public var displayedHeight: Double {
        displayed(person, .height)
    }

    /// `person`'s weight or height in `unitSystem`'s unit.
    public func displayed(_ person: Person, _ field: MeasurementField) -> Double {
        measurementService.displayed(field == .weight ? person.weight : person.height, of: field, in: unitSystem)
    }

    /// Where the person is saved, for messages about it.
    public var personFileURL: URL {
        personRepository.fileURL
    }
}
