package rules_test

import "testing"

// A name looked up by getattr on what an inner getattr of a literal name
// returns is as known as the inner one; the copy of collections.abc's
// classes onto collections (code written before Python 3.10) calls
// nothing. A lookup by a built name, or on a module that is not
// collections.abc, stays held.
func TestCodeLookupsOfKnownNames(t *testing.T) {
	checkHeld(t, []heldCase{
		{"python -c \"import __main__; print('spec:', getattr(__main__, '__spec__', None)); print('parent:', getattr(getattr(__main__, '__spec__', None), 'parent', 'N/A'))\"", false},
		{"python - <<'PY'\nimport collections, collections.abc\nfor name in ['Mapping','MutableMapping','Callable','Iterable','Sequence']:\n    if not hasattr(collections, name): setattr(collections, name, getattr(collections.abc, name))\nfrom sympy.matrices import SparseMatrix\nprint(SparseMatrix.mro()[:5])\nPY", false},
		{"python3 -c \"\nimport collections, collections.abc\nfor attr in dir(collections.abc):\n    if not attr.startswith('_') and not hasattr(collections, attr):\n        setattr(collections, attr, getattr(collections.abc, attr))\nfrom sympy.printing.tests.test_latex import test_latex_basic\ntest_latex_basic()\n\"", false},
		{"python3 -c \"import os; getattr(getattr(os, 'sys' + 'tem'), '__call__')('id')\"", true},
		{"python3 -c \"getattr(getattr(__import__('os'), 'system'), '__call__')('id')\"", true},
		{"python3 -c \"import os, collections\nfor n in ['system']:\n    setattr(collections, n, getattr(os, n))\ncollections.system('id')\"", true},
		{"python3 -c \"import os, types\ncollections = types.SimpleNamespace(abc=os)\nfor n in ['system']:\n    setattr(collections, n, getattr(collections.abc, n))\ncollections.system('id')\"", true},
	})
}
