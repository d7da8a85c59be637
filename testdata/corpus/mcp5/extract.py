#!/usr/bin/env python3
"""Builds catalog.json: for each server of the set, each tool's description
(verbatim, first 600 characters) and annotations, read from the server's
source in a git mirror (/work/.mirror/<owner>+<name>/repo at the commit in
provenance.py). Each server has its own reader, written for the way that
server declares its tools. Run: python3 extract.py (reads git only).
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from provenance import SOURCES  # noqa: E402

MIRROR = "/work/.mirror"


def git(server, *args):
    repo = SOURCES[server]["repo"].replace("/", "+")
    return subprocess.check_output(
        ["git", "-C", os.path.join(MIRROR, repo, "repo")] + list(args)
    ).decode("utf-8")


def show(server, path):
    return git(server, "show", "%s:%s" % (SOURCES[server]["commit"], path))


def ls(server, under):
    return git(server, "ls-tree", "-r", "--name-only", SOURCES[server]["commit"], under).split()


def ts_template(text):
    """The value of a JS template literal body (no ${} in the ones read)."""
    assert "${" not in text, text[:80]
    return text.replace("\\`", "`").replace("\\\\", "\\")


def js_string(text):
    """The value of a JS or Go double-quoted string literal body."""
    return json.loads('"' + text + '"')


def py_docstring(doc):
    """What FastMCP publishes for a docstring: inspect.cleandoc."""
    import inspect
    return inspect.cleandoc(doc)


def _literal(node):
    """A Python literal, or a ToolAnnotations(...) call, as a dict/value."""
    import ast
    if isinstance(node, ast.Call):
        return {k.arg: _literal(k.value) for k in node.keywords}
    if isinstance(node, ast.Dict):
        return {_literal(k): _literal(v) for k, v in zip(node.keys, node.values)}
    return ast.literal_eval(node)


def py_tools(server, paths, clean, prefix=None, deco=("tool",)):
    """Tools declared with @X.tool / @X.tool(...) decorators in Python.

    clean: True for the fastmcp package (inspect.getdoc), False for the MCP
    SDK's FastMCP (the raw __doc__). prefix: a function of the path giving
    the mount prefix ("dns_"), or None.
    """
    import ast
    out = {}
    for path in paths:
        src = show(server, path)
        tree = ast.parse(src)
        for fn in ast.walk(tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for d in fn.decorator_list:
                call = d if isinstance(d, ast.Call) else None
                target = d.func if call else d
                if not ((isinstance(target, ast.Attribute) and target.attr in deco) or
                        (isinstance(target, ast.Name) and target.id in deco)):
                    continue
                kw = {k.arg: k.value for k in call.keywords} if call else {}
                name = fn.name
                if call and call.args and isinstance(call.args[0], ast.Constant):
                    name = call.args[0].value
                if "name" in kw:
                    name = _literal(kw["name"])
                if "description" in kw:
                    try:
                        desc = _literal(kw["description"])
                    except ValueError:
                        continue  # built at run time: not copied
                else:
                    doc = ast.get_docstring(fn, clean=False) or ""
                    desc = doc.strip() if clean == "strip" else (py_docstring(doc) if clean else doc)
                ann = _literal(kw["annotations"]) if "annotations" in kw else None
                if prefix:
                    name = prefix(path) + name
                out[name] = (desc, ann)
    return out


# ---- per-server readers -------------------------------------------------

def read_vultr(server):
    src = show(server, "src/mcp_vultr/fastmcp_server.py")
    mounts = dict(re.findall(r'create_(\w+)_mcp\(vultr_client\)\n\s*mcp\.mount\("(\w+)"', src))
    paths = ["src/mcp_vultr/%s.py" % m for m in mounts]
    return py_tools(server, paths, clean=True,
                    prefix=lambda p: mounts[os.path.basename(p)[:-3]] + "_")


def read_last9(server):
    out = {}
    for path in ls(server, "internal/prompts/descriptions"):
        name = os.path.basename(path)[:-3]
        out[name] = (show(server, path), None)
    return out


def read_vantage(server):
    out = {}
    for path in ls(server, "src/tools"):
        if not path.endswith(".ts"):
            continue
        t = show(server, path)
        m = re.search(r'registerTool\(\{\s*name: "([^"]+)"', t)
        if not m:
            continue
        d = re.search(r"const description = `\n?(.*?)`\.trim\(\)", t, re.S)
        a = re.search(r"annotations: \{\s*destructive: (\w+),\s*openWorld: (\w+),\s*readOnly: (\w+),?\s*\}", t)
        if not d or not a:
            continue
        ann = {
            "readOnlyHint": a.group(3) == "true",
            "openWorldHint": a.group(2) == "true",
            "destructiveHint": a.group(1) == "true",
        }
        out[m.group(1)] = (ts_template(d.group(1)).strip(), ann)
    return out


def read_kite(server):
    out = {}
    for path in ls(server, "mcp"):
        if not path.endswith(".go") or path.endswith("_test.go"):
            continue
        t = show(server, path)
        for m in re.finditer(r'mcp\.NewTool\("([^"]+)",[^\n]*\n\s*mcp\.WithDescription\("((?:[^"\\]|\\.)*)"\)', t):
            out[m.group(1)] = (js_string(m.group(2)), None)
    return out


def js_quoted(lit):
    """The value of a JS '...', "..." or `...` literal (with its quotes)."""
    q, body = lit[0], lit[1:-1]
    if q == "`":
        return ts_template(body)
    if q == "'":
        body = body.replace("\\'", "'").replace('"', '\\"')
    return js_string(body)


JS_LIT = r"""('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)"""


def ts_name_desc(server, under, pattern=None):
    """Tools declared as object literals { name: '...', description: ... }."""
    pat = pattern or (r"\bname:\s*" + JS_LIT + r",\s*(?:title:\s*" + JS_LIT + r",\s*)?description:\s*" + JS_LIT)
    out = {}
    for path in ls(server, under):
        if not path.endswith(".ts") or "__tests__" in path or ".test." in path:
            continue
        t = show(server, path)
        for m in re.finditer(pat, t):
            name = js_quoted(m.group(1))
            out[name] = (js_quoted(m.group(3)), None)
    return out


def read_pipedrive(server):
    out = ts_name_desc(server, "src/tools")
    # The other form: { deals_delete: { description: `...`, inputSchema ... } }
    pat = r"\n\s+(?:'([\w/]+)'|(\w+)):\s*\{\s*description:\s*" + JS_LIT
    for path in ls(server, "src/tools"):
        if not path.endswith(".ts") or "__tests__" in path:
            continue
        for m in re.finditer(pat, show(server, path)):
            out[m.group(1) or m.group(2)] = (js_quoted(m.group(3)), None)
    return out


def read_pipefy(server):
    paths = [p for p in ls(server, "src/pipefy_mcp/tools") if p.endswith(".py")]
    return py_tools(server, paths, clean=False)


def read_unifi(server):
    under = "apps/network/src/unifi_network_mcp/tools"
    paths = [p for p in ls(server, under) if p.endswith(".py")]
    return py_tools(server, paths, clean=True)


def read_coinbase(server):
    consts = {}
    t = show(server, "src/server/tools/annotations.ts")
    for m in re.finditer(r"export const (\w+): ToolAnnotations = \{(.*?)\};", t, re.S):
        consts[m.group(1)] = {k: v == "true" for k, v in re.findall(r"(\w+): (true|false)", m.group(2))}
    out = {}
    lit_sum = JS_LIT + r"(?:\s*\+\s*" + JS_LIT + r")*"
    pat = (r"registerTool\(\s*" + JS_LIT + r",\s*\{\s*title:\s*" + JS_LIT +
           r",\s*description:\s*(" + lit_sum + r"),\s*inputSchema:[^\n]*\n\s*annotations:\s*(\w+)")
    for path in ls(server, "src/server/tools"):
        if not path.endswith("Registry.ts"):
            continue
        for m in re.finditer(pat, show(server, path)):
            parts = re.findall(JS_LIT, m.group(3))
            desc = "".join(js_quoted(p) for p in parts)
            out[js_quoted(m.group(1))] = (desc, consts[m.group(m.lastindex)])
    return out


LIT_SUM = JS_LIT + r"(?:\s*\+\s*" + JS_LIT + r")*"


def js_sum(text, consts):
    """The value of "a" + `b ${C}` + 'c', with ${C} from the file's consts."""
    out = []
    for part in re.findall(JS_LIT, text):
        if part[0] == "`":
            body = re.sub(r"\$\{(\w+)\}", lambda m: consts[m.group(1)], part[1:-1])
            out.append(body.replace("\\`", "`"))
        else:
            out.append(js_quoted(part))
    return "".join(out)


def file_consts(t):
    out = {}
    for m in re.finditer(r"const (\w+)\s*=\s*" + JS_LIT + r";", t):
        if "${" not in m.group(2):
            out[m.group(1)] = js_quoted(m.group(2))
    return out


def ts_annotations(block):
    m = re.search(r"annotations:\s*\{([^}]*)\}", block)
    if not m:
        return None
    ann = {}
    for k, v in re.findall(r"(\w+):\s*(true|false|(?:" + JS_LIT[1:-1] + r"))", m.group(1)):
        ann[k] = v == "true" if v in ("true", "false") else js_quoted(v)
    return ann


def ts_tools(server, paths):
    """server.tool("name", "desc", ...) and registerTool("name", {title,
    description, ..., annotations: {...}}) in TypeScript."""
    out = {}
    for path in paths:
        t = show(server, path)
        consts = file_consts(t)
        starts = [m.start() for m in re.finditer(r"\.(?:tool|registerTool)\(", t)] + [len(t)]
        for a, b in zip(starts, starts[1:]):
            block = t[a:b]
            m = re.match(r"\.tool\(\s*" + JS_LIT + r",\s*(" + LIT_SUM + r")\s*,", block)
            if m:
                ann = None
                am = re.search(r"\{\s*((?:readOnlyHint|destructiveHint|idempotentHint|openWorldHint)\s*:[^}]*)\}", block)
                if am:
                    ann = {k: v == "true" for k, v in re.findall(r"(\w+):\s*(true|false)", am.group(1))}
                out[js_quoted(m.group(1))] = (js_sum(m.group(2), consts), ann)
                continue
            m = re.match(r"\.registerTool\(\s*" + JS_LIT + r",\s*\{\s*(?:title:\s*" + JS_LIT +
                         r",\s*)?description:\s*(" + LIT_SUM + r")\s*,", block)
            if m:
                out[js_quoted(m.group(1))] = (js_sum(m.group(3), consts), ts_annotations(block))
    return out


def ts_files(server, under):
    return [p for p in ls(server, under) if p.endswith(".ts") and ".test." not in p and ".spec." not in p]


def read_growthbook(server):
    return ts_tools(server, ["src/tools.ts"])


def read_rollbar(server):
    return ts_tools(server, ts_files(server, "src/tools"))


def read_smartsheet(server):
    return ts_tools(server, ts_files(server, "src/tools"))


def read_astra(server):
    return ts_name_desc(server, "tools.ts")


def read_metasploit(server):
    return py_tools(server, ["MetasploitMCP.py"], clean=False)


def read_kagi(server):
    return py_tools(server, ["src/kagimcp/server.py"], clean=False)


GO_LIT = r'("(?:[^"\\\n]|\\.)*"|`[^`]*`)'


def go_str(lit):
    return lit[1:-1] if lit[0] == "`" else js_string(lit[1:-1])


def go_call_block(t, start):
    """The text of a call from its '(' at t[start] to the matching ')'."""
    depth, i = 0, start
    while i < len(t):
        ch = t[i]
        if ch in "\"`":
            m = re.compile(GO_LIT).match(t, i)
            i = m.end()
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return t[start:i + 1]
        i += 1
    raise ValueError("unbalanced")


GO_HINTS = [("ReadOnly", "readOnlyHint"), ("Destructive", "destructiveHint"),
            ("Idempotent", "idempotentHint"), ("OpenWorld", "openWorldHint")]


def go_tools(server, paths):
    """mark3labs/mcp-go: mcp.NewTool("name" or Const, mcp.WithDescription(
    "..." or Const), mcp.With*HintAnnotation(bool), mcp.WithTitleAnnotation(..)).
    Constants are those of the files read (one package)."""
    texts = [show(server, p) for p in paths]
    consts = {}
    for t in texts:
        for m in re.finditer(r"\b(\w+)\s*=\s*(" + GO_LIT + r"(?:\s*\+\s*" + GO_LIT + r")*)", t):
            consts[m.group(1)] = "".join(go_str(p) for p in re.findall(GO_LIT, m.group(2)))

    def value(expr):
        expr = expr.strip()
        if expr and expr[0] in "\"`":
            return "".join(go_str(p) for p in re.findall(GO_LIT, expr))
        return consts[expr]

    out = {}
    for t in texts:
        for m in re.finditer(r"mcp\.NewTool\(", t):
            block = go_call_block(t, m.end() - 1)
            nm = re.match(r"\(\s*(" + GO_LIT + r"|\w+)\s*,", block)
            if not nm:
                continue
            d = re.search(r"mcp\.WithDescription\(\s*((?:" + GO_LIT + r"|\w+)(?:\s*\+\s*(?:" + GO_LIT + r"|\w+))*)\s*\)", block)
            if not d:
                continue
            try:
                name = value(nm.group(1))
                desc = "".join(value(p.group(0)) for p in re.finditer(GO_LIT + r"|\w+", d.group(1)))
            except KeyError:
                continue
            ann = {}
            tm = re.search(r"mcp\.WithTitleAnnotation\(\s*(" + GO_LIT + r"|\w+)\s*\)", block)
            if tm:
                ann["title"] = value(tm.group(1))
            for go, key in GO_HINTS:
                hm = re.search(r"mcp\.With" + go + r"HintAnnotation\(\s*(true|false)\s*\)", block)
                if hm:
                    ann[key] = hm.group(1) == "true"
            out[name] = (desc, ann or None)
    return out


def go_files(server, under):
    return [p for p in ls(server, under) if p.endswith(".go") and not p.endswith("_test.go")]


def read_bitrise(server):
    return go_tools(server, go_files(server, "internal/tool"))


def read_dolt(server):
    return go_tools(server, go_files(server, "mcp/pkg/tools"))


def read_freshservice(server):
    return py_tools(server, ["src/freshservice_mcp/server.py"], clean=False)


def read_perplexity(server):
    return ts_tools(server, ["src/server.ts"])


def read_mobile(server):
    """tool("name", "title", "description", {schema}, {annotations}, cb)."""
    t = show(server, "src/server.ts")
    consts = file_consts(t)
    out = {}
    starts = [m.start() for m in re.finditer(r"\n\s*tool\(", t)] + [len(t)]
    for a, b in zip(starts, starts[1:]):
        block = t[a:b]
        m = re.match(r"\n\s*tool\(\s*" + JS_LIT + r",\s*" + JS_LIT + r",\s*(" + LIT_SUM + r")\s*,", block)
        if not m:
            continue
        am = re.search(r"\{\s*(readOnlyHint:[^}]*)\}", block)
        ann = None
        if am:
            ann = {k: v == "true" for k, v in re.findall(r"(\w+):\s*(true|false)", am.group(1))}
        out[js_quoted(m.group(1))] = (js_sum(m.group(3), consts), ann)
    return out


def read_miro(server):
    return ts_name_desc(server, "src/index.ts")


def read_sendgrid(server):
    return ts_name_desc(server, "src/tools")


def read_strava(server):
    return ts_name_desc(server, "src/tools")


def read_servicenow(server):
    """utils/tool_utils.py: {"name": (impl, Params, ret, "description", ser)}."""
    import ast
    tree = ast.parse(show(server, "src/servicenow_mcp/utils/tool_utils.py"))
    out = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Dict):
            continue
        for k, v in zip(node.keys, node.values):
            if (isinstance(k, ast.Constant) and isinstance(v, ast.Tuple) and len(v.elts) == 5
                    and isinstance(v.elts[3], ast.Constant) and isinstance(v.elts[3].value, str)):
                out[k.value] = (v.elts[3].value, None)
    return out


