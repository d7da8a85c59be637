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
	if len(rest) > 0 || !helpParser(name) || sub.lit&1 == 0 || name == "git" && len(sub.words) != 1 {
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
