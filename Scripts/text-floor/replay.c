// Does the text work of one adlayout frame with Pango and Cairo alone, from a trace written by
// trace-shim.c: the same fontconfig configuration and font options, every layout measured at scale 1
// and every layout drawn at the trace's scale onto a surface of the frame's size. Nothing else —
// no document, no images, no PNG — so a fresh process running it is a floor for adlayout's first
// frame with this text stack.
//
// usage: replay CONFIG.xml TRACE WIDTH HEIGHT [OUT.png]
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static PangoContext *context_for(PangoFontMap *map, const cairo_font_options_t *options) {
  PangoContext *context = pango_font_map_create_context(map);
  pango_cairo_context_set_font_options(context, options);
  pango_context_set_round_glyph_positions(context, FALSE);
  return context;
}

// fields: kind scale width height ellipsize wrap font attributes text
static PangoLayout *layout_for(PangoContext *context, char **fields) {
  PangoLayout *layout = pango_layout_new(context);
  PangoFontDescription *desc = pango_font_description_from_string(fields[6]);
  pango_layout_set_font_description(layout, desc);
  pango_font_description_free(desc);
  char *text = g_strcompress(fields[8]), *attrs = g_strcompress(fields[7]);
  pango_layout_set_text(layout, text, -1);
  PangoAttrList *list = attrs[0] ? pango_attr_list_from_string(attrs) : NULL;
  if (list) { pango_layout_set_attributes(layout, list); pango_attr_list_unref(list); }
  g_free(text); g_free(attrs);
  pango_layout_set_wrap(layout, (PangoWrapMode)atoi(fields[5]));
  pango_layout_set_ellipsize(layout, (PangoEllipsizeMode)atoi(fields[4]));
  pango_layout_set_height(layout, atoi(fields[3]));
  pango_layout_set_width(layout, atoi(fields[2]));
  return layout;
}

int main(int argc, char **argv) {
  if (argc < 5) { fprintf(stderr, "usage: replay CONFIG.xml TRACE WIDTH HEIGHT [OUT.png]\n"); return 2; }
  gchar *xml = NULL, *trace = NULL;
  if (!g_file_get_contents(argv[1], &xml, NULL, NULL) || !g_file_get_contents(argv[2], &trace, NULL, NULL)) {
    fprintf(stderr, "replay: cannot read %s or %s\n", argv[1], argv[2]);
    return 2;
  }
  FcConfig *config = FcConfigCreate();
  if (!FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)xml, FcTrue)) return 2;
  FcConfigBuildFonts(config);
  FcConfigSetCurrent(config);
  PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);

  // The font options of FontEnvironment.swift.
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  PangoContext *measuring = context_for(map, options), *drawing = context_for(map, options);

  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, atoi(argv[3]), atoi(argv[4]));
  cairo_t *cr = cairo_create(surface);
  int scaled = 0, measured = 0, drawn = 0;
  for (char *line = strtok(trace, "\n"); line; line = strtok(NULL, "\n")) {
    char *fields[9], *p = line;
    int n = 0;
    for (; n < 9 && p; n++) { fields[n] = p; p = n < 8 ? strchr(p, '\t') : NULL; if (p) *p++ = 0; }
    if (n < 9) continue;
    if (fields[0][0] == 'M' && atof(fields[1]) == 1.0) {
      PangoLayout *layout = layout_for(measuring, fields);
      PangoRectangle logical;
      pango_layout_get_extents(layout, NULL, &logical);
      g_object_unref(layout);
      measured++;
    } else if (fields[0][0] == 'D') {
      if (!scaled) { double s = atof(fields[1]); cairo_scale(cr, s, s); pango_cairo_update_context(cr, drawing); scaled = 1; }
      PangoLayout *layout = layout_for(drawing, fields);
      cairo_move_to(cr, 8, 8 + (drawn * 17) % 800);
      pango_cairo_show_layout(cr, layout);
      g_object_unref(layout);
      drawn++;
    }
  }
  cairo_surface_flush(surface);
  if (argc > 5 && cairo_surface_write_to_png(surface, argv[5]) != CAIRO_STATUS_SUCCESS) return 1;
  if (getenv("TEXT_FLOOR_VERBOSE")) fprintf(stderr, "replay: %d layouts measured, %d drawn\n", measured, drawn);
  return 0;
}
