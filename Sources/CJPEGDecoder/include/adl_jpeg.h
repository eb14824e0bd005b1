#ifndef ADL_JPEG_H
#define ADL_JPEG_H
#include <stddef.h>
#include <stdint.h>

/// Decodes a baseline or progressive JPEG into opaque BGRA rows (Cairo's ARGB32 byte order on
/// little-endian machines). Returns 0 on success; on failure returns -1 and writes the reason into
/// `error`: libjpeg's message, also for its warnings (truncated or corrupt data is refused, never
/// half decoded), or an image of more than `max_pixels` pixels (checked from the frame header,
/// before any pixel memory is allocated). `*pixels` is malloc'ed and must be freed by the caller.
int adl_jpeg_decode_bgra(const uint8_t *data, size_t length, size_t max_pixels,
                         uint8_t **pixels, int *width, int *height, int *stride,
                         char *error, size_t error_length);

#endif
