#!/usr/bin/env python3
"""Reads each server's published tool catalog out of its source, into catalog.json.

Run once, with the snapshots fetched under /work/.mirror (see provenance.py):
python3 extract.py. For every tool definition it finds (the patterns below), it
records the tool's name, its description as written in the source (string
literals joined, escapes decoded; the first 600 characters), and the MCP
annotations declared in the same definition block, or null where none is.
Nothing here runs a server or classifies a call.

Usage: extract.py                 writes catalog.json for every server
       extract.py SERVER          prints that server's catalog (for reading)
"""
import json
import re
import subprocess
import sys

sys.dont_write_bytecode = True
from provenance import SERVERS  # noqa: E402

MIRROR = "/work/.mirror"
SRC_EXT = (".ts", ".js", ".mjs", ".py", ".go", ".groovy", ".rs", ".java")
SKIP = re.compile(r"(test|spec|mock|__mocks__|e2e|example|docs/|scripts/|evals/|fixtures)", re.I)

# A string literal: triple-quoted, double, single or backtick.
STR = r'(?:[rfbu]{0,2}"""(?:.|\n)*?"""|[rfbu]{0,2}\'\'\'(?:.|\n)*?\'\'\'|[rfbu]{0,2}"(?:\\.|[^"\\\n])*"|[rfbu]{0,2}\'(?:\\.|[^\'\\\n])*\'|`(?:\\.|[^`\\])*`)'
# Literals joined by +, adjacency (Python) or nothing but whitespace and comments.
JOINED = re.compile(r"(" + STR + r"(?:\s*(?:\+|\\\n)?\s*(?:#[^\n]*\n\s*|//[^\n]*\n\s*)*" + STR + r")*)")

DEF_PATTERNS = [
    # TS/JS: server.tool("name", ...), registerTool("name", ...), mcp.NewTool("name", ...)
    re.compile(r"(?:\.tool|registerTool|NewTool|\.addTool|add_tool|defineTool|createTool)\(\s*['\"`]([A-Za-z0-9_.\-]+)['\"`]"),
    # object or keyword: name: "x", name="x", Name: "x"
    re.compile(r"(?<![A-Za-z_])(?:name|Name|toolName)\s*[:=]\s*['\"`]([A-Za-z0-9_.\-]+)['\"`]"),
    # a class with getToolName() { return "x"; } (penpot-mcp)
    re.compile(r"getToolName\(\)\s*:\s*string\s*\{\s*return\s*['\"]([A-Za-z0-9_.\-]+)['\"]"),
    # quoted key, as in a Python dict or JSON: "name": "x"
    re.compile(r"['\"]name['\"]\s*:\s*['\"]([A-Za-z0-9_.\-]+)['\"]"),
    # Python decorated function
    re.compile(r"@(?:[A-Za-z_][A-Za-z0-9_]*\.)*tool\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)\s*\n(?:\s*@[^\n]*\n)*\s*(?:async\s+)?def\s+([A-Za-z0-9_]+)"),
    re.compile(r"@(?:[A-Za-z_][A-Za-z0-9_]*\.)*tool\s*\n(?:\s*@[^\n]*\n)*\s*(?:async\s+)?def\s+([A-Za-z0-9_]+)"),
]
# The patterns that start at a Python decorator, whose own arguments may hold the description and annotations.
DECORATORS = {i for i, p in enumerate(DEF_PATTERNS) if p.pattern.startswith("@")}
DESC_KEY = re.compile(r"(?:description|Description|WithDescription)[\'\"]?\s*(?:[:=]\s*\(?|\()\s*(?:dedent\(|textwrap\.dedent\()?\s*")
HINT = re.compile(r"(readOnlyHint|destructiveHint|openWorldHint|idempotentHint|ReadOnlyHint|DestructiveHint|OpenWorldHint|IdempotentHint|read_only_hint|destructive_hint|open_world_hint|idempotent_hint)(?:Annotation)?[\'\"]?\s*(?:[:=]|\()\s*(?:mcp\.ToBoolPtr\(|ptr\()?\s*(true|false|True|False)")
HINT_NAME = {
    "readonlyhint": "readOnlyHint", "destructivehint": "destructiveHint", "openworldhint": "openWorldHint",
    "idempotenthint": "idempotentHint", "read_only_hint": "readOnlyHint", "destructive_hint": "destructiveHint",
    "open_world_hint": "openWorldHint", "idempotent_hint": "idempotentHint",
}
TITLE = re.compile(r"annotations\s*[:=]\s*[{(\[]?[^}]*?title\s*[:=]\s*(" + STR + ")", re.S)


