#!/usr/bin/env python3
"""Build traffic18: real shell commands from committed agent logs.

  python3 gen_traffic18.py extract   # reads the fetched snapshots with git,
                                     # writes candidates.jsonl, extract_stats.json
  python3 gen_traffic18.py write     # labels (labels.py) into traffic.jsonl

Nothing here runs a collected command: commands are read as text, checked
with `bash -n` (parse only) and written as JSON by this program.
"""
import glob
import json
import os
import random
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
MIRROR = "/work/.mirror"
SEED = 18

RUNSETS = json.load(open(os.path.join(HERE, "runsets.json")))


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], capture_output=True,
                          text=True, errors="replace").stdout


def parses(cmd):
    r = subprocess.run(["bash", "-n"], input=cmd, capture_output=True, text=True)
    return r.returncode == 0


# --- credential redaction (key shapes and URL passwords) ---------------------
KEY_SHAPES = [
    r"ghp_[A-Za-z0-9]{20,}", r"gho_[A-Za-z0-9]{20,}", r"github_pat_[A-Za-z0-9_]{20,}",
    r"npm_[A-Za-z0-9]{30,}", r"sk-[A-Za-z0-9_-]{20,}", r"AKIA[0-9A-Z]{16}",
    r"xox[abpr]-[A-Za-z0-9-]{10,}", r"hf_[A-Za-z0-9]{20,}",
]


def redact(cmd):
    n = 0
    for pat in KEY_SHAPES:
        def mask(m):
            s = m.group(0)
            keep = re.match(r"[A-Za-z_]+[-_]?", s).group(0)
            return keep + "X" * (len(s) - len(keep))
        cmd, k = re.subn(pat, mask, cmd)
        n += k
    cmd, k = re.subn(r"(https?://[^/\s:@]+:)([^@\s/]+)@", r"\1XXXX@", cmd)
    return cmd, n + k


# --- readers ------------------------------------------------------------------
TOOL_RE = re.compile(r"run_command with input: (\{.*)")


def voder_command(inp):
    """The Voder agent's run_command tool takes a program and an argv list."""
    c = inp.get("command", "")
    args = inp.get("args") or []
    if not isinstance(args, list):
        return None
    if not isinstance(c, str) or not c.strip():
        return None
    return " ".join([c] + [shlex.quote(str(a)) for a in args])


def read_voder(rs):
    repo = os.path.join(MIRROR, rs["mirror"], "repo")
    files = rs["files"]
    commits = git(repo, "log", "--reverse", "--format=%H", "--", *files).split()
    out = []
    for sha in commits:
        for f in files:
            text = git(repo, "show", f"{sha}:{f}")
            step = 0
            for line in text.splitlines():
                m = TOOL_RE.search(line)
                if not m:
                    continue
                step += 1
                try:
                    inp, _ = json.JSONDecoder().raw_decode(m.group(1))
                except ValueError:
                    continue
                cmd = voder_command(inp)
                if cmd:
                    out.append({"cmd": cmd, "file": f"{sha[:12]}:{f}",
                                "trajectory": f"{rs['name']}/{sha[:12]}", "step": step})
    return out


def read_sweagent(rs):
    repo = os.path.join(MIRROR, rs["mirror"], "repo")
    head = git(repo, "rev-parse", "HEAD").strip()
    names = [p for p in git(repo, "ls-tree", "-r", "--name-only", "HEAD").split("\n")
             if p.endswith(".traj") and f"/{rs['folder']}/" in p]
    out = []
    for p in sorted(names):
        try:
            d = json.loads(git(repo, "show", f"HEAD:{p}"))
        except ValueError:
            continue  # files of 4 MiB and more are absent from the snapshot
        task = p.split("/")[1]
        for i, st in enumerate(d.get("trajectory", [])):
            a = (st.get("action") or "").strip()
            if not a or a.startswith("str_replace_editor") or a == "submit":
                continue
            out.append({"cmd": a, "file": f"{head[:12]}:{p}",
                        "trajectory": f"{rs['name']}/{task}", "step": i})
    return out


READERS = {"voder": read_voder, "sweagent": read_sweagent}


def earlier_cmds():
    seen = set()
    for path in glob.glob(os.path.join(CORPUS, "**", "*.jsonl"), recursive=True):
        if os.path.dirname(path) == HERE:
            continue
        for line in open(path, errors="replace"):
            try:
                d = json.loads(line)
            except ValueError:
                continue
            if isinstance(d, dict) and isinstance(d.get("cmd"), str):
                seen.add(d["cmd"].strip())
    return seen


def extract():
    earlier = earlier_cmds()
    stats, cands = {}, []
    taken = set()
    for rs in RUNSETS:
        rows = READERS[rs["reader"]](rs)
        st = {"calls": len(rows)}
        uniq, dup, old, red = [], 0, 0, 0
        for r in rows:
            c = r["cmd"].strip()
            if c in taken:
                dup += 1
                continue
            taken.add(c)
            if c in earlier:
                old += 1
                continue
            c2, n = redact(c)
            red += 1 if n else 0
            r["cmd"] = c2
            uniq.append(r)
        st.update({"exact_duplicates": dup, "in_earlier_sets": old,
                   "distinct": len(uniq), "redacted": red})
        rnd = random.Random(SEED)
        order = list(range(len(uniq)))
        rnd.shuffle(order)
        keep, refused = [], 0
        for i in order:
            if len(keep) >= rs["cap"]:
                break
            if parses(uniq[i]["cmd"]):
                keep.append(i)
            else:
                refused += 1
        st.update({"bash_n_refused": refused, "kept": len(keep)})
        for i in sorted(keep):
            r = uniq[i]
            cands.append({"cmd": r["cmd"], "cwd": rs["cwd"], "source": rs["source"],
                          "file": r["file"], "trajectory": r["trajectory"],
                          "step": r["step"], "home": rs["home"], "agent": rs["agent"]})
        stats[rs["name"]] = st
        print(rs["name"], st, file=sys.stderr)
    with open(os.path.join(HERE, "candidates.jsonl"), "w") as f:
        for c in cands:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    json.dump(stats, open(os.path.join(HERE, "extract_stats.json"), "w"), indent=1)


def write():
    sys.path.insert(0, HERE)
    import labels
    rows = [json.loads(l) for l in open(os.path.join(HERE, "candidates.jsonl"))]
    with open(os.path.join(HERE, "traffic.jsonl"), "w") as f:
        for r in rows:
            want, why, cat = labels.label(r["cmd"], r["cwd"], r["home"])
            out = {"cmd": r["cmd"], "cwd": r["cwd"], "want": want, "why": why,
                   "category": cat}
            for k in ("source", "file", "trajectory", "step", "home", "agent"):
                out[k] = r[k]
            f.write(json.dumps(out, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    {"extract": extract, "write": write}[sys.argv[1]]()
