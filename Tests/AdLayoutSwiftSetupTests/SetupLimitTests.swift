import AdLayoutCore
import AdLayoutSwiftSetup
import Foundation
import Testing

/// Hostile setups end quickly with one error at the line:column where a limit was passed, never
/// with a crash or a hang (each of these crashed, or ran for minutes, before the limits).
@Suite struct SetupLimitTests {
    /// The only diagnostic of reading `swift` as Setup.swift, which must be a limit error.
    func limitError(_ swift: String) -> String? {
        let setup = read(swift)
        #expect(setup.diagnostics.map(\.code) == [.swiftLimit], "\(lines(setup))")
        #expect(setup.hasErrors && setup.json == "{}\n")
        return lines(setup).first
    }

    /// The issue's four setups (and the doubling inside viewSize): 1,000-deep array literal (≈1.7×
    /// the time per level, a crash from ≈800), 2,000-deep generic type (exit 139), 40 doubling lets
    /// (over 20 s; 2 GB inside viewSize), 2,000 classes (46 s).
    @Test func theIssuesFourSetups() {
        #expect(limitError("let x = " + String(repeating: "[", count: 1_000) + "1" + String(repeating: "]", count: 1_000))
                == "error: Setup.swift:1:17: [ nested in [ more than 8 levels deep; the limit is 8")
        #expect(limitError("let x: " + String(repeating: "Array<", count: 2_000) + "Int" + String(repeating: ">", count: 2_000) + " = []")
                == "error: Setup.swift:1:397: brackets nested more than 64 levels deep; the limit is 64")
        let doubling = (["let v0: CGFloat = 1"] + (1...40).map { "let v\($0) = v\($0 - 1) + v\($0 - 1)" }
                        + ["let l = AdListItemViewLayout()", "l.lineSpace = v40"]).joined(separator: "\n")
        #expect(limitError(doubling) == "error: Setup.swift:10:10: v8 + v8 makes a value of more than 1000 parts (numbers, names "
                + "and operations, each use of a variable counted whole); the limit is 1000")
        let inViewSize = """
        class L: AdListItemViewLayout {
            override func viewSize(_ parentSize: CGSize) -> CGSize {
                let v0 = parentSize.width
        \((1...30).map { "        let v\($0) = v\($0 - 1) + v\($0 - 1)" }.joined(separator: "\n"))
                return CGSize(width: v30, height: 10)
            }
        }
        """
        #expect(limitError(inViewSize) == "error: Setup.swift:12:18: v8 + v8 makes a value of more than 1000 parts (numbers, names "
                + "and operations, each use of a variable counted whole); the limit is 1000")
        let classes = (["class C0: AdListItemViewLayout {}"] + (1..<2_000).map { "class C\($0): C\($0 - 1) {}" }).joined(separator: "\n")
        #expect(limitError(classes) == "error: Setup.swift:1001:7: more than 1000 classes declared; the limit is 1000")
    }

    /// A setup file larger than 1 MiB is not read (it was 16 MiB).
    @Test func aFileOverOneMebibyteIsNotRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("adlayout-large-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(repeating: 0x20, count: SetupLimits.fileBytes + 1).write(to: url)
        #expect(throws: FileReadError(reason: "file too large (1048577 bytes; the limit is 1048576)")) {
            try SwiftSetupSource(contentsOf: url)
        }
        try Data(repeating: 0x20, count: SetupLimits.fileBytes).write(to: url)
        #expect(try SwiftSetupSource(contentsOf: url).text.utf8.count == SetupLimits.fileBytes)
    }

    /// Just inside the limits, the same constructs are read.
    @Test func atTheLimitsTheyAreRead() {
        let eight = read("let l = AdListItemViewLayout()\nlet x = " + String(repeating: "[", count: 8) + "1" + String(repeating: "]", count: 8))
        #expect(eight.diagnostics.allSatisfy { $0.code != .swiftLimit })
        let chain = (["class C0: AdListItemViewLayout { override init() { super.init(); lineSpace = 3 } }"]
                     + (1..<64).map { "class C\($0): C\($0 - 1) {}" }).joined(separator: "\n")
        #expect(read(chain).diagnostics.isEmpty)
        let doubling = (["let v0: CGFloat = 1"] + (1...8).map { "let v\($0) = v\($0 - 1) + v\($0 - 1)" }
                        + ["let l = AdListItemViewLayout()", "l.lineSpace = v8",
                           "TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: l)"])
            .joined(separator: "\n")
        let read8 = read(doubling)
        #expect(read8.diagnostics.isEmpty, "\(lines(read8))")
        #expect(read8.json.contains(#""lineSpace": 256"#))
    }

    /// A layout class deriving from more than 64 classes of the setup, as documents limit `base` chains.
    @Test func aLayoutClassChainPastSixtyFour() {
        let chain = (["class C0: AdListItemViewLayout {}"] + (1...64).map { "class C\($0): C\($0 - 1) {}" }).joined(separator: "\n")
        #expect(limitError(chain) == "error: Setup.swift:65:7: layout class C64 is more than 64 classes down a chain of bases; "
                + "the limit is 64")
    }

    /// Chains without brackets that the parser reads by recursion, and chains the tree nests: each
    /// crashed the reader (the parser, the position converter or operator folding overflowed the stack).
    @Test func chainsThatNestWithoutBrackets() {
        func repeated(_ s: String, _ n: Int) -> String { String(repeating: s, count: n) }
        let chain = "a chain of more than 256 else, try, await, ->, ? or : (each nests what follows it; prefix words also "
            + "across lines); the limit is 256"
        #expect(limitError("func f() {\n if a {}" + repeated(" else if a {}", 300) + "\n}") == "error: Setup.swift:2:3338: \(chain)")
        #expect(limitError("let x = " + repeated("try ", 300) + "f()") == "error: Setup.swift:1:1033: \(chain)")
        #expect(limitError("let x: " + repeated("() -> ", 300) + "Int = 1") == "error: Setup.swift:1:1541: \(chain)")
        #expect(limitError("let x = " + repeated("a ? 1 : ", 300) + "2") == "error: Setup.swift:1:1035: \(chain)")
        let deep = "code nested more than 400 levels deep (a chain such as a.b.c… or brackets inside brackets); the limit is 400"
        #expect(limitError("let x = a" + repeated(".b", 2_000)) == "error: Setup.swift:1:9: \(deep)")
        #expect(limitError("let x = f" + repeated("()", 2_000)) == "error: Setup.swift:1:9: \(deep)")
        #expect(limitError("let x: Int" + repeated("?", 1_000) + " = nil") == "error: Setup.swift:1:8: \(deep)")
        #expect(limitError("let x = " + repeated("{ ", 100) + repeated("}", 100))
                == "error: Setup.swift:1:137: brackets nested more than 64 levels deep; the limit is 64")
        #expect(limitError("let x = " + repeated(#""\("#, 100) + "1" + repeated(#")""#, 100))
                == "error: Setup.swift:1:203: brackets nested more than 64 levels deep; the limit is 64")
    }

    /// Brackets inside comments and strings are not code: they do not count.
    @Test func bracketsInCommentsAndStringsDoNotCount() {
        let setup = read("""
        // \(String(repeating: "[", count: 100))
        /* \(String(repeating: "(", count: 100)) /* nested */ */
        let a = "\(String(repeating: "{", count: 100))"
        let b = #"\(String(repeating: "[", count: 100))"#
        let c = \"\"\"
            \(String(repeating: "<", count: 100))
            \"\"\"
        let l = AdListItemViewLayout()
        l.lineSpace = 4
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: l)
        """)
        #expect(!setup.hasErrors, "\(lines(setup))")
        #expect(setup.json.contains(#""lineSpace": 4"#))
    }

    /// Statements are counted, through each path of `viewSize`'s and `itemColumns`' `if`s too (an
    /// `if` reads the rest of the body once per branch, so 30 of them would read it 2³⁰ times).
    @Test func theStatementsOfASetupAreCounted() {
        let ifs = """
        class L: AdListItemViewLayout {
            override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] {
                var c = 1
        \((0..<4).map { "        if numberOfItems > \($0) { c = \($0) }" }.joined(separator: "\n"))
        \((0..<2_000).map { "        let d\($0) = \($0)" }.joined(separator: "\n"))
                return [c, 0]
            }
        }
        """
        // 16 paths of about 2,000 statements: the 20,001st statement read is the 1,969th `let` of the 10th path.
        #expect(limitError(ifs) == "error: Setup.swift:1976:9: more than 20000 statements to read (an if in viewSize or "
                + "itemColumns reads the rest of the body once per branch, layoutSubviews() is read once per path through its "
                + "conditions on the bounds); the limit is 20000")
    }

    /// An item view with `setData(_:…)` of `body`, whose ad parameter is `item`.
    static func setDataView(_ body: String) -> String {
        """
        class V: AdListItemView {
            let point = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(point)
                point.snp.makeConstraints { $0.edges.equalToSuperview() }
            }
            override func setData(_ item: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        \(body)
            }
        }
        """
    }

    /// A realistic `setData`, 100 `if`s on the ad's fields, reads within its own budget (about 64 paths of 200
    /// statements for each of the 6 states: 77,000, past the files' 20,000). The 64-path limit is said, and so are the
    /// cases of the 63 paths walked before the state's own: each meets all 100 conditions, more than a document's
    /// condition of 1,000 characters can write.
    @Test func aSetDataOf100IfsReads() {
        let ifs = (0..<100).map { "        if item.pointValue > \($0) { point.alpha = 0.5 }" }.joined(separator: "\n")
        let setup = read(Self.setDataView(ifs))
        #expect(lines(setup) == [
            "warning: Setup.swift:8:109: skipped: setData's conditions on the ad's fields make more than 64 paths; the rest are "
                + "not read (move the conditions into fewer ifs)",
            "warning: Setup.swift:108:35: skipped: setData sets point for ads whose conditions take more than 1000 characters "
                + "to write; 63 such cases are left out (move the conditions into fewer ifs)",
        ])
        #expect(!setup.hasErrors && setup.json.contains(#""V""#))
    }

    /// A `setData` whose paths each read hundreds of statements stops at its budget, at the statement past it.
    @Test func aHostileSetDataStopsAtItsBudget() {
        // 5 ifs (32 paths) then 800 lets: 805 statements a path, 192 paths (6 states). The 150,001st statement read
        // is the 271st of the 187th path (186 × 805 = 149,730): its 266th let, on line 14 + 265.
        let body = (0..<5).map { "        if item.pointValue > \($0) {}" }.joined(separator: "\n") + "\n"
            + (1...800).map { "        let d\($0) = \($0)" }.joined(separator: "\n")
        #expect(limitError(Self.setDataView(body)) == "error: Setup.swift:279:9: more than 150000 statements to read in setData "
                + "(it is read once per ad state and path through its conditions on the ad's fields, at most 64 paths a state); "
                + "the limit is 150000")
    }
}
