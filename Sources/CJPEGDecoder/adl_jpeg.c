// libjpeg reports fatal errors through error_exit, which must not return: recovering needs
// setjmp/longjmp, which Swift cannot express, hence this small C shim.
#include "adl_jpeg.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct adl_error_mgr {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
};

static void adl_error_exit(j_common_ptr cinfo) {
    struct adl_error_mgr *err = (struct adl_error_mgr *)cinfo->err;
    longjmp(err->jump, 1);
}

static void adl_output_message(j_common_ptr cinfo) { (void)cinfo; /* warnings are not fatal; stay quiet */ }

int adl_jpeg_decode_bgra(const uint8_t *data, size_t length,
                         uint8_t **pixels, int *width, int *height, int *stride,
                         char *error, size_t error_length) {
    struct jpeg_decompress_struct cinfo;
    struct adl_error_mgr jerr;
    uint8_t *volatile out = NULL;
    *pixels = NULL;

    cinfo.err = jpeg_std_error(&jerr.pub);
    jerr.pub.error_exit = adl_error_exit;
    jerr.pub.output_message = adl_output_message;
    if (setjmp(jerr.jump)) {
        if (error && error_length) {
            char buffer[JMSG_LENGTH_MAX];
            (*cinfo.err->format_message)((j_common_ptr)&cinfo, buffer);
            snprintf(error, error_length, "%s", buffer);
        }
        jpeg_destroy_decompress(&cinfo);
        free(out);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    jpeg_read_header(&cinfo, TRUE);
    cinfo.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&cinfo);

    int w = (int)cinfo.output_width, h = (int)cinfo.output_height;
    if (w <= 0 || h <= 0 || w > 16384 || h > 16384) {
        if (error && error_length) snprintf(error, error_length, "unsupported JPEG size %dx%d", w, h);
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    int row_bytes = w * 4;
    out = malloc((size_t)row_bytes * (size_t)h);
    if (!out) {
        if (error && error_length) snprintf(error, error_length, "out of memory");
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = out + (size_t)cinfo.output_scanline * (size_t)row_bytes;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    *pixels = out;
    *width = w;
    *height = h;
    *stride = row_bytes;
    return 0;
}
