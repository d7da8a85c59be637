package inline

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// pyIndirectOne is pyIndirect as one regexp (main at 5d7bf94, and the
// timers', profilers' and name resolvers' alternatives after it): the
// oracle its alternatives are compared with.
const pyIndirectOne = `\bsys\.modules\b|\b(globals|vars|locals|getattr|setattr|delattr)\s*\(|__dict__|__builtins__|\bbuiltins\b|\bimportlib\b|__import__|(^|[^.\w])(eval|exec|compile|execfile)\s*\(|\b(pickle|marshal|runpy|dill|codeop)\b|\bcode\.(interact|Interactive\w*|compile_command)\b|\boperator\.attrgetter\b|\b(timeit|cProfile|doctest|methodcaller|resolve_name)\b|\b(profile|pdb)\.run\w*|\btrace\.Trace\b|\bpydoc\.locate\b|__getattribute__`

// pyIndirect's alternatives, each ruled out by its own literals, match
// exactly the texts the one regexp did: every command of the corpus
// files and texts made to meet each alternative at its edges.
func TestPyIndirectMatchesAsOne(t *testing.T) {
	if joined := strings.Join(pyIndirect.Srcs, "|"); joined != pyIndirectOne {
		t.Fatalf("the alternatives joined are not the regexp:\n%s\n%s", joined, pyIndirectOne)
	}
	texts := []string{
		"", "sys.modules", "sys.modulesx", "xsys.modules", "globals()", "vars (x)", "getattr\t(o, n)", "mygetattr(o)",
		"setattr", "__dict__", "x.__builtins__", "builtins", "import builtins as b", "_builtins", "importlib.import_module",
		"importlibs", "__import__('os')", "eval(s)", "x.eval(s)", "_eval(s)", "éeval(s)", ";exec (c)", "compile\n(c)",
		"execfile(f)", "evaluate(s)", "import pickle", "pickled", "marshal.loads", "runpy", "dill", "codeop", "code.interact()",
		"code.InteractiveConsole", "code.compile_command", "xcode.interact", "operator.attrgetter('a')", "operator.attrgetters",
		"print('subprocess')",
	}
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "corpus", "*.jsonl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	for _, file := range files {
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var line struct{ Cmd string }
			if json.Unmarshal(sc.Bytes(), &line) == nil && line.Cmd != "" {
				texts = append(texts, line.Cmd)
			}
		}
		f.Close()
		if err := sc.Err(); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
	}
	one := regexp.MustCompile(pyIndirectOne)
	matched := 0
	for _, text := range texts {
		want := one.MatchString(text)
		if got := pyIndirect.MatchString(text); got != want {
			t.Errorf("%q: %v, the one regexp %v", text, got, want)
		}
		if want {
			matched++
		}
	}
	if matched < 20 || matched == len(texts) {
		t.Errorf("%d of %d texts matched: the comparison proves little", matched, len(texts))
	}
}
