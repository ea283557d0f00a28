#!/usr/bin/env bash
# Sourced by the browser checks (scripts/docs-in-browser.sh,
# Tests/CLITests/html-in-browser.sh): finds a headless browser (Debian's Chromium),
# installing it with apt-get when it is missing and we are root. Sets `browser` to the
# command, or to "" when none can be had (no network, not root); the caller then prints
# its own "SKIP: …" line and exits 0.
browser=""
for candidate in chromium chromium-browser; do
    if command -v "$candidate" >/dev/null 2>&1; then browser=$candidate; break; fi
done
if [ -z "$browser" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "== installing chromium (apt-get install -y chromium)"
    if ! DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >/dev/null 2>&1; then
        apt-get update >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >/dev/null 2>&1 || true
    fi
    command -v chromium >/dev/null 2>&1 && browser=chromium
fi
