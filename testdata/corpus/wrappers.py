# How agents wrap a command before the shell sees it (see DESIGN.md).


def sq(s):
    """Quote s for bash inside single quotes."""
    return "'" + s.replace("'", "'\\''") + "'"


def claude(cmd):
    """Claude Code: source the snapshot, then eval the command."""
    return (
        "source /home/agent/.claude/shell-snapshots/snapshot-bash-1764400000000-k2x9q1.sh 2>/dev/null || true"
        " && shopt -u extglob 2>/dev/null || true"
        " && eval " + sq(cmd) + " < /dev/null"
        " && pwd -P >| /tmp/claude-7f3a-cwd"
    )


def gemini(cmd):
    """Gemini CLI: reset shell options, run the command in a subshell that records background jobs."""
    return (
        "shopt -u promptvars nullglob extglob nocaseglob dotglob; _bgpids_file=/tmp/shell_pgrep_3f9c1a.tmp\n"
        "(\n"
        "  trap 'jobs -p > \"$_bgpids_file\"' EXIT\n"
        + cmd + "\n"
        ")\n"
        "__code=$?\n"
        "exit $__code"
    )


def session_start(name, home="/home/agent"):
    """An agent's session-start script as it ran (../agents/), in home."""
    import os
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "agents", name), encoding="utf-8") as f:
        return f.read().replace("/home/u", home)
