package binding

import (
	"encoding/json"
	"path/filepath"
	"strings"
)

// A package manager run in a workspace's root runs the workspaces'
// scripts too: `npm install` their install scripts, `npm run build
// --workspaces`, `pnpm -r build` and `yarn workspaces foreach run build`
// each one's build. An approval of any of them binds each workspace's
// package.json, so that a script added to one after the approval is a
// change; so is a workspace made later that a pattern matches.

// workspacePackages are the package.json files of the workspaces that
// the roots (package.json files, and pnpm-workspace.yaml beside them)
// declare: package.json's "workspaces" (a list, or {"packages": list}),
// pnpm-workspace.yaml's packages:, each a pattern from the root's
// folder. A pattern with `**` is taken a level at a time, to 4 levels.
func workspacePackages(roots []string) []string {
	var paths []string
	for _, root := range roots {
		var patterns []string
		switch filepath.Base(root) {
		case "package.json":
			patterns = packageJSONWorkspaces(root)
		case "pnpm-workspace.yaml":
			patterns = pnpmWorkspaces(root)
		}
		dir := filepath.Dir(root)
		for _, p := range patterns {
			if p == "" || strings.HasPrefix(p, "!") || computedName(p) {
				continue
			}
			for _, glob := range starLevels(filepath.Join(dir, p)) {
				matches, _ := filepath.Glob(filepath.Join(glob, "package.json"))
				paths = append(paths, matches...)
			}
		}
	}
	return paths
}

// starLevels is pattern with each `**` read as no folder and as one to
// four folders of any name, as the package managers' globs read it.
func starLevels(pattern string) []string {
	before, after, ok := strings.Cut(pattern, "**")
	if !ok {
		return []string{pattern}
	}
	var out []string
	for _, rest := range starLevels(after) {
		levels := ""
		for range 5 {
			out = append(out, filepath.Clean(before+levels+rest))
			levels += "*/"
		}
	}
	return out
}

// packageJSONWorkspaces are the patterns of a package.json's
// "workspaces".
func packageJSONWorkspaces(path string) []string {
	text, _, ok := readHead(path)
	if !ok {
		return nil
	}
	var pkg struct {
		Workspaces json.RawMessage `json:"workspaces"`
	}
	if json.Unmarshal([]byte(text), &pkg) != nil || len(pkg.Workspaces) == 0 {
		return nil
	}
	var list []string
	if json.Unmarshal(pkg.Workspaces, &list) == nil {
		return list
	}
	var obj struct {
		Packages []string `json:"packages"`
	}
	_ = json.Unmarshal(pkg.Workspaces, &obj)
	return obj.Packages
}

// pnpmWorkspaces are the patterns of a pnpm-workspace.yaml's packages:
// list.
func pnpmWorkspaces(path string) []string {
	text, _, ok := readHead(path)
	if !ok {
		return nil
	}
	var patterns []string
	in := false
	for line := range strings.SplitSeq(text, "\n") {
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		if line[0] != ' ' && line[0] != '\t' && line[0] != '-' {
			in = strings.HasPrefix(trimmed, "packages:")
			continue
		}
		if item, ok := strings.CutPrefix(trimmed, "- "); in && ok {
			patterns = append(patterns, yamlScalar(item))
		}
	}
	return patterns
}
