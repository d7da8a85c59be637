#!/usr/bin/env python3
"""Read MCP servers' tool catalogs from their source at a pinned commit.

Usage:
  python3 extract.py                 # write catalog.json for the tools the call tables use
  python3 extract.py --survey NAME   # print every tool found for one server

A tool is found at a declaration anchor and its description is the string
literal (or concatenation of literals) the source gives it:
  - TS/JS  server.tool("name", "description", ...)
  - TS/JS  registerTool("name", { ..., description: "...", annotations: {...} })
  - TS/JS/Python objects and dicts: name: "x" ... description: "..."
  - Python @mcp.tool(...) / @server.tool(...) decorators: name= and
    description= keywords, else the function name and its docstring.
Annotation hints (readOnlyHint, destructiveHint, idempotentHint,
openWorldHint) and an annotations title are read as literals between the
anchor and the next anchor in the same file.
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

SKIP = re.compile(r'(^|/)(tests?|__tests__|spec|specs|examples?|scripts?|docs?|e2e|build|dist)(/|$)|\.(test|spec)\.')


def git(mirror, *args):
    return subprocess.run(['git', '-C', mirror] + list(args), check=True,
                          capture_output=True).stdout.decode('utf-8', 'replace')


def files_for(s):
    names = git(s['mirror'], 'ls-tree', '-r', '--name-only', s['commit']).splitlines()
    out = []
    for n in names:
        if SKIP.search(n):
            continue
        if any(fnmatch.fnmatch(n, g) for g in s['paths']):
            out.append(n)
    return sorted(out)


STR = r'''("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|"""(?:.|\n)*?"""|\'\'\'(?:.|\n)*?\'\'\')'''
STR_RE = re.compile(STR)


def unquote(tok):
    if tok.startswith('"""') or tok.startswith("'''"):
        return tok[3:-3]
    body = tok[1:-1]
    if tok[0] == '`' and '${' in body:
        raise ValueError('template with substitutions')
    return ESC_RE.sub(lambda m: ESC.get(m.group(1), '') if len(m.group(1)) == 1 else chr(int(m.group(1)[1:], 16)), body)


ESC = {'n': '\n', 't': '\t', 'r': '\r', '"': '"', "'": "'", '\\': '\\', '`': '`', '$': '$', '\n': ''}
ESC_RE = re.compile(r'\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.|\n)')


def literal_at(text, pos):
    """Read a string literal, or literals joined by + (JS) or juxtaposition
    inside parentheses (Python), starting at pos (after whitespace).
    Returns (value, end) or (None, pos)."""
    i = pos
    n = len(text)
    while i < n and text[i] in ' \t\r\n':
        i += 1
    paren = False
    if i < n and text[i] == '(':
        paren = True
        i += 1
    parts = []
    while True:
        while i < n and text[i] in ' \t\r\n':
            i += 1
        m = STR_RE.match(text, i)
        if not m:
            break
        tok = m.group(0)
        # Python prefixes are not handled; f-strings are skipped by caller
        try:
            parts.append(unquote(tok))
        except ValueError:
            return None, pos
        i = m.end()
        j = i
        while j < n and text[j] in ' \t\r\n':
            j += 1
        if j < n and text[j] == '+':
            i = j + 1
            continue
        if j < n and (text[j] in '"\'`') and paren:
            i = j
            continue
        # python implicit concatenation without parens on continued lines is rare
        break
    if not parts:
        return None, pos
    if paren:
        while i < n and text[i] in ' \t\r\n':
            i += 1
        if i < n and text[i] == ')':
            i += 1
    return ''.join(parts), i


HINTS = ('readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint')
HINT_RE = re.compile(r'\b(readOnlyHint|destructiveHint|idempotentHint|openWorldHint|read_only_hint|destructive_hint|idempotent_hint|open_world_hint)\s*[:=]\s*(true|false|True|False)\b')
SNAKE = {'read_only_hint': 'readOnlyHint', 'destructive_hint': 'destructiveHint',
         'idempotent_hint': 'idempotentHint', 'open_world_hint': 'openWorldHint'}


