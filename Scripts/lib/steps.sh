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
