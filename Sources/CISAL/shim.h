#ifndef ADLAYOUT_CISAL_H
#define ADLAYOUT_CISAL_H
#include <isa-l/igzip_lib.h>
#include <isa-l/crc.h>
#endif
