package mcpgate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"gatesh/toolcall"
)

// JSON-RPC 2.0 error codes used in the answers the proxy makes itself;
// codeHeld is one of the range JSON-RPC leaves to implementations, for a
// resources/read gatesh holds (the request has no tool error to give).
const (
	codeParse    = -32700
	codeInternal = -32603
	codeHeld     = -32001
)

// ResourceRead is the tool name a resources/read is judged, queued,
// approved and logged under, with its URI as the one argument: no
// tools/call can carry it, since the proxy names those
// mcp__SERVER__TOOL.
const ResourceRead = "resources/read"

// message is one JSON-RPC message as the proxy reads it. Only the
// members it needs are kept; the bytes it forwards are the original ones.
type message struct {
	id     json.RawMessage // nil: none (a notification)
	method string
	params json.RawMessage
	result json.RawMessage
	hasErr bool
}

func (m message) isRequest() bool { return m.method != "" && m.id != nil }
func (m message) isResponse() bool {
	return m.method == "" && m.id != nil && (m.result != nil || m.hasErr)
}

// errNotObject is a message that is valid JSON but not a JSON object.
var errNotObject = errors.New("not a JSON object")

// readStrict reads a message from the agent: exact JSON, no key twice and
// no two keys that differ only in case anywhere in it (toolcall.Object).
// A server written in another language may take another of two such
// keys than Go would, so the proxy would judge one call and forward
// another; it refuses them instead.
func readStrict(raw []byte) (message, error) {
	obj, err := toolcall.Object(raw)
	if err != nil {
		return message{}, err
	}
	if err := checkLevel(obj, messageKeys); err != nil {
		return message{}, fmt.Errorf("%w: %v", toolcall.ErrJSON, err)
	}
	for _, v := range obj {
		if err := nestedRequest(v); err != nil {
			return message{}, err
		}
	}
	return fromObject(obj)
}

// nestedRequest finds a gated request inside a message: an object with
// a method a server may read as tools/call or resources/read. A server
// whose reader splits a line elsewhere than at its newline (at a lone
// CR, or into pieces of a fixed size: C's fgets, Go's ReadLine with
// isPrefix ignored) can read it as a message of its own, which the
// proxy never judged.
func nestedRequest(raw json.RawMessage) error {
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return nil // readStrict has read it: it decodes
	}
	return eachObject(v, func(obj map[string]any) error {
		for k, e := range obj {
			if s, ok := e.(string); ok && normKey(k) == normKey("method") && isGated(s) {
				return fmt.Errorf("%w: a %s inside the message, which a server that splits lines otherwise could read as a message of its own", toolcall.ErrJSON, s)
			}
		}
		return nil
	})
}

// readLoose reads a message from the server, for the proxy's own
// bookkeeping only: what it forwards is the server's bytes.
func readLoose(raw []byte) (message, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return message{}, err
	}
	if obj == nil {
		return message{}, errNotObject
	}
	return fromObject(obj)
}

func fromObject(obj map[string]json.RawMessage) (message, error) {
	var m message
	if id, ok := obj["id"]; ok && string(id) != "null" {
		m.id = id
	}
	if raw, ok := obj["method"]; ok {
		if err := json.Unmarshal(raw, &m.method); err != nil {
			return message{}, fmt.Errorf("method is not a string")
		}
	}
	m.params = obj["params"]
	m.result = obj["result"]
	_, m.hasErr = obj["error"]
	return m, nil
}

// isToolsCall tells whether a method names tools/call. A spelling a
// server might also take (another case, spaces, a NUL) is judged as one
// too.
func isToolsCall(method string) bool {
	return sameMethod(method, "tools/call")
}

// isResourceRead tells whether a method names resources/read, in any
// spelling a server might take.
func isResourceRead(method string) bool {
	return sameMethod(method, ResourceRead)
}

// isGated tells whether the proxy decides a request before the server
// sees it: a tools/call, which may do anything, and a resources/read,
// which returns what it names (a file://, a server's secret) to the
// model. prompts/get is not: by the protocol a person picks a prompt,
// and getting one runs nothing (docs/mcp.md).
func isGated(method string) bool { return isToolsCall(method) || isResourceRead(method) }

// readParams reads a resources/read's uri, a non-empty string.
func readParams(params json.RawMessage) (uri string, err error) {
	if len(params) == 0 || string(params) == "null" {
		return "", errors.New("resources/read has no params")
	}
	obj, err := toolcall.Object(params)
	if err != nil {
		return "", fmt.Errorf("resources/read params: %w", err)
	}
	if err := checkLevel(obj, readKeys); err != nil {
		return "", fmt.Errorf("resources/read params: %v", err)
	}
	raw, ok := obj["uri"]
	if !ok || json.Unmarshal(raw, &uri) != nil || uri == "" {
		return "", errors.New("resources/read names no resource (params.uri is not a non-empty string)")
	}
	return uri, nil
}

// heldAnswer is the answer to a gated request that did not reach the
// server: a tool error for a tools/call, which the agent hands its model
// as the tool's result; an error for a resources/read, which has none.
func heldAnswer(method string, id json.RawMessage, text string) []byte {
	if isResourceRead(method) {
		return rpcError(id, codeHeld, text)
	}
	return toolError(id, text)
}

// callParams reads a tools/call's name and arguments. Arguments that are
// absent or null are {}; anything else must be a JSON object.
func callParams(params json.RawMessage) (name string, args json.RawMessage, err error) {
	if len(params) == 0 || string(params) == "null" {
		return "", nil, errors.New("tools/call has no params")
	}
	obj, err := toolcall.Object(params)
	if err != nil {
		return "", nil, fmt.Errorf("tools/call params: %w", err)
	}
	if err := checkLevel(obj, callKeys); err != nil {
		return "", nil, fmt.Errorf("tools/call params: %v", err)
	}
	raw, ok := obj["name"]
	if !ok || json.Unmarshal(raw, &name) != nil || name == "" {
		return "", nil, errors.New("tools/call names no tool (params.name is not a non-empty string)")
	}
	args = obj["arguments"]
	if len(args) == 0 || string(args) == "null" {
		args = []byte("{}")
	}
	if bytes.TrimSpace(args)[0] != '{' {
		return "", nil, errors.New("tools/call arguments are not a JSON object")
	}
	if err := sameKeys(args); err != nil {
		return "", nil, fmt.Errorf("tools/call arguments: %v", err)
	}
	return name, args, nil
}

// toolError is the answer to a call that did not reach the server: a
// CallToolResult with isError, which the agent hands its model as the
// tool's result (modelcontextprotocol.io, server/tools, error handling).
func toolError(id json.RawMessage, text string) []byte {
	return marshal(struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Result  toolResult      `json:"result"`
	}{"2.0", id, toolResult{Content: []textContent{{"text", text}}, IsError: true}})
}

type toolResult struct {
	Content []textContent `json:"content"`
	IsError bool          `json:"isError"`
}

type textContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// rpcError is a JSON-RPC error answer; id nil is written as null.
func rpcError(id json.RawMessage, code int, text string) []byte {
	if id == nil {
		id = json.RawMessage("null")
	}
	type errObj struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	}
	return marshal(struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Error   errObj          `json:"error"`
	}{"2.0", id, errObj{code, text}})
}

// marshal encodes one message on one line: MCP's stdio framing allows no
// newline inside a message.
func marshal(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err) // values of plain strings and raw JSON always encode
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}
