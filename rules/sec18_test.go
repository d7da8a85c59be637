package rules_test

import "testing"

// TestBuiltinsReachIsThePlainCall: exec, eval, compile, __import__ and
// open reached through the builtins module (__builtins__, builtins, a
// module's __builtins__, a builtin's __self__, sys.modules['builtins'],
// __import__('builtins'), a name bound to one of them), its __dict__,
// vars(), getattr or a subscript with a literal name are judged as the
// plain call is: text run as code is held, a literal argument is read as
// code. A member looked up by a computed name is held; exec imported from
// builtins under another name is held as exec. importlib.import_module
// reached the same ways is import_module. Other builtins reached that way
// stay green, and so does a wrapper that saves builtins.eval to restore
// it, as it does plain.
func TestBuiltinsReachIsThePlainCall(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"plain", `python3 -c "import sys; exec(sys.stdin.read())"`, "held"},
		{"attribute", `python3 -c "import sys; __builtins__.exec(sys.stdin.read())"`, "held"},
		{"module", `python3 -c "import builtins, sys; builtins.exec(sys.stdin.read())"`, "held"},
		{"getattr", `python3 -c "import sys; getattr(__builtins__,'exec')(sys.stdin.read())"`, "held"},
		{"getattr default", `python3 -c "import sys; getattr(__builtins__, 'exec', None)(sys.stdin.read())"`, "held"},
		{"__dict__", `python3 -c "import sys; __builtins__.__dict__['exec'](sys.stdin.read())"`, "held"},
		{"__dict__ get", `python3 -c "import sys; __builtins__.__dict__.get('exec')(sys.stdin.read())"`, "held"},
		{"vars", `python3 -c "import sys; vars(__builtins__)['eval'](sys.stdin.read())"`, "held"},
		{"module's", `python3 -c "import json, sys; json.__builtins__['exec'](sys.argv[1])" x`, "held"},
		{"module's", `python3 -c "import os.path, sys; os.path.__builtins__['eval'](sys.argv[1])" x`, "held"},
		{"compile", `python3 -c "import builtins, sys; builtins.compile(sys.argv[1], 'x', 'exec')" y`, "held"},
		{"open and exec", `python3 -c "import builtins; builtins.exec(builtins.open('x.py').read())"`, "held"},
		{"__getattribute__", `python3 -c "import sys; __builtins__.__getattribute__('exec')(sys.stdin.read())"`, "held"},
		{"__self__", `python3 -c "import sys; print.__self__.exec(sys.stdin.read())"`, "held"},
		{"globals' builtins", `python3 -c "import sys; (lambda: 0).__globals__['__builtins__'].exec(sys.stdin.read())"`, "held"},
		{"sys.modules", `python3 -c "import sys; sys.modules['builtins'].__dict__['exec'](sys.stdin.read())"`, "held"},
		{"__import__", `python3 -c "import sys; __import__('builtins').exec(sys.stdin.read())"`, "held"},
		{"alias", `python3 -c "import builtins as b, sys; b.exec(sys.stdin.read())"`, "held"},
		{"alias", `python3 -c "import sys; b = __builtins__; b.exec(sys.stdin.read())"`, "held"},
		{"alias of dict", `python3 -c "import sys; d = __builtins__.__dict__; d['exec'](sys.stdin.read())"`, "held"},
		{"alias of import", `python3 -c "import sys; b = __import__('builtins'); b.eval(sys.argv[1])" x`, "held"},
		{"computed name", `python3 -c "import sys; vars(__builtins__)[sys.argv[2]](sys.argv[1])" a b`, "held"},
		{"computed name", `python3 -c "import sys; __builtins__[sys.argv[2]](sys.argv[1])" a b`, "held"},
		{"from import", `python3 -c "from builtins import exec as e; import sys; e(sys.stdin.read())"`, "held"},
		{"literal as code", `python3 -c "__builtins__.exec('import shutil; shutil.rmtree(\"/home/dev/data\")')"`, "held"},
		{"__import__ literal", `python3 -c "__builtins__.__import__('os').system('rm -rf /home/dev/data')"`, "held"},
		{"input", `python3 -c "import builtins; builtins.breakpoint()"`, "held"},
		{"ipython", `ipython -c "import sys; __builtins__.exec(sys.stdin.read())"`, "held"},
		{"import_module", `python3 -c "import importlib, sys; getattr(importlib, 'import_module')(sys.argv[1])" os`, "held"},
		{"import_module", `python3 -c "import importlib, sys; importlib.__dict__['import_module'](sys.argv[1])" os`, "held"},
		{"import_module", `python3 -c "import importlib, sys; vars(importlib)['import_module'](sys.argv[1])" os`, "held"},
		{"import_module", `python3 -c "import importlib as il, sys; getattr(il, 'import_module')(sys.argv[1])" os`, "held"},
		{"import_module literal", `python3 -c "import importlib; getattr(importlib, 'import_module')('shutil').rmtree('/home/dev/data')"`, "held"},
		// Other builtins stay as they are plain.
		{"print", `python3 -c "import builtins; builtins.print(1)"`, "pass"},
		{"len", `python3 -c "print(len('abc'))"`, "pass"},
		{"len", `python3 -c "import builtins; print(builtins.len('ab'), getattr(builtins, 'len')('cd'))"`, "pass"},
		{"dir", `python3 -c "import builtins; print(dir(builtins))"`, "pass"},
		{"keys", `python3 -c "print(sorted(__builtins__.__dict__.keys())[:5])"`, "pass"},
		{"data", `python3 -c "print('use builtins.exec(code) with care')"`, "pass"},
		{"saved", `python3 -c "import builtins, sympy; orig_eval = builtins.eval; builtins.eval = lambda c, *a: orig_eval(c, *a); sympy.test(); builtins.eval = orig_eval"`, "pass"},
		{"import_module literal", `python3 -c "import importlib; m = getattr(importlib, 'import_module')('json'); print(m.dumps([1]))"`, "pass"},
	})
}
