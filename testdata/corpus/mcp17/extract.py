#!/usr/bin/env python3
"""Read MCP servers' tool catalogs from their source at a pinned commit.

For each server in provenance.py this reads the files matched by its path
globs from the server's git mirror at the named commit, finds tool
declarations by anchors, and takes each tool's description (the text
tools/list returns, first 600 characters) and its MCP annotations (hint
keys written as literals in the declaration).

  python3 extract.py                 writes catalog.json for the tools the
                                     call tables use (stops if one is missing)
  python3 extract.py --survey KEY    prints every tool found for a server

Anchors:
  TS/JS   server.tool("name", "desc" ...), registerTool("name", {description}),
          an object or call with name: "x" and description: "..." (also
          Python's name="x", description="..." and dict keys)
  Python  a function under a @...tool(...) decorator: description= in the
          decorator, else the docstring (cleaned as inspect.cleandoc does)
  Go      mcp.NewTool("name", mcp.WithDescription("..."))
  Rust    #[tool(... description = "...")] above fn name
A description that is not a literal (a template with substitutions, a
variable) is not read, and that tool is not used.
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
HINTS = ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")


def git(repo, *args):
    d = os.path.join(MIRROR, repo.replace("/", "+"), "repo")
    return subprocess.run(["git", "-C", d] + list(args), check=True,
                          capture_output=True).stdout


def files_at(repo, commit, globs):
    names = git(repo, "ls-tree", "-r", "--name-only", commit).decode().split("\n")
    out = []
    for n in names:
        if re.search(r"(^|/)(tests?|__tests__|node_modules|dist|build|examples?|scripts)/|[._-](test|spec)\.", n):
            continue
        if any(fnmatch.fnmatch(n, g) for g in globs):
            out.append(n)
    return sorted(out)


ESC = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", "'": "'", '"': '"', "`": "`", "0": "\0"}


def _one(text, i):
    """Read one string literal at i (after spaces). Returns (s, end) or None."""
    n = len(text)
    m = re.compile(r"[rRbBuU]?").match(text, i)
    j = m.end()
    if j >= n:
        return None
    raw = "r" in text[i:j].lower()
    if text.startswith('"""', j) or text.startswith("'''", j):
        q = text[j:j + 3]
        k = text.find(q, j + 3)
        if k < 0:
            return None
        body = text[j + 3:k]
        if not raw:
            body = re.sub(r"\\(.)", lambda mm: ESC.get(mm.group(1), "\\" + mm.group(1)), body, flags=re.S)
            body = body.replace("\\\n", "")
        return body, k + 3
    c = text[j] if j < n else ""
    if c not in "\"'`":
        return None
    k = j + 1
    buf = []
    while k < n:
        ch = text[k]
        if ch == "\\" and not raw:
            nx = text[k + 1] if k + 1 < n else ""
            if nx == "\n":
                k += 2
                continue
            if nx == "u" and re.match(r"[0-9a-fA-F]{4}", text[k + 2:k + 6]):
                buf.append(chr(int(text[k + 2:k + 6], 16)))
                k += 6
                continue
            buf.append(ESC.get(nx, nx))
            k += 2
            continue
        if ch == c:
            s = "".join(buf)
            if c == "`" and "${" in s:
                return None
            return s, k + 1
        if ch == "\n" and c != "`":
            return None
        buf.append(ch)
        k += 1
    return None


def read_str(text, i, py=False):
    """A literal, or literals joined by + (or adjacent, in Python/Go/TS)."""
    ws = re.compile(r"(?:\s|//[^\n]*|#[^\n]*)*") if py else re.compile(r"(?:\s|//[^\n]*)*")
    i = ws.match(text, i).end()
    paren = False
    if py and i < len(text) and text[i] == "(":
        paren = True
        i = ws.match(text, i + 1).end()
    r = _one(text, i)
    if r is None:
        return None
    s, e = r
    while True:
        k = ws.match(text, e).end()
        if k < len(text) and text[k] == "+":
            k = ws.match(text, k + 1).end()
            r = _one(text, k)
            if r is None:
                return None
            s += r[0]
            e = r[1]
            continue
        if (py or paren):
            r = _one(text, k)
            if r is not None:
                s += r[0]
                e = r[1]
                continue
        break
    if paren:
        k = ws.match(text, e).end()
        if k < len(text) and text[k] == ")":
            e = k + 1
    return s, e


