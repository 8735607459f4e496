extension Double {
    /// A BMI always with two decimals, as it is calculated: `22.86`, `25.00`.
    var bmiDisplay: String {
        fixed(decimals: 2)
    }
}