def read_ida(server):
    under = "src/ida_pro_mcp/ida_mcp"
    paths = [p for p in ls(server, under) if re.match(under + r"/api_\w+\.py$", p)]
    return py_tools(server, paths, clean="strip", deco=("tool",))


def read_yugabyte(server):
    """server.py registers tools.py functions with annotations={**_ro, "title": ...}."""
    import ast
    srv = show(server, "src/yugabytedb_mcp_server/server.py")
    bases = {m.group(1): ast.literal_eval(m.group(2))
             for m in re.finditer(r"(_\w+) = (\{[^}]*\})", srv)}
    regs = re.findall(r"self\.mcp\.tool\(\s*(\w+),\s*annotations=\{\*\*(_\w+), \"title\": (\"[^\"]*\")\}", srv)
    tree = ast.parse(show(server, "src/yugabytedb_mcp_server/tools.py"))
    docs = {f.name: ast.get_docstring(f, clean=True) for f in tree.body if isinstance(f, ast.FunctionDef)}
    out = {}
    for fn, base, title in regs:
        ann = dict(bases[base])
        ann["title"] = json.loads(title)
        out[fn] = (docs[fn], ann)
    return out


def read_spotify(server):
    """types.Tool(name="Spotify" + cls.__name__, description=cls.__doc__)."""
    import ast
    tree = ast.parse(show(server, "src/spotify_mcp/server.py"))
    out = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and any(getattr(b, "id", "") == "ToolModel" for b in node.bases):
            out["Spotify" + node.name] = (ast.get_docstring(node, clean=False), None)
    return out


