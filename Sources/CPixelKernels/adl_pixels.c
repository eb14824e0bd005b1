// Byte shuffles between Cairo's BGRA pixels and PNG's RGB rows: about a fifth of a frame when
// done one byte at a time. The x86-64 baseline (SSE2) has no byte shuffle, so the SSSE3 versions
// are compiled for that target alone and chosen at run time; every other machine gets the
// portable loops.
#include "adl_pixels.h"
#include <string.h>

static int bgra_to_rgb_scalar(const uint8_t *src, uint8_t *dst, size_t width) {
    for (size_t i = 0; i < width; i++) {
        const uint8_t *p = src + i * 4;
        if (p[3] != 0xFF) return 0;
        dst[i * 3] = p[2];
        dst[i * 3 + 1] = p[1];
        dst[i * 3 + 2] = p[0];
    }
    return 1;
}

static void rgb_to_bgra_scalar(const uint8_t *src, uint8_t *dst, size_t width) {
    for (size_t i = 0; i < width; i++) {
        dst[i * 4] = src[i * 3 + 2];
        dst[i * 4 + 1] = src[i * 3 + 1];
        dst[i * 4 + 2] = src[i * 3];
        dst[i * 4 + 3] = 0xFF;
    }
}

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

// Four pixels per step: 16 bytes in, 12 out. The 16-byte store writes 4 bytes past the 12, so the
// vector loop stops while at least 6 pixels remain and the scalar loop finishes the row.
__attribute__((target("ssse3")))
static int bgra_to_rgb_ssse3(const uint8_t *src, uint8_t *dst, size_t width) {
    const __m128i shuffle = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    const __m128i ones = _mm_set1_epi8((char)0xFF);
    size_t i = 0;
    for (; i + 6 <= width; i += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(src + i * 4));
        if ((_mm_movemask_epi8(_mm_cmpeq_epi8(v, ones)) & 0x8888) != 0x8888) return 0;
        _mm_storeu_si128((__m128i *)(dst + i * 3), _mm_shuffle_epi8(v, shuffle));
    }
    return bgra_to_rgb_scalar(src + i * 4, dst + i * 3, width - i);
}

// Four pixels per step: 12 bytes in (a 16-byte load, so it stops while at least 6 pixels remain),
// 16 out.
__attribute__((target("ssse3")))
static void rgb_to_bgra_ssse3(const uint8_t *src, uint8_t *dst, size_t width) {
    const __m128i shuffle = _mm_setr_epi8(2, 1, 0, -1, 5, 4, 3, -1, 8, 7, 6, -1, 11, 10, 9, -1);
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    size_t i = 0;
    for (; i + 6 <= width; i += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(src + i * 3));
        _mm_storeu_si128((__m128i *)(dst + i * 4), _mm_or_si128(_mm_shuffle_epi8(v, shuffle), alpha));
    }
    rgb_to_bgra_scalar(src + i * 3, dst + i * 4, width - i);
}

static int has_ssse3(void) {
    static int cached = -1;
    if (cached < 0) {
        __builtin_cpu_init();
        cached = __builtin_cpu_supports("ssse3") ? 1 : 0;
    }
    return cached;
}

int adl_bgra_to_rgb(const uint8_t *src, uint8_t *dst, size_t width) {
    return has_ssse3() ? bgra_to_rgb_ssse3(src, dst, width) : bgra_to_rgb_scalar(src, dst, width);
}

void adl_rgb_to_bgra(const uint8_t *src, uint8_t *dst, size_t width) {
    if (has_ssse3()) rgb_to_bgra_ssse3(src, dst, width); else rgb_to_bgra_scalar(src, dst, width);
}

const char *adl_pixels_implementation(void) { return has_ssse3() ? "ssse3" : "scalar"; }

#else

int adl_bgra_to_rgb(const uint8_t *src, uint8_t *dst, size_t width) { return bgra_to_rgb_scalar(src, dst, width); }
void adl_rgb_to_bgra(const uint8_t *src, uint8_t *dst, size_t width) { rgb_to_bgra_scalar(src, dst, width); }
const char *adl_pixels_implementation(void) { return "scalar"; }

#endif
