// The processor's cycle counter, read without serializing the pipeline: what the scroll
// recorder times a layout phase with. A monotonic clock read (clock_gettime through the
// vDSO) fences the pipeline around its counter read; inside a frame of a few microseconds
// that costs more than the read itself, twice per timed phase. The recorder converts
// ticks to nanoseconds per window of frames, against the monotonic clock.

#ifndef CVKIT_TICKS_H
#define CVKIT_TICKS_H

#include <stdint.h>
#include <time.h>

/// A reading of the cycle counter (x86-64: the time-stamp counter; arm64: the virtual
/// counter), or of the monotonic clock in nanoseconds on other processors. Only
/// differences mean anything; they count at a fixed rate on processors with an invariant
/// counter.
static inline uint64_t cvkit_ticks(void) {
#if defined(__x86_64__) || defined(__i386__)
    uint32_t low, high;
    __asm__ volatile("rdtsc" : "=a"(low), "=d"(high));
    return ((uint64_t)high << 32) | low;
#elif defined(__aarch64__)
    uint64_t value;
    __asm__ volatile("mrs %0, cntvct_el0" : "=r"(value));
    return value;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
#endif
}

#endif
