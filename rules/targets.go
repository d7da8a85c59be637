package rules

import (
	"net/netip"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"

	"gatesh/internal/devhost"
	"gatesh/internal/lazy"
	"gatesh/parser"
)

// targetOptions name the options through which CLIs choose what they act
// on: a cluster context, a cloud profile, a host, a database, an
// environment. Their values decide the tier both ways.
var targetOptions = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"context": true, "kube-context": true, "kubecontext": true, "cluster": true, "profile": true,
		"env": true, "environment": true, "stage": true, "host": true, "hostname": true, "server": true,
		"database": true, "dbname": true, "db": true, "project": true, "account": true, "app": true,
		"endpoint": true, "endpoint-url": true, "url": true, "target": true, "workspace": true,
		"org": true, "space": true, "instance": true, "site": true, "remote": true,
		"connection": true, "conn": true, "address": true, "addr": true, "broker": true, "brokers": true,
		"bootstrap-server": true, "bootstrap-servers": true, "uri": true, "dsn": true, "api-url": true,
		"server-url": true, "cluster-url": true, "namespace": true, "tenant": true,
		"connection-string": true,
		// Spark's and the old Kubernetes clients' cluster address.
		"master": true,
	}
}}

// targetEnv are variables that choose a target the same way.
var targetEnv = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"AWS_PROFILE": true, "AWS_DEFAULT_PROFILE": true, "KUBECONTEXT": true, "KUBE_CONTEXT": true,
		"CLOUDSDK_ACTIVE_CONFIG_NAME": true, "CLOUDSDK_CORE_PROJECT": true, "PGHOST": true, "PGDATABASE": true,
		"DATABASE_URL": true, "MYSQL_HOST": true, "REDIS_URL": true, "REDIS_HOST": true, "MONGO_URL": true,
		"MONGODB_URI": true, "PGSERVICE": true, "TF_WORKSPACE": true, "HEROKU_APP": true,
		// An application's environment chooses its database and services
		// (RAILS_ENV=production bin/rails runner ...). NODE_ENV and MIX_ENV
		// are left out: they choose a build mode as often.
		"RAILS_ENV": true, "RACK_ENV": true, "APP_ENV": true, "DEPLOY_ENV": true, "ENVIRONMENT": true,
		"STAGE": true, "TARGET_ENV": true, "DJANGO_SETTINGS_MODULE": true, "SPRING_PROFILES_ACTIVE": true,
		"ASPNETCORE_ENVIRONMENT": true, "DOTNET_ENVIRONMENT": true, "FLASK_ENV": true,
	}
}}

