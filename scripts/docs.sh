#!/usr/bin/env bash
# Builds the documentation site of every library product with the toolchain's DocC into
# .build/docs (a static site: serve the folder, open /documentation/<module>/), with
# warnings as errors. Run from anywhere: `bash scripts/docs.sh`. `.ci/run` calls it.
#
# What fails it (exit 1), each with a message naming the module, file and line:
#   - a library product in Package.swift whose target has no catalog
#     `<target folder>/<Target>.docc` (Sources/NAME/NAME.docc, Plugins/NAME/NAME.docc);
#   - a public or open symbol without a `///` comment (checked in the symbol graphs:
#     DocC itself does not report undocumented symbols). A symbol that inherits its
#     comment (an override, a protocol requirement's default implementation) counts as
#     documented, as DocC shows the inherited comment;
#   - any DocC warning: a symbol link or `<doc:…>` link that does not resolve, a
#     documented parameter that does not exist, a parameter left undocumented in a
#     `- Parameters:` list, a topic group naming a missing symbol.
#
# How: `swift package dump-symbol-graph` (a debug build, then the symbol graphs of every
# module), then ONE `docc convert` over the graphs of all library products with their
# catalogs merged into one (each catalog in a folder of its own). One archive rather
# than one per module, because a comment in one module links to symbols of the modules
# it depends on (``LayoutProtocol/LayoutError`` from BuiltinLayouts): DocC resolves
# those only when both modules are in the same build (its experimental `--dependency`
# resolution does not resolve them with the 6.3 toolchain). Articles are therefore
# named uniquely across all catalogs (checked here) and appear under
# /documentation/cvkit/<article>, the umbrella module's folder.
#
# Options (environment): DOCS_OUTPUT (default .build/docs), SWIFTPM_FLAGS (extra flags
# for `swift package`, e.g. "--scratch-path .build-docs").
set -euo pipefail
cd "$(dirname "$0")/.."

output=${DOCS_OUTPUT:-.build/docs}
read -r -a swiftpm_flags <<<"${SWIFTPM_FLAGS:-}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

command -v docc >/dev/null 2>&1 || { echo "docs.sh: docc is not on PATH (it ships with the Swift toolchain)" >&2; exit 1; }
command -v python3 >/dev/null 2>&1 || { echo "docs.sh: python3 is needed to read the package description and symbol graphs" >&2; exit 1; }

# 1. Library products and their targets' folders, from the package description.
swift package "${swiftpm_flags[@]}" dump-package >"$work/package.json"
python3 - "$work/package.json" >"$work/modules.txt" <<'PY'
import json, sys
package = json.load(open(sys.argv[1]))
paths = {t["name"]: (t.get("path") or f"Sources/{t['name']}") for t in package["targets"]}
seen = []
for product in package["products"]:
    if "library" not in product["type"]:
        continue
    for target in product["targets"]:
        if target not in seen:
            seen.append(target)
            print(target, paths[target])
PY
missing=0
while read -r module folder; do
    if [ ! -d "$folder/$module.docc" ]; then
        echo "docs.sh: error: library product '$module' has no documentation catalog: create $folder/$module.docc/$module.md" \
            "(a landing page titled \`\`$module\`\` that says what the module is for, when to use it, and its topic groups)" >&2
        missing=1
    elif [ ! -f "$folder/$module.docc/$module.md" ]; then
        echo "docs.sh: error: the catalog $folder/$module.docc has no landing page $module.md (titled \`\`$module\`\`)" >&2
        missing=1
    fi
done <"$work/modules.txt"
[ "$missing" = 0 ] || exit 1
echo "== docs: $(wc -l <"$work/modules.txt") library modules"

# 2. Symbol graphs (public and open symbols) of every module.
swift package "${swiftpm_flags[@]}" dump-symbol-graph --minimum-access-level public >"$work/dump.log" 2>&1 || {
    cat "$work/dump.log" >&2; echo "docs.sh: swift package dump-symbol-graph failed" >&2; exit 1; }
