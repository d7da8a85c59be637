"""Reads Automaker's feature logs (`.automaker/features/*/agent-output.md`).

Automaker (a board that runs a coding agent on each feature card, unattended)
writes every tool call of the agent as

    🔧 Tool: Bash
    Input: {
      "command": "...",
      "description": "..."
    }

The agent is the Claude Agent SDK (Claude Code's engine) or OpenAI's Codex
CLI; Codex's calls carry its login-shell wrapper (`/bin/zsh -lc 'CMD'`), which
is taken off so that `cmd` is the command the agent asked for, as for the
other agents. The log records no output: Automaker runs the agent with
permissions bypassed, so every call it logs was run.

Nothing here runs a command.
"""
import collections
import json
import os
import re
import shlex

CALL = re.compile(r"🔧 Tool: Bash\s*\nInput: ")
WRAP_SHELLS = ("/bin/zsh", "/bin/bash", "bash", "zsh", "/usr/bin/bash", "/usr/bin/zsh", "/bin/sh", "sh")
DEC = json.JSONDecoder()


def unwrap(cmd):
    """Codex's `/bin/zsh -lc 'CMD'` -> CMD (None when it is not that shape)."""
    if not cmd.startswith(WRAP_SHELLS):
        return None
    try:
        argv = shlex.split(cmd, posix=True)
    except ValueError:
        return None
    if len(argv) == 3 and argv[0] in WRAP_SHELLS and argv[1] in ("-lc", "-c"):
        return argv[2]
    return None


def calls(text):
    """[(cmd, agent)] in the order the log has them."""
    out = []
    for m in CALL.finditer(text):
        try:
            obj, _ = DEC.raw_decode(text, m.end())
        except ValueError:
            out.append((None, None))
            continue
        cmd = obj.get("command") if isinstance(obj, dict) else None
        if not isinstance(cmd, str):
            out.append((None, None))
            continue
        inner = unwrap(cmd)
        if inner is not None:
            out.append((inner, "Codex CLI (Automaker)"))
        else:
            out.append((cmd, "Claude Agent SDK (Automaker)"))
    return out


def history_files(git, g):
    """Every agent-output.md ever committed, at its newest version."""
    names = git(g, "log", "--all", "--name-only", "--format=", "--", ".automaker").decode()
    for path in sorted(set(names.split("\n")) - {""}):
        if not path.endswith("agent-output.md"):
            continue
        commit = git(g, "log", "--all", "-1", "--format=%H", "--", path).decode().strip()
        text = git(g, "show", f"{commit}:{path}")
        if not text:
            commit = git(g, "rev-parse", commit + "^").decode().strip()
            text = git(g, "show", f"{commit}:{path}")
        yield path, commit, text.decode("utf-8", errors="replace")


def worktree_of(root, text):
    """The feature's worktree under ROOT/.worktrees (or ROOT/.automaker/worktrees), when the log names one."""
    c = collections.Counter(re.findall(re.escape(root) + r"(/\.(?:automaker/)?worktrees/[A-Za-z0-9._-]+)", text))
    if not c:
        return root
    return root + c.most_common(1)[0][0]


def feature_id(path):
    return os.path.basename(os.path.dirname(path))
