#!/usr/bin/env python3
"""Peer benchmark for CVKit's flow and compositional layouts.

--layout flex (the default): lays out N equal-size items in a wrapping flex
container (flex-wrap: wrap; justify-content: space-between; row-gap =
column-gap = g), the job of CVKit's flow layout.

--layout grid: lays out N items in a CSS grid of three equal columns
(grid-template-columns: repeat(3, 1fr); grid-auto-rows: W/3, so the cells are
square), the job of CVKit's 3-across compositional grid. Yoga has no CSS grid
and is skipped.

Either way only each engine's layout pass is timed:

  taffy     Taffy (Rust) through the PyPI package `stretchable`
  yoga      Yoga (C++) through the PyPI package `pyyoga` (pybind11 binding)
  chromium  Blink, in the Debian `chromium` package, run headless

Prints one JSON object per line on stdout (see README.md for the fields).
Every (engine, N) measurement runs in its own child process, so a crash,
a time-out or the memory of one run cannot affect the others.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ENGINES = ("taffy", "yoga", "chromium")

# The grid layout's columns: repeat(3, 1fr).
GRID_COLUMNS = 3

# Engine name -> PyPI distribution that run-peers.sh installs for it.
ENGINE_PACKAGE = {"taffy": "stretchable", "yoga": "pyyoga"}


# --------------------------------------------------------------------------
# The UIKit rule (what CVKit's flow layout computes) and the checks.
# --------------------------------------------------------------------------

def uikit_items_per_line(width: float, w: float, g: float) -> int:
    """An item joins the line while used + g + w <= width; a line always
    holds at least one item."""
    if w <= 0:
        raise ValueError("item width must be > 0")
    used, count = w, 1
    while used + g + w <= width:
        used += g + w
        count += 1
    return count


def justified_spacing(width: float, w: float, g: float, per_line: int) -> float:
    """Distance between the left edges of neighbours on a full, justified line."""
    if per_line < 2:
        return 0.0
    leftover = width - (per_line * w + (per_line - 1) * g)
    return w + g + leftover / (per_line - 1)


def sample_indices(n: int, per_line: int) -> list[int]:
    """~8 indices spread over 0..n-1: first, second, last of line 1,
    first and second of line 2, quarter, middle, three quarters, last."""
    cand = [0, 1, per_line - 1, per_line, per_line + 1, n // 4, n // 2, (3 * n) // 4, n - 1]
    return sorted({i for i in cand if 0 <= i < n})


def tolerance(expected: float) -> float:
    # Engines keep positions in 32-bit floats (Taffy, Yoga) or in 1/64 px
    # fixed point (Blink): allow half a point plus a relative term.
    return 0.5 + 1e-6 * abs(expected)


def check(result: dict, args) -> None:
    """Adds expectedItemsPerLine, agrees and (when not agreeing) mismatches."""
    W, (w, h), g, n = args.width, args.item_size, args.gap, result["items"]
    per_line = uikit_items_per_line(W, w, g)
    step = justified_spacing(W, w, g, per_line)
    full_lines = n // per_line
    problems = []
    if result.get("itemsPerLine") != per_line:
        problems.append(f"itemsPerLine {result.get('itemsPerLine')} != {per_line}")
    for s in result.get("sample", []):
        i = s["index"]
        line, col = divmod(i, per_line)
        exp = {"width": w, "height": h, "y": line * (h + g)}
        # x is only pinned down on full lines (a partial last line is laid out
        # differently by UIKit and CSS), and only when a line holds >= 2 items.
        if line < full_lines and per_line >= 2:
            exp["x"] = col * step
        for key, value in exp.items():
            if abs(s[key] - value) > tolerance(value):
                problems.append(f"item {i}: {key}={s[key]} expected {num(value)}")
    result["expectedItemsPerLine"] = per_line
    result["agrees"] = not problems
    if problems:
        result["mismatches"] = problems[:10]


def num(v: float):
    """Short JSON numbers: 112.5, 0, 110 (not 110.0)."""
    v = float(v)
    if math.isfinite(v) and v == int(v) and abs(v) < 2**53:
        return int(v)
    return round(v, 4)


def first_index_on_line_2(n: int, y_of) -> int:
    """Engine-side items per line: binary search for the first item whose y
    is below item 0's (y is non-decreasing with the index). Reads O(log n)
    positions, after timing."""
    y0 = y_of(0)
    lo, hi = 1, n  # answer in [1, n]; n means "everything on one line"
    while lo < hi:
        mid = (lo + hi) // 2
        if y_of(mid) > y0 + 1e-3:
            hi = mid
        else:
            lo = mid + 1
    return lo


def make_sample(indices, box_of) -> list[dict]:
    out = []
    for i in indices:
        x, y, bw, bh = box_of(i)
        out.append({"index": i, "x": num(x), "y": num(y), "width": num(bw), "height": num(bh)})
    return out


# --------------------------------------------------------------------------
# Engines. Each run_* returns a dict with runsSeconds, itemsPerLine, sample,
# version (and may add engine-specific fields). Only the layout call is timed.
# --------------------------------------------------------------------------

def run_taffy(n: int, args) -> dict:
    import importlib.metadata

    from stretchable import taffylib
    from stretchable.style import (AUTO, AlignContent, AlignItems, FlexWrap,
                                   JustifyContent, Style)
    from stretchable.style.geometry.size import SizeAvailableSpace

    W, (w, h), g = args.width, args.item_size, args.gap
    # Talk to taffylib (the Rust extension) directly: stretchable.Node's
    # compute_layout() also walks every node in Python afterwards to cache
    # boxes, which is not part of the engine's layout.
    ptr = taffylib.init()
    taffylib.disable_rounding(ptr)  # keep fractional positions (112.5)
    if args.layout == "grid":
        from stretchable.style import Display
        from stretchable.style.props import GridTrackSize, GridTrackSizing

        # Three 1fr columns, rows of W/3 (square cells); no explicit row (Style's
        # default template has one auto row, which would take the first items).
        container_style = Style(
            display=Display.GRID,
            size=(W, AUTO),
            grid_template_rows=[],
            grid_template_columns=[GridTrackSizing.from_inline("1fr") for _ in range(GRID_COLUMNS)],
            grid_auto_rows=[GridTrackSize.from_inline(f"{W / GRID_COLUMNS!r}px")],
        ).to_dict()
        item_style = Style().to_dict()  # stretched into its cell
    else:
        container_style = Style(
            size=(W, AUTO),
            flex_wrap=FlexWrap.WRAP,
            justify_content=JustifyContent.SPACE_BETWEEN,
            align_content=AlignContent.FLEX_START,
            align_items=AlignItems.FLEX_START,
            gap=g,
        ).to_dict()
        item_style = Style(size=(w, h), flex_shrink=0).to_dict()
    root = taffylib.node_create(ptr, container_style)
    kids = [taffylib.node_create(ptr, item_style) for _ in range(n)]
    for k in kids:
        taffylib.node_add_child(ptr, root, k)
    available = SizeAvailableSpace.default().to_dict()  # max-content both ways

    runs = []
    for _ in range(args.repeat):
        # Clear every cache so each repeat is a full layout (not timed).
        for k in kids:
            taffylib.node_mark_dirty(ptr, k)
        taffylib.node_mark_dirty(ptr, root)
        t0 = time.perf_counter()
        ok = taffylib.node_compute_layout(ptr, root, available)
        t1 = time.perf_counter()
        if not ok:
            raise RuntimeError("taffy: compute_layout returned False")
        runs.append(t1 - t0)

    lay = taffylib.PyLayout()

    def box(i):
        taffylib.node_get_layout(ptr, kids[i], lay)
        return lay.x, lay.y, lay.width, lay.height

    per_line = first_index_on_line_2(n, lambda i: box(i)[1])
    return {
        "runsSeconds": runs,
        "itemsPerLine": per_line,
        "sample": make_sample(args.sample_for(n), box),
        "version": f"stretchable {importlib.metadata.version('stretchable')} (Taffy 0.7)",
    }


def run_yoga(n: int, args) -> dict:
    import gc
    import importlib.metadata

    import pyyoga._pyyoga as Y

    W, (w, h), g = args.width, args.item_size, args.gap
    config = Y.Config.new()
    config.set_point_scale_factor(0.0)  # no pixel-grid rounding (keep 112.5)

    def build():
        root = Y.Node.new_with_config(config)
        root.set_flex_direction(Y.FlexDirection.Row)
        root.set_flex_wrap(Y.Wrap.Wrap)
        root.set_justify_content(Y.Justify.SpaceBetween)
        root.set_align_content(Y.Align.FlexStart)
        root.set_align_items(Y.Align.FlexStart)
        root.set_width(float(W))
        root.set_gap(Y.Gutter.Column, float(g))
        root.set_gap(Y.Gutter.Row, float(g))
        kids = []
        for i in range(n):
            c = Y.Node.new_with_config(config)
            c.set_width(float(w))
            c.set_height(float(h))
            c.set_flex_shrink(0.0)
            root.insert_child(c, i)
            kids.append(c)
        return root, kids

    runs = []
    root = kids = None
    for _ in range(args.repeat):
        # Yoga refuses mark_dirty on nodes without a measure function, so each
        # repeat lays out a freshly built tree (building is not timed).
        root = kids = None
        gc.collect()
        root, kids = build()
        t0 = time.perf_counter()
        root.calculate_layout(Y.UNDEFINED, Y.UNDEFINED, Y.Direction.LTR)
        t1 = time.perf_counter()
        runs.append(t1 - t0)

    def box(i):
        c = kids[i]
        return c.get_layout_left(), c.get_layout_top(), c.get_layout_width(), c.get_layout_height()

    per_line = first_index_on_line_2(n, lambda i: box(i)[1])
    return {
        "runsSeconds": runs,
        "itemsPerLine": per_line,
        "sample": make_sample(args.sample_for(n), box),
        "version": f"pyyoga {importlib.metadata.version('pyyoga')}",
    }


CHROMIUM_FLEX_STYLE = """
#c { display: flex; flex-wrap: wrap; justify-content: space-between;
     align-content: flex-start; align-items: flex-start;
     row-gap: %(g)spx; column-gap: %(g)spx; width: %(W)spx;
     position: absolute; left: 0; top: 0; }
