#!/usr/bin/env python3
"""Builds catalog.json for set mcp11: for each server, each tool's published
name, its description (verbatim, first 600 characters) and its annotations,
read mechanically from the server's source in the git mirror
(/work/.mirror/<owner>+<name>/repo) at the commit in provenance.py.

Readers by declaration style (provenance.py names each server's style):
  py      Python functions decorated with `.tool(...)` (FastMCP and kin);
          name from name=, else the function name; description from
          description=, else the docstring (raw __doc__ for the MCP SDK's
          FastMCP, inspect.cleandoc for the fastmcp package: docmode);
          annotations from annotations= (dict or ToolAnnotations(...)).
  ts_tool server.tool("name", "description", ...) in TypeScript/JS.
  ts_obj  object literals { name: "x", description: "..." } and
          registerTool("x", { description: "..." }); annotations from an
          `annotations: {...}` literal inside the same object.
  go      mcp.NewTool("name", mcp.WithDescription("..."), ...) (mcp-go),
          annotations from the With*HintAnnotation / WithTitleAnnotation
          options of the same call.
  py_Tool          Python Tool(name=..., description=...) objects returned
                   by a low-level list_tools handler (arXiv, Apache Doris).
  py_from_function fastmcp add_tool(Tool.from_function(fn)): fn's docstring
                   (Databend).
  ts_keyed         `name: tool({ description: ... })` maps (Upstash).
  ts_module        one tool a module: `export const method`, `description`,
                   `annotations` (Postman).
  go_register      RegisterTool("name", "description", handler) (Kafka).
  rust_tool        rmcp #[tool(description = "...")] on `fn name` (Lago).
The `go` reader also resolves a name given as a constant (`XToolName =
"x"`, Forgejo); the `py` reader also takes Wikipedia's register_tool("x")
decorator, whose annotations are the module's _READ_ONLY_TOOL_ANNOTATIONS,
and a description given as a module-level string constant; the `ts_obj`
reader also takes quoted keys ("name": ..., Hostinger) and defineTool
(Directus).
This is set mcp8's extractor (mcp7's, whose `go` reader mcp8 taught a hint
given as `&[]bool{true}[0]` inside mcp.ToolAnnotation{...}); for mcp9 it
also has a `kotlin_burp` reader: Burp Suite's mcpTool<Input>("description")
and mcpPaginatedTool<Input>("description"), the name being the input
class's name in lower snake case as McpTool.kt's toLowerSnakeCase() makes
it, and mcpTool("name", "description").
A description that is not a literal (a variable, an f-string, a template
with ${...}) is not read; such tools are left out of the catalog.
The commit read is provenance.py's `commit`.
This copy is mcp10's, used unchanged for set mcp11 (no new reader was
needed: every server of mcp11 declares its tools in a style below).
For mcp10 three readers were added: `py_kw` (Python tool classes
whose constructor calls super().__init__(name="x", description="...",
annotations=Annotations(...)): Port), `go_raw`
(mcp.NewToolWithRawSchema("name", "description", schema): OSV) and
`ts_obj_const` (ts_obj where the name is a member of a constant object in
the same file, `name: TOOL_NAMES.BROWSER.NAVIGATE`: YepCode, Chrome MCP);
the `py_Tool` reader takes the accepted call names as a parameter.
Run: python3 extract.py (reads git only, writes catalog.json).
"""
import ast
import fnmatch
import inspect
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


def commit(server):
    """The commit read: provenance.py's `commit`, else the mirror's HEAD."""
    src = SOURCES[server]
    if "commit" not in src:
        src["commit"] = git(server, "rev-parse", "HEAD").strip()
    return src["commit"]


def files(server):
    src = SOURCES[server]
    names = git(server, "ls-tree", "-r", "--name-only", commit(server)).split("\n")
    out = []
    for n in names:
        if any(fnmatch.fnmatch(n, p) for p in src["paths"]):
            if not any(fnmatch.fnmatch(n, p) for p in src.get("exclude", [])):
                out.append(n)
    return out


def show(server, path):
    return git(server, "show", "%s:%s" % (commit(server), path))


