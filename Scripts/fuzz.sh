#!/usr/bin/env bash
# Fuzzes the layout core with libFuzzer: every input goes through decode → resolve → layout →
# lint → frames JSON (Tests/AdLayoutCoreTests/Fuzzing/FuzzCase.swift) and the image header reader.
#
#   bash Scripts/fuzz.sh [SECONDS] [libFuzzer flags...]     (default 60 seconds)
#
# Builds .build/fuzz/adlayout-fuzz from the core's four modules (Sources/AdLayoutModel … AdLayoutCore)
# with `swiftc -sanitize=fuzzer,address`
# (the package itself stays free of unsafe flags), seeds the corpus from Layouts/ and
# Tests/AdLayoutCoreTests/FuzzReproducers/, and uses a dictionary of the format's keys and values
# generated from Schema/adlayout.schema.json. The corpus grows in .build/fuzz/corpus across runs.
# A crash, timeout or bad frames JSON is saved in .build/fuzz/findings/ and the script exits 1:
# copy the file into FuzzReproducers/ (then `swift test --filter FuzzReproducerTests` replays it).
# Where the toolchain has no libFuzzer the script says so and exits 0 with ADLAYOUT_FUZZ_OPTIONAL=1
# (CI), 3 otherwise.
set -euo pipefail

# Everything runs inside main, which bash reads whole before running: editing this file during a
# long run cannot change what the run does next.
main() {
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
work=.build/fuzz
mkdir -p "$work/obj" "$work/corpus" "$work/seeds" "$work/findings"

unavailable() {
    echo "fuzz: SKIPPED — $1; the fuzz target needs the Swift toolchain's libFuzzer (swiftc -sanitize=fuzzer, Linux)."
    [ "${ADLAYOUT_FUZZ_OPTIONAL:-0}" = 1 ] && exit 0
    exit 3
}
command -v swiftc > /dev/null || unavailable "no swiftc on PATH"
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
printf '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>?, _ n: Int) -> Int32 { 0 }\n' > "$probe/p.swift"
swiftc -parse-as-library -sanitize=fuzzer "$probe/p.swift" -o "$probe/p" > "$probe/log" 2>&1 \
    || unavailable "this swiftc cannot link with -sanitize=fuzzer ($(head -c 300 "$probe/log"))"

# Build (again only when a source changed).
binary=$work/adlayout-fuzz
# The core's four modules, in dependency order (each only Foundation and the ones before it).
modules=(AdLayoutModel AdLayoutEngine AdLayoutBuiltIns AdLayoutCore)
sources=$(for m in "${modules[@]}"; do find "Sources/$m" -name '*.swift'; done | LC_ALL=C sort)
entry="Fuzz/FuzzEntry.swift Tests/AdLayoutCoreTests/Fuzzing/FuzzCase.swift"
# No `ls -t | head`: under pipefail, head closing the pipe early kills ls with SIGPIPE (exit 141).
# shellcheck disable=SC2086
if [ ! -x "$binary" ] || [ -n "$(find $sources $entry Scripts/fuzz.sh -newer "$binary" -print -quit)" ]; then
    echo "fuzz: building $binary"
    flags=(-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name AdLayout)
    objects=()
    build() {
        for m in "${modules[@]}"; do
            # shellcheck disable=SC2046
            swiftc "${flags[@]}" -module-name "$m" -wmo -I "$work/obj" -emit-module -emit-module-path "$work/obj/$m.swiftmodule" \
                -c $(find "Sources/$m" -name '*.swift' | LC_ALL=C sort) -o "$work/obj/$m.o" || return 1
            objects+=("$work/obj/$m.o")
        done
        # shellcheck disable=SC2086
        swiftc "${flags[@]}" -module-name AdLayoutFuzz -I "$work/obj" $entry "${objects[@]}" -o "$binary"
    }
    if ! build > "$work/build.log" 2>&1; then
        # The linker's warnings about ASan's local symbols are noise; show everything only on failure.
        cat "$work/build.log"
        echo "fuzz: the build failed"
        exit 1
    fi
fi

# Seeds: the sample documents and every reproducer.
rm -f "$work/seeds"/*
cp Layouts/*.json "$work/seeds/"
find Tests/AdLayoutCoreTests/FuzzReproducers -type f -exec cp {} "$work/seeds/" \; 2> /dev/null || true

# The dictionary: every key and enumerated value of the schema, as JSON strings, and some numbers.
command -v python3 > /dev/null || unavailable "no python3 (it writes the dictionary from the schema)"
python3 - Schema/adlayout.schema.json > "$work/adlayout.dict" <<'EOF'
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
def escape(word):
    out = ""
    for byte in word.encode("utf-8"):
        ch = chr(byte)
        out += "\\" + ch if ch in '"\\' else ch if 32 <= byte < 127 else "\\x%02X" % byte
    return out
for i, word in enumerate(sorted(words)):
    print('w%d="%s"' % (i, escape(word)))
EOF

echo "fuzz: $(wc -l < "$work/adlayout.dict") dictionary entries, $(ls "$work/seeds" | wc -l) seeds, $(ls "$work/corpus" | wc -l) corpus files; running ${seconds} s"
log=$work/last-run.log
status=0
ADLAYOUT_FUZZ_IMAGES="$PWD/Layouts" ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 \
    "$binary" "$work/corpus" "$work/seeds" -dict="$work/adlayout.dict" -max_total_time="$seconds" \
    -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 -artifact_prefix="$work/findings/" "$@" \
    > "$log" 2>&1 || status=$?
executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
seconds_run=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
findings=$(grep -c 'Test unit written' "$log" || true)
echo "fuzz: ${executions:-?} executions in ${seconds_run:-$seconds} s, ${findings} crashes, $(ls "$work/corpus" | wc -l) corpus files (exit status $status)"
if [ "$status" != 0 ]; then
    grep -E 'ERROR|Fatal error|SUMMARY|Test unit written|artifact' "$log" | head -20 || true
    echo "fuzz: FINDING — the input is in $work/findings/ (full log: $log); add it to Tests/AdLayoutCoreTests/FuzzReproducers/"
    exit 1
fi
}

main "$@"
exit $?