// targetValues returns the values of the command's target options and
// variables, with their spans: --context=x, --context x, -h x for a host
// when the option is -h or -H, and NAME=x before the command.
func targetValues(c *parser.Command) []parser.Word {
	var out []parser.Word
	args := c.Args
	for i := 0; i < len(args); i++ {
		a := args[i].Value
		if args[i].Dynamic || len(a) < 2 || a[0] != '-' || a == "--" {
			continue
		}
		name, value, eq := strings.Cut(strings.TrimLeft(a, "-"), "=")
		// Go-style CLIs (nomad, consul, terraform) spell long options
		// with one dash: -address=URL.
		short := !strings.HasPrefix(a, "--") && len(name) == 1
		var next *parser.Word
		if !eq && i+1 < len(args) && !strings.HasPrefix(args[i+1].Value, "-") {
			next = &args[i+1]
		}
		switch {
		// kubectl, oc and helm take the namespace as -n; firebase its
		// project as -P (firebase --help).
		// Django's --settings chooses the settings module, and with it
		// the database: a target as RAILS_ENV is.
		case short && (name == "h" || name == "H") || !short && targetOptions.Get()[name] ||
			!short && name == "settings" && djangoManage(c) ||
			short && name == "n" && (c.Name == "kubectl" || c.Name == "oc" || c.Name == "helm") ||
			short && name == "P" && path.Base(c.Name) == "firebase":
			switch {
			case eq:
				out = append(out, parser.Word{Value: value, Span: args[i].Span})
			case next != nil:
				out = append(out, *next)
			}
		case short && (name == "e" || name == "E") && next != nil && !next.Dynamic && simpleName(next.Value) && prodWord(next.Value):
			// -e ENV: the environment of Rails' console, runner, server
			// and dbconsole, Puma, and dbmate's variable that holds the
			// URL (-e PROD_DATABASE_URL); rackup and Unicorn spell it
			// -E. Only a word that is production and little else counts:
			// -e is an expression as often (grep -e, sed -e).
			out = append(out, *next)
		case short && name == "X" && next != nil && !next.Dynamic && path.Base(c.Name) == "rpk" && rpkHostsOption(next.Value):
			// rpk -X brokers=HOST:PORT[,HOST:PORT]: the brokers, over
			// any profile's (rpk -X list); admin.hosts and
			// registry.hosts name the Admin API's and the Schema
			// Registry's hosts the same way. Each is a target.
			_, hosts, _ := strings.Cut(next.Value, "=")
			for _, b := range strings.Split(hosts, ",") {
				out = append(out, parser.Word{Value: b, Span: next.Span})
			}
		case short && name == "c" && next != nil && simpleName(next.Value) && path.Base(c.Name) != "az":
			// -c NAME: a named connection or config (snowsql -c prod);
			// a command or SQL text is not one word. Azure's CLI spells
			// a storage container so (az storage blob upload -c NAME):
			// a part of the account its other options name.
			out = append(out, *next)
		case eq && hostShaped(value):
			out = append(out, parser.Word{Value: value, Span: args[i].Span})
		case next != nil && hostShaped(next.Value):
			out = append(out, *next)
		}
	}
	for _, as := range c.Assigns {
		if (targetEnv.Get()[as.Name] || targetVarName(as.Name) || envModeVar(as.Name, as.Value.Value)) && !as.Value.Dynamic {
			out = append(out, parser.Word{Value: as.Value.Value, Span: as.Span})
		} else if (targetEnv.Get()[as.Name] || targetVarName(as.Name)) && prodVariable(as.Value) {
			// DATABASE_URL=$PROD_DATABASE_URL: the value is not known,
			// but the variable it is copied from says where it points.
			out = append(out, parser.Word{Value: as.Value.Value, Dynamic: true, Span: as.Span})
		}
	}
	if operandAssigner(c.Name) {
		for _, a := range args {
			name, value, ok := strings.Cut(a.Value, "=")
			if ok && !a.Dynamic && identifier(name) && (targetEnv.Get()[name] || targetVarName(name) || envModeVar(name, value)) {
				out = append(out, parser.Word{Value: value, Span: a.Span})
			}
		}
	}
	// What an earlier export of the script gave the same variables
	// (export VAULT_ADDR=...; vault ...), but a build mode's.
	for _, as := range c.Exported {
		if (targetEnv.Get()[as.Name] || targetVarName(as.Name)) && !as.Value.Dynamic {
			out = append(out, parser.Word{Value: as.Value.Value, Span: as.Span})
		}
	}
	return out
}

// operandAssigner reports whether a program reads NAME=value operands
// as variables for what it runs, as the shell reads them before a
// command: make's command-line variables, rake's and go-task's
// environment, just's overrides (make deploy ENV=prod is ENV=prod make
// deploy).
func operandAssigner(name string) bool {
	switch path.Base(name) {
	case "make", "gmake", "bmake", "rake", "rails", "task", "go-task", "just":
		return true
	}
	return false
}

