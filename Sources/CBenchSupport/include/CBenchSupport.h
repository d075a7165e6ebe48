// tempo-bench support in C: allocation counting (interposes malloc, calloc, realloc, free) and
// the bare-C reference loop the curve benchmark is compared with.
#pragma once
#include <stddef.h>
#include <stdint.h>

/// The number of malloc, calloc and realloc calls so far.
uint64_t tempo_allocation_count(void);
/// The bytes currently allocated (usable sizes), counted since the process started.
int64_t tempo_allocated_bytes(void);

/// The bare-C reference for the curve benchmark: `count` easeInOut animations of a double over
/// `ticks` frames at 60 Hz, solving the Bézier (Newton, then bisection) and storing the value.
/// Returns nanoseconds per animation-tick.
double tempo_reference_curve_ns(int count, int ticks);
