package rules

import (
	"strings"
	"testing"
)

// codeFileWrites is codeWrites by position: the json.dump into a handle
// and the deletes left out, every way to write a named file kept.
func TestCodeFileWritesLeaveOutDeletes(t *testing.T) {
	kept := map[string]bool{}
	for _, s := range codeFileWrites.Get().Srcs {
		kept[s] = true
		if strings.Contains(s, `json\.dump`) || s == `\bunlink` || s == `os\.remove` || s == `shutil\.` {
			t.Errorf("codeFileWrites has %s", s)
		}
	}
	for _, s := range codeWrites.Srcs {
		if !kept[s] && !strings.Contains(s, `json\.dump`) && s != `\bunlink` && s != `os\.remove` && s != `shutil\.` {
			t.Errorf("codeFileWrites lacks %s", s)
		}
	}
}
