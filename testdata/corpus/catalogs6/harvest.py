"""Harvest the tool names of the used MCP servers' catalogs (mcp-fix6).

Reads every source file of each repository mirrored under /work/.mirror
whose owner+name is in allowed.json (the repositories of
mcp-used-servers.md, and no other: a server not on that list may be in a
blind set), and writes the names its tool-definition patterns find to
names.json, one list per repository. The patterns are loose: the list
holds some names that are not tools (test fixtures, registration
functions); it is material for reading verbs and objects, not a set.
"""
import subprocess, re, os, sys, json
pats = [
 r'NewTool\(\s*"([A-Za-z0-9_\-\.]+)"',
 r'\.tool\(\s*["\']([A-Za-z0-9_\-\.]+)["\']',
 r'registerTool\(\s*["\']([A-Za-z0-9_\-\.]+)["\']',
 r'Tool\(\s*name\s*=\s*["\']([A-Za-z0-9_\-\.]+)["\']',
 r'^\s*(?:name|method|toolName)\s*:\s*["\']([a-z][A-Za-z0-9_\-\.]+)["\']',
 r'Name:\s*"([a-z][a-z0-9]*[_\-][a-z0-9_\-]+)"',
 r'\(\s*\w+,\s*"([a-z][a-z0-9]*_[a-z0-9_]+)",\s*"',
 r'Name\s*=\s*"([a-z][a-z0-9]*[_\-][a-z0-9_\-]+)"',
 r'\bname\s*=\s*["\']([a-z][a-z0-9]*[_\-][a-z0-9_\-]+)["\']',
 r'@(?:mcp|server|app)\.tool\([^)]*name\s*=\s*["\']([A-Za-z0-9_\-]+)["\']',
]
defpat = re.compile(r'@(?:mcp|server|app|\w+)\.tool\b[^\n]*\n(?:\s*@[^\n]*\n)*\s*(?:async\s+)?def\s+([a-z_][a-z0-9_]*)')
out = {}
allowed=set(json.load(open('allowed.json')))
for d in sorted(os.listdir('/work/.mirror')):
    if d not in allowed: continue
    g = f'/work/.mirror/{d}/repo'
    if not os.path.isdir(g): continue
    try:
        files = subprocess.run(['git','--git-dir',g,'ls-tree','-r','--name-only','HEAD'],capture_output=True,text=True).stdout.split('\n')
    except Exception: continue
    files = [f for f in files if re.search(r'\.(ts|js|py|go|cs|java|rs)$', f) and not re.search(r'(test|spec|mock|example|node_modules|dist/|\.d\.ts)', f, re.I)]
    names = set()
    for f in files:
        txt = subprocess.run(['git','--git-dir',g,'show','HEAD:'+f],capture_output=True,text=True,errors='replace').stdout
        if 'tool' not in txt.lower(): continue
        for p in pats:
            for m in re.finditer(p, txt, re.M):
                names.add(m.group(1))
        if '/tools/' in '/'+f or 'tools.py' in f:
            names.update(m.group(1) for m in re.finditer(r'^(?:async\s+)?def ([a-z][a-z0-9]*_[a-z0-9_]+)\(', txt, re.M))
        for m in defpat.finditer(txt):
            names.add(m.group(1))
    out[d] = sorted(names)
    print(d, len(names), file=sys.stderr)
json.dump(out, open('names.json','w'), indent=1)
