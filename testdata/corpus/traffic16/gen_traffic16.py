#!/usr/bin/env python3
"""Builds traffic16 from committed agent trajectories (python3 gen_traffic16.py extract|write).

extract: reads each source repository's snapshot with git (the mirrors made by the
search tool's fetch, /work/.mirror/OWNER+NAME/repo), takes the shell commands the agent
itself sent, redacts credentials (../traffic15/gen_traffic15.py's `redact`, built on
../traffic7/redact_creds.py), drops exact repeats, commands an earlier set has, and
commands `bash -n` refuses, samples at most CAP per run set (seed 16) and writes
candidates.jsonl and extract_stats.json.

write: labels candidates.jsonl with labels.py into traffic.jsonl.

No command is run: `bash -n -c CMD` only parses (the command is one argv element).
"""
import collections
import json
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(CORPUS, "traffic15"))
import gen_traffic15  # noqa: E402  (its redact and parses)

SEED = 16
CAP = 520  # no run set over 35% of a set of about 1,500

# run set -> where it is and how its agent wrote commands
SOURCES = [
    {"run_set": "LiveSWE-gpt-5-mini", "repo": "RussellRyanH/CSCI-635-LiveSWE-Agent",
     "under": "results/llm-ablation/gpt-5-mini/", "format": "mswea",
     "agent": "mini-swe-agent 2.2.4 (openai/gpt-5-mini)", "cwd": "/testbed"},
    {"run_set": "cs294-ChiChuRita-baseline", "repo": "ChiChuRita/cs294-264-hw",
     "under": "baseline-results/", "format": "cs294",
     "agent": "swe-react-agent, a course ReAct agent (gpt-5-mini), baseline", "cwd": "/testbed"},
    {"run_set": "cs294-ChiChuRita", "repo": "ChiChuRita/cs294-264-hw",
     "under": "results/", "format": "cs294",
     "agent": "swe-react-agent, a course ReAct agent (gpt-5-mini), improved", "cwd": "/testbed"},
    {"run_set": "cs264-mbhaskar1", "repo": "Berkeley-CS-264/homework-4-react-swe-agent-mbhaskar1",
     "under": "results/", "format": "cs294",
     "agent": "swe-agent, a course ReAct agent (gpt-5-mini)", "cwd": "/testbed"},
    {"run_set": "cs264-mjpreigh", "repo": "Berkeley-CS-264/homework-4-react-swe-agent-mjpreigh",
     "under": "results/", "format": "cs294",
     "agent": "swe-agent, a course ReAct agent (gpt-5-mini)", "cwd": "/testbed"},
    {"run_set": "cs264-renwang435", "repo": "Berkeley-CS-264/homework-4-react-swe-agent-renwang435",
     "under": "results/", "format": "cs294",
     "agent": "swe-agent, a course ReAct agent (gpt-5-mini)", "cwd": "/testbed"},
    {"run_set": "cs264-whxwhx", "repo": "Berkeley-CS-264/homework-4-react-swe-agent-whxwhx",
     "under": "results/", "format": "cs294",
     "agent": "swe-agent, a course ReAct agent (gpt-5-mini)", "cwd": "/testbed"},
    {"run_set": "cs264-23phillipsm", "repo": "Berkeley-CS-264/homework-4-react-swe-agent-23phillipsm",
     "under": "results/", "format": "cs294",
     "agent": "swe-agent, a course ReAct agent (gpt-5-mini)", "cwd": "/testbed"},
]


def mirror(repo):
    return "/work/.mirror/" + repo.replace("/", "+") + "/repo"


def git(repo, *args):
    return subprocess.run(["git", "-C", mirror(repo), *args], capture_output=True, check=True).stdout


def head_commit(repo):
    return git(repo, "rev-parse", "HEAD").decode().strip()


def files(src):
    names = git(src["repo"], "ls-tree", "-r", "--name-only", "HEAD", src["under"]).decode().split("\n")
    return sorted(n for n in names if n.endswith(".traj.json"))


BASH_BLOCK = re.compile(r"```(?:bash|sh)\s*\n(.*?)\n```", re.S)
CS294_CALL = re.compile(r"----BEGIN_FUNCTION_CALL----\s*\n\s*run_bash_cmd\s*\n(.*?)----END_FUNCTION_CALL", re.S)
CS294_ARG = re.compile(r"----ARG----\s*\ncommand\s*\n(?:----VALUE----\s*\n)?(.*?)(?=\n?----ARG----|\Z)", re.S)


