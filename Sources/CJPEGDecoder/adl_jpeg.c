// libjpeg reports fatal errors through error_exit, which must not return: recovering needs
// setjmp/longjmp, which Swift cannot express, hence this small C shim.
#include "adl_jpeg.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

// Progressive JPEGs may hold any number of scans, each a pass over the whole image: a small file
// with thousands of them costs minutes. Real encoders write about ten.
#define ADL_MAX_SCANS 1000

struct adl_error_mgr {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char reason[160];   // our own reason for stopping; empty: libjpeg's message
};

static void adl_error_exit(j_common_ptr cinfo) {
    struct adl_error_mgr *err = (struct adl_error_mgr *)cinfo->err;
    longjmp(err->jump, 1);
}

// A warning means corrupt or truncated data ("Premature end of JPEG file", "Corrupt JPEG data");
// libjpeg would carry on and fill the rest with grey, a half image. Stop instead.
static void adl_emit_message(j_common_ptr cinfo, int msg_level) {
    if (msg_level < 0) adl_error_exit(cinfo);
}

static void adl_stop(j_common_ptr cinfo, const char *reason) {
    struct adl_error_mgr *err = (struct adl_error_mgr *)cinfo->err;
    snprintf(err->reason, sizeof err->reason, "%s", reason);
    longjmp(err->jump, 1);
}

static void adl_progress(j_common_ptr cinfo) {
    j_decompress_ptr d = (j_decompress_ptr)cinfo;
    if (d->input_scan_number > ADL_MAX_SCANS) adl_stop(cinfo, "more than 1000 progressive scans");
}

int adl_jpeg_decode_bgra(const uint8_t *data, size_t length, size_t max_pixels,
                         uint8_t *pixels, size_t capacity, int *width, int *height,
                         char *error, size_t error_length) {
    struct jpeg_decompress_struct cinfo;
    struct adl_error_mgr jerr;
    struct jpeg_progress_mgr progress;

    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&jerr.pub);
    jerr.pub.error_exit = adl_error_exit;
    jerr.pub.emit_message = adl_emit_message;
    jerr.reason[0] = 0;
    if (setjmp(jerr.jump)) {
        if (error && error_length) {
            if (jerr.reason[0]) {
                snprintf(error, error_length, "%s", jerr.reason);
            } else {
                char buffer[JMSG_LENGTH_MAX];
                (*cinfo.err->format_message)((j_common_ptr)&cinfo, buffer);
                snprintf(error, error_length, "%s", buffer);
            }
        }
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    progress.progress_monitor = adl_progress;
    cinfo.progress = &progress;
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    jpeg_read_header(&cinfo, TRUE);

    // The size is checked before jpeg_start_decompress, which allocates for the whole image
    // (a progressive JPEG's coefficients: about 6 bytes a pixel).
    unsigned long long w = cinfo.image_width, h = cinfo.image_height;
    if (w == 0 || h == 0 || w * h > (unsigned long long)max_pixels) {
        char reason[160];
        snprintf(reason, sizeof reason, "%llux%llu pixels, over the limit of %zu", w, h, max_pixels);
        adl_stop((j_common_ptr)&cinfo, reason);
    }
    // Without scaling, the output is the frame's size: the caller's memory is asked for from the header.
    *width = (int)w;
    *height = (int)h;
    if (pixels == NULL || capacity < w * h * 4) {
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    // And libjpeg's own allocations are capped near that: coefficients and rows of such an image.
    cinfo.mem->max_memory_to_use = (long)(w * h * 8 + (64UL << 20));
    cinfo.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&cinfo);
    if (cinfo.output_width != w || cinfo.output_height != h) adl_stop((j_common_ptr)&cinfo, "unexpected output size");

    size_t row_bytes = (size_t)cinfo.output_width * 4;
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = pixels + (size_t)cinfo.output_scanline * row_bytes;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return 0;
}
