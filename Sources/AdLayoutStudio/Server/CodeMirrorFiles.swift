import Foundation

/// CodeMirror 5, served from Debian's `libjs-codemirror` on disk (no CDN: the studio works offline).
public enum CodeMirrorFiles {
    /// Where Debian installs it.
    public static let debianFolder = "/usr/share/javascript/codemirror"

    /// The files the studio's page loads, relative to the folder.
    public static let required = ["lib/codemirror.js", "lib/codemirror.css", "mode/javascript/javascript.js",
                                  "addon/edit/matchbrackets.js", "addon/edit/closebrackets.js",
                                  "addon/selection/active-line.js"]

    /// The CodeMirror folder: `$ADLAYOUT_CODEMIRROR`, else Debian's; nil when it lacks a required
    /// file (the page then falls back to a plain text area).
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let folder = environment["ADLAYOUT_CODEMIRROR"] ?? debianFolder
        let complete = required.allSatisfy { FileManager.default.fileExists(atPath: folder + "/" + $0) }
        return complete ? URL(fileURLWithPath: folder, isDirectory: true) : nil
    }

    /// Why CodeMirror is missing, for the console.
    public static let missingAdvice = "CodeMirror was not found in \(debianFolder) (Debian package libjs-codemirror; "
        + "or set ADLAYOUT_CODEMIRROR): the studio's editor falls back to a plain text area"
}
