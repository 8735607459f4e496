import Foundation
import Model

/// `bmi calc`: the BMI screen's store, driven once by the command line instead of prompts, so a
/// script gets exactly the rules and errors a person gets.
@MainActor struct CalcScene {
    private let appDependencies: AppDependencies
    private let console: Console
    private let strings: Strings

    init(_ appDependencies: AppDependencies, console: Console, strings: Strings = .english) {
        self.appDependencies = appDependencies
        self.console = console
        self.strings = strings
    }

    func run(weight: String, height: String, json: Bool) async -> ExitStatus {
        let store = PersonBMI(appDependencies)
        for action in [PersonBMI.Action.weightFieldSubmitted(weight), .heightFieldSubmitted(height)] {
            await store.send(action)
            if let inputError = store.inputError {
                console.writeErrorLine(strings.errorPrefix + strings.message(inputError))
                return .dataError
            }
        }
        await store.send(.calculateButtonTapped)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let result = BMIResultJSON(bmi: store.calculatedBMI, category: store.category)
            // NB: encoding a Double and an enum of strings cannot fail.
            let data = (try? encoder.encode(result)) ?? Data()
            console.writeLine(String(decoding: data, as: UTF8.self))
        } else {
            console.writeLine(strings.result(bmi: store.calculatedBMI, category: store.category))
        }
        return .success
    }
}
