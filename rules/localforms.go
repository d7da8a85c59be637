package rules

// The local forms of targets that are no host: a database file of the
// project, a unix socket, a framework's test environment, a tool's dev
// mode, dev containers on this machine's engine. targetIsLocal reads
// them beside the hosts, contexts and endpoints of targets.go.

import (
	"path"
	"slices"
	"strings"

	"gatesh/parser"
)

// supabaseLocalStack reports whether a Supabase CLI command acts on the
// local development stack by its documented default (supabase db reset
// --help: "Resets the local database"; migration up applies to the
// local database unless --linked): no --linked, --db-url or
// --project-ref points it at a hosted project.
func supabaseLocalStack(v *cmdView) bool {
	if path.Base(v.cmd.Name) != "supabase" || len(v.pos) != 2 || v.pos[0].Dynamic || v.pos[1].Dynamic {
		return false
	}
	switch v.pos[0].Value + " " + v.pos[1].Value {
	case "db reset", "migration up":
	default:
		return false
	}
	for _, a := range v.cmd.Args {
		name, _, _ := strings.Cut(a.Value, "=")
		switch {
		case a.Dynamic, name == "--linked", name == "--db-url", name == "--project-ref", name == "--local" && a.Value != "--local" && a.Value != "--local=true":
			return false
		}
	}
	for _, as := range append(slices.Clone(v.cmd.Assigns), v.cmd.Exported...) {
		if strings.HasPrefix(as.Name, "SUPABASE_") {
			return false
		}
	}
	return true
}

// wranglerLocal reports whether a Wrangler command acts on the local
// copy of a D1 database, a KV namespace or an R2 bucket that wrangler dev
// keeps in the project (wrangler d1 execute --local: "Execute
// commands/files against a local DB for use with wrangler dev"; kv and
// r2 object commands: "Interact with local storage"): --local is given,
// and neither --remote nor D1's --preview (the preview database, hosted)
// points it back at Cloudflare (nor --no-local or --local false), and a
// --persist-to folder, if any, is one of the project's.
func wranglerLocal(v *cmdView) bool {
	if path.Base(v.cmd.Name) != "wrangler" || len(v.pos) == 0 || v.pos[0].Dynamic {
		return false
	}
	switch v.pos[0].Value {
	case "d1", "kv", "kv:key", "kv:bulk", "r2":
	default:
		return false
	}
	// A command that writes a file of this machine (d1 export --output,
	// r2 object get --file) is judged by that file, not by the local copy.
	for _, w := range v.pos[1:] {
		if w.Value == "export" || v.pos[0].Value == "r2" && w.Value == "get" {
			return false
		}
	}
	// r2 object put --file reads the object it stores from a file: one
	// of the project's is copied into the local bucket.
	put := v.pos[0].Value == "r2" && slices.ContainsFunc(v.pos[1:], func(w parser.Word) bool { return w.Value == "put" })
	local := false
	for i, a := range v.cmd.Args {
		name, value, eq := strings.Cut(a.Value, "=")
		next := ""
		if i+1 < len(v.cmd.Args) {
			next = v.cmd.Args[i+1].Value
		}
		switch {
		case put && (name == "--file" || name == "-f"):
			if !eq {
				value = next
			}
			if !projectRelative(value) {
				return false
			}
		case a.Dynamic, name == "--output", name == "-o", name == "--file":
			return false
		case name == "--local" && !eq && next == "false":
			// yargs reads a boolean's value from the next word
			// (--local false).
			return false
		case name == "--local" && (!eq || value == "true"):
			local = true
		case name == "--local", name == "--no-local", name == "--remote", name == "--preview", name == "--experimental-remote", name == "--x-remote-bindings":
			// --no-local is yargs' negation of --local.
			return false
		case name == "--persist-to":
			// The folder the local copy is kept in (wrangler's
			// --persist-to DIR): local only below the project.
			if !eq {
				value = next
			}
			if !projectRelative(value) {
				return false
			}
		}
	}
	return local
}

// projectRelative reports whether p names a path below the working
// folder: relative, with no .. and no ~ or variable in it.
func projectRelative(p string) bool {
	if p == "" || path.IsAbs(p) || strings.ContainsAny(p, "~$`") {
		return false
	}
	for _, part := range strings.Split(p, "/") {
		if part == ".." {
			return false
		}
	}
	return true
}

// djangoManage reports whether a command is a Django management command:
// django-admin, or manage.py run as itself or by python.
func djangoManage(c *parser.Command) bool {
	switch path.Base(c.Name) {
	case "django-admin", "manage.py":
		return true
	case "python", "python3":
		for _, a := range c.Args {
			if !strings.HasPrefix(a.Value, "-") {
				return !a.Dynamic && path.Base(a.Value) == "manage.py"
			}
		}
	}
	return false
}