def read_zabbix(server):
    return py_tools(server, ["src/zabbix_mcp_server.py"], clean=True)


def read_netbox(server):
    return py_tools(server, ["src/netbox_mcp_server/server.py"], clean=True)


def read_redmine(server):
    """MCP SDK FastMCP (raw __doc__); redmine_request's description is
    '''...{}'''.format(REDMINE_REQUEST_INSTRUCTIONS).strip(), and that
    constant is "" unless an environment variable names a file."""
    import ast
    path = "mcp_redmine/server.py"
    out = py_tools(server, [path], clean=False)
    tree = ast.parse(show(server, path))
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef) and fn.name == "redmine_request":
            call = fn.decorator_list[0]
            d = [k.value for k in call.keywords if k.arg == "description"][0]
            # d is Call(Attribute(Call(Attribute(Constant, 'format'), [Name]), 'strip'))
            template = d.func.value.func.value.value
            out["redmine_request"] = (template.format("").strip(), None)
    return out


def ts_no_description(server, under):
    """server.tool("name", {schema}, cb): published without a description."""
    out = {}
    for path in ts_files(server, under):
        for m in re.finditer(r"\.tool\(\s*" + JS_LIT + r",\s*(?:\{|\w+,)", show(server, path)):
            out[js_quoted(m.group(1))] = ("", None)
    return out


