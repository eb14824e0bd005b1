#ifndef ADLAYOUT_CPNG_H
#define ADLAYOUT_CPNG_H
#include <png.h>
#endif
