"""Write catalog.jsonl for the seen MCP sets: what each server's source
says of each tool the set calls (its description verbatim, as the
source's string literal spells it, and its annotations as declared).

    python3 catalogs.py mcp mcp2 mcp3 tools-dev

It reads the servers' repositories from local git mirrors
(/work/.mirror/OWNER+NAME/repo, as the search tool's fetch leaves them), at
the commit a line's source names, else at the mirror's HEAD. The
description is found by the source's shape, not by hand: the tool's name
as a string literal (or a Python def) and, in the text after it, the first
description key (description: / description= / Description: /
WithDescription( / a docstring / the string after the name in
server.tool("name", "description", ...)). A tool whose description the
script cannot find gets "description": null and no annotations, and the
measurement treats it as a server that listed nothing of it. Each line
says where it was read (`at`).
"""

import ast
import json
import os
import re
import subprocess
import sys

MIRRORS = "/work/.mirror"
EXTS = (".ts", ".tsx", ".js", ".mjs", ".cjs", ".py", ".go", ".java", ".kt", ".cs", ".rs")
WINDOW = 4000

STR = r'''(?:"""(?:[^\\]|\\.)*?"""|\'\'\'(?:[^\\]|\\.)*?\'\'\'|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)'''
CONCAT = rf'''(?:[fr]?{STR}(?:\s*\+?\s*(?:\n\s*)?[fr]?{STR})*)'''
DESC_KEYS = [
    re.compile(rf'''(?:\bdescription|\bDescription)["']?\s*[:=]\s*\(?\s*(?:\w+\(\s*"[A-Z0-9_]+"\s*,\s*)?({CONCAT})'''),
    re.compile(rf'''WithDescription\(\s*({CONCAT})'''),
]
NEXT_TOOL = re.compile(r'''(?:^|[\s{,(])(?:name|Name)["']?\s*[:=]\s*["'`]|\.(?:tool|registerTool|addTool)\(|@(?:mcp|server|app)\.tool|\bNewTool\(|\n\s*(?:async\s+)?def \w+\(''')
ANN = re.compile(r'''(readOnlyHint|destructiveHint|openWorldHint|idempotentHint)["']?\s*[:=]\s*(true|false|True|False)|With(ReadOnly|Destructive|OpenWorld)HintAnnotation\((true|false)\)''')


def git(mirror, *args):
    return subprocess.run(["git", "-C", mirror, *args], capture_output=True, text=True, errors="replace").stdout


def literal(s):
    """The text of one or more adjacent string literals, concatenated."""
    parts = re.findall(r'[fr]?' + STR, s)
    out = []
    for p in parts:
        p = p.lstrip("fr")
        if p.startswith(('"""', "'''")):
            body = p[3:-3]
        else:
            body = p[1:-1]
        try:
            body = ast.literal_eval('"""' + body.replace('"""', '\\"\\"\\"') + '"""') if "\\" in body else body
        except Exception:
            pass
        out.append(body)
    return "".join(out)


def dedent(s):
    lines = s.split("\n")
    return "\n".join(l.strip() for l in lines).strip()


def describe(text, pos, name):
    """The description after the name's literal at pos, and where it starts."""
    win = text[pos:pos + WINDOW]
    # the text up to the next tool's definition: its name key, a
    # registration call, a decorated def
    nxt = NEXT_TOOL.search(win, 10)
    if nxt:
        win = win[:nxt.start()]
    found = []
    for rx in DESC_KEYS:
        m = rx.search(win)
        if m:
            found.append((m.start(), literal(m.group(1))))
    # server.tool("name", "description", ...)
    m = re.match(rf'''[^,)]{{0,{len(name) + 4}}}?,\s*({CONCAT})''', win)
    if m and m.start(1) < 200:
        found.append((m.start(1), literal(m.group(1))))
    # def name(...): """docstring"""
    m = re.match(r'\(.*?\)\s*(?:->[^\n]*?)?:\s*\n\s*(""".*?"""|\'\'\'.*?\'\'\')', win, re.S)
    if m and m.start(1) < 3000:
        found.append((m.start(1), literal(m.group(1))))
    if not found:
        return None, win
    found.sort()
    at, desc = found[0]
    if re.fullmatch(r"[\w.-]*", desc.strip()):
        return None, win  # an identifier, not a description
    return dedent(desc), win[:at + 2000]


