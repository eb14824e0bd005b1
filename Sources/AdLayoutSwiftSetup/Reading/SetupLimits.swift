import AdLayoutCore

/// The Swift setup reader's limits. Each bounds the work a setup file can ask for, so that any
/// file is read in bounded time and memory: past one, the reader reports an error
/// (`Diagnostic.Code.swiftLimit`) at the line:column where it was passed and reads no further.
/// Real setups stay far below them.
public enum SetupLimits {
    /// Bytes of one setup file.
    public static let fileBytes = 1 << 20
    /// Brackets `(`, `[`, `{`, `#if`, the `<` of generic types and string interpolations nested in
    /// one another.
    public static let nesting = 64
    /// `[` nested in `[`: the parser's look-ahead for types costs about twice as much for each level
    /// (it tries both an array type and an inline array type), so this bound is low.
    public static let squareBracketNesting = 8
    /// Links of a chain that nests without brackets (`} else if … {} else if`, `try try x`,
    /// `A -> B -> C`, `a ? b : c ? …`) without a line break or a comma between them; prefix words
    /// (`try`, `await`, `some`, …) chain across line breaks too, as the parser nests them.
    public static let chain = 256
    /// Levels of the parsed tree (a chain `a.b.c…`, `- - - x`, `else if` after `else if`: constructs
    /// without brackets nest too). Whatever walks the tree walks it this deep at most.
    public static let syntaxDepth = 400
    /// Levels of one expression as the reader evaluates it (each operator of `1 + 1 + …` is a level).
    public static let expressionDepth = 256
    /// Statements read in all: each statement of the files once, and the statements of `viewSize`
    /// and `itemColumns` once per path through their `if`s.
    public static let statements = 20_000
    /// `if` and `guard` statements on one path through `viewSize` or `itemColumns`: each splits
    /// the rest of the body in two, and the reader follows both, one level deeper.
    public static let branches = 256
    /// Paths one ad state takes through `setData`'s conditions on the ad's fields (each read once).
    public static let setDataPaths = 64
    /// Statements read in `setData` (and the functions it calls) in all, for every ad state and path through its
    /// conditions on the ad's fields: its own budget beside ``statements``, as it is read up to 6 × 64 times. A
    /// `setData` of 100 `if`s on the ad's fields reads about 80,000 (64 paths of 6 states); one that makes each
    /// path read thousands of statements stops here.
    public static let setDataStatements = 150_000
    /// Tokens of a file the parser did not expect (`async async async …`): past this, one error says
    /// where they start instead of one each (swift-syntax's messages for them cost quadratic time).
    public static let unexpectedTokens = 1_000
    /// Syntax errors reported for one file; the rest are counted in one more error.
    public static let syntaxErrors = 100
    /// Bytes of the stack the reader runs on (its own thread), ample for every limit above.
    public static let stackBytes = 64 << 20
    /// Classes declared in the setup files.
    public static let classes = 1_000
    /// Parts (numbers, names and operations) of one value the reader builds: `let v2 = v1 + v1`
    /// has twice the parts of `v1`, so 40 such lines are refused at `v9` instead of being
    /// computed. The document format's expressions are at most `FormatLimits.expressionLength`
    /// characters, so a larger value could not be written anyway.
    public static let valueParts = 1_000
    /// `.swift`, `.xib` and `.storyboard` files an app folder may give (``SwiftSetupFiles``).
    public static let folderFiles = 2_000
    /// Points a number of a frame set in `layoutSubviews()` may reach either way (`CGRect(x: 1e30, …)`
    /// is refused at its line): no canvas is larger than `FormatLimits.autoCanvasHeight` a side.
    public static let frameMagnitude = Double(FormatLimits.autoCanvasHeight)
    /// Passes through the bodies of `for` loops in one `layoutSubviews()`, nested loops' passes counted each
    /// (`for v in [a, b, c]` is 3): a loop that would pass this, counted before it runs, is not read and is
    /// warned (a loop over `0..<1_000_000_000` is refused at once). A cell lays out a few dozen views.
    public static let layoutLoopPasses = 1_000
    /// Paths one `layoutSubviews()` takes through its conditions on the item's bounds and views' `isHidden`
    /// (`if bounds.width < 360`, `guard !badge.isHidden`), each read once into the constraints of the items it is for.
    public static let layoutPaths = 64
    /// Entries (files and folders) looked at below an app folder before giving up.
    public static let folderEntries = 50_000
}
