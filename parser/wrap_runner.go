package parser

import "strings"

// unwrapRunner reads a package runner (npx, pnpx, bunx, uvx, pnpm dlx,
// yarn dlx, bun x, npm exec, pipx run): it runs the program of the
// package named by its first operand, with the words after it. The runner
// is listed whole, as its own rules know it; the package's program is
// read as the command it runs as well (npx gh-pages -d build is gh-pages
// -d build), which can only add what that program's rules say. ok is
// false when argv is no such run.
func (p *parser) unwrapRunner(fr *frame, u *unwrap, base string, argv []field, in *cmdIn) (step, bool) {
	i := 1
	switch base {
	case "npx", "pnpx", "bunx", "uvx":
	case "pnpm", "yarn":
		if len(argv) < 2 || argv[1].Value != "dlx" {
			return step{}, false
		}
		i = 2
	case "bun":
		if len(argv) < 2 || argv[1].Value != "x" {
			return step{}, false
		}
		i = 2
	case "npm":
		if len(argv) < 2 || argv[1].Value != "exec" && argv[1].Value != "x" {
			return step{}, false
		}
		i = 2
	case "pipx":
		if len(argv) < 2 || argv[1].Value != "run" {
			return step{}, false
		}
		i = 2
	default:
		return step{}, false
	}
	for ; i < len(argv); i++ {
		a := argv[i]
		if a.Dynamic {
			return step{}, false
		}
		v := a.Value
		switch {
		case v == "--":
			continue
		case v == "-c" || v == "--call" || strings.HasPrefix(v, "--call="):
			return step{}, false // a shell command, not a package
		case v == "-p" || v == "--package" || v == "--from" || v == "--spec" || v == "--python" || v == "--with":
			i++ // the option's value
			continue
		case strings.HasPrefix(v, "-"):
			continue
		}
		break
	}
	if i >= len(argv) {
		return step{}, false
	}
	name, ok := packageBin(argv[i].Value)
	if !ok {
		return step{}, false
	}
	listed := p.emit(fr, u, argv, cmdIn{span: in.span, pipeFrom: in.pipeFrom})
	listed.RunsProgram, listed.Program = true, argv[i].Span
	u.ctx |= InNested
	u.push(base)
	if bin, ok := cliPackageBin(argv[i].Value, name); ok {
		// Listed by the package's name too, for the rules that name it.
		p.emit(fr, u, append([]field{{Word: Word{Value: name, Span: argv[i].Span}}}, argv[i+1:]...), cmdIn{span: in.span, pipeFrom: in.pipeFrom})
		name = bin
	}
	inner := append([]field{{Word: Word{Value: name, Span: argv[i].Span}}}, argv[i+1:]...)
	return step{argv: inner}, true
}

// packageBin is the program a package runner starts for a package name:
// @vscode/vsce@2 runs vsce, gh-pages@6 runs gh-pages. A URL, a git or
// file spec or a path is not read as one.
func packageBin(pkg string) (string, bool) {
	if pkg == "" || strings.Contains(pkg, "://") || strings.Contains(pkg, ":") || strings.HasPrefix(pkg, ".") || strings.HasPrefix(pkg, "/") || strings.HasPrefix(pkg, "~") {
		return "", false
	}
	if strings.HasPrefix(pkg, "@") {
		_, after, ok := strings.Cut(pkg, "/")
		if !ok {
			return "", false
		}
		pkg = after
	}
	if name, _, ok := strings.Cut(pkg, "@"); ok {
		pkg = name
	}
	for _, sep := range []string{"==", ">=", "<=", "~=", "["} {
		if name, _, ok := strings.Cut(pkg, sep); ok {
			pkg = name
		}
	}
	if pkg == "" || strings.ContainsAny(pkg, "/ \t$`") {
		return "", false
	}
	return pkg, true
}

// cliPackageBin is the program of a package published as a tool's
// command-line client: eas-cli runs eas, netlify-cli netlify, and
// @railway/cli railway (each tool's install page: npm install -g eas-cli,
// then eas ...). ok is false for any other name.
func cliPackageBin(pkg, name string) (string, bool) {
	if bin, ok := strings.CutSuffix(name, "-cli"); ok && bin != "" {
		return bin, true
	}
	if name == "cli" && strings.HasPrefix(pkg, "@") {
		scope, _, _ := strings.Cut(pkg[1:], "/")
		if scope != "" && !strings.ContainsAny(scope, "@ \t$`") {
			return scope, true
		}
	}
	return "", false
}

// unwrapGitDashed reads git's dashed programs (git-push, git-reset,
// /usr/lib/git-core/git-filter-branch), which git itself runs for its
// subcommands: git-X ARGS is git X ARGS. The program is listed whole too,
// for the rules that name it (git-crypt).
func (p *parser) unwrapGitDashed(fr *frame, u *unwrap, base string, argv []field, in *cmdIn) (step, bool) {
	sub, ok := strings.CutPrefix(base, "git-")
	if !ok || sub == "" || strings.Trim(sub, "abcdefghijklmnopqrstuvwxyz-") != "" {
		return step{}, false
	}
	p.emit(fr, u, argv, cmdIn{span: in.span, pipeFrom: in.pipeFrom})
	u.ctx |= InNested
	u.push(base)
	sp := argv[0].Span
	inner := append([]field{{Word: Word{Value: "git", Span: sp}}, {Word: Word{Value: sub, Span: sp}}}, argv[1:]...)
	return step{argv: inner}, true
}
