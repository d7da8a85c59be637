#!/usr/bin/env python3
"""Read each server's tool declarations from its git mirror and write catalog.json.

Written for mcp18 (no earlier set's program was read or run).

For every server in provenance.SERVERS the reader lists the files at the named
commit that match the server's path globs (fnmatch, so '*' crosses '/'),
skips test, example, script and build folders, and looks for declaration
anchors:

  TS/JS   server.tool("name", "description", ...)
          registerTool("name", { ..., description: "...", annotations: {...} })
          { name: "name", ..., description: "..." }          (object literal)
  Python  @...tool(...) above def name(...): description= or the docstring
          Tool(name="name", description="...")
          {"name": "name", ..., "description"|"summary": "..."} (dict literal)
  Go      mcp.NewTool("name", mcp.WithDescription("..."))
          {Name: "name", Description: "..."}                  (struct literal)

A description must be a string literal (concatenations of literals with '+'
or by adjacency are joined); a template with substitutions is not read and
that tool is not found. Annotations are the hint keys written as literals
between the anchor and the next anchor in the same file (at most 4000
characters). The first declaration found for a name wins.

  python3 extract.py              write catalog.json for the tools the call tables use
  python3 extract.py --survey S   print every tool found for server S
"""
import fnmatch
import inspect
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from provenance import SERVERS  # noqa: E402

MIRROR = "/work/.mirror"
SKIP = re.compile(r"(^|/)(tests?|__tests__|__specs__|specs?|examples?|scripts?|build|dist|e2e|fixtures?|docs?)(/|$)|\.(test|spec)\.[jt]s$|_test\.(go|py)$|(^|/)test_[^/]*\.py$")
HINTS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"]


def git(repo, *args):
    d = os.path.join(MIRROR, repo.replace("/", "+"), "repo")
    return subprocess.run(["git", "--git-dir", d] + list(args), check=True,
                          capture_output=True).stdout


def files(srv):
    names = git(srv["repo"], "ls-tree", "-r", "--name-only", srv["commit"]).decode().splitlines()
    out = []
    for n in names:
        if SKIP.search(n):
            continue
        if any(fnmatch.fnmatch(n, g) for g in srv["paths"]):
            out.append(n)
    return out


def read(srv, path):
    return git(srv["repo"], "show", srv["commit"] + ":" + path).decode("utf-8", "replace")


# ---- string literals -------------------------------------------------------

ESC = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", "'": "'", '"': '"', "`": "`", "0": "\0"}


def one_literal(s, i):
    """Parse one string literal at s[i:]; return (text, end) or None."""
    m = re.match(r"[rRbBfFuU]{0,2}", s[i:])
    prefix = m.group(0).lower()
    i += len(prefix)
    if "f" in prefix:
        return None
    for q in ('"""', "'''"):
        if s.startswith(q, i):
            j = s.find(q, i + 3)
            if j < 0:
                return None
            raw = s[i + 3:j]
            return (raw if "r" in prefix else unescape(raw)), j + 3
    if i >= len(s) or s[i] not in "'\"`":
        return None
    q = s[i]
    j = i + 1
    buf = []
    while j < len(s):
        c = s[j]
        if c == "\\" and "r" not in prefix:
            n = s[j + 1] if j + 1 < len(s) else ""
            if n == "\n":
                j += 2
                continue
            if n == "u" and re.match(r"[0-9a-fA-F]{4}", s[j + 2:j + 6]):
                buf.append(chr(int(s[j + 2:j + 6], 16)))
                j += 6
                continue
            buf.append(ESC.get(n, "\\" + n))
            j += 2
            continue
        if c == q:
            text = "".join(buf)
            if q == "`" and "${" in text:
                return None
            return text, j + 1
        if c == "\n" and q != "`":
            return None
        buf.append(c)
        j += 1
    return None


def unescape(raw):
    out = []
    j = 0
    while j < len(raw):
        c = raw[j]
        if c == "\\" and j + 1 < len(raw):
            n = raw[j + 1]
            if n == "\n":
                j += 2
                continue
            out.append(ESC.get(n, "\\" + n))
            j += 2
            continue
        out.append(c)
        j += 1
    return "".join(out)


def literal(s, i):
    """Parse a literal or a concatenation of literals (+ or adjacency), maybe in parentheses."""
    ws = re.compile(r"(\s|//[^\n]*\n|#[^\n]*\n)*")
    i = ws.match(s, i).end()
    paren = False
    if i < len(s) and s[i] == "(":
        paren = True
        i = ws.match(s, i + 1).end()
    r = one_literal(s, i)
    if r is None:
        return None
    parts = [r[0]]
    i = r[1]
    while True:
        k = ws.match(s, i).end()
        plus = False
        if s.startswith("+", k):
            plus = True
            k = ws.match(s, k + 1).end()
        r = one_literal(s, k)
        if r is None:
            if plus:
                return None  # concatenated with something that is not a literal
            break
        parts.append(r[0])
        i = r[1]
    if paren:
        k = ws.match(s, i).end()
        if not s.startswith(")", k):
            return None
        i = k + 1
    return "".join(parts), i


# ---- anchors ----------------------------------------------------------------

