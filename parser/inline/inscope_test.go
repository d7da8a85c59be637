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
	} {
		if got := PythonInScope(tc.code); got != tc.want {
			t.Errorf("PythonInScope(%q) = %q, want %q", tc.code, got, tc.want)
		}
	}
}