// frameworkTask reports whether a command is a web framework's own task
// runner, whose environment (RAILS_ENV=test, --settings=app.settings.test,
// MIX_ENV=test, --env=testing) chooses the database it acts on: Rails'
// and Rake's, Django's, Laravel's artisan, Symfony's console, Mix.
func frameworkTask(c *parser.Command) bool {
	if djangoManage(c) {
		return true
	}
	name := path.Base(c.Name)
	switch name {
	case "rails", "rake", "artisan", "mix", "console":
		return true
	case "php", "bundle":
		for _, a := range c.Args {
			if !strings.HasPrefix(a.Value, "-") {
				b := path.Base(a.Value)
				return !a.Dynamic && (b == "artisan" || b == "console" || name == "bundle" && b == "exec")
			}
		}
	}
	return false
}

// frameworkEnvWords returns the spans of the words that choose a
// framework task's environment, as targetValues finds them: a variable
// named for it (RAILS_ENV=test, before the command, exported or as an
// operand), --settings, --env or --environment. A host, URL or database
// option beside them (DATABASE_URL=postgres://db.example/app_test,
// DB_HOST=testing.example) is a target of its own, whatever its words.
func frameworkEnvWords(c *parser.Command) map[parser.Span]bool {
	out := map[parser.Span]bool{}
	envVar := func(name string) bool {
		return strings.HasSuffix(name, "_ENV") || strings.HasSuffix(name, "ENVIRONMENT") ||
			name == "STAGE" || name == "DJANGO_SETTINGS_MODULE"
	}
	for _, as := range append(slices.Clone(c.Assigns), c.Exported...) {
		if envVar(as.Name) {
			out[as.Span] = true
		}
	}
	for i, a := range c.Args {
		if a.Dynamic {
			continue
		}
		if name, _, ok := strings.Cut(a.Value, "="); ok && envVar(name) {
			out[a.Span] = true
			continue
		}
		name, _, eq := strings.Cut(a.Value, "=")
		switch name {
		case "--settings", "--env", "--environment":
			if eq {
				out[a.Span] = true
			} else if i+1 < len(c.Args) {
				out[c.Args[i+1].Span] = true
			}
		}
	}
	return out
}

// devEnvName reports whether a framework environment's value names
// development or tests (test, testing, development, dev, local,
// app.settings.test, config.settings_dev) and not production.
func devEnvName(v string) bool {
	if prodNamed(v) {
		return false
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return !(r >= 'a' && r <= 'z') }) {
		switch w {
		case "test", "tests", "testing", "dev", "development", "local":
			return true
		}
	}
	return false
}

// devModeServer reports whether a HashiCorp tool starts its documented
// dev mode on this machine: vault server -dev, consul agent -dev, nomad
// agent -dev (one in-memory server, its data gone when it stops), or
// boundary dev; with no option but the dev mode's own, so it joins no
// cluster (consul agent -dev -join x, nomad agent -dev -servers=x) and
// listens only where dev mode does, or on a loopback address.
func devModeServer(v *cmdView) bool {
	var verb string
	switch path.Base(v.cmd.Name) {
	case "vault":
		verb = "server"
	case "consul", "nomad":
		verb = "agent"
	case "boundary":
		verb = "dev"
	default:
		return false
	}
	// Words after the verb are read below: only an option's value may
	// follow it (-client 127.0.0.1, which the parser cannot tell apart
	// from an operand).
	if len(v.pos) == 0 || v.pos[0].Dynamic || v.pos[0].Value != verb {
		return false
	}
	dev := verb == "dev"
	// Go's flag package: -name, --name, -name=value, -name value; the
	// words are read as written, each option a word of its own.
	for i, a := range v.cmd.Args {
		if a.Span == v.pos[0].Span {
			continue
		}
		if a.Dynamic || !strings.HasPrefix(a.Value, "-") {
			// The value of the option before (-dev-root-token-id x,
			// -client 127.0.0.1).
			prev := ""
			if i > 0 {
				prev = strings.TrimLeft(v.cmd.Args[i-1].Value, "-")
			}
			addr := devModeAddress(v.cmd.Name, prev)
			if a.Dynamic || !strings.HasPrefix(prev, "dev-") && !addr || strings.Contains(prev, "=") ||
				(addr || strings.Contains(prev, "listen")) && !localTarget(a.Value) {
				return false
			}
			continue
		}
		name, value, eq := strings.Cut(strings.TrimLeft(a.Value, "-"), "=")
		switch {
		case name == "dev" && (!eq || value == "true"):
			dev = true
		case name == "dev-listen-address" || name == "dev-api-listen-address" || devModeAddress(v.cmd.Name, name):
			if eq && !localTarget(value) {
				return false
			}
		case name == "ui" && path.Base(v.cmd.Name) == "consul" && (!eq || value == "true"):
			// Consul's web UI, served on the client address (loopback
			// in dev mode unless -client says otherwise).
		case name == "dev-connect":
			// Nomad's dev mode bound to a public interface, not
			// localhost (nomad agent -dev-connect, for Consul Connect).
			return false
		case strings.HasPrefix(name, "dev-") && !strings.Contains(name, "address") && !strings.Contains(name, "join"),
			name == "log-level", name == "log-format", name == "log-json":
		default:
			return false
		}
	}
	return dev
}

