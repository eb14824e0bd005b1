#ifndef ADLAYOUT_CISAL_H
#define ADLAYOUT_CISAL_H
#include <stdint.h>
#include <isa-l/igzip_lib.h>
#include <isa-l/crc.h>
// zlib (libpng's own dependency) only for adler32_combine: joining the checksums of segments
// compressed in parallel.
#include <zlib.h>

// Composite macros Swift cannot import.
static const uint32_t adl_isal_lvl1_buffer_size = ISAL_DEF_LVL1_DEFAULT;
#endif