def annotations(win):
    out = {}
    for m in ANN.finditer(win):
        if m.group(1):
            out[m.group(1)] = m.group(2).lower() == "true"
        else:
            out[m.group(3)[0].lower() + m.group(3)[1:] + "Hint"] = m.group(4) == "true"
    return out


def rank(path):
    p = path.lower()
    bad = any(x in p for x in ("test", "spec", "readme", "example", "docs/", ".md", "dist/", "node_modules"))
    return (bad, len(p))


def find(mirror, rev, tool):
    pats = [f'"{tool}"', f"'{tool}'", f"`{tool}`", f"def {tool}("]
    args = ["grep", "-n", "-F", "-I", "--full-name"]
    for p in pats:
        args += ["-e", p]
    out = git(mirror, *args, rev, "--")
    hits = []
    for line in out.splitlines():
        # REV:path:line:text
        parts = line.split(":", 3)
        if len(parts) < 4 or not parts[1].endswith(EXTS):
            continue
        hits.append(parts[1])
    for path in sorted(set(hits), key=rank):
        if rank(path)[0]:
            continue  # tests, docs and builds say what the source says, or not
        text = git(mirror, "show", f"{rev}:{path}")
        for p in pats:
            start = 0
            while True:
                i = text.find(p, start)
                if i < 0:
                    break
                start = i + 1
                # an enum or a constant (ListProjects = "list-projects"):
                # the tool is defined where the name is used
                line_start = text.rfind("\n", 0, i) + 1
                alias = re.search(r"(\w+)\s*[:=]\s*$", text[line_start:i])
                if alias and alias.group(1).lower() not in ("name", "tool", "toolname", "id"):
                    # where a tool's name is set to it: name: Tools.ListProjects
                    for use in re.finditer(r"\b[nN]ame\b[\"']?\s*[:=]\s*(?:[\w]+\.)*%s\b" % re.escape(alias.group(1)), text):
                        if line_start <= use.start() < i:
                            continue  # the definition itself
                        desc, win = describe(text, use.end(), tool)
                        if desc:
                            return desc, annotations(win), f"{path}:{text.count(chr(10), 0, use.start()) + 1}"
                desc, win = describe(text, i + len(p) - (1 if p.startswith("def ") else 0), tool)
                if desc:
                    return desc, annotations(win), f"{path}:{text.count(chr(10), 0, i) + 1}"
    return None, {}, None


def main(sets):
    cache = {}
    for s in sets:
        rows = []
        seen = set()
        for f in ("red.jsonl", "green.jsonl"):
            for line in open(os.path.join(s, f)):
                c = json.loads(line)
                server = c["server"]
                tool = c["tool"].split("__", 2)[2]
                if (server, tool) in seen:
                    continue
                seen.add((server, tool))
                src = c.get("source", "")
                repo = re.split(r"[@ ]", src)[0]
                commit = re.match(r"[^@ ]+@([0-9a-f]{7,40})", src)
                mirror = os.path.join(MIRRORS, repo.replace("/", "+"), "repo")
                key = (repo, tool)
                if key not in cache:
                    if not os.path.isdir(mirror):
                        cache[key] = (None, {}, None, None)
                    else:
                        rev = "HEAD"
                        if commit and git(mirror, "rev-parse", "--verify", "-q", commit.group(1) + "^{commit}").strip():
                            rev = commit.group(1)
                        desc, ann, at = find(mirror, rev, tool)
                        cache[key] = (desc, ann, at, rev)
                desc, ann, at, rev = cache[key]
                rows.append({"server": server, "tool": tool, "description": desc, "annotations": ann,
                             "source": src, "at": f"{repo}@{rev[:8] if rev and rev != 'HEAD' else (rev or '')}:{at}" if at else None})
        with open(os.path.join(s, "catalog.jsonl"), "w") as w:
            for r in rows:
                w.write(json.dumps(r, ensure_ascii=False) + "\n")
        n = sum(1 for r in rows if r["description"])
        print(f"{s}: {n} of {len(rows)} tools described")


if __name__ == "__main__":
    main(sys.argv[1:])