#c > div { width: %(w)spx; height: %(h)spx; flex: none; }
"""

CHROMIUM_GRID_STYLE = """
#c { display: grid; grid-template-columns: repeat(%(columns)d, 1fr);
     grid-auto-rows: %(h)spx; width: %(W)spx;
     position: absolute; left: 0; top: 0; }
"""

CHROMIUM_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><style>
html, body { margin: 0; padding: 0; }
%(style)s
</style></head><body><pre id="out"></pre><script>
(function () {
  const N = %(n)d, REPEAT = %(repeat)d, SAMPLE = %(sample)s;
  const res = { layoutMs: [], styleMs: [], buildMs: [] };
  try {
    let c = null;
    for (let r = 0; r < REPEAT; r++) {
      if (c) c.remove();
      const tb = performance.now();
      c = document.createElement('div');
      c.id = 'c';
      for (let i = 0; i < N; i++) c.appendChild(document.createElement('div'));
      document.body.appendChild(c);
      const t0 = performance.now();
      // Style recalc + layout-tree build, without layout: display is not a
      // layout-dependent property.
      getComputedStyle(c.lastElementChild).display;
      const t1 = performance.now();
      // Forced layout: this is the figure that is compared.
      c.offsetHeight;
      c.lastElementChild.getBoundingClientRect();
      const t2 = performance.now();
      res.buildMs.push(t0 - tb);
      res.styleMs.push(t1 - t0);
      res.layoutMs.push(t2 - t1);
    }
    const cr = c.getBoundingClientRect();
    const kids = c.children;
    const box = (i) => {
      const r = kids[i].getBoundingClientRect();
      return [r.left - cr.left, r.top - cr.top, r.width, r.height];
    };
    const y0 = box(0)[1];
    let lo = 1, hi = N;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (box(mid)[1] > y0 + 1e-3) hi = mid; else lo = mid + 1;
    }
    res.itemsPerLine = lo;
    res.sample = SAMPLE.map((i) => [i].concat(box(i)));
    c.remove();
  } catch (e) {
    res.error = String(e && e.stack || e);
  }
  document.getElementById('out').textContent = JSON.stringify(res);
})();
</script></body></html>
"""


