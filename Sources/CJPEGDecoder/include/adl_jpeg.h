#ifndef ADL_JPEG_H
#define ADL_JPEG_H
#include <stddef.h>
#include <stdint.h>

/// Decodes a baseline or progressive JPEG into opaque BGRA rows (Cairo's ARGB32 byte order on
/// little-endian machines). Returns 0 on success; on failure returns -1 and writes libjpeg's
/// message into `error`. `*pixels` is malloc'ed and must be freed by the caller.
int adl_jpeg_decode_bgra(const uint8_t *data, size_t length,
                         uint8_t **pixels, int *width, int *height, int *stride,
                         char *error, size_t error_length);

#endif
