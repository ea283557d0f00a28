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
#   Benchmarks/run.sh --markdown       # tables in Markdown, as in the README
#   Benchmarks/run.sh --markdown --plot  # everything for the README, and the plot
#                                        # Benchmarks/figures/scaling.svg
#
# Progress goes to stderr; stdout carries only the tables (or the JSON).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
swift build -c release --product cvkit-bench >&2
# The plugin group times the release cvkit listing hostile plugins (see Benchmarks/README.md).
swift build -c release --product cvkit >&2
exec .build/release/cvkit-bench "$@"
