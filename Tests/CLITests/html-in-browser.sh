#!/usr/bin/env bash
# Loads `cvkit preview --format html` pages in a real headless browser (Debian's
# Chromium, installed with apt-get when missing and we are root) and checks that every
# rendered element sits at the frame the layout computed (from `--format json`), within
# 0.01 px — for a plain page, and for a transition page (`--to`) scrubbed to progress 0,
# 0.5 and 1 by the page's own script.
#
# Run from anywhere: `bash Tests/CLITests/html-in-browser.sh`. `.ci/run` calls it. Exits
# 0 with a line starting with "SKIP:" when no browser can be had (no network, not root),
# 1 when a position differs.
set -euo pipefail
cd "$(dirname "$0")/../.."

source "scripts/chromium.sh"
if [ -z "$browser" ]; then
    echo "SKIP: html-in-browser: chromium is not installed and could not be installed (needs root and apt-get with network)"
    exit 0
fi
if ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP: html-in-browser: python3 is needed to compare the positions"
    exit 0
fi

swift build --product cvkit >/dev/null
cvkit=$(swift build --show-bin-path)/cvkit
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# render NAME ARGS…: page and dumps for one scenario.
args=(--sections 2 --items 7 --param headerHeight=30 --param sectionInset=8,16,8,16 --param spacing=2.5 --size 300x400 --offset 0,50 --all)
"$cvkit" preview list "${args[@]}" --format html >"$work/plain.html"
"$cvkit" preview list "${args[@]}" --format json >"$work/from.json"
# The transition goes to the list with default parameters (what --to uses).
"$cvkit" preview list --sections 2 --items 7 --size 300x400 --offset 0,50 --all --format json >"$work/to.json"
"$cvkit" preview list "${args[@]}" --format html --to list >"$work/transition.html"

measure() { # page fragment output
    timeout 60 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
        --user-data-dir="$work/profile" --virtual-time-budget=3000 --dump-dom "file://$work/$1#$2" >"$3" 2>"$work/browser.log" || {
        echo "html-in-browser: $browser failed:"; cat "$work/browser.log"; exit 1; }
}
measure plain.html measure "$work/plain.dom"
measure transition.html measure=0 "$work/t0.dom"
measure transition.html measure=0.5 "$work/t05.dom"
measure transition.html measure=1 "$work/t1.dom"

python3 - "$work" <<'PY'
import html, json, re, sys
work = sys.argv[1]

def frames(name):
    dump = json.load(open(f"{work}/{name}"))
    out = {}
    for e in dump["elements"]:
        kind = f"{e['category']}-{e['kind']}-" if "kind" in e else f"{e['category']}-"
        f = e["frame"]
        out[f"{kind}{e['section']}-{e['item']}"] = (f["x"], f["y"], f["width"], f["height"])
    return out

def measured(name):
    dom = open(f"{work}/{name}").read()
    m = re.search(r'<pre id="cvkit-measure">(.*?)</pre>', dom, re.S)
    if not m:
        sys.exit(f"html-in-browser: no measurements in {name}: the page's script did not run")
    out = {}
    for line in html.unescape(m.group(1)).strip().splitlines():
        key, *numbers = line.split()
        out[key] = tuple(float(n) for n in numbers)
    return out

def check(label, expected, got):
    if set(expected) != set(got):
        sys.exit(f"html-in-browser: {label}: elements differ: expected {sorted(expected)}, rendered {sorted(got)}")
    for key, frame in expected.items():
        if any(abs(a - b) > 0.01 for a, b in zip(frame, got[key])):
            sys.exit(f"html-in-browser: {label}: {key} is rendered at {got[key]}, the layout says {frame}")
    print(f"ok: {label}: {len(expected)} elements at their frames")

start, end = frames("from.json"), frames("to.json")
check("plain page", start, measured("plain.dom"))
union = {k: start.get(k, end.get(k)) for k in set(start) | set(end)}
check("transition at 0", union, measured("t0.dom"))
mid = {k: tuple(a + (b - a) * 0.5 for a, b in zip(start[k], end[k])) if k in start and k in end else union[k] for k in union}
check("transition at 0.5", mid, measured("t05.dom"))
check("transition at 1", {k: end.get(k, start.get(k)) for k in union}, measured("t1.dom"))
PY