# ---- string expressions in TS/JS/Go: literals joined with + ----

def _lit(text, i):
    """Parse one string literal at text[i]; return (value, end) or None."""
    q = text[i]
    if q not in "\"'`":
        return None
    j = i + 1
    buf = []
    while j < len(text):
        c = text[j]
        if c == "\\":
            buf.append(text[j:j + 2])
            j += 2
            continue
        if c == q:
            raw = "".join(buf)
            if q == "`":
                if "${" in raw:
                    return None
                val = raw.replace("\\`", "`").replace("\\$", "$").replace("\\\\", "\\")
            elif q == "'":
                val = json.loads('"' + raw.replace('"', '\\"').replace("\\'", "'") + '"')
            else:
                val = json.loads('"' + raw + '"')
            return val, j + 1
        if c == "\n" and q != "`":
            return None
        buf.append(c)
        j += 1
    return None


def strexpr(text, i):
    """A + concatenation of string literals starting at text[i] (after spaces)."""
    parts = []
    while True:
        while i < len(text) and text[i] in " \t\r\n":
            i += 1
        r = _lit(text, i) if i < len(text) else None
        if r is None:
            return None
        parts.append(r[0])
        i = r[1]
        k = i
        while k < len(text) and text[k] in " \t\r\n":
            k += 1
        if k < len(text) and text[k] == "+":
            i = k + 1
            continue
        # a trailing .trim() is applied as JS would
        if text.startswith(".trim()", k):
            return "".join(parts).strip(), k + 7
        return "".join(parts), i


def _balanced(text, i, open_c="{", close_c="}"):
    """End index of the balanced block starting at text[i] == open_c."""
    depth = 0
    j = i
    while j < len(text):
        c = text[j]
        if c in "\"'`":
            r = _lit(text, j)
            if r is not None:
                j = r[1]
                continue
        if c == open_c:
            depth += 1
        elif c == close_c:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return len(text)


HINTS = ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint", "title")


def ts_annotations(block):
    m = re.search(r"annotations\s*:\s*\{", block)
    if not m:
        return None
    end = _balanced(block, m.end() - 1)
    body = block[m.end():end - 1]
    ann = {}
    for h in HINTS:
        mm = re.search(r"\b%s\s*:\s*" % h, body)
        if not mm:
            continue
        rest = body[mm.end():]
        if rest.startswith("true"):
            ann[h] = True
        elif rest.startswith("false"):
            ann[h] = False
        else:
            s = strexpr(body, mm.end())
            if s is None:
                raise ValueError("annotation not literal: " + body[:80])
            ann[h] = s[0]
    return ann


def _ts_arg(text, i):
    """A string argument at text[i]: a literal expression, or an identifier
    bound in the same file by `const <id> = <literal>` (then resolved)."""
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    s = strexpr(text, i)
    if s is not None:
        return s
    m = re.match(r"[A-Za-z_$][\w$]*", text[i:])
    if not m:
        return None
    c = re.search(r"\bconst\s+%s\s*(?::\s*string\s*)?=\s*" % re.escape(m.group(0)), text)
    if not c:
        return None
    v = strexpr(text, c.end())
    if v is None:
        return None
    return v[0], i + m.end()


def read_ts_tool(text):
    out = {}
    for m in re.finditer(r"\.tool\(\s*", text):
        s = _ts_arg(text, m.end())
        if s is None:
            continue
        name, i = s
        while i < len(text) and text[i] in " \t\r\n,":
            i += 1
        if text[i] == "{":
            # server.tool(name, paramsSchema, cb): published without a description
            d = ("", i)
        else:
            d = _ts_arg(text, i)
        if d is None:
            continue
        block = text[m.start():_balanced(text, text.index("(", m.start()), "(", ")")]
        out[name] = dict(description=d[0], annotations=ts_annotations(block.split("async", 1)[0]))
    return out


