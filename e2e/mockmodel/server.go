package mockmodel

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

// API names a model API the server speaks.
type API string

const (
	Anthropic API = "anthropic" // Messages API, /v1/messages
	Responses API = "responses" // OpenAI Responses API, /v1/responses
	Gemini    API = "gemini"    // generateContent and streamGenerateContent
	Chat      API = "chat"      // OpenAI Chat Completions, /v1/chat/completions
)

// A Reply is one answer of the model: optional text, then at most one
// tool call. A reply without a call ends the agent's turn.
type Reply struct {
	Text string
	Call *Call
	// again leaves the step that gave this reply for the next turn.
	again bool
}

// A Call asks the agent to run one of its tools.
type Call struct {
	// Tool is the tool's name in the agent's API; empty means the shell
	// tool (Bash, exec_command or run_shell_command).
	Tool string
	// Command is the shell tool's command; it goes under the API's own
	// key (command, or cmd for exec_command).
	Command string
	// Args are further arguments, or all of them for another tool.
	Args map[string]any
	// Namespace is the Responses API's namespace of the tool (Codex
	// offers each MCP server's tools as namespace mcp__SERVER).
	Namespace string
	// Input makes the call a Responses API custom tool call with this
	// free-form input (Codex's apply_patch) instead of a function call.
	Input *string
}

// Shell asks for the agent's shell tool to run cmd.
func Shell(cmd string) Reply { return Reply{Call: &Call{Command: cmd}} }

// Tool asks for the named tool with these arguments.
func Tool(name string, args map[string]any) Reply {
	return Reply{Call: &Call{Tool: name, Args: args}}
}

// Text is a final answer without a tool call.
func Text(s string) Reply { return Reply{Text: s} }

// A Step makes one reply of the script from the request being answered.
type Step func(Turn) Reply

// Say is a step that always gives r.
func Say(r Reply) Step { return func(Turn) Reply { return r } }

// A Turn is a conversation request that takes the next step of the script.
type Turn struct {
	API API
	// Results are the tool results the request carries, oldest first:
	// the whole conversation, as the model receives it.
	Results []Result
}

// Await is step, taken by the first turn that ready accepts; each turn
// before it is answered with wait, and the step stays. An agent that
// starts its MCP servers in the background fails a call of their tools
// until they are up, and a model would call again.
func Await(ready func(Turn) bool, wait Reply, step Step) Step {
	return func(t Turn) Reply {
		if !ready(t) {
			wait.again = true
			return wait
		}
		return step(t)
	}
}

// Last is the newest tool result, or the zero Result.
func (t Turn) Last() Result {
	if len(t.Results) == 0 {
		return Result{}
	}
	return t.Results[len(t.Results)-1]
}

// A Result is one tool result as the agent sent it to the model.
type Result struct {
	CallID string
	Tool   string // the called tool's name, where the request names it
	// Output is the result's text: the string the model reads.
	Output  string
	IsError bool
	// Raw is the result's JSON exactly as it came.
	Raw json.RawMessage
}

// A Request is one HTTP request the server received.
type Request struct {
	API    API // "" for endpoints outside the three conversation APIs
	Method string
	Path   string // with the query
	Body   []byte
	// Turn is true for a conversation request that offered the shell
	// tool and so took a step of the script; side requests (titles,
	// checks, counts) get a short neutral answer instead.
	Turn    bool
	Results []Result
}

// Server is a local model API on 127.0.0.1. It answers conversation
// requests from its script and every other request harmlessly.
type Server struct {
	ln  net.Listener
	srv *http.Server

	turnMu sync.Mutex // one step at a time, in arrival order

	mu     sync.Mutex
	script []Step
	reqs   []Request
	seq    int
	log    io.Writer
}

// Start listens on a free port of 127.0.0.1 and serves until Close.
func Start() (*Server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s := &Server{ln: ln}
	s.srv = &http.Server{Handler: http.HandlerFunc(s.serve)}
	go s.srv.Serve(ln)
	return s, nil
}

// URL is the server's base URL, without a trailing slash.
func (s *Server) URL() string { return "http://" + s.ln.Addr().String() }

// Close stops the server and ends open connections.
func (s *Server) Close() error { return s.srv.Close() }

