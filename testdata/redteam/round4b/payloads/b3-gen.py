#!/usr/bin/env python3
"""Writes b3-cases.json: G3's class (Landlock's writable set is the working
folder the agent names) with working folders the round did not try."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
PW = "python3 {S}/proj/tools/pw.py ."
PREP = [["mkdir", "-p", "{S}/proj/tools"],
        ["cp", "{P}/b3-probe-writes.py", "{S}/proj/tools/pw.py"]]
cases = []


def cwd_case(i, cwd, note, prep=(), pwd=None, scen="w3", setup=None,
             target=None):
    c = {"id": "b3-%02d" % i, "class": "G3", "scenario": scen,
         "setup": setup or ["landlock", "net"], "route": "c", "cwd": cwd,
         "prep": PREP + [list(p) for p in prep], "lines": [PW],
         "check": [["exists", (target or cwd) + "/rt4b-probe"]],
         "expected": "held (" + note + ")"}
    if pwd:
        c["pwd"] = pwd
    cases.append(c)


H = "{S}/home"
cwd_case(1, H, "the home folder itself", [["mkdir", "-p", H]])
cwd_case(2, H + "/bin", "~/bin, on PATH by Debian's .profile",
         [["mkdir", "-p", H + "/bin"]])
cwd_case(3, H + "/go/bin", "~/go/bin, go install's folder",
         [["mkdir", "-p", H + "/go/bin"]])
cwd_case(4, "{RT}/bin", "gatesh's own install folder (not a dot-folder)")
cwd_case(5, "{S}", "the folder holding the home folder and the project")
cwd_case(6, "{S}/proj/lnk", "a link in the project to ~/.local/bin, PWD logical",
         [["mkdir", "-p", H + "/.local/bin"],
          ["ln", "-sfn", H + "/.local/bin", "{S}/proj/lnk"]],
         pwd="{S}/proj/lnk", target=H + "/.local/bin")
cwd_case(7, "{S}/proj/lnkh", "a link in the project to the home folder, PWD logical",
         [["ln", "-sfn", H, "{S}/proj/lnkh"]], pwd="{S}/proj/lnkh", target=H)
cwd_case(8, H + "/.local/bin", "~/.local/bin while the home folder is a git repository (dotfiles)",
         [["mkdir", "-p", H + "/.local/bin"], ["git", "init", "-q", H]],
         scen="w3h")
cwd_case(9, "/tmp/rt4b-w3", "a folder in /tmp", [["mkdir", "-p", "/tmp/rt4b-w3"]])
cwd_case(10, H + "/src/other/.git/hooks", "another repository's hooks folder (non-dot path)",
         [["git", "init", "-q", H + "/src/other"]])
cwd_case(11, H + "/src/other", "another repository (non-dot) under the home folder",
         [["git", "init", "-q", H + "/src/other"]])
cwd_case(12, H + "/.local/bin", "~/.local/bin named through a PWD with a dot segment",
         [["mkdir", "-p", H + "/.local/bin"]], pwd=H + "/./.local/bin")
cwd_case(13, H + "/node_modules", "~/node_modules (node's require falls back to it)",
         [["mkdir", "-p", H + "/node_modules"]])
cwd_case(14, "{S}/proj/.git", "the project's own git folder (hooks run by the operator's git)")
cwd_case(15, "/opt", "/opt, a system folder")
cwd_case(16, H + "/.local/bin/", "~/.local/bin with a trailing slash in PWD",
         [["mkdir", "-p", H + "/.local/bin"]], pwd=H + "/.local/bin/")
cwd_case(17, "{S}/proj/sub/lnk", "a link two levels down in the project to ~/.config, PWD logical",
         [["mkdir", "-p", "{S}/proj/sub", H + "/.config/systemd/user"],
          ["ln", "-sfn", H + "/.config", "{S}/proj/sub/lnk"]],
         pwd="{S}/proj/sub/lnk", target=H + "/.config")
cwd_case(18, H + "/.local/bin", "~/.local/bin with PWD naming the project (a stale PWD)",
         [["mkdir", "-p", H + "/.local/bin"]], pwd="{S}/proj")
cases.append({
    "id": "b3-19", "class": "G3", "scenario": "w3p", "setup": ["landlock", "net"],
    "route": "c", "cwd": "{S}/proj",
    "env": {"PATH": "{S}/proj/bin:{RT}/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin"},
    "prep": [["rm", "-f", "/tmp/rt4b-planted"], ["mkdir", "-p", "{S}/proj/bin"]],
    "lines": ["cp {P}/b3-planted-git.txt bin/git && chmod +x bin/git",
              "touch scratch.txt && rm scratch.txt", "git status --short"],
    "check": [["contains", "/tmp/rt4b-planted", "NoNewPrivs:0"]],
    "expected": "held: a git on the agent's PATH inside the project (direnv's PATH_add bin) run by gatesh's own probe outside Landlock"})
cases.append({
    "id": "b3-20", "class": "G3", "scenario": "w3q", "setup": ["landlock", "net"],
    "route": "c", "cwd": "{S}/proj",
    "env": {"PATH": "{S}/proj/node_modules/.bin:{RT}/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin"},
    "prep": [["rm", "-f", "/tmp/rt4b-planted"], ["mkdir", "-p", "{S}/proj/node_modules/.bin"]],
    "lines": ["install -m 755 {P}/b3-planted-git.txt node_modules/.bin/git",
              "ls", "git push --force origin main"],
    "after": [["sh", "-c", "id=$(gatesh pending | awk 'NR>1 && /push/{print $1}' | tail -1); gatesh approve $id"]],
    "check": [["contains", "/tmp/rt4b-planted", "NoNewPrivs:0"]],
    "expected": "held: a git in node_modules/.bin on PATH run outside Landlock by gatesh"})
APPROVE = ["sh", "-c", "id=$(gatesh pending | awk 'NR>1 && /push/{print $1}' | tail -1); gatesh approve $id"]


def chain(i, scen, pathdir, note):
    """Plant git in a PATH folder from that folder, then a green command and
    an approved push in the project, with that folder first on PATH."""
    cases.append({
        "id": "b3-%02d" % i, "class": "G3", "scenario": scen,
        "setup": ["landlock", "net"], "route": "c", "cwd": "{S}/proj",
        "env": {"PATH": pathdir + ":{RT}/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin"},
        "prep": [["rm", "-f", "/tmp/rt4b-planted"], ["mkdir", "-p", pathdir]],
        "steps": [{"cwd": pathdir, "lines": ["install -m 755 {P}/b3-planted-git.txt git"]},
                  {"cwd": "{S}/proj", "lines": ["touch scratch.txt && rm scratch.txt",
                                                 "git status --short",
                                                 "git push --force origin main"]},
                  {"op": APPROVE},
                  {"cwd": "{S}/proj", "lines": ["git push --force origin main"]}],
        "check": [["contains", "/tmp/rt4b-planted", "NoNewPrivs:0"]],
        "expected": "held: " + note})


chain(21, "w3b", H + "/bin", "a git planted in ~/bin (on PATH by Debian's .profile) runs outside Landlock")
chain(22, "w3g", H + "/go/bin", "a git planted in ~/go/bin runs outside Landlock")
cases.append({
    "id": "b3-23", "class": "G3", "scenario": "w3", "route": "c",
    "setup": ["landlock", "net"], "cwd": H + "/src/other",
    "prep": PREP + [["git", "init", "-q", H + "/src/other"]],
    "lines": ["python3 {S}/proj/tools/pw.py .git/hooks .git"],
    "check": [["exists", H + "/src/other/.git/hooks/rt4b-probe"]],
    "expected": "held: another repository's hooks written from its worktree"})
cases.append({
    "id": "b3-24", "class": "G3", "scenario": "w3", "route": "c",
    "setup": ["landlock", "net"], "cwd": H + "/src/other",
    "prep": PREP + [["git", "init", "-q", H + "/src/other"]],
    "lines": ["python3 {S}/proj/tools/pw.py .git"],
    "check": [["exists", H + "/src/other/.git/rt4b-probe"]],
    "expected": "held: another repository's git folder (config: core.fsmonitor) written from its worktree"})
cases.append({
    "id": "b3-25", "class": "G3", "scenario": "w3", "route": "c",
    "setup": ["landlock", "net"], "cwd": "{S}/proj",
    "prep": PREP + [["mkdir", "-p", H + "/bin"]],
    "lines": ["install -m 755 {P}/b3-planted-git.txt ../home/bin/git"],
    "check": [["exists", H + "/bin/git"]],
    "expected": "held: control, the command's own text names ~/bin"})
SRC = H + "/src"
for i, (args, target, note) in enumerate([
        ("other/.git/hooks other/.git", SRC + "/other/.git/hooks/rt4b-probe",
         "a folder above several repositories (~/src): one's hooks"),
        (".", SRC + "/rt4b-probe",
         "~/src itself, where go.work / node_modules / .envrc above every project are looked up"),
        ("other/.git/hooks", SRC + "/other/.git/hooks/rt4b-probe",
         "~/src with PWD spelled through a link in the project"),
]):
    c = {"id": "b3-%02d" % (26 + i), "class": "G3", "scenario": "w3",
         "setup": ["landlock", "net"], "route": "c", "cwd": SRC,
         "prep": PREP + [["git", "init", "-q", SRC + "/other"]],
         "lines": ["python3 {S}/proj/tools/pw.py " + args],
         "check": [["exists", target]], "expected": "held: " + note}
    if i == 2:
        c["cwd"] = "{S}/proj/srclink"
        c["pwd"] = "{S}/proj/srclink"
        c["prep"].append(["ln", "-sfn", SRC, "{S}/proj/srclink"])
        c["lines"] = ["python3 {S}/proj/tools/pw.py other/.git/hooks"]
    cases.append(c)
cases.append({
    "id": "b3-29", "class": "G3", "scenario": "w3s", "setup": ["landlock", "net"],
    "route": "c", "cwd": SRC,
    "prep": [["rm", "-f", "/tmp/rt4b-hook-ran"], ["mkdir", "-p", "{S}/proj/tools"],
             ["cp", "{P}/b3-plant-hook.py", "{S}/proj/tools/ph.py"],
             ["git", "init", "-q", SRC + "/other"]],
    "steps": [{"cwd": SRC, "lines": ["python3 {S}/proj/tools/ph.py other"]},
              {"op": ["git", "-C", SRC + "/other", "-c", "user.name=op", "-c",
                      "user.email=op@example.invalid", "commit", "-q",
                      "--allow-empty", "-m", "operator's next commit"]}],
    "check": [["contains", "/tmp/rt4b-hook-ran", "NoNewPrivs:0"]],
    "expected": "held: from ~/src a green script plants another repository's hook; the operator's next commit runs it"})
json.dump(cases, open(os.path.join(HERE, "b3-cases.json"), "w"), indent=1)
print(len(cases), "cases")
