package shim

import (
	"reflect"
	"testing"
)

func TestParseShellArgs(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want invocation
	}{
		{"-c", []string{"bash", "-c", "ls", "n", "a"}, invocation{command: "ls", hasCommand: true, args: []string{"n", "a"}}},
		{"-c before -l (Claude Code)", []string{"bash", "-c", "-l", "snap"}, invocation{command: "snap", hasCommand: true, login: true}},
		{"-lc", []string{"bash", "-lc", "ls"}, invocation{command: "ls", hasCommand: true, login: true}},
		{"-ec", []string{"bash", "-ec", "ls"}, invocation{command: "ls", hasCommand: true}},
		{"-xc", []string{"bash", "-xc", "ls"}, invocation{command: "ls", hasCommand: true}},
		{"-ic", []string{"bash", "-ic", "ls"}, invocation{command: "ls", hasCommand: true, interactive: true}},
		{"-o takes the next word", []string{"bash", "-o", "pipefail", "-c", "ls"}, invocation{command: "ls", hasCommand: true}},
		{"-co takes the word after -c's", []string{"bash", "-co", "pipefail", "ls"}, invocation{command: "ls", hasCommand: true}},
		{"+O takes the next word", []string{"bash", "+O", "-c", "-c", "ls"}, invocation{command: "ls", hasCommand: true}},
		{"-O word that looks like -c", []string{"bash", "-O", "-c", "x"}, invocation{file: "x", hasFile: true}},
		{"long options first", []string{"bash", "--login", "--norc", "--noprofile", "-c", "ls"}, invocation{command: "ls", hasCommand: true, login: true, norc: true}},
		{"single-dash long option", []string{"bash", "-login", "-c", "ls"}, invocation{command: "ls", hasCommand: true, login: true}},
		{"rcfile", []string{"bash", "--rcfile", "rc", "-i"}, invocation{rcfile: "rc", interactive: true, stdin: true}},
		{"init-file", []string{"bash", "--init-file", "rc", "-ic", "ls"}, invocation{rcfile: "rc", interactive: true, command: "ls", hasCommand: true}},
		{"long after short is $0", []string{"bash", "-c", "ls", "--login"}, invocation{command: "ls", hasCommand: true, args: []string{"--login"}}},
		{"login argv0", []string{"-bash", "-c", "ls"}, invocation{command: "ls", hasCommand: true, login: true}},
		{"stdin", []string{"bash"}, invocation{stdin: true}},
		{"-s with args", []string{"bash", "-s", "a", "b"}, invocation{stdin: true, args: []string{"a", "b"}}},
		{"file", []string{"bash", "f.sh", "a"}, invocation{file: "f.sh", hasFile: true, args: []string{"a"}}},
		{"-- then file", []string{"bash", "--", "f.sh"}, invocation{file: "f.sh", hasFile: true}},
		{"- then file", []string{"bash", "-", "f.sh"}, invocation{file: "f.sh", hasFile: true}},
		{"-- then -c is a file", []string{"bash", "--", "-c"}, invocation{file: "-c", hasFile: true}},
		{"-c then --", []string{"bash", "-c", "--", "ls"}, invocation{command: "ls", hasCommand: true}},
		{"version", []string{"bash", "--version"}, invocation{version: true}},
		{"+k is off", []string{"bash", "+k", "-c", "ls"}, invocation{command: "ls", hasCommand: true}},
		{"-e file", []string{"bash", "-e", "f.sh"}, invocation{file: "f.sh", hasFile: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parseShellArgs(tc.args)
			if err != nil {
				t.Fatal(err)
			}
			if len(got.args) == 0 {
				got.args = nil // bash gave no words after the script
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("got  %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func TestParseShellArgsRefusesWhatBashRefuses(t *testing.T) {
	for _, args := range [][]string{
		{"bash", "-Z", "-c", "ls"},
		{"bash", "-cZ", "ls"},
		{"bash", "--nosuch", "-c", "ls"},
		{"bash", "-c"},
		{"bash", "--rcfile"},
	} {
		if _, err := parseShellArgs(args); err == nil {
			t.Errorf("%q: want an error", args)
		}
	}
}

// TestRequestTextBindsArguments checks that the text an approval is filed
// under changes with the arguments, and that the approved shell process is
// recognised by its whole command line.
func TestRequestTextBindsArguments(t *testing.T) {
	approved := requestText(invocation{command: `rm -rf "$1"`, hasCommand: true, args: []string{"_", "build"}}, `rm -rf "$1"`)
	for _, tc := range []struct {
		cmdline []string
		runs    bool
	}{
		{[]string{"bash", "-c", `rm -rf "$1"`, "_", "build"}, true},
		{[]string{"bash", "-ec", `rm -rf "$1"`, "_", "build"}, true},
		{[]string{"bash", "-c", `rm -rf "$1"`, "_", "victim"}, false},
		{[]string{"bash", "-c", `rm -rf "$1"`, "_", "build", "victim"}, false},
		{[]string{"bash", "-c", `rm -rf "$1"`, "x", "build"}, false},
		{[]string{"bash", "-c", `rm -rf "$1"`}, false},
		{[]string{"bash", "del.sh", "build"}, false},
	} {
		if got := runsCommand(tc.cmdline, approved); got != tc.runs {
			t.Errorf("%q: runs the approved command %v, want %v", tc.cmdline, got, tc.runs)
		}
	}
	file := requestText(invocation{file: "del.sh", hasFile: true, args: []string{"build"}}, "rm -rf \"$1\"\n")
	if other := requestText(invocation{file: "del.sh", hasFile: true, args: []string{"victim"}}, "rm -rf \"$1\"\n"); other == file {
		t.Errorf("a script file's arguments do not change its request text: %q", file)
	}
	if got := requestText(invocation{command: "ls", hasCommand: true}, "ls"); got != "ls" {
		t.Errorf("-c without arguments: %q, want the text alone", got)
	}
}
