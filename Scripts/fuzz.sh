#!/usr/bin/env bash
# Fuzzes with libFuzzer, one of two targets:
#   - the layout core (the default): every input goes through decode → resolve → layout → lint →
#     frames JSON (Tests/AdLayoutCoreTests/Fuzzing/FuzzCase.swift) and the image header reader;
#   - `setup`, the Swift setup reader: every input is read as a setup file and put under a document
#     (Tests/AdLayoutSwiftSetupTests/Fuzzing/SetupFuzzCase.swift);
#   - `xib`, an app's own views: every input is read as a XIB and laid out by the constraint solver
#     (Fuzz/XIBFuzzEntry.swift), seeded with the fixture XIBs.
#
#   bash Scripts/fuzz.sh [setup|xib] [SECONDS] [libFuzzer flags...]     (default 60 seconds)
#
# Builds .build/fuzz/adlayout-fuzz (or adlayout-setup-fuzz) from the core's modules
# (Sources/AdLayoutUIKitTypes, AdLayoutSDK … AdLayoutCore, with the app views' four before AdLayoutCore) — for `setup` also swift-syntax's parser modules, from the
# package's checkout, and Sources/AdLayoutSwiftSetup — with `swiftc -sanitize=fuzzer,address`
# (the package itself stays free of unsafe flags). The core target seeds its corpus from Layouts/ and
# Tests/AdLayoutCoreTests/FuzzReproducers/ with a dictionary of the format's keys and values generated
# from Schema/adlayout.schema.json; the setup target from the Swift fixtures and
# Tests/AdLayoutSwiftSetupTests/FuzzReproducers/ with a dictionary of Swift's brackets, keywords and
# operators and the setup API's names. The corpus grows in .build/fuzz/corpus (setup-corpus) across
# runs. A crash, timeout or failed check is saved in .build/fuzz/findings/ and the script exits 1:
# copy the file into the target's FuzzReproducers/ (then `swift test --filter FuzzReproducerTests`
# replays it). Where the toolchain has no libFuzzer the script says so and exits 0 with
# ADLAYOUT_FUZZ_OPTIONAL=1 (CI), 3 otherwise.
set -euo pipefail