def read_ts_obj(text):
    out = {}
    for m in re.finditer(r"(?:registerTool|defineTool)\(\s*", text):
        s = strexpr(text, m.end())
        if s is None:
            continue
        name, i = s
        j = text.find("{", i)
        block = text[j:_balanced(text, j)]
        dm = re.search(r"\bdescription\s*:\s*", block)
        d = strexpr(block, dm.end()) if dm else None
        if d is None:
            continue
        out[name] = dict(description=d[0], annotations=ts_annotations(block))
    # keys bare or quoted (JSON-style tool lists: Hostinger)
    for m in re.finditer(r"(?<![\w.])[\"']?name[\"']?\s*:\s*", text):
        s = strexpr(text, m.end())
        if s is None:
            continue
        name, i = s
        # the enclosing object literal
        depth, k = 0, m.start()
        while k > 0:
            k -= 1
            if text[k] == "}":
                depth += 1
            elif text[k] == "{":
                if depth == 0:
                    break
                depth -= 1
        block = text[k:_balanced(text, k)]
        dm = re.search(r"(?<![\w.])[\"']?description[\"']?\s*:\s*", block)
        if not dm or name in out:
            continue
        d = strexpr(block, dm.end())
        if d is None:
            continue
        if not re.search(r"inputSchema|input_schema|parameters|schema|handler", block):
            continue
        out[name] = dict(description=d[0], annotations=ts_annotations(block))
    return out


GO_HINT = {"WithReadOnlyHintAnnotation": "readOnlyHint", "WithDestructiveHintAnnotation": "destructiveHint",
           "WithIdempotentHintAnnotation": "idempotentHint", "WithOpenWorldHintAnnotation": "openWorldHint"}


GO_COMPOSITE = {
    "withReadOnlyToolAnnotations": (True, False, True),
    "withCreateToolAnnotations": (False, False, False),
    "withUpdateToolAnnotations": (False, True, True),
    "withNonIdempotentUpdateToolAnnotations": (False, True, False),
    "withPatchToolAnnotations": (False, True, False),
    "withDeleteToolAnnotations": (False, True, True),
}


def read_go(text):
    out = {}
    for m in re.finditer(r"NewTool\(\s*", text):
        s = strexpr(text, m.end())
        if s is None:
            # a name constant: `Ident = "..."` in the same file (Forgejo)
            im = re.match(r"[A-Za-z_]\w*", text[m.end():])
            cm = im and re.search(r"\b%s\s*=\s*(?=\")" % re.escape(im.group(0)), text)
            s = cm and strexpr(text, cm.end())
            if not s:
                continue
        name = s[0]
        block = text[m.start():_balanced(text, text.index("(", m.start()), "(", ")")]
        dm = re.search(r"WithDescription\(\s*", block)
        d = strexpr(block, dm.end()) if dm else None
        if d is None:
            continue
        ann = {}
        for fn, h in GO_HINT.items():
            hm = re.search(fn + r"\(\s*(true|false)\s*\)", block)
            if hm:
                ann[h] = hm.group(1) == "true"
        tm = re.search(r"WithTitleAnnotation\(\s*", block)
        if tm:
            ann["title"] = strexpr(block, tm.end())[0]
        # mcp.WithToolAnnotation(mcp.ToolAnnotation{Title: "...", ...})
        am = re.search(r"ToolAnnotation\{", block)
        if am:
            body = block[am.end():_balanced(block, am.end() - 1) - 1]
            for field, h in (("Title", "title"), ("ReadOnlyHint", "readOnlyHint"),
                             ("DestructiveHint", "destructiveHint"),
                             ("IdempotentHint", "idempotentHint"), ("OpenWorldHint", "openWorldHint")):
                fm = re.search(r"\b%s\s*:\s*" % field, body)
                if not fm:
                    continue
                if field == "Title":
                    ann[h] = strexpr(body, fm.end())[0]
                else:
                    vm = re.match(r"(?:mcp\.ToBoolPtr\(|&\[\]bool\{|&?)(true|false)", body[fm.end():])
                    ann[h] = vm.group(1) == "true"
        # SigNoz's composite options (internal/handler/tools/annotations.go)
        for fn, triple in GO_COMPOSITE.items():
            if re.search(r"\b%s\(\)" % fn, block):
                ann.update(dict(zip(("readOnlyHint", "destructiveHint", "idempotentHint"), triple)))
        out[name] = dict(description=d[0], annotations=ann or None)
    return out