// targetVarName reports whether a variable's name says it chooses where
// a tool connects (NOMAD_ADDR, VAULT_ADDR, ACME_API_URL, KAFKA_BROKERS,
// ACME_ENDPOINT, ACME_CONTEXT): the convention of most CLIs, named or not.
func targetVarName(name string) bool {
	i := strings.LastIndexByte(name, '_')
	if i <= 0 {
		return false
	}
	switch name[i+1:] {
	case "ADDR", "ADDRESS", "HOST", "HOSTNAME", "URL", "URI", "ENDPOINT", "SERVER", "CONTEXT", "PROFILE",
		"DSN", "BROKERS", "CLUSTER", "TARGET":
		return true
	}
	return false
}

// envModeVar reports whether a variable names an application's
// environment (ENV_FOR_DYNACONF, APP_STAGE, ACME_PROFILE) and its value is
// production alone. NODE_ENV, MIX_ENV and BABEL_ENV choose a build mode.
func envModeVar(name, value string) bool {
	switch name {
	case "NODE_ENV", "MIX_ENV", "BABEL_ENV", "RUST_ENV", "GO_ENV", "BUILD_ENV":
		return false
	}
	return (strings.Contains(name, "ENV") || strings.Contains(name, "STAGE") || strings.Contains(name, "PROFILE")) && simpleName(value) && prodWord(value)
}

// prodNamed reports whether a target's name says production: a word
// prod, production, prd or live, alone or between separators.
func prodNamed(v string) bool {
	v = strings.ToLower(v)
	for _, w := range strings.FieldsFunc(v, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) {
		w = strings.TrimRight(w, "0123456789")
		switch w {
		case "prod", "production", "prd", "live":
			return true
		}
	}
	return false
}

// localTarget reports whether a target names this machine or a local
// cluster or emulator: localhost, a loopback address, a kind, minikube,
// k3d, docker-desktop or similar context, or an emulator's host.
func localTarget(v string) bool {
	v = strings.ToLower(v)
	// Azure's storage emulator (Azurite) by its connection string.
	if strings.Contains(v, "usedevelopmentstorage=true") {
		return azuriteConnection(v)
	}
	if u, err := url.Parse(v); err == nil && u.Host != "" {
		v = u.Hostname()
	}
	host := v
	if h, _, ok := strings.Cut(v, ":"); ok && !strings.HasPrefix(v, "[") {
		host = h
	}
	host = strings.Trim(host, "[]")
	switch {
	// 127.x.y.z as an address: a name that starts so (127.db.example)
	// is wherever its DNS points.
	case host == "localhost", host == "127.0.0.1", host == "::1", strings.HasPrefix(host, "127.") && loopbackV4(host),
		strings.HasSuffix(host, ".localhost"), host == "host.docker.internal",
		host == "localstack", strings.HasPrefix(host, "localstack."), host == "localhost.localstack.cloud":
		return true
	case v == "minikube", v == "docker-desktop", v == "rancher-desktop", v == "orbstack", v == "colima",
		strings.HasPrefix(v, "kind-"), strings.HasPrefix(v, "k3d-"), strings.HasPrefix(v, "minikube-"),
		v == "local", v == "dev-local", strings.HasPrefix(v, "emulator"),
		// Spark's master in this process: local, local[4], local[*].
		strings.HasPrefix(v, "local[") && strings.HasSuffix(v, "]"):
		return true
	}
	return false
}

