import AdLayoutCore
import ArgumentParser

/// `--chrome`: draw the device's status bar and home indicator (as `"chrome": true` in the document's device), for
/// `render`, `verify` and `record`.
struct ChromeArgument: ParsableArguments {
    @Flag(help: "Draw the device's status bar (9:41, signal, Wi-Fi, battery) and home indicator, the screen below the status bar (as \"chrome\": true in the document's device).")
    var chrome = false

    /// `options` with the chrome asked for (the document's own `"chrome"` when the flag is not given).
    func applied(to options: DocumentDecoder.Options) -> DocumentDecoder.Options {
        var options = options
        if chrome { options.chrome = true }
        return options
    }
}