def chromium_version(binary: str) -> str:
    try:
        out = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=30)
        return out.stdout.strip() or "chromium"
    except Exception:  # noqa: BLE001
        return "chromium"


def run_chromium(n: int, args) -> dict:
    binary = shutil.which(args.chromium_bin)
    if not binary:
        raise RuntimeError(f"{args.chromium_bin} not found")
    W, (w, h), g = args.width, args.item_size, args.gap
    indices = args.sample_for(n)
    with tempfile.TemporaryDirectory(prefix="cvkit-peers-") as tmp:
        page = os.path.join(tmp, "flow.html")
        sizes = {"W": num(W), "w": num(w), "h": num(h), "g": num(g), "columns": GRID_COLUMNS}
        style = (CHROMIUM_GRID_STYLE if args.layout == "grid" else CHROMIUM_FLEX_STYLE) % sizes
        with open(page, "w") as f:
            f.write(CHROMIUM_PAGE % {"style": style, "n": n, "repeat": args.repeat, "sample": json.dumps(indices)})
        cmd = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--disable-extensions",
               "--no-first-run", "--disable-dev-shm-usage", "--mute-audio",
               f"--user-data-dir={os.path.join(tmp, 'profile')}",
               "--dump-dom", "file://" + page]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout)
    m = re.search(r'<pre id="out">(.*?)</pre>', proc.stdout, re.S)
    if not m or not m.group(1).strip():
        tail = " | ".join(proc.stderr.strip().splitlines()[-3:])
        raise RuntimeError(f"no result in dumped DOM (exit {proc.returncode}): {tail}")
    text = m.group(1).replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&")
    res = json.loads(text)
    if "error" in res:
        raise RuntimeError("page script: " + res["error"])
    sample = [{"index": i, "x": num(x), "y": num(y), "width": num(bw), "height": num(bh)}
              for i, x, y, bw, bh in res["sample"]]
    return {
        "runsSeconds": [t / 1000 for t in res["layoutMs"]],
        "styleMedianSeconds": statistics.median(res["styleMs"]) / 1000,
        "itemsPerLine": res["itemsPerLine"],
        "sample": sample,
        "version": chromium_version(binary),
    }


