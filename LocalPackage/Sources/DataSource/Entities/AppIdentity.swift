/// The app's name where the system sees it: the command people type, its data folder and its
/// environment variables. `luca new` rewrites these two values for a new project; everything
/// else that names the app reads them.
public enum AppIdentity {
    /// The command, and the name of its folder under `~/.local/share`.
    public static let commandName = "bmi"
    /// The prefix of the environment variables: `BMI_DATA_DIR`, `BMI_LOG`.
    public static let environmentPrefix = "BMI"

    public static var dataDirectoryVariable: String { "\(environmentPrefix)_DATA_DIR" }
    public static var logVariable: String { "\(environmentPrefix)_LOG" }
}
