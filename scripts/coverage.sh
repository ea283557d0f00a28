#!/usr/bin/env bash
# Line coverage per module of the library, from the tests.
#
#   bash scripts/coverage.sh                 # swift test --enable-code-coverage in .build-coverage, then the report
#   bash scripts/coverage.sh --report DIR    # only the report, from a coverage run already made with
#                                            # --scratch-path DIR (CI: the address-sanitizer run, see .ci/run)
#
# The report is `llvm-cov export -summary-only` (the toolchain's llvm-cov, which reads
# the toolchain's profile format) summed per module: every file under the folder of a
# library product's target (Sources/NAME, Plugins/NAME) counts for module NAME. The
# modules come from the package (`swift package dump-package`), so new modules show up
# without a change here. Executables (`cvkit`) are left out: the tests run them as child
# processes, whose coverage is not collected.
#
# Core modules (CVKIT_COVERAGE_CORE, default below) must reach CVKIT_COVERAGE_MIN percent
# of lines (default 90); one below fails the script, unless CVKIT_COVERAGE_REPORT_ONLY=1.
set -euo pipefail
cd "$(dirname "$0")/.."

core=${CVKIT_COVERAGE_CORE:-"Geometry LayoutProtocol BuiltinLayouts CollectionView ReuseQueue"}
minimum=${CVKIT_COVERAGE_MIN:-90}

scratch=.build-coverage
run_tests=1
if [ "${1:-}" = "--report" ]; then
    scratch=${2:?usage: coverage.sh --report SCRATCH_DIR}
    run_tests=0
fi

if [ "$run_tests" = 1 ]; then
    echo "== swift test --enable-code-coverage --scratch-path $scratch"
    swift test --enable-code-coverage --scratch-path "$scratch"
fi

toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
llvm_cov=$toolchain/llvm-cov
[ -x "$llvm_cov" ] || llvm_cov=$(command -v llvm-cov)
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
profdata=$bin/codecov/default.profdata
tests=$(find "$bin" -maxdepth 1 -name '*PackageTests.xctest' | head -1)
if [ ! -f "$profdata" ] || [ -z "$tests" ]; then
    echo "coverage: no coverage data in $bin (expected codecov/default.profdata and the test bundle); run the tests with --enable-code-coverage --scratch-path $scratch" >&2
    exit 1
fi
if [ -d "$tests" ]; then  # an Apple-platform bundle: the binary is inside
    tests=$(find "$tests" -type f -perm -u+x -path '*MacOS*' | head -1)
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift package dump-package >"$work/package.json"
"$llvm_cov" export -summary-only -instr-profile="$profdata" "$tests" \
    -ignore-filename-regex='/(\.build[^/]*|Tests|Examples|Benchmarks)/' >"$work/coverage.json"

status=0
python3 - "$work/package.json" "$work/coverage.json" "$PWD" "$core" "$minimum" <<'PY' || status=$?
import json, os, sys
package, coverage, root, core, minimum = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4].split(), float(sys.argv[5])
description = json.load(open(package))
libraries = {name for p in description["products"] if "library" in p["type"] for name in p["targets"]}
folders = {}
for t in description["targets"]:
    if t["name"] in libraries:
        folders[os.path.join(root, t.get("path") or f"Sources/{t['name']}") + "/"] = t["name"]
totals = {}
for f in json.load(open(coverage))["data"][0]["files"]:
    for folder, name in folders.items():
        if f["filename"].startswith(folder):
            lines = f["summary"]["lines"]
            count, covered = totals.get(name, (0, 0))
            totals[name] = (count + lines["count"], covered + lines["covered"])
            break
print(f"{'module':<24} {'lines':>7} {'covered':>8} {'coverage':>9}")
below = []
for name in sorted(totals):
    count, covered = totals[name]
    percent = 100.0 * covered / count if count else 100.0
    mark = ""
    if name in core:
        mark = "  core" + ("  BELOW %g%%" % minimum if percent < minimum else "")
        if percent < minimum:
            below.append(f"{name} {percent:.1f}%")
    print(f"{name:<24} {count:>7} {covered:>8} {percent:>8.1f}%{mark}")
count = sum(c for c, _ in totals.values())
covered = sum(c for _, c in totals.values())
print(f"{'total':<24} {count:>7} {covered:>8} {100.0 * covered / max(count, 1):>8.1f}%")
missing = [m for m in core if m not in totals]
if missing:
    print(f"coverage: core modules without coverage data: {', '.join(missing)}")
if below:
    print(f"coverage: core modules below {minimum:g}% of lines: {', '.join(below)}")
    sys.exit(2)
PY
if [ "$status" = 2 ] && [ "${CVKIT_COVERAGE_REPORT_ONLY:-0}" = 1 ]; then
    echo "== coverage: report only (CVKIT_COVERAGE_REPORT_ONLY=1): not failing"
    exit 0
fi
[ "$status" = 0 ] || exit 1
