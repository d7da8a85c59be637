package rules

import (
	"net/url"
	"strings"

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
	}
}}

// targetEnv are variables that choose a target the same way.
var targetEnv = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"AWS_PROFILE": true, "AWS_DEFAULT_PROFILE": true, "KUBECONTEXT": true, "KUBE_CONTEXT": true,
		"CLOUDSDK_ACTIVE_CONFIG_NAME": true, "CLOUDSDK_CORE_PROJECT": true, "PGHOST": true, "PGDATABASE": true,
		"DATABASE_URL": true, "MYSQL_HOST": true, "REDIS_URL": true, "REDIS_HOST": true, "MONGO_URL": true,
		"MONGODB_URI": true, "PGSERVICE": true, "TF_WORKSPACE": true, "HEROKU_APP": true,
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
		short := !strings.HasPrefix(a, "--")
		if short && (name == "h" || name == "H") || !short && targetOptions.Get()[name] {
			switch {
			case eq:
				out = append(out, parser.Word{Value: value, Span: args[i].Span})
			case i+1 < len(args) && !strings.HasPrefix(args[i+1].Value, "-"):
				out = append(out, args[i+1])
			}
		}
	}
	for _, as := range c.Assigns {
		if targetEnv.Get()[as.Name] && !as.Value.Dynamic {
			out = append(out, parser.Word{Value: as.Value.Value, Span: as.Span})
		}
	}
	return out
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
	if u, err := url.Parse(v); err == nil && u.Host != "" {
		v = u.Hostname()
	}
	host := v
	if h, _, ok := strings.Cut(v, ":"); ok && !strings.HasPrefix(v, "[") {
		host = h
	}
	host = strings.Trim(host, "[]")
	switch {
	case host == "localhost", host == "127.0.0.1", host == "::1", strings.HasPrefix(host, "127."),
		strings.HasSuffix(host, ".localhost"), host == "host.docker.internal",
		host == "localstack", strings.HasPrefix(host, "localstack."), host == "localhost.localstack.cloud":
		return true
	case v == "minikube", v == "docker-desktop", v == "rancher-desktop", v == "orbstack", v == "colima",
		strings.HasPrefix(v, "kind-"), strings.HasPrefix(v, "k3d-"), strings.HasPrefix(v, "minikube-"),
		v == "local", v == "dev-local", strings.HasPrefix(v, "emulator"):
		return true
	}
	return false
}

// targetIsLocal reports whether the command names a target and every
// target it names is local: --context kind-dev, --endpoint-url
// http://localhost:4566, or an image or registry on localhost
// (localhost:5000/app). A command with no target named is not local.
func targetIsLocal(v *cmdView) bool {
	ts := targetValues(v.cmd)
	for _, w := range v.pos {
		x := strings.ToLower(w.Value)
		if strings.HasPrefix(x, "localhost:") || strings.HasPrefix(x, "localhost/") || strings.HasPrefix(x, "127.0.0.1:") {
			ts = append(ts, parser.Word{Value: x})
		} else if isURL(x) && !strings.HasPrefix(x, "s3://") && !strings.HasPrefix(x, "gs://") && !strings.HasPrefix(x, "az://") {
			// A bucket URL names a bucket at whatever endpoint is given.
			ts = append(ts, w)
		}
	}
	if len(ts) == 0 {
		return false
	}
	for _, t := range ts {
		if t.Dynamic || !localTarget(t.Value) {
			return false
		}
	}
	return true
}

// prodTarget finds a target named like production: a target option or
// variable, or the host of a connection URL among the arguments
// (psql postgres://app@prod-db/app).
func prodTarget(v *cmdView) (parser.Span, bool) {
	for _, t := range targetValues(v.cmd) {
		if !t.Dynamic && prodNamed(t.Value) {
			return t.Span, true
		}
	}
	for _, w := range v.pos {
		if w.Dynamic || !strings.Contains(w.Value, "://") {
			continue
		}
		if u, err := url.Parse(w.Value); err == nil && prodNamed(u.Hostname()+" "+strings.TrimPrefix(u.Path, "/")) {
			return w.Span, true
		}
	}
	return parser.Span{}, false
}
