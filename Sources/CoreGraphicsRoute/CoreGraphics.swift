// `import CoreGraphics` on Linux: this module is named CoreGraphics there (see Package.swift)
// and brings UIKitCompat's Core Graphics names (`CGAffineTransform`, `CGRect.applying` …)
// with Foundation's `CGFloat`, `CGPoint`, `CGSize` and `CGRect`. On Apple platforms the
// system's CoreGraphics owns the name; this target takes another name there and re-exports
// nothing.
#if !canImport(Darwin)
    @_exported import UIKitCompat
#endif
