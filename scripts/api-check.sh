#!/usr/bin/env bash
# Checks the public API of every library product against the last release tag with
# `swift package diagnose-api-breaking-changes`. Run from anywhere:
# `bash scripts/api-check.sh [TAG]`. `.ci/run` calls it.
#
#   - The baseline is TAG, or $CVKIT_API_BASELINE, or the newest release tag (X.Y.Z)
#     reachable from HEAD, or else the last release recorded in scripts/api-baseline.txt
#     ("VERSION COMMIT": a clone has no tags, but it has the release's commit). A baseline
#     commit missing from the clone (a shallow clone) fails: the check never skips.
#   - A breaking change passes only when CHANGELOG.md names it under the heading of a
#     version that may break the baseline's API (CONTRIBUTING.md, "Versioning"): for a
#     0.y.z baseline, 0.(y+1).0 or later; for x.y.z with x ≥ 1, (x+1).0.0 or later. The
#     heading is a version heading (`## [0.2.0] - 2026-12-01`) or, before the release,
#     a subsection of Unreleased (`### Breaking (0.3.0)`). "Names it" means the heading's
#     section has the broken declaration's top-level name in backticks: `ReusePool`,
#     `CollectionViewHost.register(_:forCellWithReuseIdentifier:)` or
#     `ReuseQueue.CollectionViewCell` all name `CollectionViewCell`'s and
#     `CollectionViewHost`'s breaks.
#   - The baseline's API is kept in .build/api-baseline/TAG (built once, reused).
#   - `--self-test` runs the naming rule on planted digester reports, without building:
#     a break CHANGELOG.md names passes, one it does not name fails.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--self-test" ]; then
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    # The planted change logs name the release after the recorded one (0.y.z → 0.(y+1).0).
    read -r released _ < <(grep -vE '^\s*(#|$)' scripts/api-baseline.txt | tail -1)
    IFS=. read -r major minor _ <<<"$released"
    next="$major.$((minor + 1)).0"
    printf '  💔 API breakage: func CollectionViewHost.reloadData() has been removed\n' >"$tmp/report.txt"
    printf '# Changelog\n\n## [Unreleased]\n\n### Breaking (%s)\n\n- `CollectionViewHost.reloadData()` is gone.\n' "$next" >"$tmp/named.md"
    printf '# Changelog\n\n## [Unreleased]\n\n### Breaking (%s)\n\n- `ReusePool` changed.\n' "$next" >"$tmp/unnamed.md"
    CVKIT_API_CHECK_REPORT="$tmp/report.txt" CVKIT_API_CHECK_CHANGELOG="$tmp/named.md" bash "$0" >"$tmp/out1.txt" 2>&1 || {
        cat "$tmp/out1.txt"; echo "api-check self-test: a named break failed" >&2; exit 1; }
    if CVKIT_API_CHECK_REPORT="$tmp/report.txt" CVKIT_API_CHECK_CHANGELOG="$tmp/unnamed.md" bash "$0" >"$tmp/out2.txt" 2>&1; then
        cat "$tmp/out2.txt"; echo "api-check self-test: a break CHANGELOG.md does not name passed" >&2; exit 1
    fi
    grep -q "is not named" "$tmp/out2.txt" || { cat "$tmp/out2.txt"; echo "api-check self-test: no 'not named' error" >&2; exit 1; }
    echo "== api-check self-test: a named break passes, an unnamed one fails"
    exit 0
fi

baseline=${1:-${CVKIT_API_BASELINE:-}}
if [ -z "$baseline" ]; then
    baseline=$(git describe --tags --abbrev=0 --match '[0-9]*.[0-9]*.[0-9]*' 2>/dev/null || true)
fi
# The commit to compare with: the tag's, or the recorded release's.
treeish=$baseline
if [ -z "$baseline" ]; then
    read -r baseline treeish < <(grep -vE '^\s*(#|$)' scripts/api-baseline.txt | tail -1)
fi
if [ -z "$baseline" ] || [ -z "$treeish" ]; then
    echo "api-check: no release tag and no release recorded in scripts/api-baseline.txt" >&2
    exit 1
fi
if ! git rev-parse -q --verify "refs/tags/$treeish^{commit}" >/dev/null && ! git rev-parse -q --verify "$treeish^{commit}" >/dev/null; then
    echo "api-check: the baseline $baseline ($treeish) is not in this clone (a shallow clone? fetch the history)" >&2
    exit 1
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "== api-check: public API against $baseline ($treeish)"
status=0
changelog=${CVKIT_API_CHECK_CHANGELOG:-CHANGELOG.md}
if [ -n "${CVKIT_API_CHECK_REPORT:-}" ]; then
    # A planted digester report (the self-test).
    cp "$CVKIT_API_CHECK_REPORT" "$log"
