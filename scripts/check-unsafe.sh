#!/usr/bin/env bash
# Lists unsafe sites in Sources/ and Plugins/ without a stated invariant, and fails when
# there is one. A site is a `withUnsafe…` call, `unsafeBitCast`, `Unmanaged`, an array
# made with `unsafeUninitializedCapacity`, or a pointer `allocate`; its invariant is a
# `Safe:` comment in the function (or closure) that holds it, in the function's doc
# comment, or on the lines just above the site.
#
#   bash scripts/check-unsafe.sh      # prints file:line for each site without one
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - <<'PY'
import re, pathlib, sys
site = re.compile(r'withUnsafe\w*|unsafeBitCast|Unmanaged[<.]|unsafeUninitializedCapacity|\.allocate\(')
declaration = re.compile(r'^\s*(@\w+(\([^)]*\))?\s+)*((public|package|private|fileprivate|internal|open|static|final|override|mutating|nonisolated|consuming)\s+)*(func|init\??|subscript)\b')
missing = []
for path in sorted(list(pathlib.Path('Sources').rglob('*.swift')) + list(pathlib.Path('Plugins').rglob('*.swift'))):
    lines = path.read_text().split('\n')
    for i, line in enumerate(lines):
        code = line.split('//')[0]
        if not site.search(code):
            continue
        # Back to the declaration that holds the site, then through its doc comment.
        def encloses(j):
            # A declaration holds the site when its braces are still open there.
            depth, opened = 0, False
            for l in lines[j:i]:
                for ch in l.split('//')[0]:
                    if ch == '{':
                        depth, opened = depth + 1, True
                    elif ch == '}':
                        depth -= 1
                        if opened and depth == 0:
                            return False
            return opened and depth > 0
        j = i
        while j > 0 and not (declaration.match(lines[j]) and encloses(j)):
            j -= 1
        while j > 0 and (lines[j - 1].strip().startswith('//') or lines[j - 1].strip().startswith('@')):
            j -= 1
        k = i + 1
        while k < len(lines) and lines[k].strip().startswith('//'):
            k += 1
        if not any('Safe:' in l for l in lines[j:k]):
            missing.append(f'{path}:{i + 1}: {line.strip()[:100]}')
for m in missing:
    print(m)
print(f'{len(missing)} unsafe site(s) without a "Safe:" invariant', file=sys.stderr)
sys.exit(1 if missing else 0)
PY
