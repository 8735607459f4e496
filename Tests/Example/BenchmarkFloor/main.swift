import FoundationEssentials

// The floor for `bmi calc`: a program that imports only FoundationEssentials, reads its
// arguments and the environment, and prints a line, built the same way, with no architecture.
let arguments = ProcessInfo.processInfo.arguments
let weight = Double(arguments.dropFirst().first ?? "70") ?? 70
let height = Double(arguments.dropFirst(2).first ?? "175") ?? 175
_ = ProcessInfo.processInfo.environment["LANG"]
let bmi = (100 * weight / ((height / 100) * (height / 100))).rounded() / 100
print("BMI \(bmi) (Normal weight)")
