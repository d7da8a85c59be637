#!/usr/bin/env python3
"""Builds traffic.jsonl (traffic15): shell commands that terminal agents sent
on terminal-bench tasks, taken from the run logs of the public leaderboard.

    python3 gen_traffic15.py extract   # candidates.jsonl (unlabelled) and extract_stats.json
    python3 gen_traffic15.py write     # traffic.jsonl, from candidates.jsonl and labels.py

The agents here drive a tmux pane: the harness logs every key sequence as
`Sending keys: [...]` (a Python list literal) in the run's run.log. A command
is the text the agent typed into the shell, without the harness's own
` ; echo 'done' | tmux wait -S done` tail and the `Enter` key. Harness steps
(asciinema, clear, the test run) and keys that are not a command line
(control keys, a bare newline, text with no newline, input to the maze and
text games) are dropped.

Nothing here runs a command: the only programs started are git (to read the
snapshot) and `bash -n -c CMD` (parse only, the command one argv element).
"""
import ast
import collections
import json
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(CORPUS, "traffic7"))
import redact_creds  # noqa: E402


def redact(cmd):
    """../traffic7/redact_creds.py's key shapes and URL passwords as they are; its `NAME = value`
    rule only where the value looks like a key (letters and digits, no dot): unrestricted, it masked
    code such as `tokenizer = AutoTokenizer.from_pretrained(...)`."""
    found = []
    out = cmd
    for pat in redact_creds.SHAPES:
        def rep(m):
            found.append(("shape", len(m.group(0))))
            return redact_creds.keep_prefix(m)
        out = re.sub(pat, rep, out)

    def url_rep(m):
        found.append(("url-password", len(m.group(2))))
        return m.group(1) + redact_creds.mask(m.group(2)) + m.group(3)
    out = redact_creds.URL_PASS.sub(url_rep, out)

    def assign_rep(m):
        v = m.group(2)
        if "." in v or not (re.search(r"\d", v) and re.search(r"[A-Za-z]", v)) or set(v) <= set("Xx-_"):
            return m.group(0)
        found.append(("assignment", len(v)))
        return m.group(1) + redact_creds.mask(v)
    out = redact_creds.ASSIGN.sub(assign_rep, out)
    return out, found

MIRROR = "/work/.mirror/laude-institute+terminal-bench-leaderboard/repo"
REPO = "laude-institute/terminal-bench-leaderboard"
ROOT = "results/terminal-bench-core@0.1.1"
# run folder -> (agent, model); the model is the run's run_metadata.json model_name where it has one
RUN_SETS = {
    "20250911_chaterm_claude-4-sonnet": "Chaterm",
    "ob1-09-10-25": "OB-1 agent",
}
PER_RUN_SET = 900
SEED = 15

SENDING = re.compile(r"^Sending keys: (\[.*\]) min_timeout_sec:")
HARNESS = re.compile(r"^(asciinema rec|clear$|bash\s*/tests/run-tests\.sh)")
WAIT_TAIL = re.compile(r"\s*;\s*(echo 'done' \|\s*)?tmux wait -S done\s*$")
# input typed into a game or a program's prompt, not the shell
NOT_SHELL = re.compile(r"^(move\s|:[a-z!]|north$|south$|east$|west$|look$|inventory$|[nsewud]$|y$|n$|q$|exit\(\)$|quit\(\)$)")


def git(*args):
    return subprocess.run(["git", "-C", MIRROR, *args], capture_output=True, check=True).stdout


def head_commit():
    return git("rev-parse", "HEAD").decode().strip()


def run_logs(run_set):
    names = git("ls-tree", "-r", "--name-only", "HEAD", f"{ROOT}/{run_set}").decode().split("\n")
    return [n for n in names if n.endswith("/run.log")]


def model_of(path):
    meta = os.path.dirname(path) + "/run_metadata.json"
    try:
        m = json.loads(git("show", f"HEAD:{meta}"))
    except subprocess.CalledProcessError:
        return None
    return m.get("model_name")