def git(repo_dir, *args):
    return subprocess.run(["git", "-C", repo_dir, *args], capture_output=True, text=True, check=True).stdout


def unquote(lit):
    lit = lit.lstrip("rfbuRFBU")
    if lit.startswith('"""') or lit.startswith("'''"):
        body = lit[3:-3]
    else:
        body = lit[1:-1]
    if lit.startswith("`"):
        return body.replace("\\`", "`")
    return (body.replace("\\n", "\n").replace('\\"', '"').replace("\\'", "'").replace("\\t", "\t")
            .replace("\\\\", "\\"))


def join_literals(text):
    parts = re.findall(STR, text)
    return "".join(unquote(p) for p in parts)


def docstring(block):
    m = re.search(r"\)\s*(?:->[^:]*)?:\s*\n\s*(" + STR + ")", block)
    if m:
        import inspect
        return inspect.cleandoc(unquote(m.group(1)))
    return None


def description(block, name, pos_style):
    g = re.search(r"getToolDescription\(\)\s*:\s*string\s*\{\s*return\s*\(?\s*", block)
    if g:
        lit = JOINED.match(block, g.end())
        if lit:
            return join_literals(lit.group(1)).strip()
    m = DESC_KEY.search(block)
    if m:
        lit = JOINED.match(block, m.end())
        if lit:
            return join_literals(lit.group(1)).strip()
    if pos_style:  # server.tool("name", "description", ...)
        m = re.match(r"\s*,\s*", block)
        if m:
            lit = JOINED.match(block, m.end())
            if lit:
                return join_literals(lit.group(1)).strip()
    return docstring(block)


def annotations(block):
    ann = {}
    for k, v in HINT.findall(block):
        ann.setdefault(HINT_NAME[k.lower()], v.lower() == "true")
    t = TITLE.search(block)
    if t and ann:
        ann["title"] = unquote(t.group(1))
    return ann or None


def params(block):
    """Argument names seen in the definition (zod keys, JSON schema properties, Python parameters): a reading aid."""
    names = re.findall(r"\b([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(?:z\.|\{\s*type|Optional\[|str\b|int\b|bool\b|float\b|list|dict|Annotated)", block)
    names += re.findall(r"mcp\.With(?:String|Number|Boolean|Array|Object)\(\s*\"([A-Za-z0-9_]+)\"", block)
    return sorted(set(names))


def table_annotations(text):
    """A central name -> annotations table (as coolify-mcp's TOOL_ANNOTATIONS), with its named constants."""
    m = re.search(r"TOOL_ANNOTATIONS\s*=\s*\{(.*?)\n\}", text, re.S)
    if not m:
        return {}
    consts = {c.group(1): annotations(c.group(2)) for c in
              re.finditer(r"const\s+([A-Z_]+)\s*=\s*Object\.freeze\((\{[^}]*\})\)", text)}
    table = {}
    for e in re.finditer(r"^\s*([a-z_]+):\s*(\{[^}]*\}|[A-Z_]+)\s*,", m.group(1), re.M):
        table[e.group(1)] = consts.get(e.group(2)) if not e.group(2).startswith("{") else annotations(e.group(2))
    return table


def umbraco_published(ann):
    """Umbraco registers every tool's annotations through createToolAnnotations of @umbraco-cms/mcp-server-sdk,
    which fills the three hints with false where the tool leaves them out and sets openWorldHint true."""
    ann = ann or {}
    out = {k: ann.get(k, False) for k in ("readOnlyHint", "destructiveHint", "idempotentHint")}
    out["openWorldHint"] = True
    if ann.get("title"):
        out["title"] = ann["title"]
    return out


