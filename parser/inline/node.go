package inline

var node = Lang{
	Name:    "node",
	Wrapper: "node -e",
	calls: []call{
		{"execSync", "shell"}, {"exec", "shell"}, {"spawnSync", "argv"}, {"spawn", "argv"}, {"execFileSync", "argv"}, {"execFile", "argv"},
		{"fs.rmSync", "rmrf"}, {"fs.rmdirSync", "rmrf"}, {"fs.unlinkSync", "rmf"}, {"fs.rm", "rmrf"}, {"fs.rmdir", "rmrf"}, {"fs.unlink", "rmf"},
		{"fs.promises.rm", "rmrf"}, {"fs.promises.rmdir", "rmrf"}, {"fs.promises.unlink", "rmf"}, {"rimraf", "rmrf"},
		{"rmSync", "rmrf"}, {"rmdirSync", "rmrf"}, {"unlinkSync", "rmf"},
		{"readFileSync", "read"}, {"readFile", "read"}, {"writeFileSync", "write"}, {"writeFile", "write"},
		{"appendFileSync", "write"}, {"appendFile", "write"},
	},
	// exec and spawn are child_process's only when the code names it.
	runsOnlyWith: "child_process",
	receivers:    []string{"cp", "childProcess", "proc"},
	anyReceiver:  true,
}