// devModeAddress reports whether an option of a HashiCorp dev-mode
// server takes the address it listens on (consul agent -client ADDR and
// -bind ADDR, nomad agent -bind ADDR): loopback keeps it this machine's.
// Nomad's -client is a switch (run a client), not an address.
func devModeAddress(name, option string) bool {
	switch path.Base(name) {
	case "consul":
		return option == "client" || option == "bind"
	case "nomad":
		return option == "bind"
	}
	return false
}

// devContainers reports whether a container engine's command only
// removes, stops or restarts containers named for development or tests
// (docker rm -f app-api-dev, podman stop web-test) on this machine's
// engine: one it is not pointed away from (-H, --host, --context, -c,
// DOCKER_HOST, DOCKER_CONTEXT, CONTAINER_HOST), rebuilt by the project's
// compose file.
func devContainers(v *cmdView) bool {
	switch path.Base(v.cmd.Name) {
	case "docker", "podman", "nerdctl":
	default:
		return false
	}
	for _, as := range append(slices.Clone(v.cmd.Assigns), v.cmd.Exported...) {
		switch as.Name {
		case "DOCKER_HOST", "DOCKER_CONTEXT", "CONTAINER_HOST", "CONTAINER_CONNECTION":
			return false
		}
	}
	for _, f := range v.flags {
		switch f.name {
		case "-H", "--host", "--context", "-c", "--connection", "--url", "--remote", "-r":
			return false
		case "--depend", "--all", "-a":
			// podman rm --depend also removes every container that
			// depends on the one named, whatever its name; --all any.
			return false
		}
	}
	pos := v.pos
	if len(pos) > 0 && pos[0].Value == "container" {
		pos = pos[1:]
	}
	if len(pos) < 2 {
		return false
	}
	switch pos[0].Value {
	case "rm", "stop", "kill", "restart":
	default:
		return false
	}
	for _, w := range pos[1:] {
		if w.Dynamic || !simpleName(w.Value) || !devEnvName(w.Value) {
			return false
		}
	}
	return true
}

// devVagrantMachines reports whether a Vagrant command only destroys,
// halts, reloads or suspends machines of the project's Vagrantfile that
// are named for development or tests (vagrant destroy -f app-dev): a VM
// that vagrant up builds again from the file. A command that names no
// machine acts on every one; a variable that chooses another Vagrantfile,
// folder or provider may put them anywhere.
func devVagrantMachines(v *cmdView) bool {
	if path.Base(v.cmd.Name) != "vagrant" || len(v.pos) < 2 {
		return false
	}
	for _, as := range append(slices.Clone(v.cmd.Assigns), v.cmd.Exported...) {
		if strings.HasPrefix(as.Name, "VAGRANT_") {
			return false
		}
	}
	switch v.pos[0].Value {
	case "destroy", "halt", "reload", "suspend":
	default:
		return false
	}
	for _, f := range v.flags {
		switch f.name {
		case "-f", "--force", "-g", "--graceful", "--parallel", "--no-parallel":
		default:
			return false
		}
	}
	for _, w := range v.pos[1:] {
		if w.Dynamic || !simpleName(w.Value) || !devEnvName(w.Value) || cloudProviderNamed(w.Value) {
			return false
		}
	}
	return true
}

// cloudProviderNamed reports whether a machine's name names a cloud
// provider among its words (dev-aws, test_gcp2, digital-ocean-dev): such
// a machine is a provider's VM (vagrant-aws, vagrant-google,
// vagrant-azure, vagrant-digitalocean and the like), not one on this
// machine, whatever else its name says.
func cloudProviderNamed(v string) bool {
	words := strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return !(r >= 'a' && r <= 'z') })
	for i, w := range words {
		switch w {
		case "aws", "ec2", "amazon", "lightsail", "google", "gcp", "gce", "azure", "digitalocean", "droplet",
			"openstack", "rackspace", "linode", "vultr", "hetzner", "hcloud", "scaleway", "exoscale", "oci", "oracle",
			"alicloud", "aliyun", "softlayer", "ibmcloud", "vsphere", "vcloud", "cloudstack", "packet", "equinix", "brightbox", "cloud":
			return true
		case "digital":
			if i+1 < len(words) && words[i+1] == "ocean" {
				return true
			}
		}
	}
	return false
}

