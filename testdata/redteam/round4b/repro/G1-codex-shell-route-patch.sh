#!/usr/bin/env bash
# G1: on Codex's shell route the hook is `gatesh hook --tools-only codex`,
# which lets shell calls through to the login shell; but Codex applies an
# exec_command of `cd DIR && apply_patch <<'EOF'` (and `apply_patch<<'EOF'`
# with no space) itself, without a shell (codex-rs/apply-patch/src/
# invocation.rs). The tools-only hook passes those; the plain hook holds
# them. Verdicts only (payloads/400-gen-patches.py, cases 7-h*).
set -u
cd "$(dirname "$0")/.." || exit 2
H=$PWD/harness P=$PWD/payloads
"$H/setup.sh" p1 landlock >/dev/null
S=/var/tmp/rt4b/s/p1
mkdir -p "$S/proj/tools"
"$H/gen.sh" p1 "$P/400-gen-patches.py" "$S/proj" "$S/victim/keep.txt" /tmp/rt4b-g1.jsonl | grep '7-h'
