// Swift Testing declares a cross-import overlay, `_Testing_UIKit`, that the compiler loads
// whenever a file imports both Testing and UIKit. The Linux toolchain does not ship it, so
// without this module `import Testing` beside the UIKit route fails with "no such module".
// Nothing is declared: on Apple platforms the overlay adds image attachments, and there are
// no images to attach here. On an Apple host this target takes another name (see
// Package.swift) and the SDK's overlay is used.
