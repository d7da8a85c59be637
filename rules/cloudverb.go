package rules

import (
	"strings"

	"gatesh/parser"
)

// commandPathVerb returns the verb of a CLI whose grammar is CLI GROUP
// [SUBGROUP...] COMMAND --PARAMETER VALUE..., with no positional
// parameter (az, oci; the spec's verb_last): the command is the run of
// words before the first option after the leading global options, and
// its verb is the last of them (az containerapp revision list, oci
// monitoring metric-data summarize-metrics-data). A global option of
// unknown arity before the run cannot move its end, so the verb is the
// same whether or not the option took the next word. ok is false when
// no such run is found, a word is dynamic, or a group names keys or a
// secret (az storage account keys list prints them; oci secrets
// secret-bundle get prints one): those are judged group by group. A
// verb that names them itself (list-keys, list-publishing-credentials,
// show-connection-string) is returned empty, which no read verb
// matches.
func commandPathVerb(c *parser.Command, sp *cmdSpec) (string, bool) {
	if sp == nil || !sp.verbLast {
		return "", false
	}
	verb, secretGroup := "", false
	args := c.Args
	for len(args) > 0 && strings.HasPrefix(args[0].Value, "-") && !args[0].Dynamic {
		if sp.global.valueFlags[args[0].Value] && len(args) > 1 {
			args = args[1:]
		}
		args = args[1:]
	}
	for _, a := range args {
		if a.Dynamic {
			return "", false
		}
		if strings.HasPrefix(a.Value, "-") {
			break
		}
		if verb != "" {
			secretGroup = secretGroup || secretWord(verb)
		}
		verb = a.Value
	}
	switch {
	case verb == "":
		return "", false
	case secretWord(verb):
		return "", true
	case secretGroup:
		return "", false
	}
	return verb, true
}

// compoundVerb returns the verb of an action that joins what it acts on
// to its verb with hyphens, the last part (ips-list: list), or "" when a
// part names keys, a secret or a token (mysql-creds-view,
// kubeconfig-view, tokens-list), which no read verb matches.
func compoundVerb(w string) string {
	if secretWord(w) {
		return ""
	}
	return w[strings.LastIndexByte(w, '-')+1:]
}

// secretWord reports whether a word of a cloud CLI's command names keys,
// a secret, a credential, a kubeconfig, a connection string, an app's
// settings (which hold its connection strings) or a publishing profile
// (which holds its deploy password), in any part. A federated
// credential is a trust relation (issuer, subject, audience) and holds
// no secret.
func secretWord(w string) bool {
	if w == "federated-credential" {
		return false
	}
	for part := range strings.FieldsFuncSeq(w, func(r rune) bool { return r == '-' || r == '_' }) {
		switch strings.TrimSuffix(part, "s") {
		case "key", "secret", "password", "credential", "cred", "token", "connection", "sa", "sas", "cert", "certificate",
			"kubeconfig", "passphrase", "apikey", "appsetting", "publishing":
			return true
		}
	}
	return false
}
