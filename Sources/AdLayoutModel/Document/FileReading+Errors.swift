import Foundation

extension FileReading {
    /// Why a file operation failed, in the operating system's plain words ("is a directory", "no
    /// space left on device", "file too large", "permission denied"), for any error a file
    /// operation throws: AdLayout's own, POSIX errors and Foundation's (whose domain codes, such as
    /// "NSCocoaErrorDomain error 512", never reach a message).
    public static func reason(of error: any Error) -> String {
        switch error {
        case let error as FileReadError: return error.reason
        case let error as POSIXError: return reason(error.code.rawValue)
        default: break
        }
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return reason(Int32(ns.code)) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return reason(Int32(underlying.code))
        }
        guard ns.domain == NSCocoaErrorDomain else { return ns.localizedDescription }
        switch CocoaError.Code(rawValue: ns.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return reason(ENOENT)
        case .fileReadNoPermission, .fileWriteNoPermission: return reason(EACCES)
        case .fileWriteOutOfSpace: return reason(ENOSPC)
        case .fileWriteVolumeReadOnly: return reason(EROFS)
        case .fileWriteFileExists: return reason(EEXIST)
        case .fileReadTooLarge: return reason(EFBIG)
        case .fileReadInapplicableStringEncoding, .fileReadCorruptFile: return "not UTF-8 text"
        case .fileWriteInvalidFileName: return "an invalid file name"
        default: return "an unknown error"
        }
    }
}
