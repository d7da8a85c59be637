package inline

var ruby = Lang{
	Name:    "ruby",
	Wrapper: "ruby -e",
	calls: []call{
		{"system", "shell"}, {"exec", "shell"}, {"spawn", "shell"}, {"IO.popen", "shell"}, {"Open3.capture2", "shell"}, {"Open3.capture3", "shell"},
		{"Open3.capture2e", "shell"}, {"Open3.popen3", "shell"},
		{"FileUtils.rm_rf", "rmrf"}, {"FileUtils.rm_r", "rmrf"}, {"FileUtils.remove_dir", "rmrf"}, {"FileUtils.rmtree", "rmrf"},
		{"FileUtils.remove_entry", "rmrf"}, {"FileUtils.rm_f", "rmf"}, {"FileUtils.rm", "rmf"}, {"File.delete", "rmf"}, {"File.unlink", "rmf"},
		{"Dir.rmdir", "rmdir"}, {"Dir.delete", "rmdir"},
		{"File.read", "read"}, {"IO.read", "read"}, {"File.readlines", "read"}, {"File.write", "write"},
	},
	bareCalls: true,
	extra:     func(code string) []Call { return shellStrings(backticks(code, "ruby")) },
}
