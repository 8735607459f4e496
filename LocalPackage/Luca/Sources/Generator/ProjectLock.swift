import Foundation

/// An exclusive `flock` on a project's folder, held while a luca command reads, checks and writes
/// it: a second command in the same project waits, then plans against what the first wrote,
/// rather than both editing the same wiring from the same old text.
final class ProjectLock {
    private let descriptor: Int32

    init(_ project: URL) throws(GeneratorError) {
        descriptor = open(project.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw GeneratorError(
                "\(project.path) cannot be opened: run luca from a project's root, or give --project PATH.")
        }
        // NB: a lock on the folder, not a file in it: nothing is left behind in the project.
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
    }

    func release() {
        close(descriptor)
    }
}
