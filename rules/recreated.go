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
// another daemon (-H, --context, DOCKER_HOST or DOCKER_CONFIG given or
// exported with any value, a context or connection the script switched
// to), a container or host the command runs in, and a script with no
// compose up of the same engine after it (compose logs up, up --help,
// --dry-run) stay as they are. nil when the form is not this one.
func recreatedContainers(c *parser.Command, earlier, later []*parser.Command) *parser.Command {
	if (c.Name != "docker" && c.Name != "podman") || c.MoreArgs || c.CwdUnknown || c.Container != nil || c.Remote != nil || len(c.Assigns) > 0 || len(c.Args) < 3 {
		return nil
	}
	if daemonEnv(c.Exported) || switchesDaemon(earlier, c.Name) {
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
		if g.Depth == c.Depth && g.Dir == c.Dir && !g.CwdUnknown && g.Container == nil && g.Remote == nil && g.Context&(parser.InFunc|parser.InTrap|parser.InLater|parser.InCode) == 0 && composeUp(g, c.Name) {
			return &out
		}
	}
	return nil
}

// composeUp reports whether g is compose up of this machine's daemon run
// by engine (docker compose up or docker-compose up for docker, podman
// compose up or podman-compose up for podman) with no other daemon
// named: up must be compose's subcommand (compose logs up names a
// service), and up --help or --dry-run makes nothing.
func composeUp(g *parser.Command, engine string) bool {
	args := g.Args
	switch g.Name {
	case engine:
		if len(args) == 0 || args[0].Dynamic || args[0].Value != "compose" {
			return false
		}
		args = args[1:]
	case engine + "-compose":
	default:
		return false
	}
	if daemonEnv(g.Assigns) || daemonEnv(g.Exported) {
		return false
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, _, valued := strings.Cut(a.Value, "=")
		switch {
		case a.Dynamic:
			return false
		case a.Value == "up":
			for _, b := range args[i+1:] {
				if b.Dynamic || b.Value == "--help" || b.Value == "-h" || b.Value == "--dry-run" {
					return false
				}
			}
			return true
		case composeValueFlag(name) && valued:
		case composeValueFlag(a.Value):
			i++
		default:
			// Another subcommand, or an option not known to take a
			// value or to name this machine's daemon.
			return false
		}
	}
	return false
}

// composeValueFlag reports compose's global options that take a value
// (docker-compose(1), podman-compose(1)); -H, --host, -c and --context,
// which name another daemon, are not among them. A function, not a map,
// so that start-up builds nothing.
func composeValueFlag(name string) bool {
	switch name {
	case "-f", "--file", "-p", "--project-name", "--profile", "--env-file",
		"--project-directory", "--ansi", "--parallel", "--progress":
		return true
	}
	return false
}

// daemonEnv reports whether assigns set a variable that chooses the
// container engine's daemon or the client's configuration (DOCKER_HOST,
// DOCKER_CONTEXT, DOCKER_CONFIG, CONTAINER_HOST, CONTAINER_CONNECTION),
// whatever its value: one read at run time may name another machine.
func daemonEnv(assigns []parser.Assign) bool {
	for _, a := range assigns {
		if strings.HasPrefix(a.Name, "DOCKER_") || strings.HasPrefix(a.Name, "CONTAINER_") {
			return true
		}
	}
	return false
}

// switchesDaemon reports whether one of the commands before sends the
// engine's later commands to another daemon: docker context use, podman
// system connection default (both kept in the client's configuration).
func switchesDaemon(earlier []*parser.Command, engine string) bool {
	for _, e := range earlier {
		a := e.Args
		if e.Name != engine || len(a) < 2 || a[0].Dynamic {
			continue
		}
		if a[0].Value == "context" && (a[1].Dynamic || a[1].Value == "use") {
			return true
		}
		if len(a) > 2 && a[0].Value == "system" && !a[1].Dynamic && a[1].Value == "connection" && (a[2].Dynamic || a[2].Value == "default") {
			return true
		}
	}
	return false
}
