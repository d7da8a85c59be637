#!/usr/bin/env python3
"""Reads each server's tool declarations from its git mirror at the commit
named in provenance.py and writes catalog.json:
    {server: {tool: {"description": str, "annotations": dict|None, "path": str}}}

Descriptions and annotations are copied from the source text; nothing is
typed by hand. The readers are deliberately simple: a tool is found by a
declaration anchor (a name next to a description), and its description is
the string literal the declaration carries (concatenations of literals are
joined; a description that is not a literal is not read). Annotations are
the MCP hint keys found inside the same declaration.

Usage: python3 extract.py            (writes catalog.json with the tools
                                      that the calls_*.py tables use)
       python3 extract.py --survey S (prints the tools found for server S)
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

MIRRORS = "/work/.mirror"
DESC_MAX = 600
HINTS = ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")


def git(repo, *args):
    gd = os.path.join(MIRRORS, repo.replace("/", "+"), "repo")
    return subprocess.run(["git", "--git-dir", gd] + list(args),
                          check=True, capture_output=True).stdout


def files_at(repo, commit, globs):
    names = git(repo, "ls-tree", "-r", "--name-only", commit).decode().split("\n")
    out = []
    for n in names:
        if n and any(fnmatch.fnmatch(n, g) for g in globs):
            out.append(n)
    return sorted(out)


# ---------------------------------------------------------------- literals
def skip_ws(s, i):
    while i < len(s):
        if s[i] in " \t\r\n":
            i += 1
        elif s.startswith("//", i) or (s[i] == "#" and not s.startswith("#{", i)):
            j = s.find("\n", i)
            i = len(s) if j < 0 else j + 1
        else:
            break
    return i


ESC = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", "'": "'", '"': '"', "`": "`", "0": "\0"}


def read_one(s, i, lang):
    """Reads one string literal at s[i]; returns (text, end) or None."""
    prefix = ""
    m = re.match(r"[rRbBuUfF]{1,2}(?=['\"])", s[i:])
    if m and lang == "py":
        prefix = m.group(0).lower()
        i += len(m.group(0))
    if i >= len(s):
        return None
    if lang == "py" and (s.startswith('"""', i) or s.startswith("'''", i)):
        q = s[i:i + 3]
        j = s.find(q, i + 3)
        if j < 0:
            return None
        raw = s[i + 3:j]
        return (raw if "r" in prefix else unescape(raw)), j + 3
    q = s[i]
    if q not in "'\"`":
        return None
    if q == "`" and lang == "go":
        j = s.find("`", i + 1)
        return s[i + 1:j], j + 1
    out = []
    j = i + 1
    while j < len(s):
        c = s[j]
        if c == "\\" and "r" not in prefix:
            n = s[j + 1]
            if n == "\n":
                j += 2
                continue
            if n == "u" and re.match(r"[0-9a-fA-F]{4}", s[j + 2:j + 6]):
                out.append(chr(int(s[j + 2:j + 6], 16)))
                j += 6
                continue
            out.append(ESC.get(n, "\\" + n))
            j += 2
            continue
        if c == q:
            text = "".join(out)
            if q == "`" and "${" in text:
                return None
            return text, j + 1
        if c == "\n" and q != "`" and lang != "py":
            return None
        out.append(c)
        j += 1
    return None


def unescape(raw):
    return re.sub(r"\\(.)", lambda m: ESC.get(m.group(1), "\\" + m.group(1)), raw)


def read_literal(s, i, lang):
    """Reads a literal or a concatenation of literals starting at s[i]."""
    i = skip_ws(s, i)
    paren = False
    if lang == "py" and i < len(s) and s[i] == "(":
        paren = True
        i = skip_ws(s, i + 1)
    r = read_one(s, i, lang)
    if r is None:
        return None
    parts = [r[0]]
    j = r[1]
    while True:
        k = skip_ws(s, j)
        if k < len(s) and s[k] == "+":
            k = skip_ws(s, k + 1)
            r = read_one(s, k, lang)
            if r is None:
                break
            parts.append(r[0])
            j = r[1]
            continue
        if lang == "py" and (paren or s[j:k].strip() == "" and "\n" not in s[j:k]):
            r = read_one(s, k, lang)
            if r is not None:
                parts.append(r[0])
                j = r[1]
                continue
        break
    return "".join(parts)


