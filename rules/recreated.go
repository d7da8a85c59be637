package rules

import (
	"strings"

	"gatesh/parser"
)

// recreatedContainers returns docker rm -f NAME... without its -f when
// the same script runs compose up after it, in the same folder
// (docker rm -f app-db app-web; docker compose up -d): the names are
// cleared for the stack that compose makes again at once, the usual
// answer to compose's "container name is already in use"
// (docker-container-rm(1): without -v every volume stays). It is then
// judged as a removal of containers by name (container-remove-local).
// Names chosen at run time, volumes removed (-v), every container (-a),
// another daemon (-H, --context, DOCKER_HOST), a container or host the
// command runs in, and a script with no compose up stay as they are. nil
// when the form is not this one.
func recreatedContainers(c *parser.Command, later []*parser.Command) *parser.Command {
	if (c.Name != "docker" && c.Name != "podman") || c.MoreArgs || c.CwdUnknown || c.Container != nil || c.Remote != nil || len(c.Assigns) > 0 || len(c.Args) < 3 {
		return nil
	}
	rest := c.Args
	switch {
	case !rest[0].Dynamic && rest[0].Value == "rm":
		rest = rest[1:]
	case len(rest) > 3 && !rest[0].Dynamic && rest[0].Value == "container" && !rest[1].Dynamic && (rest[1].Value == "rm" || rest[1].Value == "remove"):
		rest = rest[2:]
	default:
		return nil
	}
	out := *c
	out.Args = append([]parser.Word(nil), c.Args[:len(c.Args)-len(rest)]...)
	force, names := false, 0
	for _, a := range rest {
		switch {
		case a.Dynamic || a.Glob || a.Value == "":
			return nil
		case a.Value == "-f" || a.Value == "--force":
			force = true
			continue
		case strings.HasPrefix(a.Value, "-"):
			return nil
		case strings.ContainsAny(a.Value, "/:"):
			return nil
		}
		names++
		out.Args = append(out.Args, a)
	}
	if !force || names == 0 {
		return nil
	}
	for _, g := range later {
		if g.Depth == c.Depth && g.Dir == c.Dir && !g.CwdUnknown && g.Container == nil && g.Remote == nil && composeUp(g) {
			return &out
		}
	}
	return nil
}

// composeUp reports whether g is compose up of this machine's daemon
// (docker compose up, docker-compose up, podman compose up) with no other
// daemon named.
func composeUp(g *parser.Command) bool {
	args := g.Args
	switch g.Name {
	case "docker", "podman":
		if len(args) == 0 || args[0].Dynamic || args[0].Value != "compose" {
			return false
		}
		args = args[1:]
	case "docker-compose", "podman-compose":
	default:
		return false
	}
	for _, a := range g.Assigns {
		if strings.HasPrefix(a.Name, "DOCKER_") || a.Name == "CONTAINER_HOST" {
			return false
		}
	}
	for _, a := range args {
		if a.Dynamic {
			return false
		}
		if a.Value == "up" {
			return true
		}
		if a.Value == "-H" || strings.HasPrefix(a.Value, "--host") || strings.HasPrefix(a.Value, "--context") || a.Value == "-c" {
			return false
		}
	}
	return false
}