_NAMES = {}


def _pylit(node):
    if isinstance(node, ast.Name) and node.id in _NAMES:
        return _pylit(_NAMES[node.id])
    if isinstance(node, ast.Call):
        return {k.arg: _pylit(k.value) for k in node.keywords}
    if isinstance(node, ast.Dict):
        return {_pylit(k): _pylit(v) for k, v in zip(node.keys, node.values)}
    return ast.literal_eval(node)


SNAKE = {"read_only_hint": "readOnlyHint", "destructive_hint": "destructiveHint",
         "idempotent_hint": "idempotentHint", "open_world_hint": "openWorldHint"}


def read_py(text, docmode):
    out = {}
    tree = ast.parse(text)
    _NAMES.clear()
    for st in tree.body:
        if isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Name):
            _NAMES[st.targets[0].id] = st.value
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for dec in node.decorator_list:
            call = dec if isinstance(dec, ast.Call) else None
            f = call.func if call else dec
            if not (isinstance(f, ast.Attribute) and f.attr == "tool") and not (
                    isinstance(f, ast.Name) and f.id in ("tool", "register_tool")):
                continue
            kw = {k.arg: k.value for k in (call.keywords if call else [])}
            name = node.name
            if "name" in kw:
                name = ast.literal_eval(kw["name"])
            elif call and call.args and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str):
                name = call.args[0].value
            if "description" in kw:
                try:
                    desc = _pylit(kw["description"])
                except (ValueError, TypeError):
                    continue
            else:
                desc = ast.get_docstring(node, clean=False)
                if desc is None:
                    desc = ""
                if docmode == "cleandoc":
                    desc = inspect.cleandoc(desc)
                elif docmode == "strip":
                    desc = desc.strip()
            if not isinstance(desc, str):
                continue
            ann = None
            akw = kw.get("annotations")
            if akw is None and isinstance(f, ast.Name) and f.id == "register_tool" and "_READ_ONLY_TOOL_ANNOTATIONS" in _NAMES:
                # Wikipedia: register_tool() passes this constant to server.tool()
                akw = _NAMES["_READ_ONLY_TOOL_ANNOTATIONS"]
            if akw is not None:
                try:
                    ann = {SNAKE.get(k, k): v for k, v in _pylit(akw).items() if v is not None}
                except ValueError:
                    print("  annotations not literal, tool left out:", name)
                    continue
            out[name] = dict(description=desc, annotations=ann)
    return out


FALCON_READ_ONLY = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True,
                    "openWorldHint": True}


def read_falcon(text):
    """CrowdStrike falcon-mcp: self._add_tool(server=, method=self.X, name="Y",
    annotations=ToolAnnotations(...)) registers falcon_Y with X's raw __doc__
    (functools.wraps keeps it) and READ_ONLY_ANNOTATIONS when none is given
    (falcon_mcp/modules/base.py)."""
    out = {}
    tree = ast.parse(text)
    methods = {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            methods[node.name] = node
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "_add_tool"):
            continue
        kw = {k.arg: k.value for k in node.keywords}
        name = "falcon_" + ast.literal_eval(kw["name"])
        meth = methods[kw["method"].attr]
        desc = ast.get_docstring(meth, clean=False) or ""
        ann = _pylit(kw["annotations"]) if "annotations" in kw else dict(FALCON_READ_ONLY)
        out[name] = dict(description=desc, annotations=ann)
    return out


def _go_hints(block):
    ann = {}
    for fn, h in GO_HINT.items():
        hm = re.search(fn + r"\(\s*(true|false)\s*\)", block)
        if hm:
            ann[h] = hm.group(1) == "true"
    return ann or None


