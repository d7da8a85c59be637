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
	// irb and pry from the code, the debug gem's prompt, and an eval of
	// what is read (eval STDIN.read, eval gets).
	input: []pattern{
		{src: `\bbinding\.(irb|pry|break|b)\b|\b(IRB|Pry)\.start\b|(^|[^\w.:@$])(debugger|byebug)\b`},
		{src: `\b(eval|instance_eval|class_eval|module_eval|instance_exec)\b[\s(]*(STDIN|\$stdin|ARGF|\$<|gets|readlines?|\$_)`},
	},
	unlisted: []pattern{
		{cap: Process, src: `\bPTY\b|\bOpen3\.(popen2e?|pipeline\w*)|\bProcess\.(spawn|exec|fork|daemon)\b|\bKernel\.(system|exec|spawn|open|` + "`" + `)|\bfork\b|\bsyscall\b|\bIO\.(sysopen|pipe)\b`},
		{cap: Process, src: `\b(send|public_send|__send__)\s*\(?\s*[:'"]|\bmethod\s*\(\s*[:'"]|\bopen\s*\(?\s*['"]\s*\|`},
		{cap: Delete, src: `\bFileUtils\.(remove_entry_secure|remove_file|safe_unlink|rm_rf_?\w*)|\bFile\.truncate\b|\bPathname\b.*\.(delete|unlink|rmtree)`},
		{cap: Network, src: `\bNet::(HTTP|FTP)\b|\b(TCPSocket|UDPSocket|Socket)\b|\b(HTTParty|RestClient|Faraday|Excon|Typhoeus)\b`},
		{cap: Database, src: `\b(PG|Mysql2|SQLite3|Sequel|ActiveRecord|Redis|Mongo)\b`},
		{cap: Cloud, src: `\bAws::|\bGoogle::Cloud\b|\bAzure::`},
		{cap: Mail, src: `\bNet::SMTP\b|\bMail\.(deliver|new)\b|\bPony\.mail\b|\bActionMailer\b`},
	},
}
