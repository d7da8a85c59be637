package inline

import "strings"

var python = Lang{
	Name:    "python",
	Wrapper: "python -c",
	calls: []call{
		{"os.system", "shell"}, {"os.popen", "shell"}, {"subprocess.run", "shell"}, {"subprocess.call", "shell"},
		{"subprocess.check_call", "shell"}, {"subprocess.check_output", "shell"}, {"subprocess.Popen", "shell"},
		{"subprocess.getoutput", "shell"}, {"subprocess.getstatusoutput", "shell"},
		{"shutil.rmtree", "rmrf"}, {"os.remove", "rmf"}, {"os.unlink", "rmf"}, {"os.rmdir", "rmdir"}, {"os.removedirs", "rmdir"},
		{"os.execv", "execv"}, {"os.execve", "execv"}, {"os.execvp", "execv"}, {"os.execvpe", "execv"},
		{"os.posix_spawn", "execv"}, {"os.posix_spawnp", "execv"},
		{"os.execl", "execl"}, {"os.execle", "execl"}, {"os.execlp", "execl"}, {"os.execlpe", "execl"},
		{"os.spawnv", "spawnv"}, {"os.spawnve", "spawnv"}, {"os.spawnvp", "spawnv"}, {"os.spawnvpe", "spawnv"},
		{"os.spawnl", "spawnl"}, {"os.spawnle", "spawnl"}, {"os.spawnlp", "spawnl"}, {"os.spawnlpe", "spawnl"},
		{"open", "open"}, {"io.open", "open"},
	},
	prepare: pythonImports,
}

// pythonImports rewrites __import__("os").system to os.system and adds
// the bare names brought in by `from os import system` and the like.
func pythonImports(code string, calls []call) (string, []call) {
	if strings.Contains(code, "__import__(") {
		for _, m := range []string{"os", "subprocess", "shutil"} {
			code = strings.ReplaceAll(code, `__import__('`+m+`').`, m+".")
			code = strings.ReplaceAll(code, `__import__("`+m+`").`, m+".")
		}
	}
	if !strings.Contains(code, "from ") {
		return code, calls
	}
	extra := append([]call(nil), calls...)
	for _, c := range calls {
		mod, name, _ := strings.Cut(c.name, ".")
		if strings.Contains(code, "from "+mod+" import") {
			extra = append(extra, call{name, c.kind})
		}
	}
	return code, extra
}