NAME = r"""["'`]([A-Za-z0-9_.:\-]+)["'`]"""
ANCHORS = [
    ("tool_call", re.compile(r"\.tool\(\s*" + NAME + r"\s*,")),
    ("register", re.compile(r"registerTool\(\s*" + NAME + r"\s*,")),
    ("newtool", re.compile(r"NewTool\(\s*" + NAME + r"\s*,")),
    ("py_tool", re.compile(r"\bTool\(\s*name\s*=\s*" + NAME)),
    ("obj_name", re.compile(r"""(?<![A-Za-z_])["']?(?:name|Name)["']?\s*[:=]\s*""" + NAME)),
    ("py_deco", re.compile(r"@[\w.]*tool\b(\((?:[^()]|\([^()]*\))*\))?\s*\n(?:\s*@[^\n]*\n)*\s*(?:async\s+)?def\s+([A-Za-z0-9_]+)\s*\(")),
]
DESC_KEY = re.compile(r"""(?<![A-Za-z_])["']?(?:description|Description|summary)["']?\s*[:=]\s*""")
GO_DESC = re.compile(r"WithDescription\(")


def find_desc_after(text, start, stop):
    seg_end = min(stop, start + 4000)
    for rx in (DESC_KEY, GO_DESC):
        m = rx.search(text, start, seg_end)
        if m:
            r = literal(text, m.end())
            if r:
                return r[0]
    return None


def annotations(region):
    ann = {}
    for h in HINTS:
        m = re.search(r"""["']?%s["']?\s*[:=]\s*(true|false|True|False)\b""" % h, region)
        if m:
            ann[h] = m.group(1).lower() == "true"
            continue
        m = re.search(r"With%sAnnotation\(\s*(true|false)\s*\)" % (h[0].upper() + h[1:]), region)
        if m:
            ann[h] = m.group(1) == "true"
    am = re.search(r"""(annotations|ToolAnnotations|annotations=ToolAnnotations)\s*[:=({]""", region)
    if am:
        tm = re.search(r"""["']?title["']?\s*[:=]\s*""", region[am.end():am.end() + 600])
        if tm:
            r = literal(region, am.end() + tm.end())
            if r:
                ann["title"] = r[0]
    return ann or None


def arg_names(region):
    """Argument names visible in a declaration (for the survey only)."""
    names = []
    pats = [r"([A-Za-z_][A-Za-z0-9_]*)\??\s*:\s*z\.", r"With(?:String|Number|Boolean|Array|Object)\(\s*\"([A-Za-z0-9_]+)\"",
            r"""["']([A-Za-z_][A-Za-z0-9_]*)["']\s*:\s*\{\s*["']?type""", r"(?<![\w.])([A-Za-z_][A-Za-z0-9_]*)\s*:\s*\{\s*type\s*:",
            r"[(,\n]\s*([a-z_][a-z0-9_]*)\s*:\s*(?:Annotated\[|str\b|int\b|float\b|bool\b|list\b|dict\b|Optional|Literal)"]
    for p in pats:
        for m in re.finditer(p, region):
            if m.group(1) not in names:
                names.append(m.group(1))
    return names


def survey(key):
    srv = SERVERS[key]
    tools = {}
    for path in files(srv):
        text = read(srv, path)
        hits = []
        for kind, rx in ANCHORS:
            for m in rx.finditer(text):
                name = m.group(m.lastindex) if kind == "py_deco" else m.group(1)
                hits.append((m.start(), m.end(), kind, name, m))
        hits.sort()
        for idx, (s, e, kind, name, m) in enumerate(hits):
            if kind == "obj_name" and idx > 0 and hits[idx - 1][2] in ("py_tool",) and hits[idx - 1][1] >= e:
                continue
            nxt = len(text)
            for h in hits[idx + 1:]:
                if h[0] >= e and h[2] in (kind, "tool_call", "register", "newtool", "py_tool", "py_deco"):
                    nxt = h[0]
                    break
            desc = None
            if kind == "tool_call":
                r = literal(text, e)
                if r:
                    desc = r[0]
                else:
                    desc = find_desc_after(text, e, nxt)
            elif kind == "py_deco":
                deco = m.group(1) or ""
                dm = re.search(r"description\s*=\s*", deco)
                if dm:
                    r = literal(deco, dm.end())
                    desc = r[0] if r else None
                nm = re.search(r"name\s*=\s*" + NAME, deco)
                if nm:
                    name = nm.group(1)
                if desc is None:
                    # docstring: first statement of the body
                    body = re.compile(r"\)\s*(->\s*[^:]+)?:\s*\n").search(text, e)
                    if body:
                        r = one_literal(text, re.compile(r"\s*").match(text, body.end()).end())
                        if r:
                            desc = inspect.cleandoc(r[0])
            else:
                desc = find_desc_after(text, e, nxt)
            if desc is None or name in tools:
                continue
            region = text[s:min(nxt, s + 4000)]
            tools[name] = {"description": desc[:600], "annotations": annotations(region), "path": path,
                           "_args": arg_names(text[s:min(nxt, s + 6000)])}
    return tools


def used_tools():
    import glob
    import importlib
    need = {}
    for f in sorted(glob.glob(os.path.join(HERE, "calls_*.py"))):
        mod = importlib.import_module(os.path.basename(f)[:-3])
        for row in mod.CALLS:
            need.setdefault(row[0], set()).add(row[1])
    return need


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--survey":
        for k, v in sorted(survey(sys.argv[2]).items()):
            print("%-40s %s | %s\n      args: %s" % (k, json.dumps(v["annotations"]), v["description"][:150].replace("\n", " "), " ".join(v["_args"][:14])))
        return
    need = used_tools()
    cat = {}
    for key in sorted(need):
        found = survey(key)
        cat[key] = {}
        for t in sorted(need[key]):
            if t not in found:
                sys.exit("not found: %s %s" % (key, t))
            cat[key][t] = {k: v for k, v in found[t].items() if not k.startswith("_")}
    with open(os.path.join(HERE, "catalog.json"), "w") as f:
        json.dump(cat, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")
    print("catalog.json:", sum(len(v) for v in cat.values()), "tools,", len(cat), "servers")


if __name__ == "__main__":
    main()