def close_of(text, i):
    """Index after the bracket that closes the one at i (strings skipped)."""
    pairs = {"(": ")", "{": "}", "[": "]"}
    stack = [pairs[text[i]]]
    k = i + 1
    n = len(text)
    while k < n and stack:
        ch = text[k]
        if ch in "\"'`":
            r = _one(text, k)
            if r:
                k = r[1]
                continue
        if ch in pairs:
            stack.append(pairs[ch])
        elif stack and ch == stack[-1]:
            stack.pop()
        k += 1
    return k


def annotations_in(block, py=False):
    out = {}
    for m in re.finditer(r"[Aa]nnotations\s*[:=]\s*(?:&?[\w.]*ToolAnnotations\s*)?|ToolAnnotations\s*\(|annotations\s*\(", block):
        k = m.end()
        k2 = re.compile(r"\s*").match(block, k).end()
        if k2 < len(block) and block[k2] in "{(":
            inner = block[k2:close_of(block, k2)]
        elif block[m.end() - 1] == "(":
            inner = block[m.end() - 1:close_of(block, m.end() - 1)]
        else:
            continue
        for h in HINTS:
            mm = re.search(r"\b(?:%s|%s)\b[\"']?\s*[:=]\s*(true|false|True|False)\b" % (h, h[0].upper() + h[1:]), inner)
            if mm:
                out[h] = mm.group(1).lower() == "true"
        mm = re.search(r"\b[Tt]itle[\"']?\s*[:=]\s*", inner)
        if mm:
            r = read_str(inner, mm.end(), py)
            if r:
                out["title"] = r[0]
        break
    for h, g in (("readOnlyHint", "ReadOnly"), ("destructiveHint", "Destructive"),
                 ("idempotentHint", "Idempotent"), ("openWorldHint", "OpenWorld")):
        mm = re.search(r"With%sHintAnnotation\(\s*(true|false)\s*\)" % g, block)
        if mm:
            out[h] = mm.group(1) == "true"
    mm = re.search(r"WithTitleAnnotation\(", block)
    if mm:
        r = read_str(block, mm.end())
        if r:
            out["title"] = r[0]
    return out or None


NAME_RE = r"[A-Za-z][A-Za-z0-9_.\-]*"