def read_go_struct(text):
    """mcp.Tool{Name: "x", Description: "...", ...} struct literals (mcp-nats)."""
    out = {}
    for m in re.finditer(r"mcp\.Tool\{", text):
        block = text[m.end() - 1:_balanced(text, m.end() - 1)]
        nm = re.search(r"\bName\s*:\s*", block)
        dm = re.search(r"\bDescription\s*:\s*", block)
        if not nm or not dm:
            continue
        n, d = strexpr(block, nm.end()), strexpr(block, dm.end())
        if n is None or d is None:
            continue
        ann = None
        if re.search(r"\bAnnotations\s*:", block):
            raise ValueError("struct annotations not read: " + n[0])
        out[n[0]] = dict(description=d[0], annotations=ann)
    return out


def read_go_raw(text):
    """mcp.NewToolWithRawSchema("name", "description", schema) (mcp-go)."""
    out = {}
    for m in re.finditer(r"NewToolWithRawSchema\(\s*", text):
        s = strexpr(text, m.end())
        if s is None:
            continue
        i = s[1]
        while i < len(text) and text[i] in " \t\r\n,":
            i += 1
        d = strexpr(text, i)
        if d is None:
            continue
        out[s[0]] = dict(description=d[0], annotations=None)
    return out


def _resolve_const(text, path):
    """The string at ROOT.A.B of an object literal `ROOT = { A: { B: "x" } }`
    in the same file, or None."""
    parts = path.split(".")
    m = re.search(r"\b%s\s*(?::[^=]*)?=\s*\{" % re.escape(parts[0]), text)
    if not m:
        return None
    block = text[m.end() - 1:_balanced(text, m.end() - 1)]
    for seg in parts[1:]:
        sm = re.search(r"(?<![\w.])['\"]?%s['\"]?\s*:\s*" % re.escape(seg), block)
        if not sm:
            return None
        rest = block[sm.end():]
        if rest.startswith("{"):
            block = rest[:_balanced(rest, 0)]
            continue
        s = strexpr(block, sm.end())
        return s[0] if s else None
    return None


def read_ts_obj_const(text):
    """ts_obj where a tool's name is a member of a constant object in the
    same file, `name: TOOL_NAMES.BROWSER.NAVIGATE` (Chrome MCP) or
    `name: authToolNames.getToken` (YepCode): the member is replaced by its
    string literal, then the file is read as ts_obj."""
    def sub(m):
        v = _resolve_const(text, m.group(2))
        return m.group(1) + json.dumps(v) if v is not None else m.group(0)
    return read_ts_obj(re.sub(r"(\bname\s*:\s*)([A-Za-z_]\w*(?:\.\w+)+)\b(?!\s*\()", sub, text))


def read_py_kw(text):
    """Tool classes whose constructor calls super().__init__(name="x",
    description="...", annotations=Annotations(...)) (Port)."""
    return read_py_tool_objects(text, ("Tool", "__init__"))


def read_py_tool_objects(text, fnames=("Tool",)):
    """Python `Tool(name="x", description="...", ...)` / `types.Tool(...)`
    objects returned from list_tools (the low-level MCP SDK server); the
    description may be a module-level string constant."""
    out = {}
    tree = ast.parse(text)
    _NAMES.clear()
    for st in tree.body:
        if isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Name):
            _NAMES[st.targets[0].id] = st.value
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        fname = f.attr if isinstance(f, ast.Attribute) else (f.id if isinstance(f, ast.Name) else "")
        if fname not in fnames:
            continue
        kw = {k.arg: k.value for k in node.keywords}
        if "name" not in kw or "description" not in kw:
            continue
        try:
            name = _pylit(kw["name"])
            desc = _pylit(kw["description"])
        except (ValueError, TypeError):
            continue
        if not isinstance(name, str) or not isinstance(desc, str):
            continue
        ann = None
        if "annotations" in kw:
            try:
                ann = {SNAKE.get(k, k): v for k, v in _pylit(kw["annotations"]).items() if v is not None}
            except (ValueError, TypeError, AttributeError):
                print("  annotations not literal, tool left out:", name)
                continue
        out[name] = dict(description=desc, annotations=ann)
    return out


