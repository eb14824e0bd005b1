#ifndef ADL_JPEG_H
#define ADL_JPEG_H
#include <stddef.h>
#include <stdint.h>

/// Decodes a baseline or progressive JPEG into opaque BGRA rows of `width × 4` bytes (Cairo's
/// ARGB32 byte order on little-endian machines) in the caller's memory, so a decoded image costs its
/// pixels once. Reads the header first and sets `*width` and `*height`; when `pixels` is NULL or
/// `capacity` is less than `width × height × 4` bytes it stops there and returns 1 (call again with
/// that much memory). Returns 0 once the pixels are decoded; on failure returns -1 and writes the
/// reason into `error`: libjpeg's message, also for its warnings (truncated or corrupt data is
/// refused, never half decoded), or an image of more than `max_pixels` pixels (checked from the
/// frame header, before any pixel memory is asked for).
int adl_jpeg_decode_bgra(const uint8_t *data, size_t length, size_t max_pixels,
                         uint8_t *pixels, size_t capacity, int *width, int *height,
                         char *error, size_t error_length);

#endif
