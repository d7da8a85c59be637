package rules

import (
	"path"
	"strings"

	"gatesh/parser"
)

// asksHelp reports whether a command that a rule names by its subcommand
// (kubectl delete, git push, aws s3 rm) only asks for that subcommand's
// help: nothing follows the subcommand but the help option, or aws's
// help word. It holds only for CLIs whose one argument parser reads the
// help option wherever it stands before "--" and then runs nothing
// (git, cobra, gcloud and az, docker). A package runner is not one: pnpm
// run deploy --help hands --help to the deploy script, which runs. Nor is
// a plugin or extension those CLIs hand their arguments to (git bug push
// --help runs git-bug with them; gh, kubectl and helm do the same): the
// rule's pattern must name the subcommand by a literal first word, a
// built-in, and git reads --help as help only for the one word after it
// (git.c makes git X --help git help X, for any X).
func asksHelp(v *cmdView, sub wordsPattern, rest []parser.Word) bool {
	name := path.Base(v.cmd.Name)
	if name == "aws" {
		return len(rest) == 1 && awsHelp(v)
	}
	if len(rest) > 0 {
		return false
	}
	if !helpParser(name) || sub.lit&1 == 0 {
		return helpAsked(v, sub)
	}
	if name == "git" && len(sub.words) != 1 {
		return false
	}
	for _, f := range v.flags {
		switch f.name {
		case "--":
			return false
		case "--help":
			return true
		case "-h":
			// The same parsers read -h as --help (cobra, gcloud, az,
			// docker, Go's flag package), but git only as a whole
			// command's one option and gsutil as a header.
			if !f.hasValue && name != "git" && name != "gsutil" {
				return true
			}
		}
	}
	return false
}

// helpAsked reports whether any other CLI only asks for help: its
// subcommand words, all as written, then one help option (--help, -h,
// -help) as the very last word with no other option after the
// subcommand (fly apps destroy --help, vercel remove -h, az group delete
// --help), or the word help before them (npm help unpublish, heroku help
// apps:destroy). Argument parsers of every family (cobra, oclif,
// commander, yargs, click, argparse, clap, urfave/cli, Go's flag)
// print help there, and one that does not know the option stops on it
// as unknown; nothing is left for the subcommand to act on. Package
// runners, programs run through another (npx x deploy --help) and CLIs
// that hand their words to plugins (git, gh, kubectl, helm, docker,
// cargo, dotnet: the plugin reads them its own way) are not read so.
func helpAsked(v *cmdView, sub wordsPattern) bool {
	c := v.cmd
	name := path.Base(c.Name)
	n := len(sub.words)
	if c.RunsProgram || len(c.Args) == 0 || packageRunner(name) || n == 0 || len(v.pos) != n {
		return false
	}
	for _, w := range v.pos {
		if w.Dynamic {
			return false
		}
	}
	// help is a built-in subcommand of these CLIs; make, just and task
	// read it as a target of the project's to run.
	if v.pos[0].Value == "help" && n >= 2 && sub.any&1 != 0 {
		return !targetRunner(name)
	}
	if pluginDispatcher(name) {
		return false
	}
	last := c.Args[len(c.Args)-1]
	if last.Dynamic || last.Span.Start < v.pos[n-1].Span.Start {
		return false
	}
	for _, a := range c.Args {
		if a.Span.Start > v.pos[0].Span.Start && a.Span != last.Span && strings.HasPrefix(a.Value, "-") {
			return false
		}
	}
	switch last.Value {
	case "--help", "-h", "-help":
		return true
	}
	return false
}

// pluginDispatcher reports whether a CLI runs an installed program for a
// subcommand it does not know, handing it the words (git-X, gh
// extensions, kubectl and oc plugins, helm plugins, docker CLI plugins,
// cargo-X, dotnet tools, and the package managers' scripts).
func pluginDispatcher(name string) bool {
	switch name {
	case "git", "gh", "kubectl", "oc", "helm", "docker", "podman", "cargo", "dotnet", "krew",
		"npm", "pnpm", "yarn", "bun", "deno", "mise", "asdf", "composer", "poetry", "uv", "pipx":
		return true
	}
	return targetRunner(name)
}

// planSwitch reports whether an option is a deploy tool's own switch
// for planning only, which means so for that tool's command alone.
func planSwitch(name string) bool {
	switch name {
	case "--preview-only", "--no-execute-changeset", "--no-execute", "--noDeploy":
		return true
	}
	return false
}

