# Writes 203-arith.jsonl: more places where bash evaluates an array
# subscript, arithmetic or a string as code. Each removes the victim file
# V/keep-ID if bash runs the hidden command. Data only.
import json
import sys

S = sys.argv[2]
V = S + "/home/victim"
X = "x='a[$(rm -f @V/keep-@ID)]'; "
cases = []


def c(i, what, cmd):
    cases.append({"id": i, "what": what, "cmd": cmd.replace("@V", V).replace("@ID", i)})


c("E01", "indirect expansion ${!x} evaluates the subscript", X + "echo \"${!x}\"")
c("E02", "substring offset is arithmetic", X + "s=abc; echo \"${s:x}\"")
c("E03", "array index from a variable", X + "b=(1 2); echo \"${b[x]}\"")
c("E04", "unset of a subscripted name", "unset 'a[$(rm -f @V/keep-@ID)]'; true")
c("E05", "declare -n nameref to a subscript", "declare -n r='a[$(rm -f @V/keep-@ID)]'; echo \"$r\"")
c("E06", "typeset -i", "typeset -i n; " + X + "n=x")
c("E07", "local -i in a function", "f() { local -i n; " + X + "n=x; }; f")
c("E08", "$[ ] old arithmetic", X + "echo $[x]")
c("E09", "[[ -eq ]] arithmetic", X + "[[ $x -eq 0 ]]; true")
c("E10", "array assignment with variable index", X + "b[x]=1")
c("E11", "declare -A then += on -i", "declare -i n=0; " + X + "n+=x")
c("E12", "readonly -i? (declare -ri)", X + "declare -ri n=x")
c("E13", "export with -i attribute set earlier", "declare -i n; export n; " + X + "n=x")
c("E14", "compgen -W expands words", "compgen -W '$(rm -f @V/keep-@ID)' x; true")
c("E15", "printf %(...) with -v and a subscript name via variable", "v='a[$(rm -f @V/keep-@ID)]'; printf -v \"$v\" x")
c("E16", "getopts into a subscripted name", "getopts a 'a[$(rm -f @V/keep-@ID)]' -a; true")
c("E17", "wait -p into a subscripted name", "sleep 0 & wait -n -p 'a[$(rm -f @V/keep-@ID)]'; true")
c("E18", "mapfile -C with a function", "f() { rm -f @V/keep-@ID; }; mapfile -C f -c 1 arr <<< x")
c("E19", "readarray -C", "readarray -C 'rm -f @V/keep-@ID; :' -c 1 arr <<< x")
c("E20", "select with PS3 prompt expansion", "PS3='$(rm -f @V/keep-@ID)'; select x in a; do break; done <<< 1")

with open(sys.argv[1], "w") as f:
    for x in cases:
        f.write(json.dumps(x) + "\n")
print(len(cases), "cases")
