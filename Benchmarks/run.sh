#!/usr/bin/env bash
# Runs every benchmark in one go: builds cvkit-bench in release mode, then runs every
# scenario group (floor, scaling, mosaic, flow, transition, batch, scroll, diff,
# compositional, plugin — with `cvkit list` over hostile plugins, which needs the release
# `cvkit` and `cc`), the peer comparison
# (Taffy, Yoga and, if installed, Chromium; see Benchmarks/peers/README.md) and the
# goals table. Arguments go to cvkit-bench:
#
#   Benchmarks/run.sh                  # everything (a few minutes; peers need python3)
#   Benchmarks/run.sh --no-peers       # CVKit's scenarios only
#   Benchmarks/run.sh --quick          # a smoke run with fewer counts and repeats
#   Benchmarks/run.sh --json > bench.json
#   Benchmarks/run.sh --markdown       # tables in Markdown
#
# A full run (no --filter, no --quick) also draws the plot Benchmarks/figures/scaling.svg
# and writes Benchmarks/results/latest.md and latest.json, which the documents link to:
# commit them with the change they measure.
#
# Progress goes to stderr; stdout carries only the tables (or the JSON).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
swift build -c release --product cvkit-bench >&2
# The plugin group times the release cvkit listing hostile plugins (see Benchmarks/README.md).
swift build -c release --product cvkit >&2
full=1
plot=0
for argument in "$@"; do
    case "$argument" in
    --filter | --quick) full=0 ;;
    --plot) plot=1 ;;
    esac
done
extra=()
if [ "$full" = 1 ]; then
    extra+=(--results Benchmarks/results)
    [ "$plot" = 1 ] || extra+=(--plot)
fi
CVKIT_BENCH_COMMIT=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
export CVKIT_BENCH_COMMIT
exec .build/release/cvkit-bench "$@" "${extra[@]}"