RUNNERS = {"taffy": run_taffy, "yoga": run_yoga, "chromium": run_chromium}


# --------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------

def install_note(engine: str) -> str | None:
    """Reason recorded by run-peers.sh when pip could not install the engine."""
    d = os.environ.get("PEERS_INSTALL_STATUS_DIR")
    pkg = ENGINE_PACKAGE.get(engine)
    if not d or not pkg:
        return None
    path = os.path.join(d, pkg + ".failed")
    if os.path.exists(path):
        with open(path) as f:
            return f.read().strip() or "pip install failed"
    return None


def availability(engine: str, args) -> str | None:
    """None when the engine can run, else the reason it cannot."""
    if engine == "chromium":
        return None if shutil.which(args.chromium_bin) else "chromium not installed"
    module = {"taffy": "stretchable.taffylib", "yoga": "pyyoga._pyyoga"}[engine]
    try:
        __import__(module)
        return None
    except Exception as e:  # noqa: BLE001
        note = install_note(engine)
        pkg = ENGINE_PACKAGE[engine]
        why = f"pip install {pkg} failed: {note}" if note else f"cannot import {module}: {e}"
        return why


def skip_reason(engine: str, n: int, args) -> str | None:
    if engine == "yoga" and args.layout == "grid":
        return "Yoga has no CSS grid"
    if engine == "taffy" and args.layout == "grid" and n > args.taffy_grid_max:
        return f"quadratic in CSS grid: only run up to {args.taffy_grid_max} (pass --taffy-grid-max N)"
    if engine == "yoga" and n > args.yoga_max:
        return f"quadratic: only run up to {args.yoga_max} (pass --yoga-max N)"
    if engine == "chromium" and n > args.chromium_max:
        return f"only run up to {args.chromium_max} (pass --chromium-max N)"
    return None


