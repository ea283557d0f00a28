#!/usr/bin/env bash
# Builds and runs one libFuzzer target (Tests/Fuzz/Targets/TARGET.swift) with coverage
# guidance and the address sanitizer:
#
#   bash scripts/fuzz.sh TARGET SECONDS [libFuzzer options…]
#   bash scripts/fuzz.sh --build          # build every target, run none
#   bash scripts/fuzz.sh --all SECONDS    # every target, SECONDS each (what CI runs)
#
# Targets: json, data-file, compositional-spec, plugin-wire, updates-text,
# diff-snapshots, host-operations, scroll-script. The library modules a
# target needs are compiled once with `swiftc -sanitize=fuzzer,address` (instrumented,
# not linked) into .build-fuzz/, and each target links them with libFuzzer's main. A
# target reads its seeds from Tests/Fuzz/Corpus/TARGET (new inputs go to
# .build-fuzz/corpus/TARGET, not into the repository) and its dictionary from
# Tests/Fuzz/TARGET.dict. A crash, leak or sanitizer report stops the run, writes the
# input to .build-fuzz/crash-… and exits non-zero: make it a regression test in the
# normal suite, then fix the bug.
set -euo pipefail
cd "$(dirname "$0")/.."

# CVKIT_FUZZ_OUT moves the build and corpus folder (default .build-fuzz).
out=${CVKIT_FUZZ_OUT:-.build-fuzz}
targets=(json data-file compositional-spec plugin-wire updates-text diff-snapshots host-operations scroll-script)
# Sources/CVKitTicks/include: the C module ScrollReport imports (header only, with its module map).
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name cvkit -Onone -g -I "$out/modules"
    -I Sources/CVKitTicks/include)

# The modules each target imports, in dependency order (Package.swift's graph).
modules_for() {
    case "$1" in
    json) echo Geometry CVKitJSON ;;
    data-file | plugin-wire) echo Geometry CVKitJSON LayoutProtocol LayoutRegistry ;;
    compositional-spec)
        echo Geometry CVKitJSON LayoutProtocol ReuseQueue BuiltinLayouts LayoutRegistry CompositionalLayout \
            WaterfallLayoutPlugin CircleLayoutPlugin CoverFlowLayoutPlugin BuiltinCatalog
        ;;
    updates-text) echo Geometry LayoutProtocol ReuseQueue FrameAnimation Transitions CollectionView ;;
    host-operations) echo Geometry LayoutProtocol ReuseQueue FrameAnimation Transitions CollectionView BuiltinLayouts ;;
    scroll-script)
        echo Geometry CVKitJSON LayoutProtocol ReuseQueue FrameAnimation Transitions CollectionView BuiltinLayouts LayoutPreview \
            ScrollReport
        ;;
    diff-snapshots)
        echo Geometry CVKitJSON LayoutProtocol ReuseQueue FrameAnimation Transitions CollectionView BuiltinLayouts LayoutRegistry \
            LayoutPreview LayoutTestSupport CompositionalLayout WaterfallLayoutPlugin CircleLayoutPlugin CoverFlowLayoutPlugin \
            BuiltinCatalog Diffing DiffableDataSource ScrollReport cvkit
        ;;
    *)
        echo "fuzz.sh: unknown target '$1' (targets: ${targets[*]})" >&2
        exit 2
        ;;
    esac
}

source_dir() { [ -d "Sources/$1" ] && echo "Sources/$1" || echo "Plugins/$1"; }

# Compiles a module to an instrumented static library unless it is newer than its sources.
build_module() {
    local name=$1 dir lib
    dir=$(source_dir "$name")
    lib="$out/lib/lib$name.a"
    if [ -f "$lib" ] && [ -z "$(find "$dir" -name '*.swift' -newer "$lib" | head -1)" ]; then return; fi
    echo "== fuzz: compiling $name" >&2
    mkdir -p "$out/modules" "$out/lib" "$out/obj/$name"
    # The tool's module without its entry point, open to @testable import (its file
    # readers are internal); ScrollReport too (the scroll-script target runs the
    # recorder's plain twin, an internal switch).
    local extra=()
    case "$name" in cvkit | ScrollReport) extra=(-enable-testing) ;; esac
    find "$dir" -name '*.swift' ! -path Sources/cvkit/main.swift -print0 | xargs -0 swiftc "${flags[@]}" "${extra[@]}" -module-name "$name" -wmo \
        -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
        -emit-library -static -o "$lib" 2> >(grep -v 'Cannot export local symbol' >&2)
}

build_target() {
    local target=$1 libs=() m
    for m in $(modules_for "$target"); do
        build_module "$m"
        libs=("$out/lib/lib$m.a" "${libs[@]}")
    done
    local exe="$out/bin/$target" src="Tests/Fuzz/Targets/$target.swift"
    if [ -f "$exe" ] && [ "$exe" -nt "$src" ] && [ -z "$(find "${libs[@]}" -newer "$exe" | head -1)" ]; then return; fi
    echo "== fuzz: linking $target" >&2
    mkdir -p "$out/bin"
    # Static libraries, each before the ones it depends on: the linker keeps only what the
    # target reaches.
    swiftc "${flags[@]}" -module-name "Fuzz_${target//-/_}" "$src" "${libs[@]}" -o "$exe" \
        2> >(grep -v 'Cannot export local symbol' >&2)
}

run_target() {
    local target=$1 seconds=$2
    shift 2
    build_target "$target"
    mkdir -p "$out/corpus/$target"
    local dict=()
    [ -f "Tests/Fuzz/$target.dict" ] && dict=(-dict="Tests/Fuzz/$target.dict")
    echo "== fuzz: $target for ${seconds}s" >&2
    "$out/bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
        -artifact_prefix="$out/" "${dict[@]}" "$@" "$out/corpus/$target" "Tests/Fuzz/Corpus/$target"
}

case "${1:-}" in
--build)
    for t in "${targets[@]}"; do build_target "$t"; done
    ;;
--all)
    seconds=${2:?usage: fuzz.sh --all SECONDS}
    for t in "${targets[@]}"; do build_target "$t"; done
    for t in "${targets[@]}"; do run_target "$t" "$seconds"; done
    ;;
"" | -h | --help)
    sed -n '2,/^set /{/^#/p}' "$0" | sed 's/^# \{0,1\}//'
    ;;
*)
    target=$1
    seconds=${2:?usage: fuzz.sh TARGET SECONDS}
    shift 2
    run_target "$target" "$seconds" "$@"
    ;;
esac
