// `import QuartzCore` on Linux: this module is named QuartzCore there (see Package.swift) and
// brings UIKitCompat's Core Animation names (`CATransform3D` and its functions, `CALayer`).
// On Apple platforms the system's QuartzCore owns the name; this target takes another name
// there and re-exports nothing.
#if !canImport(Darwin)
    @_exported import UIKitCompat
#endif
