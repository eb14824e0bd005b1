#ifndef ADLAYOUT_CJPEG_H
#define ADLAYOUT_CJPEG_H
#include <stdio.h>
#include <stddef.h>
#include <jpeglib.h>
#endif
