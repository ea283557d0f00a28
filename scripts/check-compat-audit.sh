#!/usr/bin/env bash
# Checks Docs/UIKitCompatibility.md's member-by-member audit tables (every table whose header
# row is "| `TypeName` | | |") against the built UIKitCompat module:
# - every name a row marks provided (✓ or ≈) is a public member of that type, of a class it
#   inherits from here (UICollectionView: UIScrollView, UIView, UIResponder), or of a
#   protocol it refines (UICollectionViewDelegate: UIScrollViewDelegate); a note saying
#   "declared by `Other`" looks in `Other` instead;
# - every name it marks unavailable (✗) is not an available member, and the sources declare it
#   `@available(*, unavailable, message: "…")` (in that type, a type above it, or at the top
#   level): the message is there (scripts/check-unavailable.sh compiles some and reads them);
# - no row is missing (—): a member is provided or unavailable.
#
# Run from anywhere after `swift build`: `bash scripts/check-compat-audit.sh`. Exits 1 on
# any row that disagrees with the module. A name is matched by its full name when the row
# spells its labels (`insertSubview(_:at:)`), else by its base name (`convert` for
# `convert(_:to:)`), so overloads need no row each; `Type.member` is matched in the nested
# type, through a type alias to CVKit's type when UIKitCompat declares one.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)
[ -f "$bin/Modules/UIKitCompat.swiftmodule" ] || { echo "check-compat-audit: build UIKitCompat first (swift build)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for module in UIKitCompat CollectionView; do
    swift symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" -I "$bin/Modules" \
        -output-dir "$work" -minimum-access-level public
done
python3 - "$work" Docs/UIKitCompatibility.md <<'PY'
import glob, json, re, sys
# Public members of each type: by base name, by full name and, for a nested type's members,
# as `Type.member`. Type aliases to CVKit's types (`ScrollPosition`) lend their members.
paths, aliases = {}, {}
for file in glob.glob(sys.argv[1] + "/*.symbols.json"):
    for symbol in json.load(open(file))["symbols"]:
        path = symbol["pathComponents"]
        paths.setdefault(symbol["identifier"]["precise"], tuple(path))
        if symbol["kind"]["identifier"] == "swift.typealias":
            targets = [f.get("preciseIdentifier") for f in symbol["declarationFragments"] if f["kind"] == "typeIdentifier"]
            if targets:
                aliases[tuple(path)] = targets[0]
children = {}
for path in paths.values():
    if len(path) >= 2:
        children.setdefault(path[:-1], set()).add(path[-1])
def names(owner):
    known = set()
    for child in children.get((owner,), set()):
        known |= {child, child.split("(")[0]}
        nested = set(children.get((owner, child), set()))
        if (owner, child) in aliases and aliases[(owner, child)] in paths:
            nested |= children.get(paths[aliases[(owner, child)]], set())
        known |= {child + "." + grandchild.split("(")[0] for grandchild in nested}
    return known
# Unavailable declarations with a message, by the top-level type (or "" for the top level).
unavailable = {}
attribute = re.compile(r'@available\(\s*\*,\s*unavailable,\s*message:\s*"(?:[^"\\]|\\.)+"\s*\)\s*'
                       r'(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|final|static|class|convenience|override|nonisolated|mutating|required)\s+)*'
                       r'(?:(?:func|var|let|class|struct|enum|protocol|typealias)\s+`?(\w+)|(init|subscript))')
top = re.compile(r'^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|final)\s+)*(?:extension|class|struct|enum|protocol)\s+(\w+)', re.M)
for file in sorted(glob.glob("Sources/UIKitCompat/**/*.swift", recursive=True)):
    text = open(file).read()
    owners = [(match.start(), match.group(1)) for match in top.finditer(text)]
    for match in attribute.finditer(text):
        scope = ""
        if match.start() != text.rfind("\n", 0, match.start()) + 1:
            scope = [owner for start, owner in owners if start < match.start()][-1]
        name = match.group(1) or match.group(2)
        unavailable.setdefault(scope, set()).add(name)
        # A function's or initializer's full name, from the labels of its parameters.
        start = text.find("(", match.end() - (0 if match.group(2) else 0))
        if re.match(r"[?!]?\s*(?:<[^>]*>\s*)?\(", text[match.end():]) and start >= 0:
            depth, index, parameters = 0, start, ""
            while index < len(text):
                depth += {"(": 1, ")": -1}.get(text[index], 0)
                if depth == 0:
                    break
                index += 1
            parameters = text[start + 1:index].replace("->", " ")
            labels, depth, current = [], 0, ""
            for character in parameters + ",":
                depth += {"(": 1, "[": 1, "<": 1, ")": -1, "]": -1, ">": -1}.get(character, 0)
                if character == "," and depth == 0:
                    if current.strip():
                        labels.append(current.strip().split(":")[0].split()[0])
                    current = ""
                else:
                    current += character
            unavailable[scope].add(name + "(" + "".join(label + ":" for label in labels) + ")")
# What a type inherits from the types above it here.
parents = {
    "UIView": ["UIResponder"],
    "UIScrollView": ["UIView", "UIResponder"],
    "UICollectionView": ["UIScrollView", "UIView", "UIResponder"],
    "UICollectionReusableView": ["UIView", "UIResponder"],
    "UICollectionViewCell": ["UICollectionReusableView", "UIView", "UIResponder"],
    "UICollectionViewFlowLayout": ["UICollectionViewLayout"],
    "UICollectionViewDelegate": ["UIScrollViewDelegate"],
}
doc = open(sys.argv[2]).read()
failures, checked, tables = [], 0, 0
for owner, rows in re.findall(r"\n\| `(\w+)` \| \| \|\n\|---\|---\|---\|\n((?:\|.*\n)+)", doc):
    tables += 1
    for row in rows.strip().split("\n"):
        cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
        status, note = cells[1], cells[2]
        declared = re.match(r"declared by `(\w+)`", note)
        scopes = [declared.group(1)] if declared else [owner] + parents.get(owner, [])
        known = set().union(*(names(scope) for scope in scopes))
        withdrawn = set().union(*(unavailable.get(scope, set()) for scope in scopes + [""]))
        for name in re.findall(r"`([^`]+)`", cells[0]):
            checked += 1
            name = name.removeprefix(owner + ".").replace("init?(", "init(").replace("init!(", "init(")
            exact = "(" in name and "…" not in name
            key = name if exact else name.split("(")[0].rstrip("?!")
            base = name.split("(")[0].split(".")[0].rstrip("?!")
            if status not in ("✓", "≈", "✗", "—"):
                failures.append(f"{owner}.{name}: the audit says {status or 'nothing'}; a member is ✓, ≈, ✗ or —")
            elif status == "—":
                failures.append(f"{owner}.{name}: the audit says missing; provide it, or declare it unavailable with a message")
            elif status in ("✓", "≈") and key not in known:
                failures.append(f"{owner}.{name}: the audit says provided, the module has no such public member")
            elif status == "✗" and key in known:
                failures.append(f"{owner}.{name}: the audit says ✗, the module provides it")
            elif status == "✗" and (key if exact else base) not in withdrawn:
                failures.append(f"{owner}.{name}: the audit says ✗, no @available(*, unavailable, message:) declares it")
for failure in failures:
    print("check-compat-audit: " + failure, file=sys.stderr)
if failures:
    sys.exit(1)
print(f"== check-compat-audit: {checked} names in {tables} audit tables agree with UIKitCompat (none missing)")
PY
