import CommandSpec
import DataSource
import Model

/// Options more than one command takes, declared once.
enum CommonOptions {
    static let weight = Option.text("weight", "W", isRequired: true, help: weightHelp)
    static let weightHelp: OptionHelp = {
        let (kilograms, pounds) = (MeasurementService.weightRange, MeasurementService.range(of: .weight, in: .imperial))
        return OptionHelp(
            english: "kilograms, \(kilograms.displayRange) (70, 70,5, 70 kg); pounds, \(pounds.displayRange), "
                + "with --unit imperial or a unit (154 lb)",
            japanese: "体重 kg (\(kilograms.lowerBound.display)〜\(kilograms.upperBound.display)、例: 70、70,5、70 kg)。"
                + "--unit imperial か単位付きなら lb (\(pounds.lowerBound.display)〜\(pounds.upperBound.display)、例: 154 lb)")
    }()
    static let height = Option.text("height", "H", isRequired: true, help: heightHelp)
    static let heightHelp: OptionHelp = {
        let (centimetres, inches) = (
            MeasurementService.heightRange, MeasurementService.range(of: .height, in: .imperial)
        )
        return OptionHelp(
            english: "centimetres, \(centimetres.displayRange) (175, 1.75 m); inches, \(inches.displayRange), "
                + "with --unit imperial or a unit (69 in, 5 ft 9 in)",
            japanese: "身長 cm (\(centimetres.lowerBound.display)〜\(centimetres.upperBound.display)、例: 175、1.75 m)。"
                + "--unit imperial か単位付きなら in (\(inches.lowerBound.display)〜\(inches.upperBound.display)、"
                + "例: 69 in、5 ft 9 in)")
    }()
    static let unit = Option<UnitSystem>.choice(
        "unit", "U",
        help: OptionHelp(
            english: "the unit system for this command; else the one chosen in Settings",
            japanese: "このコマンドの単位系 (省略時は設定の単位)"))
    static let classification = Option<Classification>.choice(
        "classification", "C",
        help: OptionHelp(
            english:
                "whose BMI categories for this command: who (the default) or jasso (Japan); else the one chosen in "
                + "Settings",
            japanese: "このコマンドのBMI区分: who (WHO、既定) か jasso (日本肥満学会)。省略時は設定の区分"))
    static let json = Flag(
        "json", help: OptionHelp(english: "print JSON on one line instead of text", japanese: "テキストの代わりに1行のJSONで出力"))
    /// Whose records (`show`, `goal`).
    static let person = Option.text(
        "name", "NAME",
        help: OptionHelp(
            english: "whose: a name, in any case; without it, the person saved last",
            japanese: "誰の記録か: 名前 (大文字・小文字は区別しません)。省略時は最後に保存した人"))
}

extension Preferences.Choice {
    /// `--unit` and `--classification`, for a command that shows results.
    static let options: [any OptionDeclaration] = [CommonOptions.unit, CommonOptions.classification]

    /// What `--unit` and `--classification` chose for this run; what was not given stays the
    /// saved one.
    init(_ arguments: ParsedArguments) {
        self.init(unitSystem: arguments[CommonOptions.unit], classification: arguments[CommonOptions.classification])
    }

    /// For what shows no category: with the unit given, the settings need not be read.
    init(showingNoCategory unitSystem: UnitSystem?) {
        self.init(unitSystem: unitSystem, classification: unitSystem.map { _ in .who })
    }
}
