#!/usr/bin/env bash
# Opens the documentation site built by scripts/docs.sh in a real headless browser
# (Debian's Chromium, installed with apt-get when missing and we are root, as
# Tests/CLITests/html-in-browser.sh does) and checks, for every module:
#   - its landing page /documentation/<module>/ renders: the page's script ran and drew
#     the module's title as the page heading, and its Topics section when it has one;
#   - every link on the rendered page into the site resolves: the page it names exists
#     (its HTML and its data file), so no topic, article or symbol link is dead.
#
# DocC's pages are drawn by JavaScript from JSON files, which a browser does not fetch
# from file:// URLs, so the site is served on 127.0.0.1 by python3's http.server.
#
# Run from anywhere after docs.sh: `bash scripts/docs-in-browser.sh [SITE]` (SITE
# defaults to .build/docs). `.ci/run` calls it. Exits 0 with a line starting with
# "SKIP:" when no browser can be had (no network, not root), 1 when a page does not
# render or a link is dead.
set -euo pipefail
cd "$(dirname "$0")/.."
site=${1:-.build/docs}

[ -f "$site/index.html" ] && [ -d "$site/data/documentation" ] || {
    echo "docs-in-browser: no site in $site; run 'bash scripts/docs.sh' first" >&2; exit 1; }

source "scripts/chromium.sh"
if [ -z "$browser" ]; then
    echo "SKIP: docs-in-browser: chromium is not installed and could not be installed (needs root and apt-get with network)"
    exit 0
fi
if ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP: docs-in-browser: python3 is needed to serve the site and read the pages"
    exit 0
fi

work=$(mktemp -d)
server_pid=""
cleanup() {
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# Serve the site on a free port (the server picks it and reports it).
python3 - "$site" "$work/port" >"$work/server.log" 2>&1 <<'PY' &
import functools, http.server, socketserver, sys
site, port_file = sys.argv[1], sys.argv[2]
class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass
handler = functools.partial(Quiet, directory=site)
with socketserver.TCPServer(("127.0.0.1", 0), handler) as server:
    open(port_file, "w").write(str(server.server_address[1]))
    server.serve_forever()
PY
server_pid=$!
for _ in $(seq 1 50); do [ -s "$work/port" ] && break; sleep 0.1; done
[ -s "$work/port" ] || { echo "docs-in-browser: the local web server did not start:"; cat "$work/server.log"; exit 1; }
base="http://127.0.0.1:$(cat "$work/port")"

# The modules: every top-level page of the site that is a module.
modules=$(python3 - "$site" <<'PY'
import glob, json, os, sys
for path in sorted(glob.glob(os.path.join(sys.argv[1], "data/documentation/*.json"))):
    page = json.load(open(path))
    if page.get("metadata", {}).get("role") == "collection" and page.get("metadata", {}).get("symbolKind") == "module":
        print(os.path.basename(path)[:-5], page["metadata"]["title"])
PY
)
[ -n "$modules" ] || { echo "docs-in-browser: no module pages in $site/data/documentation"; exit 1; }

failed=0
count=0
while read -r slug title; do
    count=$((count + 1))
    dom="$work/$slug.html"
    if ! timeout 90 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
        --user-data-dir="$work/profile" --virtual-time-budget=15000 --dump-dom "$base/documentation/$slug/" >"$dom" 2>"$work/browser.log"; then
        echo "docs-in-browser: $browser failed on /documentation/$slug/:"; cat "$work/browser.log"; exit 1
    fi
    if ! python3 - "$dom" "$site" "$slug" "$title" <<'PY'; then failed=1; fi
import html.parser, os, sys, urllib.parse
dom, site, slug, title = sys.argv[1:5]

class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.h1, self.in_h1, self.sections = set(), "", False, []
        self.in_h2 = False
        self.noscript = 0  # the "This page requires JavaScript." fallback is not the page
    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "noscript":
            self.noscript += 1
        if self.noscript:
            return
        if tag == "a" and attrs.get("href"):
            self.links.add(attrs["href"])
        self.in_h1 = self.in_h1 or tag == "h1"
        if tag == "h2":
            self.in_h2 = True
            self.sections.append("")
    def handle_endtag(self, tag):
        if tag == "noscript":
            self.noscript = max(0, self.noscript - 1)
        if tag == "h1":
            self.in_h1 = False
        if tag == "h2":
            self.in_h2 = False
    def handle_data(self, data):
        if self.in_h1:
            self.h1 += data
        if self.in_h2:
            self.sections[-1] += data

page = Page()
page.feed(open(dom, encoding="utf-8", errors="replace").read())
problems = []
if page.h1.strip() != title:
    problems.append(f"the page heading is {page.h1.strip()!r}, expected {title!r} (did the page's script run?)")
import json
data_page = json.load(open(os.path.join(site, "data/documentation", slug + ".json")))
if data_page.get("topicSections") and "Topics" not in [s.strip() for s in page.sections]:
    problems.append(f"no Topics section (sections: {[s.strip() for s in page.sections]})")
internal = 0
for href in sorted(page.links):
    url = urllib.parse.urlparse(href)
    if url.scheme in ("http", "https") and url.hostname != "127.0.0.1":
        continue  # links out of the site are not ours to check
    path = urllib.parse.unquote(url.path)
    if not path.startswith("/documentation/"):
        continue
    internal += 1
    target = path.strip("/").lower()
    data = os.path.join(site, "data", target + ".json")
    page_html = os.path.join(site, target, "index.html")
    if not os.path.isfile(data) or not os.path.isfile(page_html):
        problems.append(f"dead link {href}: no {os.path.relpath(data, site)}")
if internal == 0:
    problems.append("no links into the site on the rendered page")
for problem in problems:
    print(f"docs-in-browser: /documentation/{slug}/: {problem}")
print(f"== docs-in-browser: /documentation/{slug}/ ({title}): {'FAILED' if problems else 'ok'}, {internal} links checked")
sys.exit(1 if problems else 0)
PY
done <<<"$modules"

if [ "$failed" != 0 ]; then
    echo "docs-in-browser: some module pages did not render or have dead links (see above)"
    exit 1
fi
echo "== docs-in-browser: $count module landing pages render in $browser; every link on them resolves"