def worker(args) -> int:
    """Child process: one engine, one N. Prints one JSON line."""
    engine, n = args.worker_engine, args.worker_items
    result = {"engine": engine, "items": n, "layout": args.layout}
    try:
        r = RUNNERS[engine](n, args)
    except Exception as e:  # noqa: BLE001
        result.update(status="error", reason=f"{type(e).__name__}: {e}")
        print(json.dumps(result, separators=(",", ":")), flush=True)
        return 0
    med = statistics.median(r["runsSeconds"])
    result.update(status="ok", medianSeconds=round(med, 6), nsPerItem=round(med * 1e9 / n, 1))
    result["itemsPerLine"] = r["itemsPerLine"]
    result["sample"] = r["sample"]
    check(result, args)
    result["runsSeconds"] = [round(t, 6) for t in r["runsSeconds"]]
    if "styleMedianSeconds" in r:
        result["styleMedianSeconds"] = round(r["styleMedianSeconds"], 6)
    result["version"] = r["version"]
    print(json.dumps(result, separators=(",", ":")), flush=True)
    return 0


def parse_size(text: str) -> tuple[float, float]:
    m = re.fullmatch(r"\s*([0-9.]+)\s*[xX]\s*([0-9.]+)\s*", text)
    if not m:
        raise argparse.ArgumentTypeError("expected WxH, e.g. 100x100")
    return float(m.group(1)), float(m.group(2))


