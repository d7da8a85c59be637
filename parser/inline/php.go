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
	// PsySH, the REPL php code starts (eval(\Psy\sh())).
	input: []pattern{{src: `\bPsy\\(sh|debug|Shell)\b`}},
	unlisted: []pattern{
		{cap: Process, src: `['"](system|exec|shell_exec|passthru|popen|proc_open|pcntl_exec|assert)['"]`},
		{cap: Process, src: `\b(pcntl_exec|pcntl_fork|expect_popen|create_function)\b|\bcall_user_func(_array)?\s*\(|\$\w+\s*\(|\bReflectionFunction\b|\bassert\s*\(\s*\$|\bFFI\b`},
		{cap: Delete, src: `\b(ftruncate|array_map\s*\(\s*['"]unlink)`},
		{cap: Network, src: `\b(curl_exec|curl_multi_exec|fsockopen|pfsockopen|stream_socket_client|socket_connect|stream_context_create)\b`},
		{cap: Database, src: `\b(mysqli\w*|mysql_connect|PDO|pg_connect|pg_query|sqlite_open|SQLite3|MongoDB|Redis)\b`},
		{cap: Cloud, src: `\bAws\\|\bGoogle\\Cloud|\bMicrosoftAzure\b`},
		{cap: Mail, src: `\bmail\s*\(|\bPHPMailer\b|\bmb_send_mail\b|\bSwift_`},
	},
}
