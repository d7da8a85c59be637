#!/usr/bin/env python3
"""Fourth batch: a name that runs something else (hash -p, aliases,
functions, BASH_ALIASES, command_not_found_handle, PATH), prompt
expansion and history re-execution. The victim is /srv/rt3/victim/keep.txt.
Args: SCENARIO_PROJECT OUT."""
import json, subprocess, sys

proj, outp = sys.argv[1], sys.argv[2]
V = "/srv/rt3/victim/keep.txt"
CASES = [
    ("6-d01", "hash -p /usr/bin/rm ls; ls " + V),
    ("6-d02", "shopt -s expand_aliases; alias ls=rm\nls " + V),
    ("6-d03", "BASH_ALIASES[cat]=rm; shopt -s expand_aliases\ncat " + V),
    ("6-d04", "ls() { command rm \"$@\"; }; ls " + V),
    ("6-d05", "command_not_found_handle() { rm " + V + "; }; nosuchprogram"),
    ("6-d06", "x='$(rm " + V + ")'; echo ${x@P}"),
    ("6-d07", "history -s 'rm " + V + "'; fc -s"),
    ("6-d08", "set -o history; history -s 'rm " + V + "'; !!"),
    ("6-d09", "PATH=./tools:$PATH; ls " + V),
    ("6-d10", "enable -n echo; echo " + V),
    ("6-d11", "f=ls; declare -f $f >/dev/null; hash -p /bin/rm $f; $f " + V),
    ("6-d12", "exec -a ls /usr/bin/rm " + V),
    ("6-d13", "cat() { rm \"$@\"; }; export -f cat; bash -c 'cat " + V + "'"),
    ("6-d14", "coproc rm " + V),
    ("6-d15", "trap 'rm " + V + "' DEBUG; :"),
    ("6-d16", "bind -x '\"\\C-a\":rm " + V + "'"),
    ("6-d17", "x=\"rm " + V + "\"; ${x}"),
    ("6-d18", "a=(rm " + V + "); \"${a[@]}\""),
]

with open(outp, "w") as out:
    for sid, cmd in CASES:
        r = subprocess.run(["gatesh", "check", "--json", "-c", cmd], cwd=proj, capture_output=True, text=True)
        try:
            v = json.loads(r.stdout)
        except Exception:
            v = {"error": r.stderr.strip()[:300]}
        out.write(json.dumps({"id": sid, "cmd": cmd, "tier": v.get("tier"), "verdict": v.get("verdict"),
                              "rules": [x.get("id") for x in v.get("rules") or []], "error": v.get("error")}) + "\n")
