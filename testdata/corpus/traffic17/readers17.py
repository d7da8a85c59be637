"""Readers of the two run-log formats of traffic17. Each yields, per shell call the
agent itself sent, a dict with cmd, cwd, home, file, trajectory, step and agent.
Nothing here runs a command; the snapshots are read with git.

- `atif`: Harbor trial folders (`<job>/<task>__<id>/agent/trajectory.json`, the ATIF
  trajectory). A call is a step's tool call of the agent's shell tool (OpenClaw's
  `exec`, its `command` argument). The cwd is the `cwd` of the OpenClaw session file
  beside it (`agent/openclaw-session.jsonl`, its first `session` line); HOME is root's.
- `vorflux`: Vorflux's SWE-bench trajectories (`trajs/<instance>.json`: a list of
  `llm_call` and `tool_call` entries). A call is a `tool_call` of `bash_execute` (its
  `command` argument). The agent clones each task's repository to /code/OWNER/NAME and
  works there with absolute paths and `cd`; the cwd recorded is that checkout. HOME is
  /home/ubuntu (the home folder the tool outputs show).
"""
import json
import os
import re
import subprocess

MIRROR = os.environ.get("MIRROR", "/work/.mirror")
SHELL_TOOLS = ("exec", "bash", "bash_command", "Bash", "shell")
# Vorflux's session-memory bookkeeping (a flush of the agent's notes to /memory), not task work
MEMORY = re.compile(r"/memory/sessions|/tmp/_flush_[0-9a-f-]+\.jsonl|^test -w /memory")
CHECKOUT = re.compile(r"(/code/[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)")


def mirror(repo):
    return os.path.join(MIRROR, repo.replace("/", "+"), "repo")


def git(repo, *args):
    return subprocess.run(["git", "-C", mirror(repo), "-c", "core.quotepath=off", *args],
                          capture_output=True, check=False).stdout


def head(repo):
    return git(repo, "rev-parse", "HEAD").decode().strip()


def listing(repo, under):
    return [n for n in git(repo, "ls-tree", "-r", "--name-only", "HEAD", *([under] if under else [])).decode("utf-8", "replace").split("\n") if n]


def session_cwd(repo, trial_dir):
    text = git(repo, "show", f"HEAD:{trial_dir}/agent/openclaw-session.jsonl").decode("utf-8", "replace")
    for line in text.split("\n")[:5]:
        try:
            o = json.loads(line)
        except ValueError:
            continue
        if isinstance(o, dict) and o.get("type") == "session" and isinstance(o.get("cwd"), str):
            return o["cwd"]
    return None


def read_atif(repo, src, st):
    commit = head(repo)[:12]
    out = []
    for path in sorted(p for p in listing(repo, src["under"]) if p.endswith("/agent/trajectory.json")):
        trial_dir = path[: -len("/agent/trajectory.json")]
        try:
            d = json.loads(git(repo, "show", f"HEAD:{path}"))
        except ValueError:
            st["unreadable"] += 1
            continue
        st["trajectories"] += 1
        a = d.get("agent") or {}
        agent = f"{src['agent']} ({a.get('model_name')})"
        cwd = session_cwd(repo, trial_dir) or src["cwd"]
        st["cwd " + cwd] += 1
        task = trial_dir.rsplit("/", 1)[-1]
        for s in d.get("steps") or []:
            for tc in s.get("tool_calls") or []:
                if tc.get("function_name") not in SHELL_TOOLS:
                    continue
                args = tc.get("arguments") or {}
                cmd = args.get("command") if isinstance(args, dict) else None
                st["calls"] += 1
                if not isinstance(cmd, str):
                    st["no command"] += 1
                    continue
                out.append(dict(cmd=cmd, cwd=cwd, home=src["home"], file=f"{commit}:{path}",
                                trajectory=task, step=s.get("step_id"), agent=agent))
    return out


def read_vorflux(repo, src, st):
    commit = head(repo)[:12]
    out = []
    for path in sorted(p for p in listing(repo, src["under"]) if p.endswith(".json")):
        try:
            d = json.loads(git(repo, "show", f"HEAD:{path}"))
        except ValueError:
            st["unreadable"] += 1
            continue
        if not isinstance(d, dict):
            continue
        st["trajectories"] += 1
        task = d.get("instance_id") or os.path.basename(path)[:-5]
        calls = [e for e in d.get("trajectory") or [] if isinstance(e, dict) and e.get("type") == "tool_call"]
        checkouts = [m.group(1) for e in calls for m in [CHECKOUT.search(str((e.get("arguments") or {}).get("command")))] if m]
        cwd = max(set(checkouts), key=checkouts.count) if checkouts else src["cwd"]
        for n, e in enumerate(d.get("trajectory") or []):
            if not isinstance(e, dict) or e.get("type") != "tool_call" or e.get("tool") != "bash_execute":
                continue
            cmd = (e.get("arguments") or {}).get("command")
            st["calls"] += 1
            if not isinstance(cmd, str):
                st["no command"] += 1
                continue
            if MEMORY.search(cmd):
                st["memory bookkeeping"] += 1
                continue
            out.append(dict(cmd=cmd, cwd=cwd, home=src["home"], file=f"{commit}:{path}",
                            trajectory=task, step=n, agent=src["agent"]))
    return out


READERS = {"atif": read_atif, "vorflux": read_vorflux}