graphs=$(sed -n 's/^Files written to //p' "$work/dump.log" | tail -1)
[ -d "$graphs" ] || { cat "$work/dump.log" >&2; echo "docs.sh: no symbol graph folder in the output above" >&2; exit 1; }
mkdir -p "$work/graphs" "$work/CVKit.docc"
while read -r module folder; do
    cp "$graphs/$module.symbols.json" "$work/graphs/"
    for extension in "$graphs/$module"@*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$work/graphs/"
    done
    cp -R "$folder/$module.docc" "$work/CVKit.docc/$module"
done <"$work/modules.txt"

# 3. Every public symbol documented; article names unique across the catalogs. (DocC
# runs even when this fails, so one run lists every problem.)
status=0
if python3 - "$work/graphs" "$work/CVKit.docc" "$PWD" <<'PY'
import collections, glob, json, os, sys
graphs, catalog, root = sys.argv[1:4]
undocumented = []
for path in sorted(glob.glob(os.path.join(graphs, "*.symbols.json"))):
    graph = json.load(open(path))
    for symbol in graph["symbols"]:
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue  # compiler-synthesized (Equatable's ==, default implementations shown on conformers)
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        comment = symbol.get("docComment") or {}
        if any(line["text"].strip() for line in comment.get("lines", [])):
            continue
        location = symbol.get("location", {})
        file = location.get("uri", "?").replace("file://", "").replace(root + "/", "")
        line = location.get("position", {}).get("line", -1) + 1
        undocumented.append(f"{file}:{line}: {symbol['kind']['displayName'].lower()} "
                            f"{graph['module']['name']}.{'.'.join(symbol['pathComponents'])} has no /// comment")
for message in undocumented:
    print(f"docs.sh: error: {message}", file=sys.stderr)
names = collections.defaultdict(list)
for folder, _, files in os.walk(catalog):
    for name in files:
        if name.endswith((".md", ".tutorial")):
            names[name.lower()].append(os.path.relpath(os.path.join(folder, name), catalog))
clashes = {name: where for name, where in names.items() if len(where) > 1}
for name, where in sorted(clashes.items()):
    print(f"docs.sh: error: two catalogs have a page named {name} ({', '.join(sorted(where))}); "
          "article names must be unique across all catalogs", file=sys.stderr)
if undocumented or clashes:
    print(f"docs.sh: {len(undocumented)} undocumented public symbols, {len(clashes)} clashing page names", file=sys.stderr)
    sys.exit(1)
PY
then :; else status=1; fi

# 4. The site, warnings as errors.
rm -rf "$output"
mkdir -p "$(dirname "$output")"
if ! docc convert "$work/CVKit.docc" \
    --additional-symbol-graph-dir "$work/graphs" \
    --output-path "$output" \
    --fallback-display-name CVKit \
    --fallback-bundle-identifier org.cvkit.CVKit \
    --fallback-default-module-kind "Swift Package" \
    --transform-for-static-hosting \
    --warnings-as-errors >"$work/docc.log" 2>&1; then
    # Paths in the log point into the merged copy; name the files in the tree instead.
    sed -e "s#$work/CVKit.docc/\([A-Za-z0-9_]*\)/#<catalog of \1>/#g" "$work/docc.log" >&2
    echo "docs.sh: (a path MODULE/PAGE.md above is the page in MODULE's catalog, e.g. Sources/MODULE/MODULE.docc/PAGE.md)" >&2
    echo "docs.sh: docc reported the problems above (warnings are errors)" >&2
    exit 1
fi
[ "$status" = 0 ] || { echo "docs.sh: the site was built, but the checks above failed" >&2; exit 1; }
pages=$(find "$output/data/documentation" -name '*.json' | wc -l)
echo "== docs: $pages pages in $output (serve the folder and open /documentation/<module>/, e.g. /documentation/geometry/)"
