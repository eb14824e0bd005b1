#ifndef ADL_RUNS_H
#define ADL_RUNS_H
#include <stddef.h>
#include <stdint.h>

/// The first index in `from..<end` where the 32-bit pixels of `a` and `b` differ, or `end`.
size_t adl_first_difference(const uint32_t *a, const uint32_t *b, size_t from, size_t end);

/// Writes `value` to `out[i]` for `i` from `from` while `a[i] == match` (and `i < end`); returns the
/// first index where `a[i] != match`, or `end`. Flat content repeats one colour for long runs.
size_t adl_fill_run(uint32_t *out, const uint32_t *a, size_t from, size_t end, uint32_t match, uint32_t value);

#endif
