#ifndef ADLAYOUT_CCAIROPANGO_H
#define ADLAYOUT_CCAIROPANGO_H
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#endif
