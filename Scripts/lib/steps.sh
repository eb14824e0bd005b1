# Sourced by the scripts: `step NAME COMMAND...` runs COMMAND, records how long it took and returns
# its status; `steps_summary` prints every step's time, so a run shows where its minutes went.
_steps=()
step() {
    local name=$1; shift
    local start=$EPOCHREALTIME status=0
    "$@" || status=$?
    _steps+=("$(awk -v a="$start" -v b="$EPOCHREALTIME" -v n="$name" 'BEGIN { printf "%7.1f s  %s", b - a, n }')")
    return $status
}
steps_summary() {
    ((${#_steps[@]})) || return 0
    echo "==> time per step:" >&2
    printf '  %s\n' "${_steps[@]}" >&2
}
# `quiet_step NAME COMMAND...`: like `step`, but prints one progress line instead of the command's output,
# which goes to a log; on failure the log is printed whole (to standard error) and its status returned.
quiet_step() {
    local name=$1; shift
    local log status=0
    log=$(mktemp "${TMPDIR:-/tmp}/adlayout-step.XXXXXX")
    printf '==> %s… ' "$name" >&2
    step "$name" "$@" > "$log" 2>&1 || status=$?
    if ((status == 0)); then
        printf '%s\n' "${_steps[-1]%%s  *}s" | sed 's/^ *//' >&2
        rm -f "$log"
    else
        printf 'failed (exit %d); its output:\n' "$status" >&2
        cat "$log" >&2
        rm -f "$log"
    fi
    return $status
}