def annotations(seg):
    ann = {}
    for m in HINT_RE.finditer(seg):
        k = SNAKE.get(m.group(1), m.group(1))
        ann[k] = m.group(2) in ('true', 'True')
    am = re.search(r'annotations\s*[:=]\s*(?:\{|ToolAnnotations\(|dict\()', seg)
    if am:
        tm = re.search(r'\btitle\s*[:=]\s*', seg[am.end():am.end() + 600])
        if tm:
            v, _ = literal_at(seg, am.end() + tm.end())
            if v is not None:
                ann['title'] = v
    return ann or None


def find_tools_text(text, path):
    """Yield (name, description, start) for tool declarations in one file."""
    found = []
    py = path.endswith('.py')
    # server.tool("name", "desc"  /  registerTool("name", {...description:
    for m in re.finditer(r'\.(tool|registerTool|addTool|add_tool)\(\s*', text):
        name, end = literal_at(text, m.end())
        if name is None or not re.fullmatch(r'[A-Za-z0-9_.\-]+', name):
            continue
        k = end
        while k < len(text) and text[k] in ' \t\r\n,':
            k += 1
        desc, _ = literal_at(text, k)
        if desc is None:
            dm = re.compile(r'\bdescription\s*:\s*').search(text, k, k + 4000)
            if dm and not re.search(r'\.(tool|registerTool)\(', text[k:dm.start()]):
                desc, _ = literal_at(text, dm.end())
        if desc is not None:
            found.append((name, desc, m.start()))
    # objects/dicts: name: "x" ... description: "..."
    for m in re.finditer(r'''(?:\bname\s*[:=]\s*|["']name["']\s*:\s*)''', text):
        name, end = literal_at(text, m.end())
        if name is None or not re.fullmatch(r'[a-z][A-Za-z0-9_\-]*', name):
            continue
        dm = re.compile(r'''(?:\bdescription\s*[:=]\s*|["']description["']\s*:\s*)''').search(text, end, end + 1500)
        if not dm:
            continue
        between = text[end:dm.start()]
        if re.search(r'''\bname\s*[:=]|["']name["']\s*:''', between):
            continue
        desc, _ = literal_at(text, dm.end())
        if desc is not None and not any(f[2] <= m.start() <= f[2] + 200 and f[0] == name for f in found):
            found.append((name, desc, m.start()))
    if py:
        for m in re.finditer(r'@(?:\w+\.)*tool\s*(\((?:[^()]|\([^()]*\))*\))?\s*\n(?:\s*@[^\n]*\n)*\s*(?:async\s+)?def\s+(\w+)\s*\(', text):
            args = m.group(1) or ''
            fname = m.group(2)
            nm = re.search(r'\bname\s*=\s*', args)
            name = fname
            if nm:
                v, _ = literal_at(args, nm.end())
                if v:
                    name = v
            dm = re.search(r'\bdescription\s*=\s*', args)
            desc = None
            if dm:
                desc, _ = literal_at(args, dm.end())
            if desc is None:
                # docstring after the signature
                sig_end = text.find(':\n', m.end())
                dsm = re.compile(r'\s*(r?)("""(?:.|\n)*?"""|\'\'\'(?:.|\n)*?\'\'\')').match(text, sig_end + 2)
                if dsm:
                    desc = inspect.cleandoc(dsm.group(2)[3:-3])
            if desc is not None:
                found.append((name, desc, m.start()))
    if path.endswith('.go'):
        for m in re.finditer(r'mcp\.NewTool\(\s*', text):
            name, end = literal_at(text, m.end())
            if name is None:
                continue
            dm = re.compile(r'mcp\.WithDescription\(\s*').search(text, end, end + 3000)
            if dm and 'mcp.NewTool(' not in text[end:dm.start()]:
                desc, _ = literal_at(text, dm.end())
                if desc is not None:
                    found.append((name, desc, m.start()))
    if py and REGISTERED:
        for m in re.finditer(r'^(?:async\s+)?def\s+(\w+)\s*\(', text, re.M):
            if m.group(1) not in REGISTERED:
                continue
            sig_end = text.find(':\n', m.end())
            dsm = re.compile(r'\s*(r?)("""(?:.|\n)*?"""|\'\'\'(?:.|\n)*?\'\'\')').match(text, sig_end + 2)
            if dsm and not any(f[0] == m.group(1) for f in found):
                found.append((m.group(1), inspect.cleandoc(dsm.group(2)[3:-3]), m.start()))
    found.sort(key=lambda f: f[2])
    return found


