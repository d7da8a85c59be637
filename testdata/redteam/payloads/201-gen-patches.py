# Writes 201-patches.jsonl: `gatesh check --batch` lines, each an
# apply_patch tool call (as Codex's hook sends it) or a shell command that
# applies a patch as Codex would, against a victim outside the project
# (HOME/victim/keep.txt of scenario p1). Data only: nothing here runs.
import json
import sys

S = sys.argv[2] if len(sys.argv) > 2 else "/var/tmp/rt/s/p1"
P = S + "/proj"
V = S + "/home/victim/keep.txt"
cases = []


def tool(name, patch):
    cases.append({"name": name, "tool": "apply_patch", "input": {"command": patch}, "cwd": P})


def shell(name, cmd):
    cases.append({"name": name, "cmd": cmd, "cwd": P})


BP, EP = "*** Begin Patch", "*** End Patch"
tool("A01 baseline delete outside", "\n".join([BP, "*** Delete File: " + V, EP]))
tool("A02 CRLF lines", "\r\n".join([BP, "*** Delete File: " + V, EP]) + "\r\n")
tool("A03 NBSP before header after add", "\n".join([BP, "*** Add File: ok.txt", "+hi", "\u00a0*** Delete File: " + V, EP]))
tool("A04 U+3000 before header after add", "\n".join([BP, "*** Add File: ok.txt", "+hi", "\u3000*** Delete File: " + V, EP]))
tool("A05 U+0085 before header after add", "\n".join([BP, "*** Add File: ok.txt", "+hi", "\u0085*** Delete File: " + V, EP]))
tool("A06 vertical tab before header after add", "\n".join([BP, "*** Add File: ok.txt", "+hi", "\x0b*** Delete File: " + V, EP]))
tool("A07 U+2028 before header after add", "\n".join([BP, "*** Add File: ok.txt", "+hi", "\u2028*** Delete File: " + V, EP]))
tool("A08 move to outside", "\n".join([BP, "*** Update File: README", "*** Move to: " + V, "@@", "-hello", "+bye", EP]))
tool("A09 move to with trailing blanks", "\n".join([BP, "*** Update File: README", "*** Move to: " + V + "  ", "@@", "-hello", "+bye", EP]))
tool("A10 add relative parent", "\n".join([BP, "*** Add File: ../home/victim/new.txt", "+x", EP]))
tool("A11 header after update chunk, trimmed star", "\n".join([BP, "*** Update File: README", "@@", "-hello", "+bye", "*** Delete File: " + V, EP]))
tool("A12 update then tab-header (context)", "\n".join([BP, "*** Update File: README", "@@", "-hello", "+bye", "\t*** Delete File: " + V, EP]))
tool("A13 end marker with trailing junk", "\n".join([BP, "*** Delete File: " + V, EP + " ok"]))
tool("A14 heredoc wrapped lenient", "\n".join(["<<'EOF'", BP, "*** Delete File: " + V, EP, "EOF"]))
tool("A15 heredoc wrapped lenient, last ends with EOF", "\n".join(["<<EOF", BP, "*** Delete File: " + V, EP, "xEOF"]))
tool("A16 update with empty move path line", "\n".join([BP, "*** Update File: README", "*** Move to: ", "@@", "-hello", "+bye", EP]))
tool("A17 trailing blank after begin", "\n".join([BP + "   ", "*** Delete File: " + V, "  " + EP + "  "]))
tool("A18 two spaces after colon", "\n".join([BP, "*** Delete File:  " + V, EP]))
tool("A19 tilde path", "\n".join([BP, "*** Delete File: ~/victim/keep.txt", EP]))
tool("A20 dot-dot inside absolute", "\n".join([BP, "*** Delete File: " + P + "/../home/victim/keep.txt", EP]))

PATCH = "\n".join([BP, "*** Delete File: keep.txt", EP])
shell("B01 cd form relative delete", "cd ../home/victim && apply_patch <<'EOF'\n" + PATCH + "\nEOF")
shell("B02 cd raw-string form", "cd '../home/victim' && apply_patch <<'EOF'\n" + PATCH + "\nEOF")
shell("B03 cd double-quoted form", "cd \"../home/victim\" && apply_patch <<'EOF'\n" + PATCH + "\nEOF")
shell("B04 applypatch alias", "applypatch <<'EOF'\n" + "\n".join([BP, "*** Delete File: " + V, EP]) + "\nEOF")
shell("B05 apply_patch reading a pipe", "printf '%s\\n' '" + BP + "' '*** Delete File: " + V + "' '" + EP + "' | apply_patch")
shell("B06 apply_patch < file", "apply_patch < rt.patch")
shell("B07 apply_patch with the patch as argument from a file", "apply_patch \"$(cat rt.patch)\"")
shell("B08 apply_patch unquoted heredoc", "apply_patch <<EOF\n" + "\n".join([BP, "*** Delete File: " + V, EP]) + "\nEOF")
shell("B09 apply_patch heredoc dash", "apply_patch <<-'EOF'\n\t" + "\n\t".join([BP, "*** Delete File: " + V, EP]) + "\n\tEOF")
shell("B10 cd absolute then relative", "cd " + S + "/home/victim && apply_patch <<'EOF'\n" + PATCH + "\nEOF")
shell("B11 apply_patch as bash -c", "bash -lc \"apply_patch <<'EOF'\n" + "\n".join([BP, "*** Delete File: " + V, EP]) + "\nEOF\"")
shell("B12 xargs apply_patch", "cat rt.patch | xargs -0 apply_patch")
shell("B13 env apply_patch", "env apply_patch < rt.patch")

with open(sys.argv[1], "w") as f:
    for c in cases:
        f.write(json.dumps(c) + "\n")
print(len(cases), "cases")
