import DataSource
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `bmi` binary, run as a child process with a clean environment of its own.
struct AppProcess {
    /// What a finished run left: exit status, and all it wrote to standard output and error.
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// `bmi` next to this test bundle (both are products of the same build), unless
    /// `<PREFIX>_EXECUTABLE` names another.
    static var executableURL: URL {
        if let path = ProcessInfo.processInfo.environment[AppIdentity.environmentPrefix + "_EXECUTABLE"] {
            return URL(fileURLWithPath: path)
        }
        var directory = Bundle.main.bundleURL
        if directory.pathExtension == "xctest" {  // macOS runs tests from inside the bundle's folder
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent(AppIdentity.commandName)
    }

    let process = Process()
    let dataDirectory: URL

    /// Ends the child if it is still running after `seconds` (SIGTERM, then SIGKILL 5 s later for
    /// a child that no longer answers it): a test that waits for output that never comes fails
    /// instead of hanging CI. It never fires in a passing run.
    func terminate(ifRunningAfter seconds: Double = 60) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [process] in
            guard process.isRunning else { return }
            process.terminate()
            DispatchQueue.global().asyncAfter(deadline: .now() + 5) {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
        }
    }

    init(_ arguments: [String], dataDirectory: URL, environment: [String: String] = [:]) {
        self.dataDirectory = dataDirectory
        process.executableURL = Self.executableURL
        process.arguments = arguments
        process.environment = [
            "PATH": "/usr/bin:/bin",
            "HOME": dataDirectory.deletingLastPathComponent().path,
            AppIdentity.dataDirectoryVariable: dataDirectory.path,
        ].merging(environment) { $1 }
    }

    /// Runs to the end with `input` on standard input.
    static func run(
        _ arguments: [String] = [],
        input: String = "",
        dataDirectory: URL,
        environment: [String: String] = [:],
        workingDirectory: URL? = nil
    ) throws -> Result {
        try run(
            arguments, bytes: Data(input.utf8), dataDirectory: dataDirectory, environment: environment,
            workingDirectory: workingDirectory)
    }

    /// Runs to the end with `bytes`, UTF-8 or not, on standard input (in `workingDirectory`, else
    /// the tests' own).
    static func run(
        _ arguments: [String] = [],
        bytes: Data,
        dataDirectory: URL,
        environment: [String: String] = [:],
        workingDirectory: URL? = nil
    ) throws -> Result {
        let sut = AppProcess(arguments, dataDirectory: dataDirectory, environment: environment)
        if let workingDirectory { sut.process.currentDirectoryURL = workingDirectory }
        let (inputPipe, outputPipe, errorPipe) = (Pipe(), Pipe(), Pipe())
        sut.process.standardInput = inputPipe
        sut.process.standardOutput = outputPipe
        sut.process.standardError = errorPipe
        try sut.process.run()
        sut.terminate(ifRunningAfter: 60)
        try inputPipe.fileHandleForWriting.write(contentsOf: bytes)
        try inputPipe.fileHandleForWriting.close()
        // Standard error is read on another thread so that neither pipe can fill up and stall the child.
        let error = LockedData()
        let errorReader = Thread { error.set(errorPipe.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
        sut.process.waitUntilExit()
        return Result(
            status: sut.process.terminationStatus,
            output: String(decoding: output, as: UTF8.self),
            error: String(decoding: error.waitForValue(), as: UTF8.self)
        )
    }
}

extension AppProcess {
    /// Runs to the end with nothing on standard input and standard output sent to `output` (a
    /// device or a pipe the test holds); `Result.output` is then empty.
    static func run(
        _ arguments: [String],
        standardOutput output: FileHandle,
        dataDirectory: URL,
        environment: [String: String] = [:]
    ) throws -> Result {
        let sut = AppProcess(arguments, dataDirectory: dataDirectory, environment: environment)
        let errorPipe = Pipe()
        sut.process.standardInput = FileHandle.nullDevice
        sut.process.standardOutput = output
        sut.process.standardError = errorPipe
        try sut.process.run()
        sut.terminate(ifRunningAfter: 60)
        let error = errorPipe.fileHandleForReading.readDataToEndOfFile()
        sut.process.waitUntilExit()
        return Result(status: sut.process.terminationStatus, output: "", error: String(decoding: error, as: UTF8.self))
    }
}

extension AppProcess {
    /// Runs `script` with `sh -c`, `$0` being the built `bmi`, `$1`… `arguments`: for what Process
    /// cannot set up (a closed descriptor, a umask, a file-size limit, bytes that are not UTF-8 in
    /// an argument). Standard input is empty unless the script says otherwise. A run still going
    /// after 60 s is killed, so a hang fails the test rather than CI.
    static func runInShell(
        _ script: String, arguments: [String] = [], dataDirectory: URL, environment: [String: String] = [:]
    ) throws -> Result {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", script, executableURL.path] + arguments
        shell.environment = [
            "PATH": "/usr/bin:/bin", "HOME": dataDirectory.deletingLastPathComponent().path,
            AppIdentity.dataDirectoryVariable: dataDirectory.path,
        ].merging(environment) { $1 }
        let (output, error) = (Pipe(), Pipe())
        shell.standardInput = FileHandle.nullDevice
        shell.standardOutput = output
        shell.standardError = error
        try shell.run()
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
            if shell.isRunning { kill(shell.processIdentifier, SIGKILL) }
        }
        let errorText = LockedData()
        let errorReader = Thread { errorText.set(error.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let outputText = output.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        return Result(
            status: shell.terminationStatus,
            output: String(decoding: outputText, as: UTF8.self),
            error: String(decoding: errorText.waitForValue(), as: UTF8.self)
        )
    }
}

/// Bytes handed from one thread to another, once.
final class LockedData: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    func set(_ value: Data) {
        condition.lock()
        data = value
        condition.signal()
        condition.unlock()
    }

    /// Blocks until `set` has been called.
    func waitForValue() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while data == nil { condition.wait() }
        return data!
    }
}

/// Reads from a file descriptor until a given text has arrived: a blocking read, not a poll.
struct Transcript {
    let fileDescriptor: Int32
    private(set) var text = ""

    init(_ fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Reads until `marker` is in what was read after the previous call, or until the end.
    /// Returns whether it arrived.
    @discardableResult
    mutating func receive(until marker: String) -> Bool {
        let start = text.endIndex
        while !text[start...].contains(marker) {
            guard let chunk = readChunk() else { return false }
            text += chunk
        }
        return true
    }

    mutating func readToEnd() {
        while let chunk = readChunk() { text += chunk }
    }

    private func readChunk() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fileDescriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            // A pseudo-terminal whose other side has closed reports EIO: that is the end too.
            guard count > 0 else { return nil }
            // The terminal turns "\n" into "\r\n"; compare text as the program wrote it.
            return String(decoding: buffer[..<count], as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        }
    }
}
