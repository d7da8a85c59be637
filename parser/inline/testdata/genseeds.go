//go:build ignore

// genseeds writes the seed corpus of FuzzAnalyze: go run testdata/genseeds.go
package main

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
)

// seeds are a language and a snippet each: the shapes each model reads.
var seeds = [][2]string{
	{"python", "import subprocess as sp, os\nfrom shutil import rmtree as r, *\nsp.run('x', shell=True); r(p); getattr(os, 'sys' + 'tem')('y')"},
	{"python", "m = __import__('pty'); m.spawn(['sh']); import urllib.request as u; u.Request(x, data=b'')"},
	{"python", "f'{x}' r'\\d' '''a''' \"b\" b'c' [1, [2, 'x']] open('f', 'w').write('')"},
	{"node", "const {execSync: go, spawn} = require('node:child_process'); import * as f from 'fs'; go(`ls ${x}`)"},
	{"node", "import('child_process').then(m => m.exec('x')); process['binding']('x'); await Bun.$`ls`; Deno.remove('x')"},
	{"node", "fetch(u, {method: 'POST', body: JSON.stringify(x)}); require(name); (await import('fs')).rmSync('/')"},
	{"perl", "system 'ls'; `id`; qx{id}; open(my $f, '-|', 'ls'); &$c('x'); unlink glob '*'"},
	{"ruby", "system('ls'); %x(id); Kernel.send(:exec, 'x'); FileUtils.rm_rf(Dir.home); Net::HTTP.post(u, b)"},
	{"php", "$f = 'sys'.'tem'; $f('x'); `id`; array_map('system', ['ls']); shell_exec(\"rm {$x}\");"},
	{"awk", "BEGIN { \"id\" | getline x; print > \"/tmp/o\"; system(\"ls\") }"},
	{"lua", "os.execute\"ls\"; local e = os.execute; e('x'); _G['os']['remove']('f'); io.popen([[id]])"},
	{"r", "system('ls'); system2('rm', c('-rf', x)); do.call('system', list('x')); f <- system"},
	{"tcl", "if {1} {\n exec rm -rf /x\n}\nspawn bash\nsend \"id\\r\"\nfile delete -force -- /y\neval [list exec ls]"},
	{"elisp", "(progn (shell-command \"ls\") (call-process \"rm\" nil nil nil \"-rf\" \"/x\") (delete-directory \"/y\" t) (funcall 'eval x))"},
	{"gdb", "shell ls\n!id\npipe info locals | sh\n| bt | tee x\npython import os; os.system('x')\ncall (int)system(\"ls\")"},
	{"ipython", "!ls\n%sx id\nprint(1)\n%%bash\nrm -rf /x"},
	{"python", "(((((((((( '''unterminated"},
	{"node", "`${`${`${"},
	{"tcl", "{{{{ \" [[[ $"},
	{"elisp", "(((( \"\\"},
}

func main() {
	dir := filepath.Join("testdata", "fuzz", "FuzzAnalyze")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		panic(err)
	}
	for _, s := range seeds {
		name := fmt.Sprintf("%x", sha256.Sum256([]byte(s[0]+"\x00"+s[1])))[:16]
		body := fmt.Sprintf("go test fuzz v1\nstring(%q)\nstring(%q)\n", s[0], s[1])
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			panic(err)
		}
	}
}
