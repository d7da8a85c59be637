package rules

import (
	"slices"
	"strings"

	"gatesh/toolcall"
)

// renamesOnly reports whether a write's arguments, besides what names the
// object (an id, a slug), set nothing but how it is called or described:
// a name, a title, a description, labels, a colour, an icon. It reads one
// object down where an update carries its changes (updates: {name}).
// Such a write changes no behaviour of what it names: an automation
// renamed runs as before. Beside a new name (Jenkins' rename-job
// {job_name, new_name}), the old name under its object's noun is what
// names the object.
func renamesOnly(args map[string]any) bool {
	named := 0
	_, renamed := args["new_name"]
	if !renamed {
		_, renamed = args["newName"]
	}
	var visit func(obj map[string]any, depth int) bool
	visit = func(obj map[string]any, depth int) bool {
		for k, v := range obj {
			ws := toolcall.Words(k)
			switch {
			case len(ws) == 0:
				return false
			case renameKey(ws):
				named++
			case locatorKey(ws) || renamed && depth == 0 && oldNameKey(ws):
				if _, ok := v.(map[string]any); ok {
					return false
				}
			default:
				sub, ok := v.(map[string]any)
				if !ok || depth > 0 || !changesKey(ws) || !visit(sub, depth+1) {
					return false
				}
			}
		}
		return true
	}
	return visit(args, 0) && named > 0
}

// renameKey reports whether an argument's key names what only says how
// an object is called or shown.
func renameKey(ws []string) bool {
	switch strings.Join(ws, " ") {
	case "name", "new name", "display name", "title", "new title", "description", "summary", "label", "labels",
		"tag", "tags", "color", "colour", "icon", "emoji", "notes":
		return true
	}
	return false
}

// locatorKey reports whether an argument's key names which object a call
// acts on: an id, a slug, a key of the object.
func locatorKey(ws []string) bool {
	switch ws[len(ws)-1] {
	case "id", "ids", "iid", "uuid", "slug":
		return true
	}
	return false
}

// oldNameKey reports whether a key names an object by its name under
// the object's noun (job_name, projectName): one noun and name.
func oldNameKey(ws []string) bool {
	if len(ws) != 2 || ws[1] != "name" {
		return false
	}
	switch ws[0] {
	case "new", "display", "full", "first", "last", "user", "file", "domain", "host":
		return false
	}
	return true
}

// changesKey reports whether an argument's key holds the changes of an
// update (updates, data, fields, patch).
func changesKey(ws []string) bool {
	switch strings.Join(ws, " ") {
	case "updates", "update", "changes", "data", "fields", "patch", "attributes", "properties", "body", "values":
		return true
	}
	return false
}

// machineNoun reports whether a word of a name names a machine others'
// services run on: a server, an instance, a VM, a droplet, a cluster.
func machineNoun(w string) bool {
	switch strings.TrimSuffix(w, "s") {
	case "server", "instance", "vm", "droplet", "cluster", "dyno", "nodepool", "nodegroup":
		return true
	}
	return false
}

// documentStore reports whether a word names a database that keeps
// documents as its records: a document database, a search index, a
// vector store.
func documentStore(w string) bool {
	switch w {
	case "couchbase", "mongodb", "mongo", "firestore", "dynamodb", "cosmos", "cosmosdb", "couchdb", "ravendb", "arangodb",
		"fauna", "elasticsearch", "opensearch", "meilisearch", "typesense", "algolia", "solr", "chroma", "qdrant", "weaviate",
		"pinecone", "milvus", "vespa":
		return true
	}
	return false
}

// inDatabase reports whether a tool's documents are kept in a database:
// its name names one (databases_create_document), or an argument names
// the database they are in (database_id, db). A wiki's collection, a
// folder, a drive or a space keeps documents others read: no database.
func inDatabase(own []string, args map[string]any) bool {
	if slices.ContainsFunc(own, func(w string) bool {
		switch w {
		case "database", "databases", "db", "dbs":
			return true
		}
		return false
	}) {
		return true
	}
	for k, v := range args {
		if s, ok := v.(string); ok && s != "" && keyIn(k, []string{"database", "database_id", "database_name", "db", "db_name", "dbname"}) {
			return true
		}
	}
	return false
}

// documentsAsRecords returns words with document and documents read as
// record and records.
func documentsAsRecords(words []string) []string {
	if !slices.ContainsFunc(words, func(w string) bool { return w == "document" || w == "documents" || w == "doc" || w == "docs" }) {
		return words
	}
	out := slices.Clone(words)
	for i, w := range out {
		switch w {
		case "document", "doc":
			out[i] = "record"
		case "documents", "docs":
			out[i] = "records"
		}
	}
	return out
}