def cleandoc(text):
    return inspect.cleandoc(text)


# ---------------------------------------------------------------- anchors
ANCHORS = [
    # TS/JS: server.tool("name", "description", ...) / registerTool("name", {description})
    ("js", re.compile(r"\.(?:tool|registerTool|addTool)\(\s*(['\"`])([A-Za-z0-9_.\-]+)\1\s*,")),
    # TS/JS/py dict: name: "x" / "name": "x" / name="x"
    ("js", re.compile(r"(?<![A-Za-z0-9_])['\"]?name['\"]?\s*[:=]\s*(['\"`])([A-Za-z0-9_.\-]+)\1")),
    # Go: mcp.NewTool("name", ...)
    ("go", re.compile(r"NewTool\(\s*(\")([A-Za-z0-9_.\-]+)\1")),
]
DESC_KEY = re.compile(r"['\"]?description['\"]?\s*[:=]\s*|WithDescription\(\s*|\bDescription:\s*")
GO_NAME = re.compile(r"func \(\w+ \*(\w+)\) Name\(\) string \{\s*return \"([A-Za-z0-9_]+)\"")
PY_DEF = re.compile(r"((?:^[ \t]*@[^\n]*(?:\([^)]*\))?[^\n]*\n)+)[ \t]*(?:async[ \t]+)?def[ \t]+(\w+)\s*\(", re.M)


def direct_hints(block):
    ann = {}
    for h in HINTS:
        m = re.search(h + r"['\"]?\s*[:=]\s*(true|false|True|False)\b", block)
        if m:
            ann[h] = m.group(1).lower() == "true"
        m = re.search(r"With" + h[0].upper() + h[1:] + r"Annotation\(\s*(true|false)", block)
        if m:
            ann[h] = m.group(1) == "true"
    return ann


def balanced(text, i):
    """The text from the bracket at or after i to its match."""
    m = re.compile(r"[({]").search(text, i)
    if not m:
        return ""
    depth, k = 0, m.start()
    while k < len(text):
        c = text[k]
        if c in "({":
            depth += 1
        elif c in ")}":
            depth -= 1
            if depth == 0:
                return text[m.start():k + 1]
        k += 1
    return text[m.start():]


def resolve_name(name, text):
    """Hints of a constant or helper named in an annotations slot, read
    from its definition in the same file (literal values only)."""
    d = re.search(r"(?m)^\s*(?:export\s+)?(?:const|let|var)?\s*" + re.escape(name)
                  + r"\s*(?::\s*[\w.\[\]]+\s*)?=\s*", text)
    if not d:
        return {}
    start = d.end()
    arrow = text.find("=>", start, start + 300)
    if arrow >= 0:
        start = arrow + 2
    return direct_hints(balanced(text, start))


def hints_in(block, text=""):
    ann = direct_hints(block)
    am = re.search(r"annotations['\"]?\s*[:=]\s*", block)
    if am:
        rest = block[am.end():]
        ref = re.match(r"([A-Za-z_]\w*)\s*(\()?", rest)
        names = []
        if ref and ref.group(1) not in ("ToolAnnotations", "true", "false", "None"):
            names.append(ref.group(1))
            if ref.group(2):
                t = re.match(r"\s*(['\"])([^'\"]*)\1", rest[ref.end():])
                if t:
                    ann.setdefault("title", t.group(2))
        body = balanced(rest, 0) if rest[:1] in "({" or rest.startswith("ToolAnnotations") else ""
        names += re.findall(r"\.\.\.\s*([A-Za-z_]\w*)", body)
        for n in names:
            for k, v in resolve_name(n, text).items():
                ann.setdefault(k, v)
    m = re.search(r"annotations['\"]?\s*[:=]\s*(?:ToolAnnotations\()?\{?[^}]{0,400}?['\"]?title['\"]?\s*[:=]\s*(['\"])([^'\"]*)\1", block, re.S)
    if m:
        ann["title"] = m.group(2)
    return ann or None


def lang_of(path):
    if path.endswith(".py"):
        return "py"
    if path.endswith(".go"):
        return "go"
    return "js"