// namespaceValues returns the spans of the values a cluster client's
// namespace option is given (-n of kubectl, oc and helm, --namespace of
// any), as targetValues finds them.
func namespaceValues(c *parser.Command) map[parser.Span]bool {
	out := map[parser.Span]bool{}
	kube := c.Name == "kubectl" || c.Name == "oc" || c.Name == "helm"
	for i, a := range c.Args {
		if a.Dynamic {
			continue
		}
		if strings.HasPrefix(a.Value, "--namespace=") {
			out[a.Span] = true
		} else if (a.Value == "--namespace" || kube && a.Value == "-n") && i+1 < len(c.Args) {
			out[c.Args[i+1].Span] = true
		}
	}
	return out
}

// fileDatabase reports whether a database client's database is a file
// it opens itself, with no server between (sqlite3 app.db, duckdb x.duckdb).
func fileDatabase(name string) bool {
	switch path.Base(name) {
	case "sqlite3", "sqlite", "litecli", "duckdb", "sqlite-utils":
		return true
	}
	return false
}

// devDatabaseFile reports whether a file database's client opens a file
// of the project named for development or tests (db/app_dev.sqlite3,
// test.db, tmp/local.duckdb): the developer's own copy, rebuilt by the
// project's seeds and migrations. A file outside the project, one named
// for production, or one with no such name (app.db may be what a server
// in this folder serves) is not.
func devDatabaseFile(v *cmdView) bool {
	if len(v.pos) == 0 {
		return false
	}
	w := v.pos[0]
	p := w.Value
	if w.Dynamic || p == "" || strings.HasPrefix(p, "/") || strings.HasPrefix(p, "~") || strings.HasPrefix(p, "-") ||
		strings.Contains(p, "://") || p == ".." || strings.HasPrefix(p, "../") || climbsOut(p) || prodNamed(p) {
		return false
	}
	return devEnvName(path.Base(p))
}

// socketClient reports whether a database client connects through a
// unix socket when its host is a path: libpq's -h /var/run/postgresql
// (a folder that holds the socket), mysql's --socket and -S,
// redis-cli's -s.
func socketClient(name string) bool {
	switch path.Base(name) {
	case "mysql", "mariadb", "mysqldump", "mysqladmin", "mariadb-dump", "mariadb-admin", "redis-cli", "valkey-cli", "keydb-cli":
		return true
	}
	return libpqClient(name)
}

// socketPath reports whether a host names a unix socket: an absolute
// path, a file of this machine that only its processes reach. A list
// (libpq's -h /var/run/postgresql,db.example tries each host in turn)
// is not one; nor is a socket a proxy opens to a hosted database:
// Cloud SQL's, named by the instance's connection name under /cloudsql
// or the proxy's --unix-socket folder (/cloudsql/acme:us-central1:main),
// AlloyDB's by the instance's path (projects/P/locations/R/clusters/C/
// instances/I).
func socketPath(v string) bool {
	if !strings.HasPrefix(v, "/") || strings.Contains(v, "..") || strings.ContainsAny(v, ", \t\n:") {
		return false
	}
	for _, seg := range strings.Split(strings.ToLower(v), "/") {
		switch seg {
		case "cloudsql", "projects", "instances":
			return false
		}
	}
	return true
}

// optionFileHost reports whether a MySQL client is pointed at an option
// file or a login path that may name the host (--defaults-file,
// --defaults-extra-file, --defaults-group-suffix, --login-path): a host
// read there and not on the command line connects over TCP, and the
// socket named beside it goes unused.
func optionFileHost(c *parser.Command) bool {
	if libpqClient(c.Name) {
		return false
	}
	for _, a := range c.Args {
		name, _, _ := strings.Cut(a.Value, "=")
		switch {
		case a.Dynamic:
			return true
		case name == "--defaults-file", name == "--defaults-extra-file", name == "--defaults-group-suffix", name == "--login-path":
			return true
		}
	}
	return false
}

// socketTargets returns the socket a mysql or redis client is told to
// connect through (--socket=/tmp/mysql.sock, -S /tmp/x.sock, -s): a
// target as a host is.
func socketTargets(v *cmdView) []parser.Word {
	if !socketClient(v.cmd.Name) || libpqClient(v.cmd.Name) {
		return nil
	}
	var out []parser.Word
	redis := strings.Contains(path.Base(v.cmd.Name), "-cli")
	for _, f := range v.flags {
		if f.hasValue && (f.name == "--socket" || !redis && f.name == "-S" || redis && f.name == "-s") {
			out = append(out, parser.Word{Value: f.value, Dynamic: f.dynamic, Span: f.valueSpan})
		}
	}
	return out
}
