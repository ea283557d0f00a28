#!/usr/bin/env bash
# Runs every test under AddressSanitizer, then under ThreadSanitizer, each in a build
# folder of its own (.build-asan, .build-tsan) so the normal debug build is not thrown
# away. Each is a full rebuild of the package with instrumentation: expect several
# minutes per sanitizer on a small machine.
#
#   bash scripts/sanitizers.sh            # both
#   bash scripts/sanitizers.sh address    # one of: address, thread
#
# Exits non-zero when a build fails, a test fails or a sanitizer reports a problem.
#
# For CI (see .ci/run for why): CVKIT_SANITIZER_COVERAGE=1 also collects code coverage
# in the address-sanitizer run (`--enable-code-coverage`; `bash scripts/coverage.sh
# --report .build-asan` prints it), so one instrumented build serves both;
# CVKIT_TSAN_FILTER=REGEX runs only the matching tests under the thread sanitizer;
# CVKIT_TSAN_FILTER=concurrency runs the package Tests/ThreadSanitizer instead (the suites
# that cross tasks, linked from StressTests and DiffableDataSourceTests), whose build
# instruments the library modules and those suites only: about a third of the
# whole-package build, so CI can afford it.
#
# PluginLoaderTests, HostilePlugin*Tests, PluginCacheTests and *LoadedLibraryTests are skipped: the plugin loader dlopens with RTLD_DEEPBIND, which the
# sanitizer runtimes refuse (they abort the whole test process; see
# https://github.com/google/sanitizers/issues/611). Every other test runs.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizers=("$@")
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)

status=0
for sanitizer in "${sanitizers[@]}"; do
    case "$sanitizer" in
        address) scratch=.build-asan ;;
        thread) scratch=.build-tsan ;;
        *) echo "error: unknown sanitizer '$sanitizer' (expected address or thread)" >&2; exit 64 ;;
    esac
    extra=()
    if [ "$sanitizer" = address ] && [ "${CVKIT_SANITIZER_COVERAGE:-0}" = 1 ]; then extra+=(--enable-code-coverage); fi
    package=()
    if [ "$sanitizer" = thread ] && [ "${CVKIT_TSAN_FILTER:-}" = concurrency ]; then
        package=(--package-path Tests/ThreadSanitizer)
        scratch="$PWD/.build-tsan-concurrency"
    elif [ "$sanitizer" = thread ] && [ -n "${CVKIT_TSAN_FILTER:-}" ]; then
        extra+=(--filter "$CVKIT_TSAN_FILTER")
    fi
    echo "== swift test ${package[*]:-} --sanitize=$sanitizer ${extra[*]:-}"
    start=$(date +%s)
    log=$(mktemp)
    # halt_on_error: the first report fails the run; the report itself is in the log.
    if ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 TSAN_OPTIONS=halt_on_error=1 \
        swift test ${package[@]+"${package[@]}"} --sanitize="$sanitizer" --scratch-path "$scratch" --skip PluginLoaderTests --skip "HostilePlugin|PluginCacheTests|LoadedLibraryTests" ${extra[@]+"${extra[@]}"} 2>&1 | tee "$log"; then
        result=passed
    else
        result=FAILED
        status=1
    fi
    if grep -qE "ERROR: (AddressSanitizer|ThreadSanitizer)|WARNING: ThreadSanitizer" "$log"; then
        echo "::error:: the $sanitizer sanitizer reported a problem (see above)" >&2
        result=FAILED
        status=1
    fi
    echo "== $sanitizer: $result in $(( $(date +%s) - start )) s"
    rm -f "$log"
done
exit $status
