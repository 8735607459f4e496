import DataSource

/// A person's goal weight: set on the BMI screen or with `bmi goal`, shown with `show`.
extension PersonBMI {
    /// The records whose trend a projection reads: four weeks of daily weighing and more.
    static let recordsForProgress = 100

    /// The change since the previous record, the goal and its projection, of `name` (the person
    /// shown); none of them when the files cannot be read (the History screen says why).
    func loadProgress(of name: String) async {
        do {
            let saved = (try? await personRepository.load()) ?? .empty
            let newest = try await newestProgress(of: name, Self.recordsForProgress, savedPerson: saved)
            savedChange = newest.first?.progress.change
            goal = try await goalRepository.goal(of: name)
            goalProgress = goal.flatMap {
                goalService.progress(
                    towards: $0.weight, records: newest.map(\.record), trends: newest.map(\.progress.trend))
            }
        } catch {
            (savedChange, goal, goalProgress) = (nil, nil, nil)
            logService.log(.dataFailed(error))
        }
    }

    /// Sets `name`'s goal to the weight typed in the unit system's unit, or removes it for an empty
    /// line; a weight outside the accepted ones is refused (`goalError`) and nothing is saved.
    func setGoal(_ text: String, of name: String) async {
        var weight: Double?
        if !text.trimmingSpaces.isEmpty {
            switch measurementService.value(of: .weight, from: text, current: 0, in: unitSystem) {
            case .success(let value): weight = value
            case .failure(let error):
                goalError = error
                return
            }
        }
        goalError = nil
        do {
            try await goalRepository.setGoal(of: name, to: weight)
            dataError = nil
        } catch {
            dataError = error
            logService.log(.dataFailed(error))
            return
        }
        await loadProgress(of: name)
    }
}