// azuriteConnection reports whether a connection string (lower case)
// that says UseDevelopmentStorage=true reaches only the emulator: each of
// its other settings is the emulator's account (devstoreaccount1 and its
// well-known key), a protocol, or an endpoint or proxy on this machine.
// A real account's name, key, SAS or endpoint suffix beside it is that
// account's.
func azuriteConnection(v string) bool {
	devAccount := strings.Contains(v, "accountname=devstoreaccount1")
	for _, part := range strings.Split(v, ";") {
		k, val, _ := strings.Cut(strings.TrimSpace(part), "=")
		k, val = strings.TrimSpace(k), strings.TrimSpace(val)
		switch k {
		case "":
		case "usedevelopmentstorage":
			if val != "true" {
				return false
			}
		case "accountname":
			if val != "devstoreaccount1" {
				return false
			}
		case "accountkey":
			if !devAccount {
				return false
			}
		case "defaultendpointsprotocol":
		case "developmentstorageproxyuri", "blobendpoint", "queueendpoint", "tableendpoint", "fileendpoint", "dfsendpoint":
			if !localTarget(val) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// azuriteKey is the emulator's well-known account key (Azurite's README).
const azuriteKey = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="

// azAccountElsewhere reports whether an Azure CLI command names a storage
// account by its own options (--account-name, --account-key, --sas-token,
// --account-url, --blob-endpoint, --blob-url) that is not the emulator's:
// beside an Azurite connection string, which of the two the CLI uses is
// not read here, so the real account named counts. So does one named by
// the variables the CLI reads for the same settings (AZURE_STORAGE_ACCOUNT,
// AZURE_STORAGE_KEY, AZURE_STORAGE_SAS_TOKEN), set for the command,
// exported, or assigned in the script: its storage commands take the
// account and key from them when the connection string names none, as
// UseDevelopmentStorage=true does not.
func azAccountElsewhere(c *parser.Command, script []parser.Assign) bool {
	if path.Base(c.Name) != "az" {
		return false
	}
	for _, as := range slices.Concat(c.Assigns, c.Exported, script) {
		if !as.Value.Dynamic && as.Value.Value == "" {
			continue // unset
		}
		switch as.Name {
		case "AZURE_STORAGE_ACCOUNT":
			if as.Value.Dynamic || as.Value.Value != "devstoreaccount1" {
				return true
			}
		case "AZURE_STORAGE_KEY":
			if as.Value.Dynamic || as.Value.Value != azuriteKey {
				return true
			}
		case "AZURE_STORAGE_SAS_TOKEN":
			return true
		}
	}
	for i, a := range c.Args {
		name, value, eq := strings.Cut(a.Value, "=")
		switch name {
		case "--account-name", "--account-key", "--sas-token", "--account-url", "--blob-endpoint", "--blob-url":
		default:
			continue
		}
		if !eq {
			if i+1 >= len(c.Args) {
				return true
			}
			value = c.Args[i+1].Value
			if c.Args[i+1].Dynamic {
				return true
			}
		} else if a.Dynamic {
			return true
		}
		switch name {
		case "--account-name":
			if value != "devstoreaccount1" {
				return true
			}
		case "--account-key":
			if value != azuriteKey {
				return true
			}
		case "--sas-token":
			return true
		default:
			if !localTarget(value) {
				return true
			}
		}
	}
	return false
}

// azStorageConfigured reports whether a script sets, in the Azure CLI's
// configuration (az config set, ~/.azure/config), the storage account,
// key, SAS token or connection string its storage commands fall back to
// (storage.account, storage.key, storage.sas_token,
// storage.connection_string), to anything but the emulator's: beside an
// Azurite connection string that names no account, as the variables do,
// the real account may be the one reached. Where in the script does not
// matter: the file stays for the next script too.
func azStorageConfigured(cmds []*parser.Command) bool {
	for _, c := range cmds {
		if path.Base(c.Name) != "az" || len(c.Args) < 3 || c.Args[0].Value != "config" || c.Args[1].Value != "set" {
			continue
		}
		for _, a := range c.Args[2:] {
			key, value, _ := strings.Cut(a.Value, "=")
			switch strings.ToLower(key) {
			case "storage.account":
				if a.Dynamic || value != "devstoreaccount1" {
					return true
				}
			case "storage.key":
				if a.Dynamic || value != azuriteKey {
					return true
				}
			case "storage.sas_token":
				return true
			case "storage.connection_string":
				if a.Dynamic || !azuriteConnection(strings.ToLower(value)) {
					return true
				}
			}
		}
	}
	return false
}

// loopbackV4 reports whether host is an IPv4 address in 127.0.0.0/8.
func loopbackV4(host string) bool {
	a, err := netip.ParseAddr(host)
	return err == nil && a.Is4() && a.IsLoopback()
}

// targetIsLocal reports whether the command names a target and every
// target it names is local: --context kind-dev, --endpoint-url
// http://localhost:4566, or an image or registry on localhost
// (localhost:5000/app). A command with no target named is not local.
func targetIsLocal(v *cmdView) bool {
	// Through ssh, localhost is the other machine's (ssh db1 mysql -h
	// 127.0.0.1 ...), and Remote names only the innermost of nested
	// sshs: a target is this machine's only where no ssh runs it.
	if v.cmd.Remote != nil || cloudBundle(v.cmd) {
		return false
	}
	if fileDatabase(v.cmd.Name) {
		return devDatabaseFile(v)
	}
	if chosenKubeconfig(v.cmd, v.scriptAssigns) || nerdctlElsewhere(v.cmd, v.scriptAssigns) {
		return false
	}
	if devModeServer(v) || devContainers(v) || devVagrantMachines(v) || supabaseLocalStack(v) || wranglerLocal(v) {
		return true
	}
	if azAccountElsewhere(v.cmd, v.scriptAssigns) || v.azStorage && path.Base(v.cmd.Name) == "az" {
		return false
	}
	ts := targetValues(v.cmd)
	ts = append(ts, socketTargets(v)...)
	libpq := libpqClient(v.cmd.Name)
	if libpq {
		more, known := libpqConnTargets(v)
		if !known {
			return false
		}
		ts = append(ts, more...)
	}
	for i, w := range v.pos {
		x := strings.ToLower(w.Value)
		if i == 0 && hostOperandClient(v.cmd.Name) {
			ts = append(ts, w)
			continue
		}
		if libpq {
			// A libpq client's operand is a database's name or a
			// connection string (read above): localhost:5432 is a name.
			if isURL(x) {
				ts = append(ts, w)
			}
			continue
		}
		if strings.HasPrefix(x, "localhost:") || strings.HasPrefix(x, "localhost/") || strings.HasPrefix(x, "127.0.0.1:") {
			ts = append(ts, parser.Word{Value: x})
		} else if strings.HasPrefix(x, "local/") {
			// An object-store client's alias named local (MinIO's
			// default, the server on this machine): mc mb local/b. Beside
			// an operand that may be another alias (prod/b), it is not.
			// The alias is the name as written (mc's aliases tell case:
			// LOCAL/b is another), and one the command's environment
			// defines (MC_HOST_local=https://...) is where that says.
			if !strings.HasPrefix(w.Value, "local/") || !onlyLocalAliases(v.pos) || setsAliasHost(v.cmd) {
				return false
			}
			ts = append(ts, parser.Word{Value: "local"})
		} else if localShorthand(v.cmd.Name, x) {
			ts = append(ts, parser.Word{Value: "localhost" + x})
		} else if i := strings.IndexByte(x, '/'); i > 0 && x[0] != '.' && strings.ContainsAny(x[:i], ".:") && !strings.Contains(x, "://") {
			// An image on a registry's host: ghcr.io/acme/app:1.
			ts = append(ts, parser.Word{Value: x[:i]})
		} else if isURL(x) && !strings.HasPrefix(x, "s3://") && !strings.HasPrefix(x, "gs://") && !strings.HasPrefix(x, "az://") {
			// A bucket URL names a bucket at whatever endpoint is given.
			ts = append(ts, w)
		}
	}
	if len(ts) == 0 {
		return false
	}
	// A namespace is a part of the cluster the other targets name
	// (helm --kube-context kind-x uninstall web -n web-dev): it is no
	// place of its own, and a namespace alone says nothing.
	ns := namespaceValues(v.cmd)
	ts = slices.DeleteFunc(ts, func(t parser.Word) bool { return !t.Dynamic && ns[t.Span] })
	if len(ts) == 0 {
		return false
	}
	var envWords map[parser.Span]bool
	if frameworkTask(v.cmd) {
		envWords = frameworkEnvWords(v.cmd)
	}
	socket := socketClient(v.cmd.Name) && !optionFileHost(v.cmd)
	for _, t := range ts {
		if t.Dynamic {
			return false
		}
		// A framework's test or development environment is the
		// database on this machine that its tests and seeds rebuild;
		// a host or URL beside it (DATABASE_URL=postgres://x/app_test)
		// is where it says, whatever its words.
		if !localTarget(t.Value) && !(socket && socketPath(t.Value)) && !(envWords[t.Span] && devEnvName(t.Value)) {
			return false
		}
		if v.forwarded && forwardedEnd(t.Value) {
			// ssh -fNL 15432:db:5432 bastion && psql -h localhost
			// -p 15432: the port leads to db.
			return false
		}
	}
	return true
}

// libpqClient reports whether a program connects through libpq, which
// reads its database (-d, --dbname, the operand) as a connection string.
func libpqClient(name string) bool {
	switch path.Base(name) {
	case "psql", "pg_restore", "pg_dump", "pg_dumpall", "dropdb", "dropuser", "createdb", "createuser",
		"vacuumdb", "reindexdb", "clusterdb", "pgbench":
		return true
	}
	return false
}

// conninfoHost finds the host= and hostaddr= of a libpq connection
// string (host=db.example dbname=app).
var conninfoHost = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(?:^|\s)(?:host|hostaddr)\s*=\s*'?([^\s']*)`)
}}

// libpqConnTargets returns the hosts a libpq client's connection string
// names: its host= or hostaddr=, which win over -h ("psql -h localhost
// 'host=db.example'" connects to db.example), and PGHOSTADDR, where
// libpq connects whatever the host's name. known is false when the
// database word is a variable: it may be a connection string to anywhere.
func libpqConnTargets(v *cmdView) (ts []parser.Word, known bool) {
	words := slices.Clone(v.pos)
	for _, f := range v.flags {
		if f.hasValue && (f.name == "-d" || f.name == "--dbname") {
			words = append(words, parser.Word{Value: f.value, Dynamic: f.dynamic, Span: f.valueSpan})
		}
	}
	for _, w := range words {
		if w.Dynamic {
			return nil, false
		}
		for _, m := range conninfoHost.Get().FindAllStringSubmatch(w.Value, -1) {
			ts = append(ts, parser.Word{Value: m[1], Span: w.Span})
		}
	}
	for _, as := range append(slices.Clone(v.cmd.Assigns), v.cmd.Exported...) {
		if as.Name == "PGHOSTADDR" {
			ts = append(ts, parser.Word{Value: as.Value.Value, Dynamic: as.Value.Dynamic, Span: as.Span})
		}
	}
	return ts, true
}

// setsAliasHost reports whether a command's environment names an
// object-store client's alias's host (MinIO's MC_HOST_ALIAS).
func setsAliasHost(c *parser.Command) bool {
	for _, a := range c.Assigns {
		if strings.HasPrefix(a.Name, "MC_HOST_") {
			return true
		}
	}
	// One an earlier export of the script defined, unless at a host of
	// this machine (MinIO's local server).
	for _, a := range c.Exported {
		if strings.HasPrefix(a.Name, "MC_HOST_") && (a.Value.Dynamic || !localTarget(a.Value.Value)) {
			return true
		}
	}
	return false
}

// onlyLocalAliases reports whether no operand but the local alias's
// can name another alias: each with a slash is local/..., or a path
// that cannot be one (./x, ../x, /x, ~/x).
func onlyLocalAliases(pos []parser.Word) bool {
	for _, w := range pos {
		x := w.Value
		if w.Dynamic || strings.Contains(x, "://") {
			return false
		}
		if !strings.Contains(x, "/") || strings.HasPrefix(strings.ToLower(x), "local/") {
			continue
		}
		if !strings.HasPrefix(x, "./") && !strings.HasPrefix(x, "../") && x[0] != '/' && x[0] != '~' {
			return false
		}
	}
	return true
}

// prodTarget finds a target named like production: a target option or
// variable, or the host of a connection URL among the arguments
// (psql postgres://app@prod-db/app).
func (s *Set) prodTarget(v *cmdView) (parser.Span, bool) {
	for _, t := range targetValues(v.cmd) {
		if !t.Dynamic && prodNamed(t.Value) && !urlHere(t.Value) || prodVariable(t) {
			return t.Span, true
		}
	}
	// A program gatesh has no table for may take its target as an
	// operand (sceptre launch prod, zappa update production, bolt ...
	// -t prod): a word that is only a name like production is one.
	if s.unlistedView(v) {
		args := v.cmd.Args
		for i, a := range args {
			if a.Dynamic || !simpleName(a.Value) || !prodWord(a.Value) {
				continue
			}
			// The value of a long option is a mode as often as a
			// target (webpack --mode production); -t and -e name one,
			// and -n, -s, -p and -d (a namespace, a stage, a profile, a
			// database: kn service update api -n prod, sls deploy -s
			// prod, an ERP's shell -d prod).
			if i > 0 {
				prev := args[i-1].Value
				if strings.HasPrefix(prev, "-") && !strings.Contains(prev, "=") && !slices.Contains([]string{"-t", "-e", "-n", "-s", "-p", "-d"}, prev) {
					continue
				}
			}
			return a.Span, true
		}
	}
	// The project's own script whose name says it acts on production
	// (./scripts/sync-to-prod.sh, copy_into_production.py): its target
	// is in its name. Production as a plain qualifier says what the
	// script makes (create-env-production.sh), not where it acts.
	if name, ok := projectScriptName(v, v.cmd.Span); ok {
		if base := strings.TrimSuffix(name, path.Ext(name)); towardProd(base) && s.lexicon().classOf(base) != verbRead {
			return v.cmd.Span, true
		}
	}
	// A libpq client's connection string names its host as host= or
	// hostaddr= (psql "host=db.prod.example dbname=app"), as -h does.
	if libpqClient(v.cmd.Name) {
		if ts, _ := libpqConnTargets(v); ts != nil {
			for _, t := range ts {
				if !t.Dynamic && prodNamed(t.Value) && !devhost.Here(t.Value) {
					return t.Span, true
				}
			}
		}
	}
	for _, w := range v.pos {
		if prodVariable(w) && !strings.Contains(w.Value, "/") {
			return w.Span, true
		}
		if w.Dynamic || !strings.Contains(w.Value, "://") {
			continue
		}
		if u, err := url.Parse(w.Value); err == nil && !urlHere(w.Value) && prodNamed(u.Hostname()+" "+strings.TrimPrefix(u.Path, "/")) {
			return w.Span, true
		}
	}
	return parser.Span{}, false
}

// urlHere reports whether a word is a URL to this machine: its path
// (ws://localhost:8787/live) is a route of the project's own server,
// whatever the route is called.
func urlHere(x string) bool {
	if !strings.Contains(x, "://") {
		return false
	}
	u, err := url.Parse(x)
	return err == nil && devhost.Here(u.Hostname())
}

// towardProd reports whether a name says an action goes to production:
// a preposition of place right before a word like production
// (sync-to-prod, push_to_production, migrate-on-prd, run-against-live).
func towardProd(name string) bool {
	prev := ""
	for part := range wordParts(name) {
		switch prev {
		case "to", "into", "on", "onto", "against", "in":
			if prodNamed(part) {
				return true
			}
		}
		prev = part
	}
	return false
}

// simpleName reports whether v is one short name (prod, eu-west-1).
func simpleName(v string) bool {
	if v == "" || len(v) > 40 {
		return false
	}
	for _, r := range v {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// fileExt reports whether the last label of a name says it is a file,
// not a host (config.prod.yaml, Dockerfile.prod).
func fileExt(label string) bool {
	switch label {
	case "yaml", "yml", "json", "toml", "ini", "conf", "cfg", "env", "txt", "sql", "sh", "py", "js", "ts",
		"tf", "tfvars", "xml", "properties", "lock", "md", "hcl", "nomad", "log", "csv", "gz", "tgz", "zip",
		"tar", "prod", "production":
		return true
	}
	return false
}

// hostShaped reports whether an option value names a host: a URL, a
// host:port, or a name of three labels or more whose last is not a file
// extension (kafka.prod.acme.io:9092, db.prod.internal).
func hostShaped(v string) bool {
	// A URL or a host has no blank in it: text that does (a commit
	// message naming the production URL) is no target.
	if v == "" || strings.ContainsAny(v, " \t\n") || strings.ContainsAny(v, "/\\") && !strings.Contains(v, "://") {
		return false
	}
	if strings.Contains(v, "://") {
		// A file of this machine handed as a URL (aws's
		// --cli-input-json file://x.json, fileb://) is an input, no host.
		l := strings.ToLower(v)
		return !strings.HasPrefix(l, "file://") && !strings.HasPrefix(l, "fileb://")
	}
	host, port, hasPort := strings.Cut(v, ":")
	// A host's name is letters, digits, dots, hyphens (and the
	// underscores of service records): code handed to an option
	// (mongosh --eval 'db.orders.drop()', redis-cli --eval x.lua) is not
	// one, and only the real targets beside it decide.
	if strings.Trim(strings.ToLower(host), "abcdefghijklmnopqrstuvwxyz0123456789.-_") != "" {
		return false
	}
	if hasPort {
		if port == "" || strings.Trim(port, "0123456789") != "" || !strings.Contains(host, ".") {
			return false
		}
		return true
	}
	labels := strings.Split(host, ".")
	last := strings.ToLower(labels[len(labels)-1])
	return len(labels) >= 3 && len(last) >= 2 && !fileExt(last)
}

// prodVariable reports whether a word is a variable named like
// production ("$PROD_DATABASE_URL", "${PRODUCTION_DB}"): its value is not
// known, but its name says where it points.
func prodVariable(w parser.Word) bool {
	if !w.Dynamic {
		return false
	}
	for _, v := range strings.Split(w.Value, "$")[1:] {
		name := strings.TrimLeft(v, "{")
		end := strings.IndexFunc(name, func(r rune) bool {
			return !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_')
		})
		if end >= 0 {
			name = name[:end]
		}
		if prodNamed(name) {
			return true
		}
	}
	return false
}

// prodWord reports whether a name is production and little else: prod,
// production, prd, prod-eu, eu-west-prod; not a longer name that has the
// word in it (product-catalog, production-notes-draft).
func prodWord(v string) bool {
	parts := strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r == '-' || r == '_' })
	return len(parts) <= 3 && prodNamed(v)
}

// hostOperandClient reports whether a database client takes the server's
// host as its first operand: cqlsh [options] [host [port]] (cqlsh --help).
func hostOperandClient(name string) bool {
	return path.Base(name) == "cqlsh"
}

// cloudBundle reports whether cqlsh is given a secure connect bundle
// (-b, --secure-connect-bundle): the bundle names a hosted cluster, and
// the host operand is not where it connects.
func cloudBundle(c *parser.Command) bool {
	if !hostOperandClient(c.Name) {
		return false
	}
	for _, a := range c.Args {
		name, _, _ := strings.Cut(a.Value, "=")
		if a.Dynamic || name == "-b" || name == "--secure-connect-bundle" {
			return true
		}
	}
	return false
}

// rpkHostsOption reports whether an rpk -X value names hosts rpk talks to
// (rpk -X list): the Kafka brokers, the Admin API's hosts, the Schema
// Registry's.
func rpkHostsOption(v string) bool {
	return strings.HasPrefix(v, "brokers=") || strings.HasPrefix(v, "admin.hosts=") || strings.HasPrefix(v, "registry.hosts=")
}
