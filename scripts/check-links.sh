#!/usr/bin/env bash
# Checks that every relative link in the package's Markdown documents resolves: the file
# or folder exists, and a `#anchor` names a heading of the target (GitHub's anchors:
# lowercase, punctuation dropped, spaces as hyphens, -1, -2 … for repeated headings).
# Web links are not fetched. Links inside code blocks and code spans are not links.
#
#   bash scripts/check-links.sh              # README, CONTRIBUTING, CHANGELOG, Docs/, Benchmarks/, Examples/
#   bash scripts/check-links.sh FILE.md …    # those files
#   bash scripts/check-links.sh --self-test  # fails unless a planted broken link is found
#
# Prints each broken link as file:line: target (reason) and exits 1 when there is one.
set -euo pipefail
cd "$(dirname "$0")/.."

program=$(cat <<'PERL'
use strict; use warnings; use utf8;
use File::Basename qw(dirname);
binmode STDOUT, ':encoding(UTF-8)';
my %anchors;
sub anchors_of {
    my ($file) = @_;
    return $anchors{$file} if $anchors{$file};
    my %seen; my %set;
    open(my $fh, '<:encoding(UTF-8)', $file) or return {};
    my $fence = 0;
    while (my $line = <$fh>) {
        if ($line =~ /^\s*(```|~~~)/) { $fence = !$fence; next }
        next if $fence;
        next unless $line =~ /^#{1,6}\s+(.*?)\s*#*\s*$/;
        my $slug = lc $1;
        $slug =~ s/<[^>]*>//g;
        $slug =~ s/[^\p{L}\p{N}\s_-]//g;
        $slug =~ s/ /-/g;
        my $n = $seen{$slug}++;
        $set{$n ? "$slug-$n" : $slug} = 1;
    }
    close $fh;
    return $anchors{$file} = \%set;
}
my $broken = 0;
for my $file (@ARGV) {
    open(my $fh, '<:encoding(UTF-8)', $file) or do { print "$file: cannot read\n"; $broken++; next };
    my $fence = 0;
    while (my $line = <$fh>) {
        my $number = $.;
        if ($line =~ /^\s*(```|~~~)/) { $fence = !$fence; next }
        next if $fence;
        (my $text = $line) =~ s/`[^`]*`//g;
        while ($text =~ /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g) {
            my $target = $1;
            next if $target =~ m{^(?:[a-z][a-z0-9+.-]*:|//)}i;
            my ($path, $anchor) = split /#/, $target, 2;
            my $resolved = $path eq '' ? $file : dirname($file) . "/$path";
            if (!-e $resolved) { print "$file:$number: $target (no such file)\n"; $broken++; next }
            next unless defined $anchor && length $anchor;
            next unless $resolved =~ /\.md$/i;
            if (!anchors_of($resolved)->{lc $anchor}) { print "$file:$number: $target (no heading for #$anchor)\n"; $broken++ }
        }
    }
    close $fh;
}
print "== links: " . scalar(@ARGV) . " documents, " . ($broken ? "$broken broken links" : "every relative link resolves") . "\n";
exit($broken ? 1 : 0);
PERL
)

check() { perl -e "$program" "$@"; }

if [ "${1:-}" = --self-test ]; then
    dir=$(mktemp -d)
    trap 'rm -rf "$dir"' EXIT
    printf '# Title\n\n## The `cvkit list` command\n\n[up](#title), [list](#the-cvkit-list-command), [web](https://example.com)\n\n```\n[not a link](nowhere.md)\n```\n' >"$dir/a.md"
    check "$dir/a.md" >/dev/null || { echo "check-links self-test: a good document was refused" >&2; check "$dir/a.md" >&2; exit 1; }
    printf '# B\n\nSee [a](a.md#missing) and [c](c.md).\n' >"$dir/b.md"
    out=$(check "$dir/b.md") && { echo "check-links self-test: broken links passed" >&2; exit 1; }
    [ "$(grep -cE '\.md:[0-9]+: ' <<<"$out")" = 2 ] || { echo "check-links self-test: expected 2 findings, got: $out" >&2; exit 1; }
    echo "== check-links self-test: a missing file and a missing heading both fail"
    exit 0
fi

if [ $# -gt 0 ]; then
    check "$@"
else
    shopt -s nullglob
    check README.md CONTRIBUTING.md CHANGELOG.md Docs/*.md Benchmarks/README.md Benchmarks/results/*.md Benchmarks/peers/README.md Examples/*/README.md
fi