def read_go_register(text):
    """server.RegisterTool("name", "description", handler) (metoro-io/mcp-golang)."""
    out = {}
    for m in re.finditer(r"RegisterTool\(\s*", text):
        s = strexpr(text, m.end())
        if s is None:
            continue
        i = s[1]
        while i < len(text) and text[i] in " \t\r\n,":
            i += 1
        d = strexpr(text, i)
        if d is None:
            continue
        out[s[0]] = dict(description=d[0], annotations=None)
    return out


def _kotlin_snake(name):
    """Burp's String.toLowerSnakeCase(), as in McpTool.kt."""
    name = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    name = re.sub(r"([A-Z])([A-Z][a-z])", r"\1_\2", name)
    name = re.sub(r"[\s-]+", "_", name)
    return name.lower()


def read_kotlin_burp(text):
    """Burp Suite's Kotlin server: mcpTool<Input>("description") and
    mcpPaginatedTool<Input>("description"), the tool's name being the input
    class's simple name in lower snake case; and mcpTool("name",
    "description"). No annotations are declared."""
    out = {}
    for m in re.finditer(r"\bmcp(?:Paginated)?Tool<(\w+)(?:\s*,\s*[\w<>]+)?>\(\s*", text):
        d = strexpr(text, m.end())
        if d is None:
            continue
        out.setdefault(_kotlin_snake(m.group(1)), dict(description=d[0], annotations=None))
    for m in re.finditer(r"\bmcpTool\(\s*", text):
        n = strexpr(text, m.end())
        if n is None:
            continue
        k = n[1]
        while k < len(text) and text[k] in " \t\r\n":
            k += 1
        if k >= len(text) or text[k] != ",":
            continue
        d = strexpr(text, k + 1)
        if d is None:
            continue
        out.setdefault(n[0], dict(description=d[0], annotations=None))
    return out


def read_rust_tool(text):
    """rmcp: #[tool(description = "...")] followed by `fn name(`; the tool's
    name is the function's name unless the attribute sets name = "..."."""
    out = {}
    for m in re.finditer(r"#\[tool\(", text):
        end = _balanced(text, m.end() - 1, "(", ")")
        attr = text[m.end():end - 1]
        dm = re.search(r"\bdescription\s*=\s*", attr)
        if not dm:
            continue
        d = strexpr(attr, dm.end())
        if d is None:
            continue
        fm = re.compile(r"\bfn\s+(\w+)\s*\(").search(text, end)
        if not fm:
            continue
        name = fm.group(1)
        nm = re.search(r"\bname\s*=\s*", attr)
        if nm:
            name = strexpr(attr, nm.end())[0]
        ann = {}
        for h in ("read_only_hint", "destructive_hint", "idempotent_hint", "open_world_hint"):
            hm = re.search(r"\b%s\s*=\s*(true|false)" % h, attr)
            if hm:
                ann[SNAKE[h]] = hm.group(1) == "true"
        out[name] = dict(description=d[0], annotations=ann or None)
    return out


def read_ts_keyed(text):
    """Upstash: `tool_name: tool({ description: ..., ... })`."""
    out = {}
    for m in re.finditer(r"\b(\w+)\s*:\s*tool\(\s*\{", text):
        block = text[m.end() - 1:_balanced(text, m.end() - 1)]
        dm = re.search(r"\bdescription\s*:\s*", block)
        d = strexpr(block, dm.end()) if dm else None
        if d is None:
            continue
        out[m.group(1)] = dict(description=d[0], annotations=ts_annotations(block))
    return out


def read_ts_module(text):
    """Postman: one tool a module, `export const method = 'x'`,
    `export const description = ...` and `export const annotations = {...}`."""
    mm = re.search(r"export const method\s*=\s*", text)
    dm = re.search(r"export const description\s*=\s*", text)
    if not mm or not dm:
        return {}
    n, d = strexpr(text, mm.end()), strexpr(text, dm.end())
    if n is None or d is None:
        return {}
    am = re.search(r"export const annotations\s*=\s*\{", text)
    ann = None
    if am:
        ann = ts_annotations("annotations: " + text[am.end() - 1:_balanced(text, am.end() - 1)])
    return {n[0]: dict(description=d[0], annotations=ann)}


