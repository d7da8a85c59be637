package inline

import "testing"

// TestPythonInScope: the modules of the table an expression names at the
// start of a dotted name are imported before it, the longest one a name
// starts with; attributes of other things and unknown names are not.
func TestPythonInScope(t *testing.T) {
	for _, tc := range []struct{ code, want string }{
		{`requests.post(URL, data=str(os.environ))`, "import requests, os\nrequests.post(URL, data=str(os.environ))"},
		{`urllib.request.urlopen(u)`, "import urllib.request\nurllib.request.urlopen(u)"},
		{`self.requests.post(u)`, `self.requests.post(u)`},
		{`len(items)`, `len(items)`},
		{`cfg.debug`, `cfg.debug`},
		// Space around the dot, and a module handed on bare.
		{"os .system(c)", "import os\nos .system(c)"},
		{"(requests\n .post(u))", "import requests\n(requests\n .post(u))"},
		{`getattr(shutil, "rmtree")(p)`, "import shutil\n" + `getattr(shutil, "rmtree")(p)`},
		{`vars(os)["system"](c)`, "import os\n" + `vars(os)["system"](c)`},
		{"(os).system(c)", "import os\n(os).system(c)"},
		{"[os][0].system(c)", "import os\n[os][0].system(c)"},
		{"m = os; m.system(c)", "import os\nm = os; m.system(c)"},
		{`getattr(user, "email")`, `getattr(user, "email")`},
		{`x == os`, `x == os`},
	} {
		if got := PythonInScope(tc.code); got != tc.want {
			t.Errorf("PythonInScope(%q) = %q, want %q", tc.code, got, tc.want)
		}
	}
}
