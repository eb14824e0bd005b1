import AdLayoutCore
import AdLayoutRender
import ArgumentParser
import Foundation

/// `adlayout fonts`: the renderer's private font setup, and fontconfig's cache for it built if
/// missing — the install step of `Scripts/render-all.sh` and `Scripts/test.sh`, so that no render
/// pays for scanning the font files (a missing cache costs the first process tens of milliseconds).
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Show the renderer's font folders and files; build fontconfig's cache for them if missing.")

    func run() throws {
        let console = Console.current
        show(FontEnvironment.shared, console)
        try requireFontFiles(FontEnvironment.shared, console)
        console.out("system font: \(SystemFontSubstitute.latinFamily) (Latin), \(SystemFontSubstitute.hangulFamily) (Hangul), "
                    + "\(SystemFontSubstitute.symbolFamily) (symbols)")
    }

    /// The font folders, the cache (built by asking for it when missing) and every font file.
    private func show(_ fonts: FontEnvironment, _ console: Console) {
        console.out("font folders: \(FontEnvironment.fontDirectories.joined(separator: ", "))")
        if let folder = fonts.cacheFolder {
            console.out("font cache: \(folder) (\(fonts.cacheWasValid ? "up to date" : "built"))")
        } else {
            console.out("font cache: none (\(FontEnvironment.cacheDirectory) cannot be written)")
        }
        let files = fonts.fontFiles
        console.out("font files: \(files.count)")
        for file in files { console.out("  \(file)") }
    }

    /// Exit 1, naming the files and the Debian packages that install them, when a default font is missing.
    private func requireFontFiles(_ fonts: FontEnvironment, _ console: Console) throws {
        let missing = FontEnvironment.missingFontFiles
        guard missing.isEmpty, fonts.hasDefaultFamily else {
            let packages = Array(Set(missing.map(\.package))).sorted()
            console.err("error: font files are missing: \(missing.map(\.path).joined(separator: ", ")) "
                        + "(Debian packages \(packages.joined(separator: ", ")); Scripts/install-deps.sh installs them)")
            throw ExitCode(ExitStatus.failure)
        }
    }
}
