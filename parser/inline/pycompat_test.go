package inline

import "testing"

// The copy of collections.abc's classes onto collections, which code
// written before Python 3.10 needs, is blanked; a copy from another
// module, of another name, or where collections may be something else,
// is not.
func TestPyCompatShims(t *testing.T) {
	for _, tc := range []struct {
		code    string
		blanked bool
	}{
		{"import collections, collections.abc\nfor name in ['Mapping','Callable']:\n    if not hasattr(collections, name): setattr(collections, name, getattr(collections.abc, name))\nprint(1)", true},
		{"import collections\nimport collections.abc\nfor attr in dir(collections.abc):\n    if not attr.startswith('_') and not hasattr(collections, attr):\n        setattr(collections, attr, getattr(collections.abc, attr))\n# patch collections\nfrom sympy import S", true},
		{"import collections.abc\nsetattr(collections, n, getattr(collections.abc, m))", false},
		{"import os, collections\nsetattr(collections, n, getattr(os, n))", false},
		{"import os as collections\nsetattr(collections, n, getattr(collections.abc, n))", false},
		{"import os, types\ncollections = types.SimpleNamespace(abc=os)\nsetattr(collections, n, getattr(collections.abc, n))", false},
		{"import os, collections\ncollections.abc = os\nsetattr(collections, n, getattr(collections.abc, n))", false},
		{"import os, collections\nfrom x import collections\nsetattr(collections, n, getattr(collections.abc, n))", false},
		{"def f(collections, n):\n    setattr(collections, n, getattr(collections.abc, n))", false},
		{"import collections.abc\nsetattr(collections, n, getattr(collections.abc, n))\ngetattr(os, n)", false},
		{"import collections\nprint(collections.OrderedDict())", false},
	} {
		got := pyCompatShims(tc.code) != ""
		if got != tc.blanked {
			t.Errorf("pyCompatShims(%q) blanked = %v, want %v", tc.code, got, tc.blanked)
		}
	}
}