// planOnly reports whether a plan switch stops the command it is given
// to, from the tools' docs: pulumi's --preview-only (up, destroy,
// refresh, import); aws cloudformation deploy's and sam deploy's
// --no-execute-changeset; cdk deploy's --no-execute, which the change
// set method alone reads (--method=direct deploys; --method=change-set
// executes the change set; a later --execute turns it back on);
// serverless deploy's --noDeploy, which serverless remove and deploy
// function (deploy -f) do not know (they warn of an unknown option and
// go on).
func (v *cmdView) planOnly(f flagUse) bool {
	pos := func(words ...string) bool {
		if len(v.pos) < len(words) {
			return false
		}
		for i, w := range words {
			if v.pos[i].Dynamic || v.pos[i].Value != w {
				return false
			}
		}
		return true
	}
	name := path.Base(v.cmd.Name)
	switch f.name {
	case "--preview-only":
		return name == "pulumi"
	case "--no-execute-changeset":
		return name == "aws" && pos("cloudformation", "deploy") || name == "sam" && pos("deploy")
	case "--noDeploy":
		return (name == "serverless" || name == "sls") && pos("deploy") && !pos("deploy", "function") && !pos("deploy", "list") &&
			!v.hasFlag("-f", "--function")
	case "--no-execute":
		if name != "cdk" || !pos("deploy") || f.hasValue && f.value != "true" {
			return false
		}
		for _, g := range v.flags {
			switch {
			case g.dynamic:
				return false
			case g.name == "--method" || g.name == "-m":
				if !g.hasValue || g.value != "prepare-change-set" {
					return false
				}
			case g.name == "--execute" && g.span.Start > f.span.Start:
				return false
			}
		}
		return true
	}
	return false
}

// serverCommandCLI reports whether a CLI reads its own options only
// before the first word and sends that word and every one after it to
// the server as a command: redis-cli's parseOptions stops at the
// command's name, so redis-cli DEL session -h deletes the keys session
// and -h (Valkey's and KeyDB's clients are redis-cli's code).
func serverCommandCLI(name string) bool {
	switch name {
	case "redis-cli", "valkey-cli", "keydb-cli":
		return true
	}
	return false
}

// targetRunner reports whether a program runs the project's targets or
// tasks its operands name (make help deploy runs both targets).
func targetRunner(name string) bool {
	switch name {
	case "make", "gmake", "bmake", "just", "task", "go-task", "rake", "mage", "invoke", "inv", "nox", "tox", "doit":
		return true
	}
	return false
}

// helpParser reports whether a CLI reads --help anywhere before "--" and
// then prints help alone, from its documentation: git (parse-options and
// git help), cobra's programs (pulumi among them), gcloud, az, and docker's and podman's
// subcommands.
func helpParser(name string) bool {
	switch name {
	case "git", "kubectl", "oc", "helm", "gcloud", "gsutil", "az", "docker", "podman", "nerdctl", "terraform", "tofu",
		"doctl", "flyctl", "fly", "gh", "glab", "nomad", "consul", "vault", "kind", "minikube", "eksctl", "rclone", "hugo", "pulumi":
		return true
	}
	return false
}

// awsHelp reports whether an aws command asks for the help of a command
// or an operation (aws s3 rm help, aws ec2 help): awscli's argument
// parser reads the word help as that only when it is the one argument
// after them, with no option between (aws s3 rm --recursive help removes
// a key named help).
func awsHelp(v *cmdView) bool {
	if path.Base(v.cmd.Name) != "aws" || len(v.pos) < 2 || len(v.pos) > 3 {
		return false
	}
	args := v.cmd.Args
	n := len(args)
	last := v.pos[len(v.pos)-1]
	return n >= 2 && !last.Dynamic && last.Value == "help" && args[n-1].Span == last.Span && args[n-2].Span == v.pos[len(v.pos)-2].Span
}

// calculator reports whether a program evaluates the arithmetic it is
// given (calc +12345678 is a number with its sign, not a phone to send
// to): the calculators of the Unix tradition and of distributions'
// package lists (apcalc, qalculate, numbat, kalker).
func calculator(name string) bool {
	switch path.Base(name) {
	case "calc", "bc", "dc", "qalc", "qalculate", "expr", "units", "numbat", "kalker", "wcalc", "pcalc", "concalc":
		return true
	}
	return false
}

// localShorthand reports whether a word is HTTPie's (and xh's) shorthand
// for localhost: a URL that starts with a colon and a port (:3000/api,
// :8080), documented as "http :3000 is http://localhost:3000".
func localShorthand(program, w string) bool {
	switch path.Base(program) {
	case "http", "https", "xh", "xhs":
	default:
		return false
	}
	port, _, _ := strings.Cut(strings.TrimPrefix(w, ":"), "/")
	return strings.HasPrefix(w, ":") && port != "" && strings.Trim(port, "0123456789") == ""
}
