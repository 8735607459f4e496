import DataSource

/// A person's goal weight: set on the BMI screen or with `bmi goal`, shown with `show`.
extension PersonBMI {
    /// The records whose trend a projection reads: four weeks of daily weighing and more.
    static let recordsForProgress = 100

    /// The change since the previous record, the goal and its projection, of `name` (the person
    /// shown). A history that cannot be read gives none of them (the History screen says why); a
    /// goals file that cannot be read, no goal, and `goalReadError` says why.
    func loadProgress(of name: String) async {
        do {
            _ = try await loadShown(name, saved: await peopleService.savedPerson())
        } catch {
            // A wait for another process called off: nothing more is read.
            if case .cancelled = error { dataError = error }
        }
    }

    /// `name`'s last measurement (`PeopleService.lastMeasured`: their newest record, else `saved`
    /// when that is who), with the change since their previous record, their goal and its
    /// projection, all from one read of the history: a save between two reads cannot pair one
    /// state's weight with another's change. A history that cannot be read is thrown, and held in
    /// `historyReadError` (nothing of it shown; the goal still read, unless the read was called off).
    func loadShown(_ name: String, saved: Person) async throws(DataError) -> Person? {
        var newest: [(record: BMIRecord, progress: ProgressService.Progress)] = []
        var readError: DataError?
        do {
            newest = try await newestProgress(of: name, Self.recordsForProgress, savedPerson: saved)
            historyReadError = nil
        } catch {
            (historyReadError, readError) = (error, error)
            logService.log(.dataFailed(error))
            if case .cancelled = error { throw error }
        }
        let last = PeopleService.lastMeasured(name, newest: newest.first?.record, saved: saved)
        savedChange = newest.first?.progress.change
        do {
            goal = try await goalRepository.goal(of: last?.name ?? name)
            goalReadError = nil
        } catch {
            (goal, goalReadError) = (nil, error)
            logService.log(.dataFailed(error))
        }
        goalProgress = goal.flatMap {
            goalService.progress(
                towards: $0.weight, records: newest.map(\.record), trends: newest.map(\.progress.trend))
        }
        if let readError { throw readError }
        return last
    }

    /// Sets `name`'s goal to the weight typed in the unit system's unit, or removes it for `nil`.
    /// A name outside the rules (`nameError`), or a weight that is not one, or that would give the
    /// person's height (`screenHeight`, else their last) a BMI no adult has, or a person with no
    /// height at all (`goalError`, of the height), is refused and nothing is saved.
    func setGoal(_ text: String?, of typedName: String, height screenHeight: Double?) async {
        let name: String
        switch nameService.name(from: typedName) {
        case .success(let accepted): (name, nameError) = (accepted, nil)
        case .failure(let error):
            nameError = error
            return
        }
        // Saved as the person was saved (`Ann`, not `ann`), and checked against their height: the
        // one on the screen, else their last one. Without a height no goal weight can be checked.
        let last: Person?
        do {
            last = try await lastMeasuredIfReadable(name)
        } catch {
            dataError = error
            return
        }
        var weight: Double?
        if let text {
            guard let height = screenHeight ?? last?.height else {
                goalError = InputError(field: .height, reason: .required, accepted: MeasurementService.heightRange)
                return
            }
            switch goalWeight(text, height: height) {
            case .success(let value): weight = value
            case .failure(let error):
                goalError = error
                return
            }
        }
        goalError = nil
        let owner = last?.name ?? name
        do {
            try await goalRepository.setGoal(of: owner, to: weight)
            dataError = nil
        } catch {
            dataError = error
            logService.log(.dataFailed(error))
            return
        }
        await loadProgress(of: owner)
    }

    /// A weight typed as the form takes one, and one that gives `height` a plausible BMI.
    private func goalWeight(_ text: String, height: Double) -> Result<Double, InputError> {
        let weight = measurementService.value(of: .weight, from: text, current: 0, in: unitSystem)
        guard case .success(let kilograms) = weight else { return weight }
        let plausible = measurementService.plausibleWeights(height: height)
        let inUnit = { self.measurementService.displayed($0, of: .weight, in: self.unitSystem) }
        // In the unit in use and rounded inward to hundredths: the range a message states is the
        // one checked.
        let accepted =
            (inUnit(plausible.lowerBound) * 100).rounded(.up) / 100...(inUnit(plausible.upperBound) * 100)
            .rounded(.down) / 100
        guard !accepted.contains(MeasurementService.shown(inUnit(kilograms))) else { return weight }
        return .failure(InputError(field: .weight, reason: .outOfRange, accepted: accepted, unitSystem: unitSystem))
    }
}
