/// Puts `new` in place of `value` and returns what it held, moved rather than copied: the one
/// reference to a buffer changes hands, so writing to it never copies on write.
@inline(__always)
func exchange<T>(_ value: inout T, with new: T) -> T {
    var taken = new
    swap(&taken, &value)
    return taken
}