def commands_mswea(msg):
    """mini-swe-agent: tool calls (2.x) or the one ```bash block of a reply (1.x)."""
    out = []
    extra = msg.get("extra") or {}
    for a in extra.get("actions") or []:
        if isinstance(a, dict) and isinstance(a.get("command"), str):
            out.append(a["command"])
    if out:
        return out
    for tc in msg.get("tool_calls") or []:
        try:
            args = json.loads(tc["function"]["arguments"])
        except (KeyError, TypeError, json.JSONDecodeError):
            continue
        if isinstance(args.get("command"), str):
            out.append(args["command"])
    if out:
        return out
    content = msg.get("content")
    if isinstance(content, str):
        m = BASH_BLOCK.findall(content)
        if len(m) == 1:
            out.append(m[0])
    return out


def commands_cs294(msg):
    """The course agents' text protocol: ----BEGIN_FUNCTION_CALL---- run_bash_cmd ----ARG---- command ..."""
    content = msg.get("content")
    if not isinstance(content, str):
        return []
    out = []
    for call in CS294_CALL.findall(content):
        m = CS294_ARG.search(call)
        if m:
            out.append(m.group(1))
    return out


CONTEXT_MSG = re.compile(r'\|MESSAGE\(role="(\w+)", id=(\d+)\)\|\n')


def context_messages(context):
    """Some course agents keep the conversation only as one text, `context`, in blocks headed
    |MESSAGE(role="assistant", id=N)|; the message id becomes the step."""
    if not isinstance(context, str):
        return []
    parts = CONTEXT_MSG.split(context)
    msgs = []
    for i in range(1, len(parts) - 2, 3):
        msgs.append((int(parts[i + 1]), {"role": parts[i], "content": parts[i + 2]}))
    if not msgs:
        return []
    out = [None] * (max(n for n, _ in msgs) + 1)
    for n, m in msgs:
        out[n] = m
    return out


READERS = {"mswea": commands_mswea, "cs294": commands_cs294}


def earlier_commands():
    """Every cmd of the main corpus, the tool-call set, heldout..heldout17 and traffic..traffic15."""
    paths = [os.path.join(CORPUS, "red.jsonl"), os.path.join(CORPUS, "green.jsonl")]
    tools = os.path.join(CORPUS, "tools")
    paths += [os.path.join(tools, n) for n in os.listdir(tools) if n.endswith(".jsonl")]
    for i in [""] + [str(n) for n in range(2, 18)]:
        for name in ("red.jsonl", "green.jsonl"):
            paths.append(os.path.join(CORPUS, "heldout" + i, name))
    for i in [""] + [str(n) for n in range(2, 16)]:
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


def clean(cmd):
    cmd = cmd.strip()
    if not cmd or cmd in ("echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT", "submit"):
        return None
    if "COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT" in cmd or "MINI_SWE_AGENT_FINAL_OUTPUT" in cmd:
        return None
    return cmd


def extract():
    earlier = earlier_commands()
    stats = collections.Counter()
    rows = []
    seen = set()
    for src in SOURCES:
        rs = src["run_set"]
        commit = head_commit(src["repo"])
        pool = []
        paths = files(src)
        stats[rs + " trajectories"] = len(paths)
        for path in paths:
            try:
                d = json.loads(git(src["repo"], "show", f"HEAD:{path}").decode("utf-8", "replace"))
            except json.JSONDecodeError:
                stats[rs + " unreadable"] += 1
                continue
            msgs = d.get("messages") or context_messages(d.get("context"))
            if msgs:
                stats[rs + " trajectories with messages"] += 1
            task = d.get("instance_id") or path.split("/")[-2]
            for n, msg in enumerate(msgs):
                if not isinstance(msg, dict) or msg.get("role") != "assistant":
                    continue
                for cmd in READERS[src["format"]](msg):
                    stats[rs + " commands sent"] += 1
                    cmd = clean(cmd)
                    if cmd is None:
                        stats[rs + " submit or empty"] += 1
                        continue
                    cmd, found = gen_traffic15.redact(cmd)
                    if found:
                        stats[rs + " redacted"] += 1
                    if cmd in seen:
                        stats[rs + " repeat"] += 1
                        continue
                    seen.add(cmd)
                    if cmd in earlier:
                        stats[rs + " earlier set has it"] += 1
                        continue
                    if not gen_traffic15.parses(cmd):
                        stats[rs + " bash -n refuses"] += 1
                        continue
                    pool.append({"cmd": cmd, "cwd": src["cwd"], "source": src["repo"],
                                 "file": f"{commit[:12]}:{path}", "trajectory": f"{rs}/{task}", "step": n,
                                 "home": "/root", "agent": src["agent"]})
        stats[rs + " distinct"] = len(pool)
        random.Random(SEED).shuffle(pool)
        take = sorted(pool[:CAP], key=lambda r: (r["trajectory"], r["step"]))
        stats[rs + " taken"] = len(take)
        rows += take
    with open(os.path.join(HERE, "candidates.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "extract_stats.json"), "w", encoding="utf-8") as f:
        json.dump(dict(sorted(stats.items())), f, indent=1)
    print(json.dumps(dict(sorted(stats.items())), indent=1))
    print("rows", len(rows))


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
