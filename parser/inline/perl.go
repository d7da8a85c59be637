package inline

var perl = Lang{
	Name:    "perl",
	Wrapper: "perl -e",
	calls: []call{
		{"system", "shell"}, {"exec", "shell"}, {"rmtree", "rmrf"}, {"remove_tree", "rmrf"}, {"unlink", "rmf"}, {"rmdir", "rmdir"},
	},
	bareCalls: true,
	extra: func(code string) []Call {
		if perlOnlyEdits(code) {
			return nil
		}
		return shellStrings(backticks(code, "perl"))
	},
	// An eval of what is read: eval <STDIN>, eval join("", <>), eval
	// readline(STDIN).
	input: []pattern{
		{src: `\beval\b\s*[^\s{;][^;]*?(<\s*\$?\w*\s*>|\breadline\b|\bSTDIN\b)`},
	},
	unlisted: []pattern{
		{cap: Process, src: `\\&(CORE::)?(system|exec)\b`},
		{cap: Process, src: `\bopen\s*\(?\s*(my\s+)?[\$\w]*\s*,\s*['"]\s*(-\||\|-)|\bopen\s*\(?\s*(my\s+)?[\$\w]*\s*,\s*['"][^'"]*\|\s*['"]|\bopen\s*\(?\s*(my\s+)?[\$\w]*\s*,\s*['"]\s*\||\bIPC::(Open2|Open3|Run|Cmd)\b|\bfork\b|\bsyscall\b|\b(system|exec)\s*\{`},
		{cap: Process, src: `&\$\w+\s*\(|&\{\s*\$\w+\s*\}\s*\(|\$\w+\s*->\s*\(|->\s*\$\w+\s*\(|\bcan\s*\(\s*['"]|\beval\s*\$`},
		{cap: Delete, src: `\btruncate\b|\bFile::(Remove|Path::rmtree)\b`},
		{cap: Network, src: `\b(LWP|HTTP::Tiny|HTTP::Request|Net::HTTP|IO::Socket|Socket|Mojo::UserAgent|Furl|Net::FTP)\b`},
		{cap: Database, src: `\bDBI\b|\bDBD::|\bRedis\b|\bMongoDB\b`},
		{cap: Cloud, src: `\bPaws\b|\bAmazon::|\bNet::Amazon|\bGoogle::Cloud`},
		{cap: Mail, src: `\b(Net::SMTP|Mail::\w+|Email::Sender|MIME::Lite)\b|\bsendmail\b`},
	},
}

// shellStrings makes each command string a "shell" call.
func shellStrings(vs []Value) []Call {
	out := make([]Call, len(vs))
	for i, v := range vs {
		out[i] = Call{Kind: "shell", Args: []Value{v}}
	}
	return out
}