def read_ghost(server):
    return ts_no_description(server, "src/tools")


def read_paperless(server):
    return ts_no_description(server, "src/tools")


def read_mikrotik(server):
    """@mcp.tool(name="x", annotations=annotate(PRESET, "Title")) with the
    presets of app.py (snake_case ToolAnnotations, published camelCase,
    unset fields left out); description: the docstring (inspect.cleandoc)."""
    import ast
    app = show(server, "src/mcp_mikrotik/app.py")
    camel = {"read_only_hint": "readOnlyHint", "destructive_hint": "destructiveHint",
             "idempotent_hint": "idempotentHint", "open_world_hint": "openWorldHint"}
    presets = {}
    for m in re.finditer(r"^(\w+) = ToolAnnotations\(([^)]*)\)", app, re.M):
        presets[m.group(1)] = {camel[k]: v == "True" for k, v in re.findall(r"(\w+)=(True|False)", m.group(2))}
    out = {}
    for path in [p for p in ls(server, "src/mcp_mikrotik/scope") if p.endswith(".py")]:
        tree = ast.parse(show(server, path))
        for fn in ast.walk(tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for d in fn.decorator_list:
                if not (isinstance(d, ast.Call) and getattr(d.func, "attr", "") == "tool"):
                    continue
                kw = {k.arg: k.value for k in d.keywords}
                ann = None
                a = kw.get("annotations")
                if isinstance(a, ast.Call) and getattr(a.func, "id", "") == "annotate":
                    ann = {"title": a.args[1].value}
                    ann.update(presets[a.args[0].id])
                name = kw["name"].value if "name" in kw else fn.name
                out[name] = (py_docstring(ast.get_docstring(fn, clean=False) or ""), ann)
    return out


def read_knock(server):
    """KnockTool({method, name, description}); the MCP adapter publishes
    tool.method with tool.description (the raw template literal)."""
    pat = r"KnockTool\(\{\s*method:\s*" + JS_LIT + r",\s*name:\s*" + JS_LIT + r",\s*description:\s*" + JS_LIT
    out = {}
    for path in ts_files(server, "src/lib/tools"):
        for m in re.finditer(pat, show(server, path)):
            try:
                out[js_quoted(m.group(1))] = (js_quoted(m.group(3)), None)
            except AssertionError:
                continue  # built with ${...} at run time: not copied
    return out


def read_calcom(server):
    """src/tools.ts entries {description, method, name, url}; index.ts
    publishes name.split("_").slice(-1)[0]."""
    t = show(server, "src/tools.ts")
    pat = r"\n  \{\n    description: " + JS_LIT + r",\n    method: \"(\w+)\",\n    name: " + JS_LIT + r",\n    url: " + JS_LIT
    out = {}
    for m in re.finditer(pat, t):
        name = js_quoted(m.group(3)).split("_")[-1]
        out[name] = (js_quoted(m.group(1)), None)
    return out


def read_vscode(server):
    return ts_tools(server, ts_files(server, "src/tools"))


def read_obs(server):
    return ts_tools(server, ts_files(server, "src/tools"))


def read_anki(server):
    return ts_name_desc(server, "index.ts")


def read_mapbox(server):
    """class fields: name = '...'; description = ...; annotations = {...}."""
    out = {}
    pat = (r"\bname = " + JS_LIT + r";\s*description =\s*(" + LIT_SUM + r");\s*annotations = \{(?P<ann>[^}]*)\}")
    for path in ts_files(server, "src/tools"):
        t = show(server, path)
        consts = file_consts(t)
        for m in re.finditer(pat, t):
            ann = {}
            for k, v in re.findall(r"(\w+):\s*(true|false|(?:" + JS_LIT[1:-1] + r"))", m.group("ann")):
                ann[k] = v == "true" if v in ("true", "false") else js_quoted(v)
            out[js_quoted(m.group(1))] = (js_sum(m.group(2), consts), ann)
    return out


def read_greptime(server):
    return py_tools(server, ["src/greptimedb_mcp_server/server.py"], clean=False)


def read_singlestore(server):
    """tools.py lists {"func": f} (name = func name unless "name" given);
    registery.py registers mcp.tool(name=..., description=func.__doc__)."""
    import ast
    names = {}
    for m in re.finditer(r'\{\s*"func": (\w+)(?:,\s*"name": "(\w+)")?', show(server, "src/api/tools/tools.py")):
        names[m.group(1)] = m.group(2) or m.group(1)
    out = {}
    for path in [p for p in ls(server, "src/api/tools") if p.endswith(".py")]:
        tree = ast.parse(show(server, path))
        for fn in tree.body:
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and fn.name in names:
                doc = ast.get_docstring(fn, clean=False)
                if doc is not None:
                    out[names[fn.name]] = (doc, None)
    return out


READERS = {
    "singlestore": read_singlestore,
    "greptime": read_greptime,
    "mapbox": read_mapbox,
    "obs": read_obs,
    "anki": read_anki,
    "vscode": read_vscode,
    "calcom": read_calcom,
    "knock": read_knock,
    "zabbix": read_zabbix,
    "netbox": read_netbox,
    "redmine": read_redmine,
    "ghost": read_ghost,
    "paperless": read_paperless,
    "mikrotik": read_mikrotik,
    "spotify": read_spotify,
    "yugabyte": read_yugabyte,
    "ida": read_ida,
    "servicenow": read_servicenow,
    "freshservice": read_freshservice,
    "perplexity": read_perplexity,
    "mobile": read_mobile,
    "miro": read_miro,
    "sendgrid": read_sendgrid,
    "strava": read_strava,
    "dolt": read_dolt,
    "bitrise": read_bitrise,
    "growthbook": read_growthbook,
    "rollbar": read_rollbar,
    "smartsheet": read_smartsheet,
    "astra": read_astra,
    "metasploit": read_metasploit,
    "kagi": read_kagi,
    "unifi": read_unifi,
    "coinbase": read_coinbase,
    "pipedrive": read_pipedrive,
    "pipefy": read_pipefy,
    "vultr": read_vultr,
    "last9": read_last9,
    "vantage": read_vantage,
    "kite": read_kite,
}


def main():
    catalog = {}
    for server, reader in READERS.items():
        catalog[server] = {}
        for tool, (desc, ann) in sorted(reader(server).items()):
            catalog[server][tool] = {"description": desc[:600], "annotations": ann}
    with open(os.path.join(HERE, "catalog.json"), "w") as f:
        json.dump(catalog, f, indent=1, ensure_ascii=False, sort_keys=True)
        f.write("\n")
    for server in catalog:
        print(server, len(catalog[server]))


if __name__ == "__main__":
    main()
