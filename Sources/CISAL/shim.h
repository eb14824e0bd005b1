#ifndef ADLAYOUT_CISAL_H
#define ADLAYOUT_CISAL_H
#include <stdint.h>
#include <isa-l/igzip_lib.h>
#include <isa-l/crc.h>

// Composite macros Swift cannot import.
static const uint32_t adl_isal_lvl1_buffer_size = ISAL_DEF_LVL1_DEFAULT;
#endif