else
    swift package diagnose-api-breaking-changes "$treeish" --baseline-dir ".build/api-baseline" >"$log" 2>&1 || status=$?
fi

if grep -q "API breakage:" "$log"; then
    grep -E "API breakage:|^\*\* |Module " "$log" || true
else
    if [ "$status" != 0 ]; then
        cat "$log" >&2
        echo "api-check: swift package diagnose-api-breaking-changes failed (exit $status) without reporting breakages" >&2
        exit 1
    fi
    grep -E "No breaking changes|^\*\* " "$log" || true
    echo "== api-check: no breaking changes against $baseline"
    exit 0
fi

# Breaking changes: each must be named under a heading of a version that may break.
python3 - "$log" "$changelog" "$baseline" "$treeish" <<'PY'
import re, sys
log, changelog, baseline, treeish = sys.argv[1:5]

def version(text):
    m = re.search(r"(\d+)\.(\d+)\.(\d+)", text)
    return tuple(int(x) for x in m.groups()) if m else None

base = version(baseline)
if base is None:
    sys.exit(f"api-check: the baseline {baseline!r} is not a version X.Y.Z")

def may_break(v):
    # SemVer: before 1.0.0 a minor release may break (CONTRIBUTING.md, "Versioning").
    if base[0] == 0:
        return v >= (0, base[1] + 1, 0)
    return v >= (base[0] + 1, 0, 0)

# Sections of the change log under a heading that names a version allowed to break.
lines = open(changelog, encoding="utf-8").read().split("\n")
sections = []
for i, line in enumerate(lines):
    m = re.match(r"^(#{2,4})\s+(.*)$", line)
    if not m:
        continue
    v = version(m.group(2))
    if v is None or not may_break(v):
        continue
    level = len(m.group(1))
    body = []
    for following in lines[i + 1:]:
        h = re.match(r"^(#{1,6})\s", following)
        if h and len(h.group(1)) <= level:
            break
        body.append(following)
    sections.append((m.group(2).strip(), "\n".join(body)))
named = set()
for _, body in sections:
    for code in re.findall(r"`([^`]+)`", body):
        for part in re.split(r"[.(:\s]", code):
            if part:
                named.add(part)

import subprocess

def public_at_baseline(identifier, declaration=False):
    """Whether a `public` or `open` line at the baseline declares (or mentions) it."""
    kinds = r"(class|struct|enum|protocol|func|var|let|typealias|actor|case|init|subscript)\s+" if declaration else ""
    pattern = rf"(public|open)\b.*\b{kinds}{re.escape(identifier)}\b"
    return subprocess.run(["git", "grep", "-qE", pattern, treeish, "--", "Sources", "Plugins"]).returncode == 0

breaks = [l.strip() for l in open(log, encoding="utf-8") if "API breakage:" in l]
missing, ignored = [], []
for b in breaks:
    text = b.split("API breakage:", 1)[1].strip()
    # "func CollectionViewHost.register(_:forCellWithReuseIdentifier:) has been removed"
    # → the declaration's first name component: CollectionViewHost.
    m = re.match(r"^(?:[a-z]+\s+)*([A-Za-z_][A-Za-z0-9_.]*)", text)
    path = [c for c in (m.group(1) if m else text).split(".") if c]
    while len(path) > 1 and path[-1] in ("Get", "Set", "Modify"):
        path.pop()
    name = path[0] if path else text
    # The digester also reports `package` declarations, which are not public API
    # (CONTRIBUTING.md, "Versioning"): a break counts only when the baseline declared
    # its type (or function) and its member public or open.
    if not public_at_baseline(name, declaration=True) or (len(path) > 1 and not public_at_baseline(path[-1])):
        ignored.append(text)
        continue
    if name not in named:
        missing.append((name, text))
if ignored:
    print(f"== api-check: {len(ignored)} reported changes ignored: not public or open at {baseline} (package or internal API)")
breaks = [b for b in breaks if b.split("API breakage:", 1)[1].strip() not in ignored]

headings = ", ".join(h for h, _ in sections) or "none"
if missing:
    print(f"api-check: {len(breaks)} breaking changes against {baseline}; {len(missing)} not named in CHANGELOG.md", file=sys.stderr)
    print(f"api-check: headings that may carry breaking changes for {baseline}: {headings}", file=sys.stderr)
    for name, text in missing:
        print(f"api-check: error: `{name}` is not named under such a heading: {text}", file=sys.stderr)
    nxt = f"0.{base[1] + 1}.0" if base[0] == 0 else f"{base[0] + 1}.0.0"
    print(f"api-check: list them in CHANGELOG.md under a heading for {nxt} (e.g. '### Breaking ({nxt})' in Unreleased), "
          "or keep the old API", file=sys.stderr)
    sys.exit(1)
print(f"== api-check: {len(breaks)} breaking changes of public API against {baseline}, each named in CHANGELOG.md under: {headings}")
PY