// SetLog makes the server write one line per request to w (nil: none).
func (s *Server) SetLog(w io.Writer) {
	s.mu.Lock()
	s.log = w
	s.mu.Unlock()
}

// Script replaces the steps still to come. When they run out, a turn
// gets Text("done").
func (s *Server) Script(steps ...Step) {
	s.mu.Lock()
	s.script = append([]Step(nil), steps...)
	s.mu.Unlock()
}

// Remaining is the number of steps not yet taken.
func (s *Server) Remaining() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.script)
}

// Requests returns a copy of every request received so far, in order.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.reqs...)
}

// Results returns the tool results of the newest turn: the whole
// conversation's results, as the model last received them.
func (s *Server) Results() []Result {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := len(s.reqs) - 1; i >= 0; i-- {
		if s.reqs[i].Turn {
			return s.reqs[i].Results
		}
	}
	return nil
}

// next takes the next step for a turn.
func (s *Server) next(t Turn) Reply {
	s.turnMu.Lock()
	defer s.turnMu.Unlock()
	s.mu.Lock()
	var step Step
	if len(s.script) > 0 {
		step = s.script[0]
	}
	s.mu.Unlock()
	if step == nil {
		return Text("done")
	}
	// turnMu keeps the script's head ours until the step is done.
	r := step(t)
	if !r.again {
		s.mu.Lock()
		s.script = s.script[min(1, len(s.script)):]
		s.mu.Unlock()
	}
	return r
}

func (s *Server) id(prefix string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seq++
	return fmt.Sprintf("%s%06d", prefix, s.seq)
}

func (s *Server) record(r Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.reqs = append(s.reqs, r)
	if s.log != nil {
		fmt.Fprintf(s.log, "mockmodel: %s %s %s api=%s turn=%v results=%d body=%d bytes\n",
			time.Now().Format("15:04:05.000"), r.Method, r.Path, r.API, r.Turn, len(r.Results), len(r.Body))
	}
}

// serve routes a request by its path.
func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	req := Request{Method: r.Method, Path: r.URL.RequestURI(), Body: body}
	path := r.URL.Path
	var h func(http.ResponseWriter, *Request)
	switch {
	case r.Method != http.MethodPost:
		h = s.other
	case strings.HasSuffix(path, "/messages/count_tokens"):
		h = anthropicCount
	case strings.HasSuffix(path, "/messages"):
		h = s.anthropic
	case strings.HasSuffix(path, "/responses"):
		h = s.responses
	case strings.HasSuffix(path, "/chat/completions"):
		h = s.chat
	case strings.Contains(path, ":streamGenerateContent"), strings.Contains(path, ":generateContent"):
		h = s.gemini
	case strings.Contains(path, ":countTokens"):
		h = geminiCount
	default:
		h = s.other
	}
	h(w, &req)
	s.record(req)
}

// other answers an endpoint outside the conversation: model lists,
// telemetry, settings. An empty list or object satisfies them all.
func (s *Server) other(w http.ResponseWriter, r *Request) {
	switch {
	case strings.HasSuffix(strings.SplitN(r.Path, "?", 2)[0], "/models"):
		writeJSON(w, map[string]any{"object": "list", "data": []any{}, "models": []any{}})
	default:
		writeJSON(w, map[string]any{})
	}
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}

// sse writes server-sent events, flushing after each.
type sse struct {
	w http.ResponseWriter
}

func newSSE(w http.ResponseWriter) sse {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	return sse{w}
}

// event writes one event; an empty name writes a data line only.
func (e sse) event(name string, data any) {
	var b bytes.Buffer
	if name != "" {
		fmt.Fprintf(&b, "event: %s\n", name)
	}
	j, _ := json.Marshal(data)
	fmt.Fprintf(&b, "data: %s\n\n", j)
	e.w.Write(b.Bytes())
	if f, ok := e.w.(http.Flusher); ok {
		f.Flush()
	}
}

// jsonText flattens a tool result's content into the text the model
// reads: a JSON string, or the text of a list of {"text": ...} blocks.
func jsonText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var blocks []struct {
		Text string `json:"text"`
	}
	if json.Unmarshal(raw, &blocks) == nil {
		var b strings.Builder
		for _, bl := range blocks {
			b.WriteString(bl.Text)
		}
		return b.String()
	}
	return string(raw)
}
