#!/usr/bin/env bash
# Checks the words of the project, which the formatter cannot:
#
#   - comments in Sources/ and Plugins/ say why, not what was measured when: no figures
#     (`36k → 19k per query`), instruction counts, timings, callgrind or cache-line results
#     (those go in the commit message and Benchmarks/results/); a `- Complexity:` line may
#     say anything;
#   - the project speaks of itself only: no ticket numbers (`#24`), dated "rounds", "the
#     lead", helper sessions or work-log labels in Markdown documents, in comments or in
#     test names.
#
# Run from anywhere: `bash scripts/lint-words.sh` (scripts/lint.sh runs it). Prints each
# finding as file:line: [rule] text and exits 1 when there is one. `--self-test` plants a
# figure and a process word in a temporary tree and fails unless both are found.
#
# CVKIT_LINT_WORDS_DEFERRED (space-separated folders, default below) lists folders whose
# findings are printed but do not fail, while their files are being edited elsewhere;
# empty it once they are clean.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${CVKIT_LINT_WORDS_DEFERRED=}"

scan() {
    # $1: the tree to scan. Prints findings; exits 1 when a finding is not deferred.
    (
        cd "$1"
        { git ls-files --cached --others --exclude-standard -- '*.swift' '*.md' 2>/dev/null ||
            find . -name '*.swift' -o -name '*.md'; } |
            sed 's|^\./||' | grep -vE '(^|/)(\.build[^/]*|__Snapshots__|Goldens)/' | sort -u |
            CVKIT_LINT_WORDS_DEFERRED="$CVKIT_LINT_WORDS_DEFERRED" perl -e "$program"
    )
}

program=$(cat <<'PERL'
use strict; use warnings; use utf8;
binmode STDOUT, ':encoding(UTF-8)';
my @deferred = grep { length } split /\s+/, ($ENV{CVKIT_LINT_WORDS_DEFERRED} // '');
my $num = qr/\d[\d.,]*\s*[kKM]?/;
my @figures = (
    [figure => qr/\d[\d.,]*\s*k?\s*(?:→|->)\s*~?\d[\d.,]*\s*(?:k\b|instructions|ns\b|µs|ms\b|bytes|cycles|per\b)|\d{1,3}(?:,\d{3})+\s*(?:→|->)|\d(?:\.\d+)?k\s*(?:→|->)/],
    [instructions => qr/\binstructions?\b/i],
    [timing => qr/\bns\/|\d\s*ns\b|µs\b|\d+\.\d+\s*ms\b|\bcycles per\b/i],
    [profiler => qr/\b(?:callgrind|cachegrind|valgrind|perf stat)\b/i],
    [cache => qr/\d[\d.,]*\s+(?:cache lines|cache misses|page faults)\b/i],
    [speedup => qr/\d+(?:\.\d+)?\s*(?:%|×)\s*(?:faster|slower|fewer|less|more|of (?:a|the))\b/i],
    [per_query => qr/$num\s+per\s+(?:query|hash|lookup)\b/i],
);
my @process = (
    [ticket => qr/(?:^|[\s(\[,;])#\d{1,4}\b(?![0-9a-fA-F])|\b[Ii]ssues? \d+\b/],
    [round => qr/\b(?:morning|midday|afternoon|evening|night|core-performance|first|second|third|last|previous|next|this|today's|dated) rounds?\b|\brounds? of figures\b/i],
    [lead => qr/\bthe lead\b|\blead's\b/i],
    [session => qr/\bhelper sessions?\b|\bwork-?log\b|\bdiary\b/i],
    [time_of_day => qr/\b(?:midday|morning|afternoon|tonight|yesterday)\b/i],
);
my ($fail, $later) = (0, 0);
while (my $file = <STDIN>) {
    chomp $file;
    my $kind = $file =~ /\.md$/ ? 'doc' : 'swift';
    my $code = $file =~ m{^(?:Sources|Plugins)/};
    my $test = $file =~ m{^Tests/};
    my ($deferred) = grep { index($file, "$_/") == 0 } @deferred;
    open(my $fh, '<:encoding(UTF-8)', $file) or next;
    my $complexity = 0;
    while (my $line = <$fh>) {
        chomp $line;
        my @texts;
        if ($kind eq 'doc') {
            push @texts, [$line, 0];
        } else {
            my $comment;
            # A `- Complexity:` line and its indented continuation lines may state costs.
            if ($line =~ m{^\s*///\s*- Complexity:}) { $complexity = 1; next }
            if ($complexity && $line =~ m{^\s*///\s{3,}\S}) { next }
            $complexity = 0;
            if ($line =~ m{^\s*//+!?\s?(.*)$}) { $comment = $1 }
            elsif ($line =~ m{^(.*?)\s//+\s?(.*)$} && (($1 =~ tr/"//) % 2 == 0)) { $comment = $2 }
            elsif ($line =~ m{^\s*\*\s(.*)$}) { $comment = $1 }
            push @texts, [$comment, $code] if defined $comment;
            # Test names: the strings of @Suite and @Test, and test functions' names.
            push @texts, [$line, 0] if $test && $line =~ /\@(?:Suite|Test)\b|\bfunc test\w*/;
        }
        for my $t (@texts) {
            my ($text, $figures) = @$t;
            $text =~ s/`[^`]*`//g if $kind eq 'swift';  # code in a comment is an example, not a claim
            my @rules = @process;
            push @rules, @figures if $figures;
            for my $r (@rules) {
                my ($name, $re) = @$r;
                next unless $text =~ $re;
                my $where = "$file:$.";
                if ($deferred) { print "deferred $where: [$name] $line\n"; $later++ }
                else { print "$where: [$name] $line\n"; $fail++ }
                last;
            }
        }
    }
    close $fh;
}
print "== lint-words: $fail findings" . ($later ? ", $later more in deferred folders (@deferred)" : "") . "\n";
exit($fail ? 1 : 0);
PERL
)

if [ "${1:-}" = --self-test ]; then
    tree=$(mktemp -d)
    trap 'rm -rf "$tree"' EXIT
    mkdir -p "$tree/Sources/M" "$tree/Docs"
    printf '/// Sorted by start.\n///\n/// - Complexity: O(log n), 36k → 19k per query before.\nlet a = 1\n' >"$tree/Sources/M/Clean.swift"
    printf '# Clean\n\nRounded to the pixel grid.\n' >"$tree/Docs/Clean.md"
    if ! scan "$tree" >/dev/null; then
        echo "lint-words self-test: a clean tree was refused:" >&2
        scan "$tree" >&2 || true
        exit 1
    fi
    printf 'let b = 2  // one pass, so 36.4k → 19.7k per query\n' >"$tree/Sources/M/Figure.swift"
    out=$(scan "$tree") && { echo "lint-words self-test: a planted figure passed" >&2; exit 1; }
    grep -q 'Sources/M/Figure.swift:1: \[figure\]' <<<"$out" || { echo "lint-words self-test: wrong finding: $out" >&2; exit 1; }
    rm "$tree/Sources/M/Figure.swift"
    printf '# Notes\n\nFigures of the midday round (#24).\n' >"$tree/Docs/Notes.md"
    out=$(scan "$tree") && { echo "lint-words self-test: a planted process word passed" >&2; exit 1; }
    grep -q 'Docs/Notes.md:3: \[ticket\]' <<<"$out" || { echo "lint-words self-test: wrong finding: $out" >&2; exit 1; }
    echo "== lint-words self-test: a planted figure and a planted ticket number both fail"
    exit 0
fi

scan .
