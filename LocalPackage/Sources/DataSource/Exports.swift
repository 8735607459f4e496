// Which Foundation the app builds on, said once: FoundationEssentials where the toolchain has it
// (Linux: a smaller binary that starts faster), Foundation elsewhere. Every file of DataSource,
// and every module that imports DataSource (Model, UserInterface), sees it without an import.
#if canImport(FoundationEssentials)
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif
