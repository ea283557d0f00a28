// `import UIKit` on Linux: this module is named UIKit there (see Package.swift) and brings
// UIKitCompat, so a file written as `#if canImport(UIKit) … import UIKit … #endif` compiles
// unchanged. On Apple platforms the system's UIKit owns the name; this target takes another
// name there and re-exports nothing.
#if !canImport(Darwin)
    @_exported import UIKitCompat
#endif
