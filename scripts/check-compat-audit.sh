#!/usr/bin/env bash
# Checks Docs/UIKitCompatibility.md's member-by-member audit tables against the built
# UIKitCompat module: every name a row marks provided (✓ or ≈) is a public member of that
# class, and every name it marks unavailable (✗) or missing (—) is not an available one (an
# unavailable declaration's message is checked by scripts/check-unavailable.sh).
#
# Run from anywhere after `swift build`: `bash scripts/check-compat-audit.sh`. Exits 1 on
# any row that disagrees with the module. A name is matched by its base name (`convert`
# for `convert(_:to:)`), so overloads need no row each.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)
[ -f "$bin/Modules/UIKitCompat.swiftmodule" ] || { echo "check-compat-audit: build UIKitCompat first (swift build)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift symbolgraph-extract -module-name UIKitCompat -target "$(uname -m)-unknown-linux-gnu" -I "$bin/Modules" \
    -output-dir "$work" -minimum-access-level public
python3 - "$work/UIKitCompat.symbols.json" Docs/UIKitCompatibility.md <<'PY'
import json, re, sys
graph = json.load(open(sys.argv[1]))
members = {}
for symbol in graph["symbols"]:
    path = symbol["pathComponents"]
    if len(path) >= 2:
        members.setdefault(path[0], set()).add(path[1].split("(")[0])
# What a class inherits from the classes above it here.
parents = {"UIView": ["UIResponder"], "UITraitCollection": []}
doc = open(sys.argv[2]).read()
failures, checked = [], 0
for table in re.findall(r"\n\| `(UIView|UITraitCollection)` \| \| \|\n\|---\|---\|---\|\n((?:\|.*\n)+)", doc):
    owner, rows = table
    known = set(members.get(owner, set()))
    for parent in parents[owner]:
        known |= members.get(parent, set())
    for row in rows.strip().split("\n"):
        cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
        names = [name.split("(")[0].rstrip("?!").removeprefix(owner + ".") for name in re.findall(r"`([^`]+)`", cells[0])]
        status = cells[1]
        # A row "`next` ✓, the others —" gives `next` and the rest their own status.
        split = re.match(r"`(\w+)` ✓, the others —", status)
        for name in names:
            checked += 1
            provided = status in ("✓", "≈") or (split is not None and name == split.group(1))
            if provided and name not in known:
                failures.append(f"{owner}.{name}: the audit says provided, the module has no such public member")
            if not provided and name in known:
                failures.append(f"{owner}.{name}: the audit says {status}, the module provides it")
for failure in failures:
    print("check-compat-audit: " + failure, file=sys.stderr)
if failures:
    sys.exit(1)
print(f"== check-compat-audit: {checked} names in the audit tables agree with UIKitCompat")
PY