# Everything runs inside main, which bash reads whole before running: editing this file during a
# long run cannot change what the run does next.
main() {
cd "$(dirname "$0")/.."
target=core
if [ "${1:-}" = setup ] || [ "${1:-}" = xib ]; then target=$1; shift; fi
seconds=${1:-60}
shift || true
work=.build/fuzz
if [ "$target" = setup ]; then
    name=adlayout-setup-fuzz corpus=$work/setup-corpus seeds=$work/setup-seeds
    reproducers=Tests/AdLayoutSwiftSetupTests/FuzzReproducers
    # Setup files are small; what goes wrong with them goes wrong in a few kilobytes.
    max_len=16384
elif [ "$target" = xib ]; then
    name=adlayout-xib-fuzz corpus=$work/xib-corpus seeds=$work/xib-seeds
    reproducers=Tests/AdLayoutAppViewsTests/FuzzReproducers
    max_len=65536
else
    name=adlayout-fuzz corpus=$work/corpus seeds=$work/seeds
    reproducers=Tests/AdLayoutCoreTests/FuzzReproducers
    max_len=65536
fi
mkdir -p "$work/obj" "$work/syntax-obj" "$corpus" "$seeds" "$work/findings"
# swiftc leaves scratch folders (TemporaryDirectory.*) in TMPDIR: they go to a folder of the build's own,
# removed at the end (Scripts/test.sh and Scripts/install.sh do the same).
rm -rf "$work/tmp" && mkdir -p "$work/tmp"
export TMPDIR=$PWD/$work/tmp

unavailable() {
    echo "fuzz: SKIPPED — $1; the fuzz target needs the Swift toolchain's libFuzzer (swiftc -sanitize=fuzzer, Linux)."
    [ "${ADLAYOUT_FUZZ_OPTIONAL:-0}" = 1 ] && exit 0
    exit 3
}
command -v swiftc > /dev/null || unavailable "no swiftc on PATH"
probe=$(mktemp -d)
trap 'rm -rf "$TMPDIR"' EXIT
printf '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>?, _ n: Int) -> Int32 { 0 }\n' > "$probe/p.swift"
swiftc -parse-as-library -sanitize=fuzzer "$probe/p.swift" -o "$probe/p" > "$probe/log" 2>&1 \
    || unavailable "this swiftc cannot link with -sanitize=fuzzer ($(head -c 300 "$probe/log"))"
command -v python3 > /dev/null || unavailable "no python3 (it writes the dictionary)"

# Build (again only when a source changed).
binary=$work/$name
flags=(-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name AdLayout)
# The core's modules, in dependency order (each only Foundation and the ones before it; UIKit's types, which
# the SDK, the XIB reader and Auto Layout share, first): the resolver
# (AdLayoutCore) reads the XIBs of a document's app views, so the XIB reader, the solver, Auto Layout and
# the app views come before it.
app_views=(AdLayoutInterfaceBuilder AdLayoutConstraintSolver AdLayoutAutoLayout AdLayoutAppViews)
modules=(AdLayoutUIKitTypes AdLayoutSDK AdLayoutModel AdLayoutEngine AdLayoutBuiltIns "${app_views[@]}" AdLayoutCore)
entry="Fuzz/FuzzEntry.swift Tests/AdLayoutCoreTests/Fuzzing/FuzzCase.swift"
syntax=.build/checkouts/swift-syntax/Sources
if [ "$target" = xib ]; then
    # The XIB reader, the solver and Auto Layout, and the bridge to the engine's nodes (Foundation only).
    modules=(AdLayoutUIKitTypes AdLayoutSDK AdLayoutModel AdLayoutEngine "${app_views[@]}")
    entry="Fuzz/XIBFuzzEntry.swift"
fi
if [ "$target" = setup ]; then
    modules+=(AdLayoutSwiftSetup)
    entry="Fuzz/SetupFuzzEntry.swift Tests/AdLayoutSwiftSetupTests/Fuzzing/SetupFuzzCase.swift"
    if [ ! -d "$syntax" ]; then
        echo "fuzz: fetching the package's dependencies (for swift-syntax)"
        swift package resolve > /dev/null
    fi
fi
sources=$(for m in "${modules[@]}"; do find "Sources/$m" -name '*.swift'; done | LC_ALL=C sort)

# swift-syntax's modules the setup reader uses, built once per version of it with its own flags:
# Swift 6 mode, no package name, coverage for the fuzzer but no AddressSanitizer (Swift code), and
# -O only for SwiftParser, where the time goes (measured: all -Onone with ASan ≈ 4 inputs/s, this ≈ 40/s
# after about 3.5 minutes of building, all -O ≈ 110/s after 15).
build_syntax() {
    local out=$work/syntax-obj revision marker m
    # The version of swift-syntax and how it is built (a change of either builds it again).
    revision="$(grep -A4 '"identity" : "swift-syntax"' Package.resolved | sed -n 's/.*"revision" : "\([0-9a-f]*\)".*/\1/p') coverage, -O parser"
    if [ -f "$out/revision" ] && [ "$(cat "$out/revision")" = "$revision" ]; then return 0; fi
    echo "fuzz: building swift-syntax's parser modules (once for this version of swift-syntax)" >&2
    rm -f "$out"/*
    clang -c -O1 -fsanitize=address -I "$syntax/_SwiftSyntaxCShims/include" "$syntax/_SwiftSyntaxCShims/PlatformMutex.c" \
        -o "$out/_SwiftSyntaxCShims.o" || return 1
    for marker in "$syntax"/VersionMarkerModules/*/; do
        marker=$(basename "$marker")
        swiftc -parse-as-library -swift-version 6 -module-name "$marker" -emit-module -emit-module-path "$out/$marker.swiftmodule" \
            -c "$syntax/VersionMarkerModules/$marker/Empty.swift" -o "$out/$marker.o" || return 1
    done
    for m in SwiftSyntax SwiftDiagnostics SwiftBasicFormat SwiftParser SwiftParserDiagnostics SwiftOperators; do
        local optimisation=-Onone
        [ "$m" = SwiftParser ] && optimisation=-O
        # shellcheck disable=SC2046
        swiftc "$optimisation" -sanitize=fuzzer -parse-as-library -swift-version 6 -module-name "$m" -wmo \
            -I "$out" -I "$syntax/_SwiftSyntaxCShims/include" -emit-module -emit-module-path "$out/$m.swiftmodule" \
            -c $(find "$syntax/$m" -name '*.swift' -not -path '*.docc/*' | LC_ALL=C sort) -o "$out/$m.o" || return 1
    done
    echo "$revision" > "$out/revision"
}

# No `ls -t | head`: under pipefail, head closing the pipe early kills ls with SIGPIPE (exit 141).
# shellcheck disable=SC2086
if [ ! -x "$binary" ] || [ -n "$(find $sources $entry Scripts/fuzz.sh -newer "$binary" -print -quit)" ] \
    || { [ "$target" = setup ] && [ Package.resolved -nt "$binary" ]; }; then
    echo "fuzz: building $binary"
    objects=()
    includes=(-I "$work/obj")
    build() {
        if [ "$target" = setup ]; then
            build_syntax || return 1
            objects+=("$work"/syntax-obj/*.o)
            includes+=(-I "$work/syntax-obj" -I "$syntax/_SwiftSyntaxCShims/include")
        fi
        for m in "${modules[@]}"; do
            # shellcheck disable=SC2046
            swiftc "${flags[@]}" -module-name "$m" -wmo "${includes[@]}" -emit-module -emit-module-path "$work/obj/$m.swiftmodule" \
                -c $(find "Sources/$m" -name '*.swift' | LC_ALL=C sort) -o "$work/obj/$m.o" || return 1
            objects+=("$work/obj/$m.o")
        done
        # shellcheck disable=SC2086
        swiftc "${flags[@]}" -module-name AdLayoutFuzz "${includes[@]}" $entry "${objects[@]}" -o "$binary"
    }
    if ! build > "$work/build.log" 2>&1; then
        # The linker's warnings about ASan's local symbols are noise; show everything only on failure.
        cat "$work/build.log"
        echo "fuzz: the build failed"
        exit 1
    fi
fi

# Seeds: the samples and every reproducer.
rm -f "$seeds"/*
if [ "$target" = setup ]; then
    find Tests/AdLayoutSwiftSetupTests/Fixtures Tests/Fixtures/apps -name '*.swift' | while read -r f; do cp "$f" "$seeds/$(echo "$f" | tr / _)"; done
    # Shapes the hostile-input review found (hardening III), just past their limits, for the fuzzer to
    # vary: prefix words one per line, and long runs of ifs in viewSize.
    python3 - "$seeds" <<'PY'
import sys
out = sys.argv[1]
for word in ["try", "await", "try?", "try!"]:
    open(f"{out}/generated-chain-{word.strip('?!')}{len(word)}.swift", "w").write("let x = " + f"{word}\n" * 260 + "f()\n")
ifs = "".join(f"if parentSize.width > {i} {{ return s }}\n" for i in range(260))
open(f"{out}/generated-ifs.swift", "w").write(
    "class L: AdListItemViewLayout {\noverride func viewSize(_ parentSize: CGSize) -> CGSize {\n"
    "let s = CGSize(width: 1, height: 1)\n" + ifs + "return s\n}\n}\n")
open(f"{out}/generated-async.swift", "w").write("func f() " + "async\n" * 1100 + "{}\n")
# Views made in code with numbers at and past their ranges (hardening IV): lines, sizes, constants,
# multipliers, priorities, radii, alpha, and a viewSize of 0 / 0.
extremes = ["3000000000", "9223372036854775807", "-1", "1e9", "1e308", "-1e308", "0 / 0", "1 / 0", "1001", "0"]
body = "".join(f"        title.numberOfLines = {n}\n        stack.spacing = {n}\n        title.font = UIFont.systemFont(ofSize: {n})\n"
               f"        title.layer.cornerRadius = {n}\n        title.alpha = {n}\n" for n in extremes)
anchors = "".join(f"            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: {n}),\n"
                  f"            title.widthAnchor.constraint(equalTo: contentView.widthAnchor, multiplier: {n}),\n"
                  f"            title.heightAnchor.constraint(equalToConstant: {n}),\n" for n in extremes)
open(f"{out}/generated-code-view-numbers.swift", "w").write(
    "class RowView: AdListItemView {\n    let title = UILabel()\n    let stack = UIStackView()\n"
    "    override init(frame: CGRect) {\n        super.init(frame: frame)\n        contentView.addSubview(title)\n" + body
    + "        let width = title.widthAnchor.constraint(equalToConstant: 10)\n        width.priority = UILayoutPriority(1e9)\n"
    + "        NSLayoutConstraint.activate([\n" + anchors + "            width,\n        ])\n    }\n}\n"
    + "class L: AdListItemViewLayout {\n    override func viewSize(_ parentSize: CGSize) -> CGSize {\n"
    + "        return CGSize(width: 0 / 0, height: 1e308 * 10)\n    }\n}\n")
# Issue 43's constructs, small and just past their limits, for the fuzzer to vary: frames in init(frame:) and
# layoutSubviews() (CGRect arithmetic, sizeToFit, bounds.inset, stored lets), setData's conditions on the ad's
# fields nested 8 deep (256 paths, past the 64-path limit) with guard and ?:, and attributed strings.
head = ("class V: AdListItemView {\n    let title = UILabel()\n    let point = UILabel()\n    let icon = UIImageView()\n"
        "    let gap: CGFloat = 8\n    override init(frame: CGRect) {\n        super.init(frame: frame)\n"
        "        contentView.addSubview(icon)\n        contentView.addSubview(title)\n        contentView.addSubview(point)\n"
        "        icon.frame = CGRect(x: 16, y: 12, width: 48, height: 48)\n    }\n")
frames = ("    override func layoutSubviews() {\n        super.layoutSubviews()\n"
          "        let content = bounds.inset(by: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16))\n"
          "        point.sizeToFit()\n        point.frame.origin.x = content.maxX - point.frame.width\n"
          "        point.center.y = bounds.midY\n        let x = icon.frame.maxX + gap\n"
          "        title.frame = CGRect(x: x, y: content.minY, width: point.frame.minX - gap - x, height: bounds.height / 2)\n"
          "        title.sizeToFit()\n    }\n")
tail = "}\nclass L: AdListItemViewLayout {\n    override func viewSize(_ parentSize: CGSize) -> CGSize {\n        return CGSize(width: parentSize.width, height: 72)\n    }\n}\n"
set_data = "    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {\n"
open(f"{out}/generated-frames.swift", "w").write(head + frames + tail)
nested = "".join(f"{'    ' * (2 + i)}if item.pointValue > {i * 100} {{\n{'    ' * (3 + i)}title.text = item.appName\n" for i in range(8))
nested += "".join(f"{'    ' * (2 + i)}}} else {{\n{'    ' * (3 + i)}point.alpha = 0.{i}\n{'    ' * (2 + i)}}}\n" for i in reversed(range(8)))
open(f"{out}/generated-conditions.swift", "w").write(
    head + set_data + "        guard let item = adItem as? AdListItem else { return }\n"
    + "        guard !item.cmpnDesc.isEmpty else { point.text = \"-\"; return }\n"
    + "        point.textColor = item.pointValue >= 1000 ? .red : (item.multiReward ? .blue : .gray)\n"
    + "        title.isHidden = item.state == .paid || item.state == .ended\n" + nested + "    }\n" + tail)
open(f"{out}/generated-attributed.swift", "w").write(
    head + set_data + "        guard let item = adItem as? AdListItem else { return }\n"
    + "        let text = NSMutableAttributedString(string: \"\\(item.pointValue)P\", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.lightGray])\n"
    + "        text.append(NSAttributedString(string: \" x2\", attributes: [.foregroundColor: UIColor.systemRed, .font: UIFont.boldSystemFont(ofSize: 13)]))\n"
    + "        text.addAttribute(.underlineStyle, value: 1, range: (text.string as NSString).range(of: \"x2\"))\n"
    + "        text.addAttributes([.backgroundColor: UIColor.yellow], range: NSMakeRange(9223372036854775807, -1))\n"
    + "        text.setAttributes([.foregroundColor: UIColor.red], range: NSRange(location: 0, length: 1e308))\n"
    + "        point.attributedText = text\n    }\n" + tail)
# SnapKit's updateConstraints and remakeConstraints in setData, per state and under conditions on the ad's fields
# nested past the 64-path limit, an update that matches nothing, a remake of a view with no constraints, and a
# setData of 100 ifs (its own statement budget).
snap_head = head.replace("contentView.addSubview(point)\n", "contentView.addSubview(point)\n"
                         "        icon.snp.makeConstraints { $0.leading.top.equalToSuperview().offset(8); $0.size.equalTo(48) }\n"
                         "        title.snp.makeConstraints { make in\n            make.leading.equalTo(icon.snp.trailing).offset(12)\n"
                         "            make.top.equalTo(icon)\n            make.width.equalTo(100).priority(.high)\n        }\n", 1)
snap_nested = "".join(f"{'    ' * (2 + i)}if item.pointValue > {i * 100} {{\n"
                      f"{'    ' * (3 + i)}title.snp.updateConstraints {{ $0.width.equalTo({i * 10}).priority(.high) }}\n" for i in range(8))
snap_nested += "".join(f"{'    ' * (2 + i)}}} else {{\n{'    ' * (3 + i)}icon.snp.remakeConstraints {{ $0.edges.equalToSuperview().inset({i}) }}\n"
                       f"{'    ' * (2 + i)}}}\n" for i in reversed(range(8)))
open(f"{out}/generated-setdata-constraints.swift", "w").write(
    snap_head + set_data + "        guard let item = adItem as? AdListItem else { return }\n"
    + "        switch item.state {\n        case .confirm:\n            title.snp.updateConstraints { $0.top.equalTo(icon).offset(1e308) }\n"
    + "        case .paid, .ended:\n            point.snp.remakeConstraints { $0.center.equalToSuperview() }\n"
    + "        default:\n            title.snp.updateConstraints { $0.height.equalTo(10) }\n        }\n"
    + "        if item.iconUrl == nil {\n            title.snp.remakeConstraints { $0.leading.equalToSuperview().offset(16) }\n        }\n"
    + snap_nested + "    }\n" + tail)
ifs100 = "".join(f"        if item.pointValue > {i} {{ point.alpha = 0.5 }}\n" for i in range(100))
open(f"{out}/generated-setdata-100-ifs.swift", "w").write(
    head + set_data + "        guard let item = adItem as? AdListItem else { return }\n" + ifs100 + "    }\n" + tail)
PY
elif [ "$target" = xib ]; then
    cp Tests/AdLayoutInterfaceBuilderTests/Fixtures/*.xib "$seeds/"
    # The same view in the other encodings the reader takes (UTF-8 with a byte order mark, UTF-16 both ways)
    # and with CR line ends, for the fuzzer to vary (hardening IV).
    python3 - "$seeds" Tests/AdLayoutInterfaceBuilderTests/Fixtures/CustomItemView.xib <<'PY'
import sys
out, text = sys.argv[1], open(sys.argv[2], encoding="utf-8").read()
open(f"{out}/generated-bom.xib", "wb").write(b"\xef\xbb\xbf" + text.encode("utf-8"))
utf16 = text.replace('encoding="UTF-8"', 'encoding="UTF-16"')
open(f"{out}/generated-utf16le.xib", "wb").write(b"\xff\xfe" + utf16.encode("utf-16-le"))
open(f"{out}/generated-utf16be.xib", "wb").write(b"\xfe\xff" + utf16.encode("utf-16-be"))
open(f"{out}/generated-cr.xib", "wb").write(text.replace("\n", "\r").encode("utf-8"))
PY
else
    cp Layouts/*.json "$seeds/"
fi
find "$reproducers" -type f -exec cp {} "$seeds/" \; 2> /dev/null || true

if [ "$target" = setup ]; then
    # The dictionary: the setup API's property names (from the reader's schema), its types and calls,
    # and Swift's keywords, brackets and operators.
    dictionary=$work/setup.dict
    python3 - Sources/AdLayoutSwiftSetup/Bindings/SDK/SetupSchema.swift > "$work/words.json" <<'PY'
import json, re, sys
words = set(re.findall(r'\("([A-Za-z]+)", ', open(sys.argv[1], encoding="utf-8").read()))
words.update(["TnkLayout.shared", "TnkStyles.shared", "registerItemViewLayout", "registerMenuViewLayout", "type:", "viewClass:",
              "viewLayout:", "AdListItemViewLayout", "DefaultAdListItemView.self", "FeedAdItemScrollViewLayout", "UIColor",
              "UIFont", "UIEdgeInsets", "CGSize", "CGFloat", "Int", "LabelAttribute()", "systemFont(ofSize:", "weight:",
              "withAlphaComponent(", "red:", "green:", "blue:", "alpha:", "argb:", "white:", "viewSize", "itemColumns",
              "parentSize", "numberOfItems", "super.init()", "override ", "init()", ".normal", ".orange", "class ",
              "final class ", "struct ", "enum ", "extension ", "static let ", "static var ", "let ", "var ", "func ",
              "return ", "if ", "else ", "guard ", "try ", "await ", "for ", " in ", "self", "Self", "nil", "true", "false",
              "(", ")", "[", "]", "{", "}", "<", ">", "->", "?", "!", ":", ",", ".", "=", "+", "-", "*", "/", "==", "&&",
              "||", "+=", '"', "\\(", '#"', '"#', '"""', "//", "/*", "*/", "#if ", "#endif", "\n", "0", "1", "0.5", "1e308",
              "try\n", "try?\n", "try!\n", "await\n", "async\n", "if parentSize.width > 1 { return s }\n",
              "-1", "10000", "0xFF336699", "1_000",
              # Views made in code and their numbers (hardening IV).
              "AdListItemView", "UILabel()", "UIImageView()", "UIStackView()", "UIButton()", "contentView", "addSubview(",
              ".numberOfLines = ", ".spacing = ", ".layer.cornerRadius = ", ".layer.borderWidth = ", ".alpha = ", ".font = ",
              "NSLayoutConstraint.activate([", ".constraint(equalTo: ", "equalToConstant: ", "constant: ", "multiplier: ",
              ".priority = ", "UILayoutPriority(", ".defaultHigh", "UINib(nibName: ", "3000000000", "2147483648",
              "9223372036854775807", "1e9", "1e19", "1e50", "-1e308", "0 / 0", "1 / 0", "1001", ".nan", ".infinity",
              "CGFloat.greatestFiniteMagnitude",
              # Issue 43: frames, setData's conditions on the ad's fields, attributed strings.
              "layoutSubviews()", "super.layoutSubviews()", "init(frame: CGRect)", "super.init(frame: frame)", ".frame = ",
              "CGRect(x: ", "y: ", "width: ", "height: ", "CGPoint(x: ", "CGSize(width: ", "bounds", "bounds.width",
              "bounds.height", "bounds.midY", ".frame.maxX", ".frame.minX", ".frame.maxY", ".frame.width", ".frame.height",
              ".frame.origin.x = ", ".frame.size = ", ".center.y = ", ".sizeToFit()", ".inset(by: ", "UIEdgeInsets(top: ",
              "left: ", "bottom: ", "right: ", "let gap: CGFloat = 8\n", "setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int)",
              "guard let item = adItem as? AdListItem else { return }\n", "item.", "item.pointValue", "item.appName",
              "item.cmpnDesc", "item.state", ".paid", ".ended", "item.multiReward", "item.missionCount", ".isEmpty",
              ".isHidden = ", " ? ", " : ", ">=", "!=", "if item.pointValue > 1 {\n", "} else {\n", "} else if ",
              "NSAttributedString(string: ", "NSMutableAttributedString(string: ", "attributes: ", ".append(", ".addAttribute(",
              ".addAttributes(", ".setAttributes(", "range: ", "NSMakeRange(", "NSRange(location: ", "length: ",
              "(text.string as NSString).range(of: ", ".attributedText = ", ".foregroundColor: ", ".backgroundColor: ",
              ".strikethroughStyle: ", ".underlineStyle", "NSUnderlineStyle.single.rawValue", ".font: ",
              # SnapKit in setData: constraints per ad.
              ".snp.makeConstraints { make in\n", ".snp.updateConstraints { make in\n", ".snp.remakeConstraints { make in\n",
              ".snp.removeConstraints()", "make.width.equalTo(", ".equalToSuperview()", ".offset(", ".inset(", ".priority(.high)",
              "item.iconUrl == nil", "switch item.state {\n", "case .confirm:\n", "default:\n"])
print(json.dumps(sorted(words)))
PY
elif [ "$target" = xib ]; then
    # The dictionary: Interface Builder's elements and attributes, and constraint values at the limits.
    dictionary=$work/xib.dict
    python3 - Tests/AdLayoutInterfaceBuilderTests/Fixtures > "$work/words.json" <<'PY'
import json, os, re, sys
words = set()
for name in os.listdir(sys.argv[1]):
    if name.endswith(".xib"):
        text = open(os.path.join(sys.argv[1], name), encoding="utf-8").read()
        words.update("<" + t for t in re.findall(r"<([A-Za-z]+)", text))
        words.update(a + "=" for a in re.findall(r" ([A-Za-z]+)=", text))
words.update(['"0"', '"-1"', '"1e308"', '"1000"', '"999"', '"1"', '"320:167"', '"0:0"', '"infinite"', '"YES"', '"NO"', "/>", ">",
              '"leading"', '"trailing"', '"top"', '"bottom"', '"width"', '"height"', '"centerX"', '"centerY"', '"firstBaseline"',
              '"lessThanOrEqual"', '"greaterThanOrEqual"', '"safeArea"', '"contentView"'])
# Numbers at and past XIBValueRanges' bounds, numbers that are not finite, and the attributes that carried them in
# the hostile-input review (hardening IV); encoding declarations the reader refuses before libxml2.
words.update(['"1e308"', '"-1e308"', '"nan"', '"inf"', '"-Infinity"', '"1e999"', '"9223372036854775807"', '"2147483648"',
              '"99999999999999999999"', '"1e50"', '"1e100"', '"1e19"', '"1e9"', '"-0"', '"100000"', '"100001"', '"-100001"',
              '"1e308:1"', '"1:1e-308"', '"0.0"', 'numberOfLines="2147483648"', 'pointSize="1e9"', 'width="1e50"',
              'keyPath="layer.cornerRadius"', '<real key="value" value="1e100"/>', 'type="number"',
              'encoding="Shift_JIS"', 'encoding="UTF-16"', 'encoding="UTF-7"', 'encoding="UTF-32"', "encoding='EBCDIC-US'",
              'encoding = "ISO-8859-1"', 'ENCODING="utf-8"', '<?xml version="1.0" encoding="UTF-8"?>', "\r", "\r\n"])
print(json.dumps(sorted(words)))
PY
else
    # The dictionary: every key and enumerated value of the schema, as JSON strings, and some numbers.
    dictionary=$work/adlayout.dict
    python3 - Schema/adlayout.schema.json > "$work/words.json" <<'PY'
import json, sys
schema = json.load(open(sys.argv[1], encoding="utf-8"))
words = set()
def walk(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                words.update(json.dumps(name, ensure_ascii=False) for name in value)
            if key == "enum" and isinstance(value, list):
                words.update(json.dumps(v, ensure_ascii=False) for v in value if isinstance(v, str))
            if key == "const" and isinstance(value, str):
                words.add(json.dumps(value, ensure_ascii=False))
            walk(value)
    elif isinstance(node, list):
        for value in node:
            walk(value)
walk(schema)
words.update(["-2", "0", "1", "3", "0.5", "1e308", "-1e308", "1e-320", "10000", "1000000", "2147483647",
              '"auto"', '"asset:"', '"asset:stars/4.5"', '"images/icon-01.png"', '"../"', '"#80FF000000"', '"{appName}"',
              "true", "false", "null", "{}", "[]", '{"below": "iconImage", "offset": 8}', '"n * 2 + parentSize.width"'])
print(json.dumps(sorted(words)))
PY
fi

# libFuzzer's dictionary format: one quoted entry a line, bytes outside printable ASCII as \xNN.
python3 - "$work/words.json" > "$dictionary" <<'PY'
import json, sys
for i, word in enumerate(json.load(open(sys.argv[1], encoding="utf-8"))):
    quoted = "".join("\\" + chr(b) if chr(b) in '"\\' else chr(b) if 32 <= b < 127 else "\\x%02X" % b
                     for b in word.encode("utf-8"))
    print('w%d="%s"' % (i, quoted))
PY
if [ "$target" = xib ]; then
    # Byte order marks and signatures of encodings, as raw bytes (the writer above takes text): UTF-8, UTF-16
    # both ways, UTF-32 both ways, UTF-7, EBCDIC's "<?xm", UTF-16 without a mark, a NUL.
    printf '%s\n' 'bom0="\xEF\xBB\xBF"' 'bom1="\xFE\xFF"' 'bom2="\xFF\xFE"' 'bom3="\x00\x00\xFE\xFF"' \
        'bom4="\xFF\xFE\x00\x00"' 'bom5="+/v8"' 'bom6="\x4C\x6F\xA7\x94"' 'bom7="<\x00?\x00"' 'bom8="\x00"' \
        'bom9="\xFE\xFF\x00<\x00?\x00x\x00m\x00l"' >> "$dictionary"
fi
echo "fuzz: $target: $(wc -l < "$dictionary") dictionary entries, $(ls "$seeds" | wc -l) seeds, $(ls "$corpus" | wc -l) corpus files; running ${seconds} s"
log=$work/last-run-$target.log
status=0
ADLAYOUT_FUZZ_IMAGES="$PWD/Layouts" ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 \
    "$binary" "$corpus" "$seeds" -dict="$dictionary" -max_total_time="$seconds" \
    -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" -print_final_stats=1 -artifact_prefix="$work/findings/$target-" "$@" \
    > "$log" 2>&1 || status=$?
executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
seconds_run=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
findings=$(grep -c 'Test unit written' "$log" || true)
echo "fuzz: $target: ${executions:-?} executions in ${seconds_run:-$seconds} s, ${findings} crashes, $(ls "$corpus" | wc -l) corpus files (exit status $status)"
if [ "$status" != 0 ]; then
    grep -E 'ERROR|Fatal error|SUMMARY|Test unit written|artifact' "$log" | head -20 || true
    echo "fuzz: FINDING — the input is in $work/findings/ (full log: $log); add it to $reproducers/"
    exit 1
fi
}

main "$@"
exit $?
