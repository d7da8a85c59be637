package rules

import (
	"slices"
	"testing"
)

// TestModeBits checks that modes are read as chmod reads them.
func TestModeBits(t *testing.T) {
	s := Default()
	for cmd, want := range map[string][]string{
		"chmod 4755 x":          {modeSetID, modeExec},
		"chmod 2755 x":          {modeSetID, modeExec},
		"chmod 02750 x":         {modeSetID, modeExec},
		"chmod 6777 x":          {modeSetID, modeOtherWrite, modeExec},
		"chmod 1777 x":          {modeOtherWrite, modeExec},
		"chmod 755 x":           {modeExec},
		"chmod 700 x":           nil, // kept to its owner
		"chmod 0500 x":          nil,
		"chmod 0644 x":          nil,
		"chmod u+s x":           {modeSetID},
		"chmod g=rxs x":         {modeSetID, modeExec},
		"chmod +s x":            {modeSetID},
		"chmod o+s x":           nil, // s for others means nothing
		"chmod u-s x":           nil,
		"chmod a+w x":           {modeOtherWrite},
		"chmod o=rw x":          {modeOtherWrite},
		"chmod +w x":            nil, // the umask keeps others out
		"chmod +x bin/tools":    {modeExec},
		"chmod u-x x":           nil,
		"chmod ug+x,o-w x":      {modeExec},
		"chmod --reference=a b": nil,
		"install -m 4711 a b":   {modeSetID, modeExec},
		"mkdir -m 777 d":        {modeOtherWrite, modeExec},
		"mkdir -p a/s":          nil,
		"chmod =4755 x":         {modeSetID, modeExec}, // GNU: an operator and octal digits
		"chmod +4000 x":         {modeSetID},
		"chmod =0777 x":         {modeOtherWrite, modeExec},
		"chmod -4000 x":         nil,
		"chmod =755 x":          {modeExec},
	} {
		sc := s.Classify(cmd).Script
		v := s.view(sc.Commands[0])
		if got := modeBits(v); !slices.Equal(got, want) {
			t.Errorf("%q: got %v, want %v", cmd, got, want)
		}
	}
}
