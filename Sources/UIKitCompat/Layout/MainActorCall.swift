import Foundation

/// Runs `body` — main-actor code — from a nonisolated CVKit override that UIKit's rules say
/// runs on the main actor (the host that drives a UIKit-dialect layout is driven from it).
///
/// The check is `Thread.isMainThread`, which is what the runtime's main-actor check falls back
/// to on Linux but costs nanoseconds instead of microseconds; off the main thread the call goes
/// through `MainActor.assumeIsolated`, which stops the program with its message, as a UIKit
/// layout used off the main thread is a programming error.
@inline(__always)
func onMainActor<T: Sendable>(_ body: @MainActor @Sendable () -> T) -> T {
    guard Thread.isMainThread else { return MainActor.assumeIsolated { body() } }
    return withoutActuallyEscaping(body) { unsafeBitCast($0, to: (@Sendable () -> T).self)() }
}
