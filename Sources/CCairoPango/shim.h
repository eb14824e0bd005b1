#ifndef ADLAYOUT_CCAIROPANGO_H
#define ADLAYOUT_CCAIROPANGO_H
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#endif
