import CCairoPango

extension PixelBuffer {
    /// Calls `body` with a Cairo image surface over these pixels, to paint from (Cairo only reads a
    /// source). The surface is valid only inside `body`: it is finished when `body` returns, so a
    /// reference Cairo still held could never read pixels that have moved on (the context using it
    /// would stop drawing with an error instead); `body` lets go of it before returning.
    func withCairoSurface<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        precondition(stride == Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))),
                     "not Cairo's ARGB32 row layout")
        return try withUnsafeBytes { raw in
            let memory = UnsafeMutablePointer(mutating: raw.baseAddress!.assumingMemoryBound(to: UInt8.self))
            let surface = cairo_image_surface_create_for_data(memory, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                              Int32(stride))!
            defer { cairo_surface_finish(surface); cairo_surface_destroy(surface) }
            return try body(surface)
        }
    }

    /// `width`×`height` pixels drawn by `draw` on a Cairo context over cleared ones.
    static func drawn(width: Int, height: Int, _ draw: (_ cr: OpaquePointer) -> Void) -> PixelBuffer {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        var bytes = [UInt8](repeating: 0, count: max(1, stride * height))
        bytes.withUnsafeMutableBytes { raw in
            let surface = cairo_image_surface_create_for_data(raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                              CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
            let cr = cairo_create(surface)!
            draw(cr)
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        return PixelBuffer(width: width, height: height, stride: stride, bytes: bytes)
    }

    /// Bytes of pixel memory.
    var byteCount: Int { bytes.count }
}