def dokploy_published(ann, text, start):
    """dokploy-mcp's _factory.ts: createTool sets openWorldHint true under the tool's own hints, and getTool
    adds readOnlyHint and idempotentHint true under them too."""
    helper = re.findall(r"\b(getTool|postTool|createTool)\(\s*\{", text[:start])
    base = {"openWorldHint": True}
    if helper and helper[-1] == "getTool":
        base.update({"readOnlyHint": True, "idempotentHint": True})
    base.update(ann or {})
    return base


# How a server turns a tool's declared annotations into the ones its tools/list publishes.
PUBLISHED = {
    "umbraco": lambda ann, text, start: umbraco_published(ann),
    "dokploy": dokploy_published,
}


def catalog(server):
    entry = SERVERS[server]
    repo_dir = f"{MIRROR}/{entry['repo'].replace('/', '+')}/repo"
    paths = entry["tool_paths"]
    files = [f for f in git(repo_dir, "ls-tree", "-r", "--name-only", entry["commit"]).splitlines()
             if f.endswith(SRC_EXT) and any(f.startswith(p) for p in paths) and not SKIP.search(f)]
    tools = {}
    for f in files:
        text = git(repo_dir, "show", f"{entry['commit']}:{f}")
        hits = []
        for i, pat in enumerate(DEF_PATTERNS):
            for m in pat.finditer(text):
                hits.append((m.start(), m.end(), m.group(1), i))
        # Rust (rmcp): #[tool(description = "...")] before async fn NAME
        for m in re.finditer(r"#\[tool\((?:[^\]]|\](?!\s*\n\s*(?:pub\s+)?async))*\)\]\s*(?:pub\s+)?async\s+fn\s+([A-Za-z0-9_]+)", text):
            hits.append((m.start() + 1, m.start() + 1, m.group(1), 9))
        table = table_annotations(text)
        hits.sort()
        for n, (start, end, name, kind) in enumerate(hits):
            stop = hits[n + 1][0] if n + 1 < len(hits) else len(text)
            block = text[end:min(stop, end + 6000)] if kind != 9 else text[start:text.find("fn " + name, start)]
            pre = text[start:end] if kind in DECORATORS else ""  # a Python decorator's own arguments
            desc = None
            if pre and DESC_KEY.search(pre):
                desc = description(pre[DESC_KEY.search(pre).start():], name, False)
            desc = desc or description(block, name, kind == 0)
            if not desc or name in tools:
                continue
            ann = table[name] if name in table else annotations(pre + block)
            if server in PUBLISHED:
                ann = PUBLISHED[server](ann, text, start)
            tools[name] = {"description": desc[:600], "annotations": ann, "path": f,
                           "params": params(block[:2500])}
    return tools


def main():
    if len(sys.argv) > 1:
        for name, t in catalog(sys.argv[1]).items():
            a = t['annotations'] or {}
            hints = "".join(k[0] for k, v in a.items() if v is True)
            print(f"{name} [{hints}] {t['params']} :: {t['description'][:90]!r}")
        return
    # Keep only the tools the set calls (the full catalogs of Lark, Harness and Umbraco run to megabytes).
    import gen
    used = {}
    for mod in gen.MODULES:
        for row in mod.CALLS:
            used.setdefault(row[0], set()).add(row[1])
    out = {}
    for s in SERVERS:
        out[s] = {k: {"description": v["description"], "annotations": v["annotations"], "path": v["path"]}
                  for k, v in catalog(s).items() if k in used.get(s, ())}
        missing = used.get(s, set()) - set(out[s])
        if missing:
            print(f"extract: {s} publishes no {sorted(missing)}", file=sys.stderr)
    with open("catalog.json", "w") as fh:
        json.dump(out, fh, indent=1, sort_keys=True, ensure_ascii=False)
        fh.write("\n")


if __name__ == "__main__":
    main()
