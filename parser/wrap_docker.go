package parser

import (
	"strings"
)

func (p *parser) unwrapDocker(fr *frame, u *unwrap, base string, argv []field, in *cmdIn) (step, bool) {
	i := 1
	compose := strings.HasSuffix(base, "-compose")
	if !compose {
		_, k := scanOpts(argv[1:], "HHcl", []string{"host", "context", "config", "log-level"})
		i += k
		if i < len(argv) && argv[i].Value == "container" {
			i++
		}
		compose = i < len(argv) && argv[i].Value == "compose"
		if compose {
			i++
		}
	}
	if compose {
		// docker compose [OPTIONS] exec|run [OPTIONS] SERVICE CMD...
		_, k := scanOpts(argv[i:], "fp", []string{"file", "project-name", "profile", "env-file", "project-directory", "ansi", "progress", "parallel"})
		i += k
	}
	if i >= len(argv) || argv[i].Value != "exec" && !(compose && argv[i].Value == "run") {
		return step{}, false
	}
	sub := argv[i].Value
	withArg, longArg := "euw", []string{"env", "env-file", "user", "workdir", "detach-keys"}
	if compose {
		withArg, longArg = "euwlpv", append(longArg, "index", "name", "entrypoint", "label", "publish", "volume", "cap-add", "cap-drop")
	}
	_, j := scanOpts(argv[i+1:], withArg, longArg)
	j += i + 1
	if j+1 >= len(argv) {
		return step{}, false
	}
	p.emit(fr, u, argv[:j+1], cmdIn{span: in.span, pipeFrom: in.pipeFrom})
	if compose {
		u.push(base + " compose " + sub)
	} else {
		u.push(base + " exec")
	}
	u.ctx |= InNested
	return step{argv: argv[j+1:]}, false
}
