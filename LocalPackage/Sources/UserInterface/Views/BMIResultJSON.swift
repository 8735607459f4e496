import DataSource

/// `bmi calc --json`'s output: `{"bmi":22.86,"category":"normal"}`.
struct BMIResultJSON: Encodable, Equatable {
    var bmi: Double
    var category: BMICategory?
}
