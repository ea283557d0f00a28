#!/usr/bin/env bash
# Peer benchmark for CVKit's flow layout: Taffy, Yoga and (if installed) Chromium.
#
# Creates Benchmarks/peers/.venv if missing, installs the peers from PyPI into
# it, then runs peers.py with this script's arguments. stdout carries only the
# JSON lines from peers.py; everything else goes to stderr.
#
#   Benchmarks/peers/run-peers.sh            # 10k, 100k, 1M items, 3 repeats
#   Benchmarks/peers/run-peers.sh --quick    # 10k, 100k items, 1 repeat
#
# A peer whose install fails is reported by peers.py as "unavailable" with
# pip's reason; the others still run. Chromium is used only if `chromium` is
# on PATH (Debian: apt-get install chromium); this script never installs it.
set -u

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VENV="$HERE/.venv"
PYTHON="${PYTHON:-python3}"
STATUS_DIR="$VENV/install-status"

# Pinned peers: "distribution==version" (the engine name is in peers.py).
PEERS=("stretchable==1.1.8" "pyyoga==0.1.0")

log() { echo "[run-peers] $*" >&2; }

make_venv() {
    "$PYTHON" -m venv "$VENV" >&2 2>&1 && "$VENV/bin/python" -m pip --version >/dev/null 2>&1 && return 0
    # Debian without python3-venv has no ensurepip: fall back to a venv that
    # borrows the system pip (pip then installs into the venv, not the system).
    log "python3 -m venv failed; retrying with --without-pip --system-site-packages"
    rm -rf "$VENV"
    "$PYTHON" -m venv --without-pip --system-site-packages "$VENV" >&2 2>&1 &&
        "$VENV/bin/python" -m pip --version >/dev/null 2>&1 && return 0
    rm -rf "$VENV"
    return 1
}

if [ ! -x "$VENV/bin/python" ]; then
    log "creating $VENV"
    if ! make_venv; then
        log "cannot create a virtual environment with pip (on Debian: apt-get install python3-venv)"
        exit 1
    fi
fi

mkdir -p "$STATUS_DIR"
for spec in "${PEERS[@]}"; do
    pkg="${spec%%==*}"
    stamp="$STATUS_DIR/$pkg.ok"
    failed="$STATUS_DIR/$pkg.failed"
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$spec" ]; then
        continue   # already installed at this pin
    fi
    log "pip install $spec"
    # Binary wheels only: a source build (Rust for stretchable, CMake+C++ for
    # pyyoga) would be slow or fail; better to report the engine unavailable.
    if err="$("$VENV/bin/python" -m pip install --disable-pip-version-check --quiet \
                --only-binary=:all: "$spec" 2>&1 >/dev/null)"; then
        echo "$spec" > "$stamp"
        rm -f "$failed"
    else
        log "pip install $spec failed (the other peers still run):"
        echo "$err" | tail -n 5 >&2
        echo "$err" | grep -v '^\s*$' | tail -n 2 | tr '\n' ' ' > "$failed"
        rm -f "$stamp"
    fi
done

if command -v chromium >/dev/null 2>&1; then
    log "chromium: $(command -v chromium)"
else
    log "chromium not installed: Chromium is skipped (apt-get install chromium to include it)"
fi

export PEERS_INSTALL_STATUS_DIR="$STATUS_DIR"
exec "$VENV/bin/python" "$HERE/peers.py" "$@"
