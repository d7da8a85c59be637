package inline

var perl = Lang{
	Name:    "perl",
	Wrapper: "perl -e",
	calls: []call{
		{"system", "shell"}, {"exec", "shell"}, {"rmtree", "rmrf"}, {"remove_tree", "rmrf"}, {"unlink", "rmf"}, {"rmdir", "rmdir"},
	},
	bareCalls: true,
	extra:     func(code string) []Call { return shellStrings(backticks(code, "perl")) },
}

// shellStrings makes each command string a "shell" call.
func shellStrings(vs []Value) []Call {
	out := make([]Call, len(vs))
	for i, v := range vs {
		out[i] = Call{Kind: "shell", Args: []Value{v}}
	}
	return out
}
