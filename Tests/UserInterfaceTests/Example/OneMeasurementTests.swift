import DataSource
import Foundation
import TestSupport
import Testing

/// One measurement, one BMI: whatever unit it was typed in or is shown in, every command and
/// screen gives the same figure and category, computed from kilograms and centimetres only.
@MainActor struct OneMeasurementTests {
    @Test
    func calc_SameMeasurementInEitherUnitSystem_SameBMIAndCategory() async {
        let metric = await AppRun(["calc", "--weight", "80.99", "--height", "180"])
        let imperial = await AppRun(["calc", "--weight", "80.99 kg", "--height", "180 cm", "--unit", "imperial"])
        // The same BMI; the healthy weights are each in the unit in use.
        #expect(metric.output.hasPrefix("BMI 25.00 (Overweight)\nHealthy weight for 180 cm: 60 kg to 80.9 kg\n"))
        #expect(
            imperial.output.hasPrefix(
                "BMI 25.00 (Overweight)\nHealthy weight for 5 ft 10.87 in: 132.2 lb to 178.5 lb\n"))
    }

    @Test
    func historyAndShow_ShownInImperial_KeepTheBMIOfTheMeasurement() async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "A", "--weight", "80.99", "--height", "180"], files: files)
        for arguments in [["history"], ["history", "--unit", "imperial"]] {
            #expect(await AppRun(arguments, files: files).output.contains("25.00  Overweight"))
        }
        #expect(await AppRun(["show", "--unit", "imperial"], files: files).output.contains("BMI 25.00 (Overweight)"))
        let json = await AppRun(["history", "--json", "--unit", "imperial"], files: files).output
        #expect(json.contains("\"bmi\":25,\"category\":\"overweight\""))
    }

    @Test
    func session_SwitchingToImperial_HomeKeepsTheLatestBMI() async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "A", "--weight", "80.99", "--height", "180"], files: files)
        let run = await AppRun(typing: ["s", "i", "b", "q"], files: files)
        let latest = run.output.split(separator: "\n").filter { $0.hasPrefix("Newest record:") }
        #expect(latest.count == 2)
        #expect(latest.allSatisfy { $0.contains("BMI 25.00 (Overweight)") })
    }

    @Test
    func session_RetypingTheValuesInBrackets_KeepsTheSavedValuesExactly() async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "A", "--weight", "70", "--height", "175"], files: files)
        _ = await AppRun(typing: ["s", "i", "q"], files: files)  // Settings: imperial
        let run = await AppRun(typing: ["c", "", "154.32", "5 ft 8.9 in", "s", "q"], files: files)
        #expect(run.output.contains("Weight (lb) [154.32]: "))
        #expect(run.output.contains("Height (in) [5 ft 8.9 in]: "))
        #expect(files.savedPerson == Person(name: "A", weight: 70, height: 175))
    }

    @Test
    func imperialHeight_ShownAsFeetAndInches() async {
        let files = InMemoryFiles()
        _ = await AppRun(
            ["save", "--name", "A", "--weight", "154", "--height", "69", "--unit", "imperial"], files: files)
        #expect(await AppRun(["show", "--unit", "imperial"], files: files).output.contains("154 lb, 5 ft 9 in"))
        #expect(await AppRun(["history", "--chart", "--unit", "imperial"], files: files).output.contains("5 ft 9 in"))
    }

    @Test(arguments: ["4.40", "1433.01"])
    func imperialWeight_JustOutsideTheStatedRange_RefusedWithThatRange(weight: String) async {
        let run = await AppRun(["calc", "--weight", weight, "--height", "69", "--unit", "imperial"])
        #expect(run.status == 65)
        #expect(run.error.contains("Weight must be from 4.41 to 1433 pounds"))
    }

    @Test(arguments: ["4.41", "1433"])
    func imperialWeight_AtTheStatedBounds_NotRefusedAsOutOfRange(weight: String) async {
        let run = await AppRun(["calc", "--weight", weight, "--height", "69", "--unit", "imperial"])
        #expect(!run.error.contains("Weight must be from"))
    }

    @Test
    func implausibleBMI_HeightLooksLikeInches_RefusedWithAHintAndNothingSaved() async {
        let files = InMemoryFiles()
        let calc = await AppRun(["calc", "--weight", "70", "--height", "69"], files: files)
        #expect(calc.status == 65)
        #expect(calc.output.isEmpty)
        #expect(calc.error.contains("BMI 147.03"))
        #expect(calc.error.contains("69 in"))
        let save = await AppRun(["save", "--name", "A", "--weight", "70", "--height", "69"], files: files)
        #expect(save.status == 65)
        #expect(files.paths.isEmpty)
    }

    @Test
    func implausibleBMI_InASession_AsksForTheHeightAgain() async {
        let run = await AppRun(typing: ["c", "A", "70", "69", "175", "q"])
        #expect(run.error.contains("BMI 147.03"))
        #expect(run.output.contains("BMI 22.86 (Normal weight)"))
    }
}
