package inline

// r models R (Rscript -e, R -e).
var r = Lang{
	Name:    "r",
	Wrapper: "Rscript -e",
	calls: []call{
		{"system", "shell"}, {"shell", "shell"}, {"system2", "argv"},
		{"unlink", "rmf"}, {"file.remove", "rmf"},
		{"readLines", "read"},
	},
	unlisted: []pattern{
		{cap: Process, src: `(<-|=)\s*(system2?|shell)\s*($|[^\s(\w.])`},
		{cap: Delete, src: `(<-|=)\s*(unlink|file\.remove)\s*($|[^\s(\w.])`},
		{cap: Process, src: `\b(shell\.exec|pipe)\s*\(|\bprocessx::|\bcallr::|\bsys::exec\w*|\bdo\.call\s*\(|\bget\s*\(\s*['"]|\beval\s*\(\s*(parse|str2lang|str2expression)\b|\bmatch\.fun\s*\(`},
		{cap: Delete, src: `\bfs::(file_delete|dir_delete)\b|\bunlink\s*\([^)]*recursive`},
		{cap: Network, src: `\bhttr::(POST|PUT|PATCH|DELETE|VERB)\b|\b(POST|PUT|PATCH|DELETE)\s*\(|\bhttr2::req_(body\w*|method)\b|\bcurl::(curl_fetch\w*|handle_setform)\b|\bsocketConnection\b`},
		{cap: Database, src: `\bDBI::|\bdbConnect\b|\b(RSQLite|RPostgres|RMySQL|RMariaDB|mongolite|odbc)\b`},
		{cap: Cloud, src: `\b(paws|aws\.s3|googleCloudStorageR|AzureStor|bigrquery)\b`},
		{cap: Mail, src: `\b(sendmailR|blastula|mailR|gmailr|emayili)\b`},
	},
}
