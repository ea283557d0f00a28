// The module is its header: `cvkit_ticks` is inline, compiled into the Swift code that
// calls it. SwiftPM needs a source file for a C target; this one defines nothing, so the
// object carries no code and no debug information (a C compile unit's DWARF 5 is what
// valgrind 3.19 cannot read, which would stop callgrind on the benchmarks).
#include "CVKitTicks.h"