def command_of(keys):
    """The command line an agent typed, or None for anything that is not one."""
    if not keys or not all(isinstance(k, str) for k in keys):
        return None
    if keys[-1] == "Enter":
        text = "".join(k for k in keys[:-1])
    elif len(keys) == 1 and keys[0].endswith("\n"):
        text = keys[0][:-1]
    else:
        return None
    text = WAIT_TAIL.sub("", text).strip()
    if not text or HARNESS.match(text) or NOT_SHELL.match(text):
        return None
    return text


def parses(cmd):
    res = subprocess.run(["bash", "-n", "-c", cmd], stdin=subprocess.DEVNULL, capture_output=True, timeout=10)
    return res.returncode == 0


def earlier_commands():
    """Every cmd of the main corpus, the tool-call set, heldout..heldout16 and traffic..traffic13."""
    paths = [os.path.join(CORPUS, "red.jsonl"), os.path.join(CORPUS, "green.jsonl")]
    tools = os.path.join(CORPUS, "tools")
    paths += [os.path.join(tools, n) for n in os.listdir(tools) if n.endswith(".jsonl")]
    for i in [""] + [str(n) for n in range(2, 17)]:
        for name in ("red.jsonl", "green.jsonl"):
            paths.append(os.path.join(CORPUS, "heldout" + i, name))
    for i in [""] + [str(n) for n in range(2, 14)]:
        paths.append(os.path.join(CORPUS, "traffic" + i, "traffic.jsonl"))
    seen = set()
    for p in paths:
        if not os.path.exists(p):
            continue
        with open(p, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    c = json.loads(line).get("cmd")
                    if isinstance(c, str):
                        seen.add(c.strip())
    return seen


def extract():
    commit = head_commit()
    earlier = earlier_commands()
    stats = collections.Counter()
    rows = []
    seen = set()
    for run_set, agent in RUN_SETS.items():
        pool = []
        for path in run_logs(run_set):
            model = model_of(path) or "model not named in run_metadata.json"
            text = git("show", f"HEAD:{path}").decode("utf-8", "replace")
            for n, line in enumerate(text.split("\n"), 1):
                m = SENDING.match(line)
                if not m:
                    continue
                stats[run_set + " key sends"] += 1
                try:
                    keys = ast.literal_eval(m.group(1))
                except (ValueError, SyntaxError):
                    stats[run_set + " unreadable"] += 1
                    continue
                cmd = command_of(keys)
                if cmd is None:
                    stats[run_set + " not a command"] += 1
                    continue
                cmd, found = redact(cmd)
                if found:
                    stats[run_set + " redacted"] += 1
                if cmd in seen:
                    stats[run_set + " repeat"] += 1
                    continue
                seen.add(cmd)
                if cmd in earlier:
                    stats[run_set + " earlier set has it"] += 1
                    continue
                if not parses(cmd):
                    stats[run_set + " bash -n refuses"] += 1
                    continue
                pool.append({"cmd": cmd, "cwd": "/app", "source": REPO, "file": f"{commit[:12]}:{path}",
                             "trajectory": f"{run_set}/{path.split('/')[-2]}", "step": n,
                             "home": "/root", "agent": f"{agent} ({model})"})
        stats[run_set + " distinct"] = len(pool)
        random.Random(SEED).shuffle(pool)
        take = sorted(pool[:PER_RUN_SET], key=lambda r: (r["trajectory"], r["step"]))
        stats[run_set + " taken"] = len(take)
        rows += take
    with open(os.path.join(HERE, "candidates.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "extract_stats.json"), "w", encoding="utf-8") as f:
        json.dump(dict(sorted(stats.items())), f, indent=1)
    print(json.dumps(dict(sorted(stats.items())), indent=1))


def write():
    sys.path.insert(0, HERE)
    import labels  # noqa: E402
    out = []
    with open(os.path.join(HERE, "candidates.jsonl"), encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            want, why, category = labels.label(r["cmd"], r)
            row = {"cmd": r["cmd"], "cwd": r["cwd"], "want": want}
            if why:
                row["why"] = why
            row["category"] = category
            for k in ("source", "file", "trajectory", "step", "home", "agent"):
                row[k] = r[k]
            out.append(row)
    with open(os.path.join(HERE, "traffic.jsonl"), "w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(collections.Counter(r["want"] for r in out))


if __name__ == "__main__":
    {"extract": extract, "write": write}[sys.argv[1]]()
