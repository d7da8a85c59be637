package inline

// lua models Lua (lua -e, luajit -e).
var lua = Lang{
	Name:    "lua",
	Wrapper: "lua -e",
	calls: []call{
		{"os.execute", "shell"}, {"io.popen", "shell"}, {"os.remove", "rmf"},
		{"io.open", "open"},
	},
	// os.execute "cmd" is a call without parentheses.
	bareCalls: true,
	// debug.debug() reads Lua from standard input, line by line.
	input: []pattern{{src: `\bdebug\.debug\s*\(`}},
	unlisted: []pattern{
		{cap: Process, src: `\b(os\.execute|io\.popen)\s*($|[^\s(\x27"\[])`},
		{cap: Delete, src: `\bos\.remove\s*($|[^\s(\x27"\[])`},
		{cap: Process, src: `\bposix\.(exec\w*|spawn|fork)\b|\brequire\s*\(?\s*['"](posix|luaposix|ffi)['"]|\b(os|io|_G|_ENV)\s*\[|\b(load|loadstring|loadfile|dofile)\s*[\("']`},
		{cap: Network, src: `\brequire\s*\(?\s*['"](socket|socket\.http|ssl\.https|http\.request|resty\.http)['"]`},
		{cap: Database, src: `\b(luasql|pgmoon|lsqlite3)\b|\bresty\.(mysql|redis|postgres)\b`},
	},
}
