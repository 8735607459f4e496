import DataSource
import Foundation
import Observation

/// The BMI screen: the person being measured, their BMI, and what went wrong, if anything.
@MainActor @Observable public final class PersonBMI: Composable {
    private let personRepository: PersonRepository
    private let bmiService: BMIService
    private let measurementService: MeasurementService
    private let appStateClient: AppStateClient

    public var person: Person
    public var calculatedBMI: Double
    public var isPresentedTutorial: Bool
    /// The last typed value that was refused; cleared by the next accepted one.
    public var inputError: InputError?
    /// The last load or save that failed; cleared by the next that succeeds.
    public var dataError: DataError?
    /// What is on disk as far as this screen knows: `nil` until loaded or saved.
    public var savedPerson: Person?
    public let action: (Action) async -> Void

    public init(
        _ appDependencies: AppDependencies,
        person: Person = .empty,
        calculatedBMI: Double = .zero,
        isPresentedTutorial: Bool = false,
        inputError: InputError? = nil,
        dataError: DataError? = nil,
        savedPerson: Person? = nil,
        action: @escaping (Action) async -> Void = { _ in }
    ) {
        self.personRepository = PersonRepository(
            appDependencies.dataClient,
            appDependencies.fileManagerClient,
            appDependencies.dateClient,
            directory: appDependencies.dataDirectory
        )
        self.bmiService = BMIService(appDependencies)
        self.measurementService = MeasurementService(appDependencies)
        self.appStateClient = appDependencies.appStateClient
        self.person = person
        self.calculatedBMI = calculatedBMI
        self.isPresentedTutorial = isPresentedTutorial
        self.inputError = inputError
        self.dataError = dataError
        self.savedPerson = savedPerson
        self.action = action
    }

    /// The category of `calculatedBMI`; `nil` before anything is calculated.
    public var category: BMICategory? {
        bmiService.category(bmi: calculatedBMI)
    }

    /// BMIs calculated since launch, on any screen.
    public var calculationCount: Int {
        appStateClient.withLock { $0.calculationCount }
    }

    /// Where the person is saved, for messages about it.
    public var personFileURL: URL {
        personRepository.fileURL
    }

    public func reduce(_ action: Action) async {
        switch action {
        case .task:
            do {
                person = try personRepository.load()
                savedPerson = person
                dataError = nil
            } catch {
                dataError = error
            }
            calculatedBMI = bmiService.calculateBMI(weight: person.weight, height: person.height)
            isPresentedTutorial = appStateClient.withLock {
                if $0.hasAlreadyTutorial {
                    return false
                } else {
                    $0.hasAlreadyTutorial = true
                    return true
                }
            }

        case .weightFieldSubmitted(let text):
            submit(text, to: .weight, at: \.weight)

        case .heightFieldSubmitted(let text):
            submit(text, to: .height, at: \.height)

        case .calculateButtonTapped:
            calculatedBMI = bmiService.calculateBMI(weight: person.weight, height: person.height)
            appStateClient.withLock { $0.calculationCount += 1 }

        case .saveButtonTapped:
            if let invalidField = measurementService.invalidField(of: person) {
                inputError = invalidField
                return
            }
            do {
                try personRepository.save(person)
                savedPerson = person
                dataError = nil
            } catch {
                dataError = error
            }
        }
    }

    private func submit(_ text: String, to field: MeasurementField, at keyPath: WritableKeyPath<Person, Double>) {
        switch measurementService.value(of: field, from: text, current: person[keyPath: keyPath]) {
        case .success(let value):
            person[keyPath: keyPath] = value
            inputError = nil
        case .failure(let error):
            inputError = error
        }
    }

    public enum Action: Sendable {
        case task
        /// A typed weight in kilograms; empty keeps the current one.
        case weightFieldSubmitted(String)
        /// A typed height in centimetres; empty keeps the current one.
        case heightFieldSubmitted(String)
        case calculateButtonTapped
        case saveButtonTapped
    }
}
