#!/usr/bin/env bash
# Checks the formatting of every Swift file with the toolchain's swift-format and the
# repository's .swift-format configuration:
#
#   swift format lint --strict --recursive Sources Tests Plugins Examples Benchmarks
#
# Run from anywhere: `bash scripts/lint.sh`. Exits 1 on any finding and prints a count
# per rule. `swift format format -i --recursive …` (same folders) fixes every finding
# the configuration can report (see CONTRIBUTING.md, "Formatting and words").
#
# Then the words: scripts/lint-words.sh (measured figures in source comments; ticket
# numbers and work-log words in documents, comments and test names), after its self-test
# proves it catches a planted figure and a planted ticket number.
#
# CVKIT_LINT_REPORT_ONLY=1 prints the same findings and counts but exits 0 (for a local
# run); `.ci/run` leaves it off, so a lint finding fails CI.
set -euo pipefail
cd "$(dirname "$0")/.."

folders=(Sources Tests Plugins Examples Benchmarks)
log=$(mktemp)
trap 'rm -f "$log"' EXIT

status=0
swift format lint --strict --recursive --parallel "${folders[@]}" >"$log" 2>&1 || status=$?
findings=$(grep -cE '^[^:]+:[0-9]+:[0-9]+: (error|warning): \[' "$log" || true)

if [ "$findings" -gt 0 ]; then
    cat "$log"
    echo "== lint: findings per rule:"
    sed -nE 's/^[^:]+:[0-9]+:[0-9]+: (error|warning): \[([A-Za-z]+)\].*/\2/p' "$log" | sort | uniq -c | sort -rn
fi
if [ "$status" != 0 ] && [ "$findings" = 0 ]; then
    cat "$log" >&2
    echo "lint: swift format failed (exit $status) without reporting findings" >&2
    exit 1
fi
files=$(find "${folders[@]}" -name '*.swift' | wc -l)
bash scripts/lint-words.sh --self-test
words=0
bash scripts/lint-words.sh || words=1
if [ "$findings" = 0 ] && [ "$words" = 0 ]; then
    echo "== lint: $files Swift files, no findings"
    exit 0
fi
[ "$findings" = 0 ] || echo "== lint: $findings findings in $files Swift files; fix them with: swift format format -i --recursive --parallel ${folders[*]}"
[ "$words" = 0 ] || echo "== lint: words findings above (scripts/lint-words.sh)"
if [ "${CVKIT_LINT_REPORT_ONLY:-0}" = 1 ]; then
    echo "== lint: report only (CVKIT_LINT_REPORT_ONLY=1): not failing"
    exit 0
fi
exit 1
