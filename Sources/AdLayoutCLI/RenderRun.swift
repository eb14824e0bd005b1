import AdLayoutAppViews
import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import ArgumentParser
import Foundation

/// One `render` run: lays each document (or XIB) out, draws it and writes its PNG and frames; with
/// `--watch`, again whenever one changes.
struct RenderRun {
    /// Reads documents (with the run's Swift setup), lays them out and draws them.
    let pipeline: RenderPipeline
    /// Theme, device, chrome and image rules for every document.
    let options: DocumentDecoder.Options
    /// `--scale`; nil: the document's device scale (2 for a XIB).
    let scale: Int?
    /// `--strict`: a document with warnings is not written.
    let strict: Bool
    let targets: RenderTargets
    let writer: OutputWriter

    /// What became of one document.
    enum Outcome { case written, invalid, failed }

    /// Warns (once per run) when the default fonts are missing: text would not match the goldens.
    func checkFonts(_ log: DiagnosticLog) {
        guard !FontEnvironment.shared.hasDefaultFamily else { return }
        let packages = Array(Set(FontEnvironment.missingFontFiles.map(\.package))).sorted()
        log.report(Diagnostic(.warning, code: .environment, file: nil, path: "", location: nil,
                              message: "font files are missing (Debian packages \(packages.joined(separator: ", "))); "
                                + "text falls back to another face and will not match the goldens"))
    }

    /// Renders one document (or standard input) and writes its PNG and frames, printing a line.
    /// `runWideProblems`: the run itself warned (missing fonts, the Swift setup), which fails --strict for every document.
    func render(_ file: String, log: DiagnosticLog, elapsed: Bool = false, runWideProblems: Bool = false) -> Outcome {
        let start = DispatchTime.now().uptimeNanoseconds
        // Warnings before this document (an earlier document's) are not its own.
        let problemsBefore = log.count(.error) + log.count(.warning)
        guard let tree = layout(file, log: log) else { return .invalid }
        let (png, warnings) = pipeline.png(tree)
        log.report(tree.diagnostics + warnings)
        // A render that fails --strict writes nothing (exit 1 must not leave a picture to be taken for a good one).
        if strict, runWideProblems || log.count(.error) + log.count(.warning) > problemsBefore {
            writer.console.err("error: \(file): --strict: not written, because of the warnings above")
            return .failed
        }
        let target = targets.png(for: file), framesTarget = targets.frames(for: file)
        do throws(ExitCode) {
            // Both targets are checked before either is written: a run that cannot write one writes neither.
            try writer.check([target] + (framesTarget.map { [$0] } ?? []), for: file)
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            // A canvas past Cairo's limits is drawn cropped (the renderer warned): say to what.
            let pixels = Renderer.surfacePixels(tree)
            let cropped = Renderer.croppingWarning(tree) == nil ? "" : ", cropped to \(pixels.width)×\(pixels.height) pixels"
            try writer.write(png, to: target, summary: " (\(Renderer.pointSize(tree.canvasSize)) pt @\(tree.scale)x\(cropped), "
                               + "\(png.count / 1024) KB)" + (elapsed ? String(format: " in %.0f ms", ms) : ""), for: file)
            if let framesTarget { try writer.write(Data(LayoutTreeJSON.encode(tree).utf8), to: framesTarget, for: file) }
        } catch {
            return error.rawValue == ExitStatus.invalidInput ? .invalid : .failed
        }
        return .written
    }

    /// The layout of `file`: a XIB on its own, as Interface Builder's canvas shows it, or a document;
    /// nil (its problems reported) when it is invalid.
    private func layout(_ file: String, log: DiagnosticLog) -> LayoutTree? {
        if file.hasSuffix(".xib") {
            let (laidOut, errors) = XIBCanvas.layout(contentsOf: URL(fileURLWithPath: file), displayPath: file,
                                                     measurer: pipeline.measurer, scale: scale ?? 2)
            log.report(errors)
            return laidOut
        }
        guard let document = Inputs(pipeline: pipeline, options: options, log: log).load(file) else { return nil }
        if let problem = document.device.canvasProblem(scale: scale ?? document.device.scale) {
            writer.console.err("error: \(file): --scale \(scale ?? document.device.scale): \(problem)")
            return nil
        }
        return pipeline.layout(document, scale: scale)
    }

    /// Polls the documents' size and modification time and renders each one that changed, until
    /// interrupted (Ctrl-C). Invalid documents print their errors and are rendered again when fixed.
    func watch(_ files: [String]) {
        let console = writer.console
        let interruption = CommandContext.current.interruption ?? Interruption.onSIGINT()
        let urls = files.map { URL(fileURLWithPath: $0) }
        var stamps = urls.map(FileStamp.init)
        console.out("watching \(files.count) document\(files.count == 1 ? "" : "s"); Ctrl-C stops")
        while !interruption.wait(seconds: 0.2) {
            for (i, url) in urls.enumerated() {
                var stamp = FileStamp(url)
                guard stamp != stamps[i] else { continue }
                // An editor may still be writing: wait until the file holds still.
                while !interruption.wait(seconds: 0.05), FileStamp(url) != stamp { stamp = FileStamp(url) }
                stamps[i] = stamp
                if stamp == nil {
                    console.err("error: \(files[i]): the file is gone; waiting for it to come back")
                    continue
                }
                // Each render of a watch reports its problems afresh: the same warning again after an edit is news.
                _ = render(files[i], log: console.diagnosticLog(strict: strict), elapsed: true)
            }
        }
        console.out("stopped watching")
    }
}
