// The module is its header: `cvkit_ticks` is inline, compiled into the Swift code that
// calls it. SwiftPM needs a source file for a C target; this one defines nothing, so the
// object carries no code and no debug information of its own: the C compiler's debug
// format is one that older valgrind releases cannot read, and profiling the benchmarks
// under valgrind would stop at it.
#include "CVKitTicks.h"
