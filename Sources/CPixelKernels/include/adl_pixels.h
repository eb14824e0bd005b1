#ifndef ADL_PIXELS_H
#define ADL_PIXELS_H
#include <stddef.h>
#include <stdint.h>

/// Converts one row of `width` premultiplied BGRA pixels (Cairo's ARGB32 on little-endian
/// machines) into `width * 3` bytes of R, G, B. Returns 1 when every pixel was opaque; returns 0
/// at the first translucent pixel (`dst` is then only partly written).
int adl_bgra_to_rgb(const uint8_t *src, uint8_t *dst, size_t width);

/// Converts `width` R, G, B triples into opaque BGRA pixels (alpha 0xFF).
void adl_rgb_to_bgra(const uint8_t *src, uint8_t *dst, size_t width);

/// Which implementation the two conversions use on this processor: "ssse3" or "scalar".
const char *adl_pixels_implementation(void);

#endif