def scan_file(text, path, style):
    """Returns {tool: (description, annotations)} found in one file."""
    lang = lang_of(path)
    found = {}
    if lang == "py" and style in ("py", "auto"):
        for m in PY_DEF.finditer(text):
            decos, fname = m.group(1), m.group(2)
            if "tool" not in decos:
                continue
            name = fname
            nm = re.search(r"name\s*=\s*(['\"])([A-Za-z0-9_.\-]+)\1", decos)
            if nm:
                name = nm.group(2)
            desc = None
            dm = re.search(r"description\s*=\s*", decos)
            if dm:
                desc = read_literal(decos, dm.end(), "py")
            end = m.end()
            # skip the signature to the colon that ends it
            depth, k = 1, end
            while k < len(text) and depth:
                if text[k] == "(":
                    depth += 1
                elif text[k] == ")":
                    depth -= 1
                k += 1
            colon = text.find(":", k)
            k = colon + 1
            if desc is None:
                r = read_one(text, skip_ws(text, k), "py")
                if r is not None:
                    desc = cleandoc(r[0])
            if desc:
                found[name] = (desc, hints_in(decos, text))
        if style == "py":
            return found
    if lang == "go" and style == "gomethod":
        for m in GO_NAME.finditer(text):
            typ, name = m.group(1), m.group(2)
            dm = re.search(r"func \(\w+ \*" + typ + r"\) Description\(\) string \{\s*return ", text)
            if dm:
                desc = read_literal(text, dm.end(), "go")
                if desc:
                    found[name] = (desc.strip(), None)
        return found
    anchors = []
    for lg, rx in ANCHORS:
        for m in rx.finditer(text):
            anchors.append((m.start(), m.end(), m.group(2), rx))
    anchors.sort()
    for idx, (st, en, name, rx) in enumerate(anchors):
        nxt = anchors[idx + 1][0] if idx + 1 < len(anchors) else len(text)
        window_end = min(nxt, en + 6000)
        desc = None
        if rx is ANCHORS[0][1]:
            r = read_literal(text, en, lang)
            if r is not None:
                desc = r
        if desc is None:
            dm = DESC_KEY.search(text, en, window_end)
            if dm:
                desc = read_literal(text, dm.end(), lang)
        # the description may precede the name in an object literal
        if desc is None and rx is ANCHORS[1][1]:
            back = text.rfind("{", max(0, st - 3000), st)
            if back >= 0:
                dm = DESC_KEY.search(text, back, st)
                if dm:
                    desc = read_literal(text, dm.end(), lang)
        if not desc or name in found:
            continue
        if lang == "py":
            desc = cleandoc(desc)
        found[name] = (desc, hints_in(text[st:window_end], text))
    return found


def extract_server(key, spec):
    out = {}
    commit = spec["commit_full"] if "commit_full" in spec else spec["commit"]
    for path in files_at(spec["repo"], commit, spec["paths"]):
        text = git(spec["repo"], "show", commit + ":" + path).decode("utf-8", "replace")
        for name, (desc, ann) in scan_file(text, path, spec.get("style", "auto")).items():
            if name in out:
                continue
            desc = desc.strip()
            out[name] = {"description": desc[:DESC_MAX], "annotations": ann, "path": path}
    keep = spec.get("tools")
    if keep:
        missing = [t for t in keep if t not in out]
        if missing:
            raise SystemExit("%s: tools not found: %s" % (key, missing))
        out = {t: out[t] for t in keep}
    return out


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--survey":
        s = sys.argv[2]
        spec = dict(SERVERS[s])
        spec.pop("tools", None)
        for name, v in sorted(extract_server(s, spec).items()):
            print("%-40s %s | %s" % (name, v["annotations"], v["description"][:110].replace("\n", " ")))
        return
    # the catalog holds the tools the call tables use (the readers also pick
    # up schema fields and example objects, which are not tools)
    import gen
    used = {}
    for row in gen.load_calls():
        used.setdefault(row[1], set()).add(row[2])
    cat = {}
    for key in sorted(SERVERS):
        spec = dict(SERVERS[key])
        spec["tools"] = sorted(used.get(key, ()))
        if spec["tools"]:
            cat[key] = extract_server(key, spec)
    with open(os.path.join(HERE, "catalog.json"), "w") as f:
        json.dump(cat, f, indent=1, sort_keys=True, ensure_ascii=True)
        f.write("\n")
    print("catalog.json:", sum(len(v) for v in cat.values()), "tools,", len(cat), "servers")


if __name__ == "__main__":
    main()
