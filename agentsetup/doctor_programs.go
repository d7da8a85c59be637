package agentsetup

import (
	"os"
	"path/filepath"

	"gatesh/config"
	"gatesh/enforce"
)

// gateshPrograms are gatesh itself and the programs of its own that it
// runs or hands over to, found beside it: each is trusted by where it
// lies.
var gateshPrograms = []string{"gatesh", "gatesh-net", "gatesh-archive", "gatesh-serve", "gatesh-model", "gatesh-export"}

// programInputs are the facts enforce.CheckProgram reads, as the doctor
// sees them from its working folder.
func (d *doctor) programInputs(cfg *config.Config) enforce.Inputs {
	in := enforce.Inputs{Cwd: d.cwd, Home: d.p.home, GateshHome: cfg.Home, Getenv: d.p.getenv, Writable: cfg.EnforceWritable}
	if self, err := filepath.EvalSymlinks(d.p.bin("gatesh")); err == nil {
		// No working folder's project is gatesh's install folder, so
		// none of its green commands may write it (enforce.Inputs.Install).
		in.Install = filepath.Dir(self)
	}
	return in
}

// installed checks that gatesh and its programs beside it lie where no
// command gatesh let run could have put them (enforce.CheckProgram): not
// in the project, a temporary folder or a cache green commands may
// write, nor a folder others may write. The agent runs that gatesh, and
// gatesh runs gatesh-net, gatesh-model and gatesh-archive outside any
// restriction.
func (d *doctor) installed(cfg *config.Config) {
	self, err := filepath.EvalSymlinks(d.p.bin("gatesh"))
	if err != nil {
		return // the gatesh check says what is wrong
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(self), "gatesh-archive")); err != nil {
		// Taken only from beside gatesh; the gate holds without it.
		d.info("gatesh-archive", "not beside %s: gatesh cannot list an archive, and holds every extraction into the top of a project or a dot folder of it (archive-unlisted) until install/install.sh puts it there", self)
	}
	in := d.programInputs(cfg)
	for _, name := range gateshPrograms {
		p := filepath.Join(filepath.Dir(self), name)
		if _, err := os.Stat(p); err != nil {
			continue
		}
		if err := enforce.CheckProgram(in, p); err != nil {
			d.bad("install folder", "install gatesh's programs into a folder only you can write, outside the project, the temporary folders and the caches: install/install.sh puts them in ~/.local/bin and links "+filepath.Dir(d.p.bin("gatesh"))+" to them",
				"%v", err)
			return
		}
	}
	d.ok("install folder", "%s: no command gatesh lets run may write it", filepath.Dir(self))
}

// programsOnPath checks the programs gatesh finds on PATH and runs
// outside any command's restriction: the real shell an approved command
// runs in, and the git its probe asks before a command runs. gatesh
// refuses one a command it let run could have put there; this says so
// before an agent meets it. It reads this PATH, and the agent's may
// differ.
func (d *doctor) programsOnPath(cfg *config.Config) {
	self, _ := filepath.EvalSymlinks(d.p.bin("gatesh"))
	in := d.programInputs(cfg)
	check := func(what, path, fix string) {
		if err := enforce.CheckProgram(in, path); err != nil {
			d.bad(what, fix, "%v", err)
		}
	}
	if cfg.Shell != "" {
		check("real bash", cfg.Shell, "set shell in "+filepath.Join(cfg.Home, "config.toml")+" to a bash only you can write, such as /usr/bin/bash")
	}
	for _, name := range []string{"bash", "git"} {
		p := firstOther(name, d.p.getenv("PATH"), self)
		if p == "" {
			continue
		}
		check("real "+name, p, "put a folder only you can write that holds "+name+" (such as /usr/bin) before "+filepath.Dir(p)+" on PATH, or remove "+p)
	}
}

// firstOther is the first executable name on pathList that is not gatesh
// (self), as gatesh finds the program it runs; "" for none.
func firstOther(name, pathList, self string) string {
	for _, dir := range filepath.SplitList(pathList) {
		if !filepath.IsAbs(dir) {
			continue
		}
		p := filepath.Join(dir, name)
		st, err := os.Stat(p)
		if err != nil || !st.Mode().IsRegular() || st.Mode()&0o111 == 0 || (self != "" && sameFile(p, self)) {
			continue
		}
		return p
	}
	return ""
}