def parse_items(text: str) -> list[int]:
    try:
        items = [int(x.replace("_", "")) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError("expected a comma list of integers") from None
    if not items or any(i < 1 for i in items):
        raise argparse.ArgumentTypeError("item counts must be >= 1")
    return items


def parse_engines(text: str) -> list[str]:
    names = [x.strip() for x in text.split(",") if x.strip()]
    bad = [x for x in names if x not in ENGINES]
    if bad:
        raise argparse.ArgumentTypeError(f"unknown engine(s) {bad}; known: {','.join(ENGINES)}")
    return names


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--layout", choices=("flex", "grid"), default="flex",
                   help="flex (flow wrapping, the default) or grid (3 columns of 1fr, square cells; width and gap of "
                        "the grid: --width, default 390; --item-size and --gap do not apply)")
    p.add_argument("--items", type=parse_items, help="comma list of item counts (default 10000,100000,1000000)")
    p.add_argument("--width", type=float, help="container width (default 1000; 390 with --layout grid)")
    p.add_argument("--item-size", type=parse_size, default=(100.0, 100.0), help="item size WxH (default 100x100)")
    p.add_argument("--gap", type=float, default=10.0, help="gap between items and between lines (default 10)")
    p.add_argument("--repeat", type=int, help="layouts per measurement; the median is reported (default 3)")
    p.add_argument("--quick", action="store_true", help="only 10000,100000 items, 1 repeat")
    p.add_argument("--engines", type=parse_engines, default=list(ENGINES), help="comma list (default taffy,yoga,chromium)")
    p.add_argument("--yoga-max", type=int, default=100000, help="largest N run with Yoga (default 100000)")
    p.add_argument("--taffy-grid-max", type=int, default=100000,
                   help="largest N run with Taffy's CSS grid, which grows quadratically (default 100000)")
    p.add_argument("--chromium-max", type=int, default=1000000, help="largest N run with Chromium (default 1000000)")
    p.add_argument("--chromium-bin", default="chromium", help="Chromium executable (default: chromium on PATH)")
    p.add_argument("--timeout", type=float, default=600.0, help="seconds allowed per (engine, N) run (default 600)")
    p.add_argument("--out", help="also append the JSON lines to this file")
    p.add_argument("--worker-engine", help=argparse.SUPPRESS)
    p.add_argument("--worker-items", type=int, help=argparse.SUPPRESS)
    args = p.parse_args(argv)

    if args.width is None:
        args.width = 390.0 if args.layout == "grid" else 1000.0
    if args.layout == "grid":
        # Square cells of W/3 without gaps: the same checks as a flow of such items
        # (three per line, justified step W/3).
        args.item_size = (args.width / GRID_COLUMNS, args.width / GRID_COLUMNS)
        args.gap = 0.0
    if args.items is None:
        args.items = [10000, 100000] if args.quick else [10000, 100000, 1000000]
    if args.repeat is None:
        args.repeat = 1 if args.quick else 3
    if args.repeat < 1:
        p.error("--repeat must be >= 1")
    if args.width <= 0 or args.item_size[0] <= 0 or args.item_size[1] <= 0 or args.gap < 0:
        p.error("width and item size must be > 0, gap >= 0")
    per_line = uikit_items_per_line(args.width, args.item_size[0], args.gap)
    args.sample_for = lambda n: sample_indices(n, per_line)

    if args.worker_engine:
        return worker(args)

    out = open(args.out, "a") if args.out else None

    def emit(obj: dict) -> None:
        line = json.dumps(obj, separators=(",", ":"))
        print(line, flush=True)
        if out:
            out.write(line + "\n")
            out.flush()

    forward = ["--layout", args.layout, "--width", repr(args.width), "--item-size", f"{args.item_size[0]!r}x{args.item_size[1]!r}",
               "--gap", repr(args.gap), "--repeat", str(args.repeat), "--chromium-bin", args.chromium_bin,
               "--timeout", str(args.timeout)]
    for engine in args.engines:
        missing = availability(engine, args)
        for n in args.items:
            if missing:
                # A peer that is not installed on this machine (chromium) is
                # "skipped"; one whose pip install/import failed is "unavailable".
                status = "skipped" if engine == "chromium" else "unavailable"
                emit({"engine": engine, "items": n, "status": status, "reason": missing})
                continue
            why = skip_reason(engine, n, args)
            if why:
                emit({"engine": engine, "items": n, "status": "skipped", "reason": why})
                continue
            print(f"[peers] {engine} N={n} repeat={args.repeat} ...", file=sys.stderr, flush=True)
            cmd = [sys.executable, os.path.abspath(__file__), "--worker-engine", engine,
                   "--worker-items", str(n)] + forward
            started = time.perf_counter()
            try:
                proc = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout + 60)
            except subprocess.TimeoutExpired:
                emit({"engine": engine, "items": n, "status": "timeout",
                      "reason": f"exceeded {args.timeout:.0f}s (pass --timeout S)"})
                continue
            lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
            if proc.returncode == 0 and lines:
                emit(json.loads(lines[-1]))
            else:
                tail = " | ".join(proc.stderr.strip().splitlines()[-3:])
                emit({"engine": engine, "items": n, "status": "error",
                      "reason": f"worker exited {proc.returncode}: {tail}"})
            print(f"[peers]   done in {time.perf_counter() - started:.1f}s wall", file=sys.stderr, flush=True)
    if out:
        out.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
