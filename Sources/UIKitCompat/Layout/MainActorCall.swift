import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The main thread, recorded once from main-actor code (the first UIKit-dialect layout or
/// collection view records it), so that the bridge's per-call check is one `pthread_self()`
/// comparison: `Thread.isMainThread` is slow on Linux, and the bridge checks on every call.
enum MainThread {
    private struct ID: @unchecked Sendable { let value: pthread_t }

    /// The main thread's id, or `nil` when this was first read off the main thread (then
    /// every check falls back to `Thread.isMainThread`).
    private static let id: ID? = Thread.isMainThread ? ID(value: pthread_self()) : nil

    /// Records the main thread; called from main-actor initializers.
    @MainActor static func record() { _ = id }

    /// Whether the caller runs on the main thread.
    @inline(__always) static var isCurrent: Bool {
        guard let id else { return Thread.isMainThread }
        return pthread_equal(pthread_self(), id.value) != 0
    }
}

/// Runs `body` — main-actor code — from a nonisolated CVKit override that UIKit's rules say
/// runs on the main actor (the host that drives a UIKit-dialect layout is driven from it).
///
/// The check is whether this is the main thread (the main actor's thread on Linux), which
/// costs nanoseconds where the runtime's main-actor check costs microseconds; off the main
/// thread the call goes through `MainActor.assumeIsolated`, which stops the program with its
/// message, as a UIKit layout used off the main thread is a programming error.
///
/// Safe: the bit cast only drops `@MainActor` from the function type (a global-actor
/// function has the same representation as a nonisolated one), and the function is called
/// only after `MainThread.isCurrent` found the caller on the main thread, which is what the
/// runtime's own main-actor check (`MainActor.assumeIsolated`, the other path) accepts.
/// Kept over `MainActor.assumeIsolated` alone for its cost on every bridge call;
/// `MainActorBridgeConcurrencyTests` drives it under the thread sanitizer in CI.
@inline(__always)
func onMainActor<T: Sendable>(_ body: @MainActor @Sendable () -> T) -> T {
    guard MainThread.isCurrent else { return MainActor.assumeIsolated { body() } }
    return withoutActuallyEscaping(body) { unsafeBitCast($0, to: (@Sendable () -> T).self)() }
}

/// ``onMainActor(_:)`` for a body that takes its input as an argument instead of capturing
/// it: a closure without captures has no context to allocate, which keeps the bridge's hot
/// path (one viewport query per frame) free of a heap allocation per call.
///
/// Safe: as ``onMainActor(_:)``, whose main-thread check guards the same bit cast.
@inline(__always)
func onMainActor<Argument, T>(_ argument: Argument, _ body: @MainActor (Argument) -> T) -> T {
    guard MainThread.isCurrent else {
        return withoutActuallyEscaping(body) { escaping in
            let carried = Unchecked(argument), call = Unchecked(escaping)
            return MainActor.assumeIsolated { Unchecked(call.value(carried.value)) }.value
        }
    }
    return withoutActuallyEscaping(body) { unsafeBitCast($0, to: ((Argument) -> T).self)(argument) }
}
