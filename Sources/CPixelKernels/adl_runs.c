// Runs of equal pixels in an image comparison: most of a frame's pixels are equal in both images,
// and inside a run the diff image repeats one grey. Eight pixels per step with SSE2 (the x86-64
// baseline, so no run-time choice is needed); other machines get the portable loops.
#include "adl_runs.h"

#if defined(__SSE2__)
#include <emmintrin.h>

size_t adl_first_difference(const uint32_t *a, const uint32_t *b, size_t from, size_t end) {
    size_t i = from;
    for (; i + 8 <= end; i += 8) {
        __m128i e0 = _mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(a + i)), _mm_loadu_si128((const __m128i *)(b + i)));
        __m128i e1 = _mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(a + i + 4)), _mm_loadu_si128((const __m128i *)(b + i + 4)));
        if (_mm_movemask_epi8(_mm_and_si128(e0, e1)) != 0xFFFF) break;
    }
    while (i < end && a[i] == b[i]) i++;
    return i;
}

size_t adl_fill_run(uint32_t *out, const uint32_t *a, size_t from, size_t end, uint32_t match, uint32_t value) {
    const __m128i m = _mm_set1_epi32((int)match), v = _mm_set1_epi32((int)value);
    size_t i = from;
    for (; i + 8 <= end; i += 8) {
        __m128i e0 = _mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(a + i)), m);
        __m128i e1 = _mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(a + i + 4)), m);
        if (_mm_movemask_epi8(_mm_and_si128(e0, e1)) != 0xFFFF) break;
        _mm_storeu_si128((__m128i *)(out + i), v);
        _mm_storeu_si128((__m128i *)(out + i + 4), v);
    }
    while (i < end && a[i] == match) out[i++] = value;
    return i;
}

#else

size_t adl_first_difference(const uint32_t *a, const uint32_t *b, size_t from, size_t end) {
    size_t i = from;
    while (i < end && a[i] == b[i]) i++;
    return i;
}

size_t adl_fill_run(uint32_t *out, const uint32_t *a, size_t from, size_t end, uint32_t match, uint32_t value) {
    size_t i = from;
    while (i < end && a[i] == match) out[i++] = value;
    return i;
}

#endif
