package inline

var php = Lang{
	Name:    "php",
	Wrapper: "php -r",
	calls: []call{
		{"shell_exec", "shell"}, {"system", "shell"}, {"exec", "shell"}, {"passthru", "shell"}, {"popen", "shell"}, {"proc_open", "shell"},
		{"unlink", "rmf"}, {"rmdir", "rmdir"},
		{"file_get_contents", "read"}, {"readfile", "read"}, {"file", "read"}, {"file_put_contents", "write"},
	},
	extra: func(code string) []Call { return shellStrings(backticks(code, "php")) },
}
