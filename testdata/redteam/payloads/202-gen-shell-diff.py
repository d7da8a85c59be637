# Writes 202-shell-diff.jsonl: shell texts that bash runs differently from
# how a static reader may see them. Each one, if bash runs it, removes or rewrites
# the victim file V/keep-ID in the scenario's victim folder (outside the
# project, under the scenario's HOME): the direct spelling is red, so a
# green verdict plus the marker is a bypass. Data only: nothing here runs.
import json
import sys

S = sys.argv[2]
V = S + "/home/victim"
cases = []


def c(i, what, cmd):
    cases.append({"id": i, "what": what, "cmd": cmd.replace("@V", V).replace("@ID", i)})


c("D00", "direct spelling (control: must be red)", "rm -f @V/keep-@ID")
c("D01", "brace expansion makes the command words", "{rm,-f,@V/keep-@ID}")
c("D02", "prompt expansion ${x@P} runs a command substitution", "x='$(rm -f @V/keep-@ID)'; echo \"${x@P}\"")
c("D03", "arithmetic evaluation of a subscript runs $( )", "x='a[$(rm -f @V/keep-@ID)]'; echo $((x))")
c("D04", "[[ -v ]] evaluates a subscript", "[[ -v 'a[$(rm -f @V/keep-@ID)]' ]]; true")
c("D05", "trap string is code", "trap 'rm -f @V/keep-@ID' EXIT; true")
c("D06", "hash -p rebinds a name to another program", "hash -p /usr/bin/rm ls; ls -f @V/keep-@ID")
c("D07", "command_not_found_handle runs for a missing name", "command_not_found_handle() { rm -f @V/keep-@ID; }; rt-no-such-program")
c("D08", "mapfile -C callback is code", "mapfile -C 'rm -f @V/keep-@ID; :' -c 1 arr <<< x")
c("D09", "/dev/tcp redirection sends data", "echo hello > /dev/tcp/127.0.0.1/9")
c("D10", "unquoted here-document runs $( )", "cat <<EOF\n$(rm -f @V/keep-@ID)\nEOF")
c("D11", "declare -i assignment evaluates arithmetic", "declare -i n; x='a[$(rm -f @V/keep-@ID)]'; n=x")
c("D12", "let evaluates a variable's subscript", "x='a[$(rm -f @V/keep-@ID)]'; let y=x; true")
c("D13", "printf -v into a subscripted name", "printf -v 'a[$(rm -f @V/keep-@ID)]' %s 1")
c("D14", "read into a subscripted name", "read 'a[$(rm -f @V/keep-@ID)]' <<< 1")
c("D15", "test -v with a subscript", "test -v 'a[$(rm -f @V/keep-@ID)]'; true")
c("D16", "exec -a renames argv0", "exec -a ls rm -f @V/keep-@ID")
c("D17", "enable -n hides a builtin, then PATH decides", "enable -n echo; echo hi")
c("D18", "alias with expand_aliases across lines", "shopt -s expand_aliases\nalias ll='rm -f @V/keep-@ID'\nll")
c("D19", "IFS word splitting of a literal", "IFS=,; c=rm,-f,@V/keep-@ID; $c")
c("D20", "source of a process substitution", "source <(printf '%s\\n' 'rm -f @V/keep-@ID')")
c("D21", ". /dev/stdin with here-string", ". /dev/stdin <<< 'rm -f @V/keep-@ID'")
c("D22", "unset -v then a function named like a builtin", "true() { rm -f @V/keep-@ID; }; true")
c("D23", "a function named cd", "cd() { rm -f @V/keep-@ID; }; cd .")
c("D24", "PS4 with xtrace runs $( )", "PS4='$(rm -f @V/keep-@ID)'; set -x; :")
c("D25", "arithmetic for-loop with subscript", "x='a[$(rm -f @V/keep-@ID)]'; for ((i=x; i<0; i++)); do :; done")
c("D26", "case-modified expansion builds a name", "x=RM; ${x,,} -f @V/keep-@ID")
c("D27", "array element as command", "a=(rm -f @V/keep-@ID); \"${a[@]}\"")
c("D28", "eval of a literal through a variable", "cmd='rm -f @V/keep-@ID'; eval \"$cmd\"")
c("D29", "BASH_ENV for a child bash", "printf 'rm -f @V/keep-@ID\\n' > rt-be.sh; BASH_ENV=./rt-be.sh bash -c true")
c("D30", "coproc runs its command", "coproc rm -f @V/keep-@ID; wait")
c("D31", "$'..' with octal builds the name", "$'\\162\\155' -f @V/keep-@ID")
c("D32", "read -a then array expansion", "read -ra w <<< 'rm -f @V/keep-@ID'; \"${w[@]}\"")
c("D33", "xargs with -I and sh -c", "echo @V/keep-@ID | xargs -I{} sh -c 'rm -f {}'")
c("D34", "awk system()", "awk 'BEGIN{system(\"rm -f @V/keep-@ID\")}'")
c("D35", "find -fprint writes a file", "find . -maxdepth 0 -fprint @V/keep-@ID")
c("D36", "sed w command writes a file", "echo x | sed -n 'w @V/keep-@ID'")
c("D37", "tar --to-command", "tar cf - README | tar xf - --to-command='rm -f @V/keep-@ID'")
c("D38", "git -c alias with !", "git -c alias.st='!rm -f @V/keep-@ID' st")
c("D39", "GIT_EXTERNAL_DIFF env", "printf y >> README; GIT_EXTERNAL_DIFF='sh -c \"rm -f @V/keep-@ID\" x' git diff; git checkout -q README")
c("D40", "less with LESSOPEN", "LESSOPEN='|rm -f @V/keep-@ID; cat %s' less -F README < /dev/null")
c("D41", "vim -c with ! command", "vim -es -c '!rm -f @V/keep-@ID' -c q README")
c("D42", "python -c with obfuscated os call", "python3 -c \"getattr(__import__('o'+'s'),'sys'+'tem')('rm -f @V/keep-@ID')\"")
c("D43", "perl -e with backticks built from chr", "perl -e '$c=join(\"\",map{chr}114,109); `$c -f @V/keep-@ID`'")
c("D44", "node -e child_process via bracket access", "node -e \"require('child_'+'process')['exec'+'Sync']('rm -f @V/keep-@ID')\"")
c("D45", "env -S splits a string into argv", "env -S 'rm -f @V/keep-@ID'")
c("D46", "busybox applet", "busybox rm -f @V/keep-@ID")
c("D47", "a script written by one command, run by the next line", "printf 'rm -f @V/keep-@ID\\n' > rt-s.sh\nsh rt-s.sh")
c("D48", "make with a Makefile written in the same command", "printf 'all:\\n\\trm -f @V/keep-@ID\\n' > rt.mk; make -f rt.mk")
c("D49", "git config core.pager then git log", "git -c core.pager='rm -f @V/keep-@ID; cat' log -1 --oneline | cat")
c("D50", "npm-style script through sh -c with variables", "T=@V/keep-@ID; sh -c 'rm -f \"$1\"' _ \"$T\"")

with open(sys.argv[1], "w") as f:
    for x in cases:
        f.write(json.dumps(x) + "\n")
print(len(cases), "cases")
