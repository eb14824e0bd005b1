// LD_PRELOAD shim for Scripts/text-floor/run.sh: records every Pango layout adlayout measures or draws,
// one line each, and the fontconfig configuration it builds, so that replay.c can do the same text
// work with Pango and Cairo alone.
//
// Line format (tab-separated; text and attributes escaped with g_strescape):
//   kind  context-scale  width  height  ellipsize  wrap  font-description  attributes  text
// kind: M (a line's extents in a measuring context) or D (a line drawn).
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *trace(void) {
  static FILE *file;
  if (!file) file = fopen(getenv("TEXT_FLOOR_TRACE"), "w");
  return file;
}

// Pango's own metric probes (pango_font_get_metrics lays these out) are not adlayout's work.
static int is_pango_probe(const char *text) {
  return strcmp(text, "0123456789") == 0 || strcmp(text, pango_language_get_sample_string(NULL)) == 0;
}

static void record(char kind, PangoLayout *layout) {
  const char *text = pango_layout_get_text(layout);
  if (is_pango_probe(text)) return;
  const PangoFontDescription *desc = pango_layout_get_font_description(layout);
  char *font = desc ? pango_font_description_to_string(desc) : g_strdup("");
  PangoAttrList *list = pango_layout_get_attributes(layout);
  char *attrs = list ? pango_attr_list_to_string(list) : g_strdup("");
  char *attrs_escaped = g_strescape(attrs, NULL), *text_escaped = g_strescape(text, NULL);
  const PangoMatrix *m = pango_context_get_matrix(pango_layout_get_context(layout));
  fprintf(trace(), "%c\t%g\t%d\t%d\t%d\t%d\t%s\t%s\t%s\n", kind, m ? m->xx : 1.0, pango_layout_get_width(layout),
          pango_layout_get_height(layout), pango_layout_get_ellipsize(layout), pango_layout_get_wrap(layout), font,
          attrs_escaped, text_escaped);
  g_free(font); g_free(attrs); g_free(attrs_escaped); g_free(text_escaped);
}

// Once per layout and text: a label asks for each of its lines.
static int is_new(PangoLayout *layout, PangoLayout **last, const char **last_text) {
  const char *text = pango_layout_get_text(layout);
  if (layout == *last && text == *last_text) return 0;
  *last = layout; *last_text = text;
  return 1;
}

FcBool FcConfigParseAndLoadFromMemory(FcConfig *config, const FcChar8 *xml, FcBool complain) {
  static FcBool (*real)(FcConfig *, const FcChar8 *, FcBool);
  if (!real) real = dlsym(RTLD_NEXT, "FcConfigParseAndLoadFromMemory");
  FILE *file = fopen(getenv("TEXT_FLOOR_CONFIG"), "w");
  if (file) { fputs((const char *)xml, file); fclose(file); }
  return real(config, xml, complain);
}

void pango_layout_line_get_extents(PangoLayoutLine *line, PangoRectangle *ink, PangoRectangle *logical) {
  static void (*real)(PangoLayoutLine *, PangoRectangle *, PangoRectangle *);
  static PangoLayout *last; static const char *last_text;
  if (!real) real = dlsym(RTLD_NEXT, "pango_layout_line_get_extents");
  if (is_new(line->layout, &last, &last_text)) record('M', line->layout);
  real(line, ink, logical);
}

void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink, PangoRectangle *logical) {
  static void (*real)(PangoLayout *, PangoRectangle *, PangoRectangle *);
  static PangoLayout *last; static const char *last_text;
  if (!real) real = dlsym(RTLD_NEXT, "pango_layout_get_extents");
  if (is_new(layout, &last, &last_text)) record('M', layout);
  real(layout, ink, logical);
}

void pango_cairo_show_layout_line(cairo_t *cr, PangoLayoutLine *line) {
  static void (*real)(cairo_t *, PangoLayoutLine *);
  static PangoLayout *last; static const char *last_text;
  if (!real) real = dlsym(RTLD_NEXT, "pango_cairo_show_layout_line");
  if (is_new(line->layout, &last, &last_text)) record('D', line->layout);
  real(cr, line);
}

void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout) {
  static void (*real)(cairo_t *, PangoLayout *);
  if (!real) real = dlsym(RTLD_NEXT, "pango_cairo_show_layout");
  record('D', layout);
  real(cr, layout);
}
