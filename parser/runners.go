package parser

import "strings"

// runner is how a tool that runs another command reads its arguments:
// `uv run CMD`, `bundle exec CMD`, `aws-vault exec PROFILE -- CMD`.
type runner struct {
	sub       string   // words before the options ("run", "netns exec"); "" for none
	withArg   string   // short options that take a value
	longArg   []string // long options that take a value, without "--"
	skip      int      // operands before the command (a profile, a folder)
	afterDash bool     // the command comes only after "--"
	cmdFlags  []string // options after which the rest is the command (nix develop -c)
}

// runners lists tools that run the command given after their own
// arguments, in the project's environment, a container or under a tracer.
var runners = map[string][]runner{
	"uv":               {{sub: "run", longArg: []string{"with", "with-requirements", "python", "project", "directory", "package", "extra", "group", "env-file", "index", "index-url", "extra-index-url", "from"}}, {sub: "tool run", longArg: []string{"from", "with", "python"}}},
	"poetry":           {{sub: "run", longArg: []string{"directory", "project"}}},
	"pipenv":           {{sub: "run"}},
	"pdm":              {{sub: "run"}},
	"hatch":            {{sub: "run"}},
	"bundle":           {{sub: "exec"}},
	"npm":              {{sub: "exec", longArg: []string{"package", "call", "workspace"}}},
	"pnpm":             {{sub: "exec", longArg: []string{"filter", "dir"}, withArg: "C"}},
	"yarn":             {{sub: "exec"}},
	"conda":            {{sub: "run", withArg: "np", longArg: []string{"name", "prefix", "cwd"}}},
	"mamba":            {{sub: "run", withArg: "np", longArg: []string{"name", "prefix", "cwd"}}},
	"micromamba":       {{sub: "run", withArg: "np", longArg: []string{"name", "prefix", "cwd"}}},
	"direnv":           {{sub: "exec", skip: 1}},
	"nix":              {{sub: "develop", cmdFlags: []string{"-c", "--command"}}, {sub: "shell", cmdFlags: []string{"-c", "--command"}}},
	"mise":             {{sub: "exec", afterDash: true}, {sub: "x", afterDash: true}},
	"rtx":              {{sub: "exec", afterDash: true}},
	"asdf":             {{sub: "exec"}},
	"pyenv":            {{sub: "exec"}},
	"rbenv":            {{sub: "exec"}},
	"nodenv":           {{sub: "exec"}},
	"dotenv":           {{withArg: "ecv", afterDash: true}},
	"op":               {{sub: "run", longArg: []string{"env-file", "account"}, afterDash: true}},
	"aws-vault":        {{sub: "exec", withArg: "d", longArg: []string{"duration", "region", "mfa-token"}, skip: 1}},
	"ip":               {{sub: "netns exec", skip: 1}},
	"lxc":              {{sub: "exec", skip: 1, withArg: "", longArg: []string{"env", "cwd", "user", "group"}}},
	"incus":            {{sub: "exec", skip: 1, longArg: []string{"env", "cwd", "user", "group"}}},
	"faketime":         {{withArg: "", skip: 1}},
	"xvfb-run":         {{withArg: "nsepfw", longArg: []string{"server-num", "server-args", "error-file", "auth-file", "xauth-protocol", "wait"}}},
	"eatmydata":        {{}},
	"fakeroot":         {{withArg: "ispl", longArg: []string{"lib", "faked"}}},
	"chronic":          {{}},
	"dbus-run-session": {{longArg: []string{"config-file", "dbus-daemon"}}},
	"valgrind":         {{}},
	"with-contenv":     {{}},
	"chpst":            {{withArg: "ugUeE/nlLmdofpcr"}},
	"screen":           {{withArg: "SceRrxpTh"}},
}

// runnerStart returns where the command a runner runs begins in args,
// or false when the call runs no command (npm exec with no command).
func runnerStart(specs []runner, args []field) (int, bool) {
	for _, r := range specs {
		i := 0
		if r.sub != "" {
			words := strings.Fields(r.sub)
			_, j := scanOpts(args, r.withArg, r.longArg)
			if j+len(words) > len(args) {
				continue
			}
			match := true
			for k, w := range words {
				if args[j+k].Value != w {
					match = false
					break
				}
			}
			if !match {
				continue
			}
			i = j + len(words)
		}
		rest := args[i:]
		if len(r.cmdFlags) > 0 {
			for k, a := range rest {
				for _, f := range r.cmdFlags {
					if a.Value == f {
						return i + k + 1, i+k+1 < len(args)
					}
				}
			}
			return 0, false
		}
		if r.afterDash {
			for k, a := range rest {
				if a.Value == "--" {
					return i + k + 1, i+k+1 < len(args)
				}
			}
			return 0, false
		}
		_, j := scanOpts(rest, r.withArg, r.longArg)
		j += r.skip
		if j < len(rest) && rest[j].Value == "--" && r.skip > 0 {
			j++
		}
		return i + j, i+j < len(args)
	}
	return 0, false
}
