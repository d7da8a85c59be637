package main

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// mockAnswer is a chat completion saying green: the mock answers at once,
// so the rows measure what gatesh adds around a model, not the model.
const mockAnswer = `{"id":"bench","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"{\"tier\": \"green\", \"reason\": \"does nothing\"}"},"finish_reason":"stop"}]}`

// modelPrograms builds gatesh-model beside gatesh, starts the mock
// endpoint, and returns the three model rows and a function that stops
// the mock.
func modelPrograms(tmp, gatesh string) ([]*program, func(), error) {
	if err := goBuild(filepath.Join(filepath.Dir(gatesh), "gatesh-model"), "./cmd/gatesh-model"); err != nil {
		return nil, nil, err
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, nil, err
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(mockAnswer))
	})}
	go srv.Serve(l)
	url := "http://" + l.Addr().String() + "/v1/chat/completions"
	home := func(name, consult string) ([]string, error) {
		dir := filepath.Join(tmp, name)
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, err
		}
		cfg := fmt.Sprintf("[model]\nurl = %q\nmodel = \"mock\"\nconsult = %q\n", url, consult)
		if err := os.WriteFile(filepath.Join(dir, "config.toml"), []byte(cfg), 0o600); err != nil {
			return nil, err
		}
		return append(os.Environ(), "GATESH_HOME="+dir, "GATESH_SESSION=bench"), nil
	}
	notAsked, err := home("model-not-asked", "unfamiliar")
	if err != nil {
		return nil, nil, err
	}
	asked, err := home("model-asked", "all")
	if err != nil {
		return nil, nil, err
	}
	cached, err := home("model-cached", "all")
	if err != nil {
		return nil, nil, err
	}
	progs := []*program{
		{label: "model not asked", path: gatesh, env: notAsked},
		// A new session each run: the cache never answers.
		{label: "model asked", path: gatesh, env: asked, runEnv: func(i int) []string {
			return append(slices.Clone(asked), "GATESH_SESSION=bench-"+strconv.Itoa(i))
		}},
		{label: "model cached", path: gatesh, env: cached},
	}
	return progs, func() { srv.Close() }, nil
}

// checkModelRows makes sure the rows measured what they say: every run of
// "model asked" logged an answer from the mock, every run after the first
// of "model cached" an answer from the cache, and "model not asked" none.
func checkModelRows(tmp string, runs int) error {
	count := func(home, text string) int {
		data, _ := os.ReadFile(filepath.Join(tmp, home, "audit.jsonl"))
		return strings.Count(string(data), text)
	}
	if got := count("model-asked", `"model":"agreed"`) - count("model-asked", "(cached)"); got != runs {
		return fmt.Errorf("model asked: %d of %d runs logged an answer from the mock", got, runs)
	}
	if got := count("model-cached", "(cached)"); got != runs-1 {
		return fmt.Errorf("model cached: %d of %d runs answered from the cache", got, runs-1)
	}
	if got := count("model-not-asked", `"model":`); got != 0 {
		return fmt.Errorf("model not asked: %d runs asked the model", got)
	}
	return nil
}
