package binding

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/queue"
)

// KindEnv is a variable of the agent's environment that decides what an
// approved command runs: a startup file bash reads, or git's.
const KindEnv = "env"

// KindProgram is the fact of a program an approved command would run
// from a folder a green command could have written: Name the name the
// command gives it, Value where PATH finds it and why it is not trusted.
// An approved command refuses to run such a program; the fact shows the
// operator so while the command is held.
const KindProgram = "program"

// StartupVars name files a shell reads before it runs the command:
// bash -c reads BASH_ENV, sh in POSIX mode ENV.
var StartupVars = []string{"BASH_ENV", "ENV"}

// LoaderVar reports whether the dynamic loader (or glibc's iconv) loads
// code named by a variable: every LD_ variable, and GCONV_PATH. An
// approved command runs without them: what they load is not shown, and
// can change after the approval.
func LoaderVar(key string) bool {
	return strings.HasPrefix(key, "LD_") || key == "GCONV_PATH"
}

// EnvFacts returns what an approval binds of the environment a command
// runs in: each startup file as it is (its name and content), the code
// bash runs from variables (shellCodeVar), and git's variables that
// steer it (GIT_SSH_COMMAND, GIT_CONFIG_*, GIT_DIR...) as they are.
func EnvFacts(environ []string) []queue.Fact {
	var facts []queue.Fact
	seen := map[string]bool{}
	for _, kv := range environ {
		k, v, ok := strings.Cut(kv, "=")
		if ok && shellCodeVar(k, v) {
			// Every entry: which one bash takes is bash's to say.
			facts = append(facts, queue.Fact{Kind: KindEnv, Name: k, Value: fitText(shownValue(v))})
			continue
		}
		if !ok || seen[k] {
			continue // the first entry is the one getenv(3) returns
		}
		seen[k] = true
		switch {
		case slices.Contains(StartupVars, k):
			_, state := startupFile(v)
			facts = append(facts, queue.Fact{Kind: KindEnv, Name: k, Value: fitText(state)})
		case gitVar(k):
			facts = append(facts, queue.Fact{Kind: KindEnv, Name: k, Value: fitText(shownValue(v))})
		}
	}
	return facts
}

// shellCodeVar reports whether bash runs code a variable holds besides
// the command: an exported function (BASH_FUNC_NAME%%), which runs
// instead of the program of its name; PROMPT_COMMAND, before an
// interactive command; a prompt or PS4 with a command substitution,
// which bash expands. gatesh classifies them with the command
// (shim.envDecisions); an approval binds them, so that one added or
// changed after it is a new request.
func shellCodeVar(key, value string) bool {
	switch key {
	case "PROMPT_COMMAND":
		return true
	case "PS0", "PS1", "PS2", "PS4":
		return strings.Contains(value, "$(") || strings.Contains(value, "`")
	}
	return strings.HasPrefix(key, "BASH_FUNC_")
}

// gitVar reports whether a variable of git's decides what git runs,
// which repository and objects it reads, or where it connects: not the
// ones git sets for its own children (GIT_TRACE2_PARENT_SID,
// GIT_INDEX_FILE, GIT_PREFIX), which change from one run to the next.
func gitVar(key string) bool {
	switch key {
	case "GIT_SSH", "GIT_SSH_COMMAND", "GIT_SSH_VARIANT", "GIT_ASKPASS", "GIT_PROXY_COMMAND", "GIT_EXEC_PATH",
		"GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES",
		"GIT_NAMESPACE", "GIT_TEMPLATE_DIR", "GIT_EDITOR", "GIT_SEQUENCE_EDITOR", "GIT_PAGER", "GIT_EXTERNAL_DIFF",
		"GIT_ALLOW_PROTOCOL", "GIT_PROTOCOL_FROM_USER", "GIT_REPLACE_REF_BASE", "GIT_NO_REPLACE_OBJECTS",
		"GIT_SHALLOW_FILE", "GIT_GRAFT_FILE", "GIT_SSL_NO_VERIFY", "GIT_SSL_CAINFO", "GIT_HTTP_PROXY_AUTHMETHOD":
		return true
	}
	return strings.HasPrefix(key, "GIT_CONFIG")
}

// Expands reports whether bash would expand a startup variable's value
// (parameters, commands, arithmetic): then what it names is not known
// before it runs.
func Expands(value string) bool { return strings.ContainsAny(value, "$`") }

// startupFile reads the file a startup variable names, and describes it.
func startupFile(value string) ([]byte, string) {
	if Expands(value) {
		return nil, shownValue(value) + ": bash expands it, so what it reads is not known before it runs"
	}
	if value == "" || !filepath.IsAbs(value) {
		return nil, shownValue(value) + ": a path relative to where the command runs"
	}
	content, state := readHook(value, true)
	return content, shownValue(value) + ": " + state
}

// StartupFile returns the content of the file a startup variable names,
// read once, when it is what the approval bound; an error wrapping
// ErrNotBound when it is not. Nothing (nil, nil) when there is no
// regular file to read.
func StartupFile(key, value string, bound []queue.Fact) ([]byte, error) {
	content, state := startupFile(value)
	if !slices.Contains(bound, queue.Fact{Kind: KindEnv, Name: key, Value: fitText(state)}) {
		return nil, fmt.Errorf("%s (%s) changed since the approval: %w", key, state, ErrNotBound)
	}
	return content, nil
}