# Python functions registered as tools by a call such as mcp.tool()(fn)
REGISTERED = set()

ANCHOR_RE = re.compile(r'\.(?:tool|registerTool|addTool|add_tool)\(|mcp\.NewTool\(|@(?:\w+\.)*tool\b')


def catalog_for(s):
    tools = {}
    texts = {p: git(s['mirror'], 'show', f"{s['commit']}:{p}") for p in files_for(s)}
    REGISTERED.clear()
    for t in texts.values():
        REGISTERED.update(re.findall(r'\.tool\(\s*\)\(\s*(\w+)\s*\)', t))
    for path, text in texts.items():
        found = find_tools_text(text, path)
        # a declaration whose description is not a literal is not a tool
        # here, but it still ends the segment of the tool before it
        calls = [m.start() for m in ANCHOR_RE.finditer(text)]
        for idx, (name, desc, start) in enumerate(found):
            end = found[idx + 1][2] if idx + 1 < len(found) else len(text)
            later = [c for c in calls if start + 1 < c < end]
            if later:
                end = later[0]
            seg = text[start:end]
            if name in tools:
                continue
            tools[name] = {'description': desc[:600], 'annotations': annotations(seg), 'path': path,
                           'args': argnames(seg)}
    return tools


def argnames(seg):
    """Argument names seen in a declaration's segment (for the survey only)."""
    names = re.findall(r'\b(\w+)\s*:\s*z\s*\.', seg)
    names += re.findall(r"\b(\w+)\s*:\s*(?:Uuid|BulkIds)\b", seg)
    names += re.findall(r'\b(\w+)\s*:\s*\{\s*type\s*:', seg)
    names += re.findall(r'["\'](\w+)["\']\s*:\s*\{\s*["\']type["\']', seg)
    names += re.findall(r'mcp\.With(?:String|Number|Boolean|Array|Object)\(\s*"(\w+)"', seg)
    m = re.search(r'def\s+\w+\s*\(([^)]*)\)', seg)
    if m:
        for a in m.group(1).split(','):
            a = a.strip().split(':')[0].split('=')[0].strip()
            if a and a not in ('self', 'ctx', '*'):
                names.append(a)
    out = []
    for n in names:
        if n not in out and n not in ('type', 'description'):
            out.append(n)
    return out


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == '--survey':
        s = SERVERS[sys.argv[2]]
        for name, t in sorted(catalog_for(s).items()):
            ann = t['annotations']
            print(f"{name}({','.join(t['args'])}) {json.dumps(ann) if ann else ''} :: {t['description'][:140]!r}")
        return
    from calls import CALLS
    used = {}
    for server, tool, *_ in CALLS:
        used.setdefault(server, set()).add(tool)
    out = {}
    for server in sorted(used):
        cat = catalog_for(SERVERS[server])
        out[server] = {}
        for tool in sorted(used[server]):
            if tool not in cat:
                sys.exit(f'{server}: tool {tool} not found in source')
            out[server][tool] = {k: v for k, v in cat[tool].items() if k != 'args'}
    with open(os.path.join(HERE, 'catalog.json'), 'w') as f:
        json.dump(out, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write('\n')
    print(f'{sum(len(v) for v in out.values())} tools from {len(out)} servers')


if __name__ == '__main__':
    main()
