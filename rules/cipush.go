package rules

import (
	"path"
	"slices"
	"strings"

	"gatesh/parser"
)

// ciConfigPushed holds a git push that follows, in the same script, a
// write of a CI pipeline's file or a git add (or a commit by path) of
// one (git add .github/workflows/ci.yml && git commit -m x && git push
// origin feature/x): the forge runs a pushed workflow with the
// repository's secrets at once, on any branch, so what the push sends
// is code that runs there. A push alone, or one after a commit of other
// files, stays as its rules judge it; a dry run sends nothing.
func (s *Set) ciConfigPushed(sc *parser.Script, hits []Hit) []Hit {
	if sc == nil || !slices.ContainsFunc(sc.Commands, func(c *parser.Command) bool {
		return c.Name == "git" && slices.ContainsFunc(c.Args, func(w parser.Word) bool { return w.Value == "push" })
	}) {
		return hits
	}
	staged := false
	for _, c := range sc.Commands {
		v := s.view(c)
		sub := ""
		if c.Name == "git" && len(v.pos) > 0 {
			sub = v.pos[0].Value
		}
		switch sub {
		case "push":
			if staged && !slices.ContainsFunc(v.flags, func(f flagUse) bool { return f.name == "-n" || f.name == "--dry-run" }) {
				hits = append(hits, Hit{ID: "ci_config_pushed", Tier: Red,
					Reason: "pushes a CI pipeline's file the same command wrote or staged: the forge runs it with the repository's secrets as soon as it lands, on any branch",
					Span:   c.Span, Command: describe(c), Cmd: c})
			}
		case "add", "stage", "commit":
			dir, known := gitWorkDir(c)
			for _, w := range v.pos[1:] {
				if w.Dynamic {
					continue
				}
				p := pathspecPath(w.Value)
				if ciConfigPath(p) || ciConfigPath(path.Join(dir, p)) ||
					!known && strings.HasPrefix(strings.ToLower(p), "workflows") {
					staged = true
				}
			}
		}
		for _, w := range v.writes {
			if ciConfigPath(w.value) {
				staged = true
			}
		}
	}
	return hits
}

// gitWorkDir returns the folder a git command names its paths from,
// relative to where the script started: the cds before it (Dir) and its
// -C and --work-tree options. known is false when a cd or an option is
// known only at run time; then a path's folder is not known.
func gitWorkDir(c *parser.Command) (dir string, known bool) {
	dir, known = c.Dir, !c.CwdUnknown && !strings.HasPrefix(c.Dir, "$")
	for i := 0; i < len(c.Args); i++ {
		w := c.Args[i]
		name, value, inline := strings.Cut(w.Value, "=")
		if !strings.HasPrefix(name, "-") {
			break // the subcommand
		}
		if name != "-C" && name != "--work-tree" {
			if !inline && (name == "-c" || name == "--git-dir" || name == "--namespace" || name == "--config-env") {
				i++ // its value
			}
			continue
		}
		if !inline {
			if i+1 >= len(c.Args) {
				break
			}
			i++
			w, value = c.Args[i], c.Args[i].Value
		}
		if w.Dynamic {
			return dir, false
		}
		dir = path.Join(dir, value)
		if path.IsAbs(value) || strings.HasPrefix(value, "~") {
			dir = value
		}
	}
	return dir, known
}

// pathspecPath is the path a git pathspec names, its magic taken off
// (:(glob).github/**, :(top)x, :/x).
func pathspecPath(p string) string {
	if rest, ok := strings.CutPrefix(p, ":("); ok {
		if _, after, ok := strings.Cut(rest, ")"); ok {
			return after
		}
	}
	if rest, ok := strings.CutPrefix(p, ":"); ok {
		return strings.TrimLeft(rest, "/!^")
	}
	return p
}

// ciGlobName returns the CI name a glob segment may match (.git*,
// .githu?), the segment itself when it is no glob or matches none: one
// of the names of CI pipelines' files and folders ciConfigPath knows.
func ciGlobName(seg string) string {
	ciNames := [...]string{".github", ".circleci", ".buildkite", ".gitlab-ci.yml", ".gitlab-ci.yaml", "azure-pipelines.yml", "azure-pipelines.yaml",
		"jenkinsfile", ".drone.yml", ".drone.yaml", "bitbucket-pipelines.yml"}
	if !strings.ContainsAny(seg, "*?[") {
		return seg
	}
	for _, n := range ciNames {
		if wildMatch(seg, n) {
			return n
		}
	}
	return seg
}

// ciConfigPath reports whether a path is a CI pipeline's file, or a
// folder that holds them: .github/workflows, .gitlab-ci.yml, .circleci,
// azure-pipelines.yml, .buildkite, Jenkinsfile, .drone.yml,
// bitbucket-pipelines.yml. Letters of any case: a macOS disk finds
// .GitHub/Workflows as .github/workflows. Under .github, a glob that may
// match workflows (git add '.github/*', .github/w*) names them.
func ciConfigPath(p string) bool {
	segs := strings.Split(strings.ToLower(path.Clean(p)), "/")
	for i, seg := range segs {
		switch ciGlobName(seg) {
		case ".circleci", ".buildkite", ".gitlab-ci.yml", ".gitlab-ci.yaml", "azure-pipelines.yml", "azure-pipelines.yaml",
			"jenkinsfile", ".drone.yml", ".drone.yaml", "bitbucket-pipelines.yml":
			return true
		case ".github":
			// The folder itself, its workflows or a file in them.
			if i == len(segs)-1 || strings.HasPrefix(segs[i+1], "workflows") || wildMatch(segs[i+1], "workflows") {
				return true
			}
		}
	}
	return false
}
