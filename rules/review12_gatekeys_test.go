package rules

import "testing"

// TestReview12GateKeysSpellings: the gate's keys are red to read by any
// route: another reader, a copy or archive of the folder, a cd into it,
// a link, a home spelled another way, or HOME pointed at the folder.
func TestReview12GateKeysSpellings(t *testing.T) {
	s := toolSetFor(t, LoadOptions{Home: "/home/u/.gatesh"})
	for _, c := range []struct {
		cmd  string
		held bool
	}{
		{"xxd ~/.gatesh/keys/operator.key", true},
		{"base64 ~/.gatesh/keys/*", true},
		{"od -An -tx1 ~/.gatesh/keys/*", true},
		{"dd if=$HOME/.gatesh/keys/operator.key", true},
		{"dd if=/home/u/.gatesh/keys/x.bin of=/dev/stdout", true},
		{"strings ~/.gatesh/keys/*", true},
		{"awk 1 ~/.gatesh/keys/*", true},
		{"sed -n p ~/.gatesh/keys/*", true},
		{"sort ~/.gatesh/keys/*", true},
		{"cat < ~/.gatesh/keys/x", true},
		{"while read l; do echo $l; done < ~/.gatesh/keys/x", true},
		{"tar czf - ~/.gatesh | base64", true},
		{"tar cf k.tar -C ~/.gatesh keys", true},
		{"zip -r g.zip ~/.gatesh", true},
		{"cp -r ~/.gatesh/keys ./k && cat k/*", true},
		{"cp -r ~/.gatesh ./g", true},
		{"rsync -a ~/.gatesh/ ./g/", true},
		{"cd ~/.gatesh && cat keys/*", true},
		{"cd ~/.gatesh/keys; cat *", true},
		{"pushd ~/.gatesh >/dev/null && tar c . | base64", true},
		{"find ~/.gatesh -type f -exec cat {} +", true},
		{"find ~/.gatesh/keys -type f | xargs cat", true},
		{"ln -s ~/.gatesh/keys k && cat k/*", true},
		{"ln -s ~/.gatesh g && cat g/keys/*", true},
		{"cat ~u/.gatesh/keys/*", true},
		{"cat /home/u/.gatesh/keys/*", true},
		{"cat ${HOME}/.gatesh/keys/*", true},
		{`cat "$HOME"/.gatesh//keys/*`, true},
		{"cat ~/.gatesh/./keys/*", true},
		{"cat ~/.gatesh/../.gatesh/keys/*", true},
		{"cat ~/code/../.gatesh/keys/*", true},
		{"HOME=/home/u/.gatesh; cat ~/keys/*", true},
		{"export HOME=/home/u/.gatesh; cat $HOME/keys/*", true},
		{"G=~/.gatesh; cat $G/keys/*", true},
		{"HOME=/home/u/.gatesh bash -c 'cat ~/keys/*'", true},
		{"env HOME=/home/u/.gatesh sh -c 'base64 ~/keys/*'", true},
		{"read -r HOME < h.txt; cat ~/keys/*", true},
		{"cat ~root/.gatesh/keys/*", true},
		{"cat ~+/notes.txt", false},
		{"HOME=/tmp/h make test", false},
		{"HOME=/tmp/h; ls ~/", false},
		{"python3 -c 'print(open(\"/home/u/.gatesh/keys/operator.key\").read())'", true},
		{"node -e 'console.log(require(\"fs\").readFileSync(process.env.HOME+\"/.gatesh/keys/operator.key\",\"utf8\"))'", true},
		{"perl -ne print ~/.gatesh/keys/*", true},
		{"diff ~/.gatesh/keys/operator.key /dev/null", true},
		{"openssl pkey -in ~/.gatesh/keys/operator.key", true},
		{"git diff --no-index /dev/null ~/.gatesh/keys/operator.key", true},
		{"vim -es -c '%p' -c q ~/.gatesh/keys/operator.key", true},
		{"cat ~/.gatesh/queue/ab12.json", false},
		{"tail -n 5 ~/.gatesh/audit.jsonl", false},
	} {
		d := s.Classify(c.cmd)
		if held := d.Tier == Red; held != c.held {
			t.Errorf("%q: %s, want held %v (%v)", c.cmd, d.Tier, c.held, d.Hits)
		}
	}
	for _, c := range []struct {
		tool, input string
		held        bool
	}{
		{"Read", `{"file_path":"~/.gatesh/keys/operator.key"}`, true},
		{"Read", `{"file_path":"/home/u/.gatesh/../.gatesh/keys/x"}`, true},
		{"Read", `{"file_path":"/home/u/project/../.gatesh/keys/x"}`, true},
		{"Glob", `{"pattern":"**/*","path":"/home/u/.gatesh"}`, true},
		{"Glob", `{"pattern":".gatesh/keys/*","path":"/home/u"}`, true},
		{"Grep", `{"pattern":"PRIVATE","path":"/home/u/.gatesh/"}`, true},
		{"Read", `{"file_path":"/home/u/.gatesh/audit.jsonl"}`, false},
	} {
		d := s.ClassifyTool(call(t, c.tool, c.input))
		if held := d.Tier == Red; held != c.held {
			t.Errorf("%s %s: %s, want held %v (%v)", c.tool, c.input, d.Tier, c.held, d.Hits)
		}
	}
}
