package inline

import (
	"net/url"
	"strings"

	"gatesh/internal/devhost"
	"gatesh/sqlscan"
)

// moduleLoad finds every way a Node snippet loads a module: require( and
// import (a static or a dynamic one).
var moduleLoad = &lazyRegexp{src: `\brequire\b|\bimport\b`}

// requirePg finds node-postgres loaded by its name: require('pg').
var requirePg = &lazyRegexp{src: `\brequire[ \t]*\([ \t]*(['"])pg['"][ \t]*\)`}

// pgNamed finds the names of node-postgres's client and pool classes.
var pgNamed = &lazyRegexp{src: `\b(Client|Pool)\b`}

// pgDestructure finds the classes taken from require('pg'):
// const { Client } = require('pg').
var pgDestructure = &lazyRegexp{src: `\{[ \t]*(?:Client|Pool)(?:[ \t]*,[ \t]*(?:Client|Pool))?[ \t]*\}[ \t]*=[ \t]*require[ \t]*\([ \t]*['"]pg['"][ \t]*\)`}

// pgMade finds a client or a pool made from a flat object literal:
// new Client({host: '127.0.0.1', ...}), new pg.Pool({...}).
var pgMade = &lazyRegexp{src: `\bnew[ \t]+(?:pg[ \t]*\.[ \t]*)?(?:Client|Pool)[ \t]*\([ \t]*\{([^{}]*)\}[ \t]*\)`}

// pgTargetWord finds the options that say where node-postgres connects.
var pgTargetWord = &lazyRegexp{src: `\b(host|connectionString)\b`}

// pgTarget reads such an option given a string literal.
var pgTarget = &lazyRegexp{src: `\b(host|connectionString)[ \t]*:[ \t]*(['"])([^'"\\]*)['"]`}

// pgQueryWord finds every mention of the method that hands node-postgres
// SQL: each must be a call with a literal (c.query('...')), not a method
// passed on (c.query.bind(c)) or looked up by a string (c['query']).
var pgQueryWord = &lazyRegexp{src: `\bquery\b`}

// pgLoopbackReadsOnly reports whether a Node snippet's database is a
// PostgreSQL server on this machine, reached with node-postgres (pg), and
// every statement it hands the client, and there is one, only reads: a
// check that the local development database answers (SELECT now(),
// current_database()) changes nothing and sends nothing away. Each client
// or pool must be made from an object literal naming a loopback host
// (host: '127.0.0.1', or a connectionString's host): with none, pg
// connects where PGHOST says. Every query must be a string literal that
// sqlscan reads as reading only, and the snippet may load no module but
// pg, nor name another store's library.
func pgLoopbackReadsOnly(code string) bool {
	if !strings.Contains(code, "pg") || !strings.Contains(code, "require") {
		return false
	}
	loads, pgLoads := moduleLoad.get().FindAllStringIndex(code, -1), requirePg.get().FindAllStringIndex(code, -1)
	if len(pgLoads) == 0 || len(loads) != len(pgLoads) {
		return false
	}
	for _, m := range otherStore.get().FindAllString(code, -1) {
		if m != "pg" {
			return false
		}
	}
	known := pgDestructure.get().FindAllStringIndex(code, -1)
	made := pgMade.get().FindAllStringSubmatchIndex(code, -1)
	if len(made) == 0 {
		return false
	}
	for _, m := range made {
		known = append(known, []int{m[0], m[1]})
		if !pgLoopbackConfig(code[m[2]:m[3]]) {
			return false
		}
	}
	// A class used any other way (passed on, made from a variable, its
	// prototype changed) may connect anywhere.
	for _, n := range pgNamed.get().FindAllStringIndex(code, -1) {
		inside := false
		for _, k := range known {
			if n[0] >= k[0] && n[1] <= k[1] {
				inside = true
				break
			}
		}
		if !inside {
			return false
		}
	}
	calls := sqlCall.get().FindAllStringSubmatchIndex(code, 16)
	if len(calls) == 0 || len(calls) == 16 || len(calls) != len(pgQueryWord.get().FindAllStringIndex(code, -1)) {
		return false
	}
	for _, m := range calls {
		// The catalogs that hold password hashes print credentials, as
		// sql-credential-read says of psql's.
		if credentialCatalog.get().MatchString(code[m[1]:]) {
			return false
		}
	}
	return literalSQLReadsOnly(code, calls)
}

// credentialCatalog finds PostgreSQL's catalogs that hold password
// hashes or a foreign server's password.
var credentialCatalog = &lazyRegexp{src: `(?i)\b(pg_authid|pg_shadow|pg_user_mappings?)\b`}

// pgLoopbackConfig reports whether a client's options (the text inside
// its braces) name where it connects only by string literals, each a
// loopback host or a postgres URL to one, and name it at least once.
func pgLoopbackConfig(cfg string) bool {
	if strings.Contains(cfg, "...") {
		return false // spread options may name another host
	}
	targets := pgTarget.get().FindAllStringSubmatch(cfg, -1)
	if len(targets) == 0 || len(targets) != len(pgTargetWord.get().FindAllStringIndex(cfg, -1)) {
		return false
	}
	for _, t := range targets {
		host := t[3]
		if t[1] == "connectionString" {
			u, err := url.Parse(host)
			if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") || u.RawQuery != "" {
				return false // ?host= in the query names another server
			}
			host = u.Hostname()
		}
		if !devhost.Here(host) {
			return false
		}
	}
	return true
}

// literalSQLReadsOnly reports whether every SQL call found in code (the
// matches of sqlCall) hands the driver one string literal that only
// reads.
func literalSQLReadsOnly(code string, calls [][]int) bool {
	for _, m := range calls {
		quote := code[m[4]:m[5]]
		rest := code[m[1]:]
		end := strings.Index(rest, quote)
		if end < 0 {
			return false
		}
		if quote == "`" && strings.Contains(rest[:end], "${") {
			return false // a template that fills values in at run time
		}
		if !sqlscan.Scan(rest[:end]).ReadOnly() {
			return false
		}
		// A statement joined with anything else is built at run time.
		after := strings.TrimLeft(rest[end+len(quote):], " \t")
		if !strings.HasPrefix(after, ")") && !strings.HasPrefix(after, ",") {
			return false
		}
	}
	return true
}