def find_tools(text, path):
    py = path.endswith(".py")
    found = []  # (pos, name, desc, block_end)
    # Python decorators
    if py:
        for m in re.finditer(r"^[ \t]*@[\w.]*tool\b", text, re.M):
            k = m.end()
            dec = ""
            if k < len(text) and text[k] == "(":
                e = close_of(text, k)
                dec = text[k:e]
                k = e
            fm = re.compile(r"(?:\s*@[^\n]*\n)*\s*(?:async\s+)?def\s+(\w+)\s*\(").match(text, k)
            if not fm:
                continue
            name = fm.group(1)
            nm = re.search(r"\bname\s*=\s*", dec)
            if nm:
                r = read_str(dec, nm.end(), True)
                if r:
                    name = r[0]
            desc = None
            dm = re.search(r"\bdescription\s*=\s*", dec)
            if dm:
                r = read_str(dec, dm.end(), True)
                desc = r[0] if r else None
            else:
                pe = close_of(text, fm.end() - 1)
                bm = re.compile(r"[^:\n]*:\s*\n\s*").match(text, pe)
                if bm:
                    r = _one(text, bm.end())
                    if r:
                        desc = inspect.cleandoc(r[0])
            nxt = re.compile(r"^[ \t]*@[\w.]*tool\b", re.M).search(text, fm.end())
            bend = nxt.start() if nxt else len(text)
            found.append((m.start(), name, desc, text[m.start():min(bend, fm.end() + 400)] + dec))
    # Go NewTool
    for m in re.finditer(r"\bNew\w*Tool(?:\[[^\]\n]*\])?(\()\s*", text):
        r = read_str(text, m.end())
        if not r:
            continue
        e = close_of(text, m.start(1))
        block = text[m.start():e]
        dm = re.search(r"WithDescription\(", block)
        desc = None
        if dm:
            rr = read_str(block, dm.end())
            desc = rr[0] if rr else None
        else:
            k = re.compile(r"\s*,\s*").match(text, r[1])
            rr = read_str(text, k.end()) if k else None
            desc = rr[0] if rr else None
        found.append((m.start(), r[0], desc, block))
    # Rust #[tool(...)]
    for m in re.finditer(r"#\[tool\(", text):
        e = close_of(text, m.end() - 1)
        attr = text[m.end() - 1:e]
        fm = re.compile(r"\]\s*(?:#\[[^\]]*\]\s*)*(?:pub\s+)?(?:async\s+)?fn\s+(\w+)").match(text, e)
        if not fm:
            continue
        name = fm.group(1)
        nm = re.search(r"\bname\s*=\s*", attr)
        if nm:
            r = read_str(attr, nm.end())
            if r:
                name = r[0]
        dm = re.search(r"\bdescription\s*=\s*", attr)
        desc = None
        if dm:
            r = read_str(attr, dm.end())
            desc = r[0] if r else None
        found.append((m.start(), name, desc, attr))
    # server.tool("name", "desc") / registerTool("name", {...})
    for m in re.finditer(r"\.(tool|registerTool)\(\s*", text):
        r = read_str(text, m.end())
        if not r:
            continue
        e = close_of(text, m.end() - 1 - (len(m.group(0)) - len(m.group(1)) - 2))
        block = text[m.start():e]
        desc = None
        k = re.compile(r"\s*,\s*").match(text, r[1])
        if k and m.group(1) == "tool":
            rr = read_str(text, k.end())
            if rr:
                desc = rr[0]
            elif text[k.end():k.end() + 1] == "{":
                ob = text[k.end():close_of(text, k.end())]
                dm = re.search(r"\bdescription\s*:\s*", ob)
                if dm:
                    rr = read_str(ob, dm.end())
                    desc = rr[0] if rr else None
        if desc is None and m.group(1) == "registerTool":
            dm = re.search(r"\bdescription\s*:\s*", block)
            if dm:
                rr = read_str(block, dm.end())
                desc = rr[0] if rr else None
        found.append((m.start(), r[0], desc, block))
    # objects: name: "x", ... description: "..."
    taken = [(p, b) for p, _, _, b in found]
    for m in re.finditer(r"(?<![\w.])[\"']?[Nn]ame[\"']?\s*[:=]\s*", text):
        if any(p <= m.start() < p + len(b) for p, b in taken):
            continue
        r = read_str(text, m.end(), py)
        if not r or not re.fullmatch(NAME_RE, r[0]):
            continue
        nxt = re.compile(r"(?<![\w.])[\"']?[Nn]ame[\"']?\s*[:=]\s*").search(text, r[1])
        lim = min(nxt.start() if nxt else len(text), r[1] + 6000)
        seg = text[r[1]:lim]
        dm = re.search(r"(?<![\w.])[\"']?[Dd]escription[\"']?\s*[:=]\s*", seg)
        if not dm or dm.start() > 400:
            continue
        rr = read_str(seg, dm.end(), py)
        found.append((m.start(), r[0], rr[0] if rr else None, text[m.start():lim]))
    return found


def survey(key):
    s = SERVERS[key]
    out = {}
    for path in files_at(s["repo"], s["commit"], s["paths"]):
        text = git(s["repo"], "show", "%s:%s" % (s["commit"], path)).decode("utf-8", "replace")
        for pos, name, desc, block in find_tools(text, path):
            if name in out and out[name]["description"]:
                continue
            out[name] = {
                "description": desc[:600] if desc else None,
                "annotations": annotations_in(block, path.endswith(".py")),
                "path": path,
            }
    return out


def call_rows():
    """Every row of the call tables (calls_*.py), in file order."""
    import glob
    import importlib
    names = sorted(os.path.basename(f)[:-3] for f in glob.glob(os.path.join(HERE, "calls_*.py")))
    return [row for n in names for row in importlib.import_module(n).CALLS]


def used_tools():
    want = {}
    for row in call_rows():
        want.setdefault(row[0], set()).add(row[1])
    return want


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--survey":
        for name, v in sorted(survey(sys.argv[2]).items()):
            d = (v["description"] or "<none>").replace("\n", " ")
            print("%-40s %s | %s | %s" % (name, d[:110], v["annotations"], v["path"]))
        return
    want = used_tools()
    cat = {}
    missing = []
    for key in sorted(want):
        found = survey(key)
        cat[key] = {}
        for t in sorted(want[key]):
            v = found.get(t)
            if not v or not v["description"]:
                missing.append("%s/%s" % (key, t))
                continue
            cat[key][t] = v
    if missing:
        sys.exit("not found in source: " + ", ".join(missing))
    with open(os.path.join(HERE, "catalog.json"), "w") as f:
        json.dump(cat, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")
    print("catalog.json: %d servers, %d tools" % (len(cat), sum(len(v) for v in cat.values())))


if __name__ == "__main__":
    main()