def read_py_from_function(text, docmode):
    """fastmcp: mcp.add_tool(Tool.from_function(fn)): fn's docstring."""
    out = {}
    tree = ast.parse(text)
    funcs = {n.name: n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    for m in re.finditer(r"Tool\.from_function\(\s*(\w+)\s*\)", text):
        fn = funcs.get(m.group(1))
        if fn is None:
            continue
        desc = ast.get_docstring(fn, clean=False) or ""
        if docmode == "cleandoc":
            desc = inspect.cleandoc(desc)
        out[fn.name] = dict(description=desc, annotations=None)
    return out


def read_semaphore(text):
    """Semaphore's mcp_server: s.AddTool(newXTool(nameConst, descFunc()), h)
    in a package; nameConst = "..." and func descFunc() string { return `...` }
    and newXTool's mcp.NewTool options (annotations) in the same package."""
    out = {}
    for m in re.finditer(r"AddTool\(\s*(\w+)\(\s*(\w+)\s*,\s*(\w+)\(\)\s*\)", text):
        ctor, const, dfunc = m.groups()
        cm = re.search(r"\b%s\s*=\s*" % const, text)
        fm = re.search(r"func %s\(\) string \{\s*return\s+" % dfunc, text)
        km = re.search(r"func %s\(" % ctor, text)
        if not (cm and fm and km):
            continue
        name, desc = strexpr(text, cm.end()), strexpr(text, fm.end())
        if name is None or desc is None:
            continue
        body = text[km.start():_balanced(text, text.index("{", km.end()))]
        out[name[0]] = dict(description=desc[0], annotations=_go_hints(body))
    return out


def extract(server):
    src = SOURCES[server]
    style = src["style"]
    cat = {}
    if style == "semaphore":
        by_dir = {}
        for path in files(server):
            by_dir.setdefault(os.path.dirname(path), []).append(show(server, path))
        for d, texts in sorted(by_dir.items()):
            for name, entry in read_semaphore("\n".join(texts)).items():
                entry["description"] = entry["description"][:600]
                entry["path"] = d + "/"
                cat.setdefault(name, entry)
        return cat
    for path in files(server):
        text = show(server, path)
        if style == "py":
            got = read_py(text, src.get("docmode", "raw"))
        elif style == "ts_tool":
            got = read_ts_tool(text)
        elif style == "ts_obj":
            got = read_ts_obj(text)
        elif style == "go":
            got = read_go(text)
        elif style == "falcon":
            got = read_falcon(text)
        elif style == "go_struct":
            got = read_go_struct(text)
        elif style == "ts_obj_const":
            got = read_ts_obj_const(text)
        elif style == "py_kw":
            got = read_py_kw(text)
        elif style == "go_raw":
            got = read_go_raw(text)
        elif style == "py_Tool":
            got = read_py_tool_objects(text)
        elif style == "go_register":
            got = read_go_register(text)
        elif style == "ts_keyed":
            got = read_ts_keyed(text)
        elif style == "ts_module":
            got = read_ts_module(text)
        elif style == "py_from_function":
            got = read_py_from_function(text, src.get("docmode", "raw"))
        elif style == "rust_tool":
            got = read_rust_tool(text)
        elif style == "kotlin_burp":
            got = read_kotlin_burp(text)
        else:
            raise ValueError(style)
        for name, entry in got.items():
            entry["description"] = entry["description"][:600]
            entry["path"] = path
            cat.setdefault(name, entry)
    return cat


def main():
    only = sys.argv[1:]
    path = os.path.join(HERE, "catalog.json")
    catalog = {}
    if os.path.exists(path):
        with open(path) as f:
            catalog = json.load(f)
        catalog = {k: v for k, v in catalog.items() if k in SOURCES}
    for server in SOURCES:
        if only and server not in only:
            continue
        try:
            catalog[server] = extract(server)
        except Exception as e:  # reported, the server is left out
            print("%-14s FAILED %s" % (server, e))
            continue
        print("%-14s %3d tools" % (server, len(catalog[server])))
    with open(path, "w") as f:
        json.dump(catalog, f, indent=1, ensure_ascii=False, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
