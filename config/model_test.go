package config

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestModelAbsentByDefault(t *testing.T) {
	for _, text := range []string{"", "posture = \"default-allow\"\n"} {
		cfg, err := Load(write(t, text))
		if err != nil || cfg.Model != nil {
			t.Fatalf("%q: model %+v, err %v", text, cfg.Model, err)
		}
	}
}

func TestModelTable(t *testing.T) {
	cfg, err := Load(write(t, "[model]\nurl = \"http://127.0.0.1:8080/v1/chat/completions\"\nmodel = \"qwen2.5-coder\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := Model{URL: "http://127.0.0.1:8080/v1/chat/completions", Model: "qwen2.5-coder", Consult: ConsultUnfamiliar, Timeout: DefaultModelTimeout}
	if cfg.Model == nil || *cfg.Model != want {
		t.Fatalf("defaults: %+v, want %+v", cfg.Model, want)
	}
	cfg, err = Load(write(t, "[model]\nurl = \"https://api.example.org/v1/chat/completions\"\nmodel = \"m\"\napi_key_env = \"GATESH_MODEL_KEY\"\nconsult = \"all\"\ntimeout = \"500ms\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	want = Model{URL: "https://api.example.org/v1/chat/completions", Model: "m", APIKeyEnv: "GATESH_MODEL_KEY", Consult: ConsultAll, Timeout: 500 * time.Millisecond}
	if *cfg.Model != want {
		t.Fatalf("all set: %+v, want %+v", cfg.Model, want)
	}
}

// Every mistake is refused with ErrInvalid, which holds every command:
// a model that was meant to be asked is never silently skipped.
func TestModelTableRefusesMistakes(t *testing.T) {
	ok := "url = \"http://127.0.0.1:1/v1/chat/completions\"\nmodel = \"m\"\n"
	for _, c := range []struct{ text, want string }{
		{"[model]\n", "model.url: missing"},
		{"[model]\nmodel = \"m\"\n", "model.url: missing"},
		{"[model]\nurl = \"127.0.0.1:8080\"\nmodel = \"m\"\n", "want an http or https URL"},
		{"[model]\nurl = \"file:///etc/passwd\"\nmodel = \"m\"\n", "want an http or https URL"},
		{"[model]\nurl = \"https://u:sk-secret@api.example.org/v1\"\nmodel = \"m\"\n", "holds a user or password"},
		{"[model]\nurl = \"http://127.0.0.1:1/v1/chat/completions\"\n", "model.model: missing"},
		{"[model]\n" + ok + "api_key_env = \"sk-live-abcdef\"\n", "not the key"},
		{"[model]\n" + ok + "consult = \"sometimes\"\n", "model.consult"},
		{"[model]\n" + ok + "timeout = \"0s\"\n", "model.timeout"},
		{"[model]\n" + ok + "timeout = \"5m\"\n", "model.timeout"},
		{"[model]\n" + ok + "timeout = \"soon\"\n", "model.timeout"},
		{"[model]\n" + ok + "api_key = \"sk-abc\"\n", "unknown key model.api_key"},
		{"[model]\n" + ok + "retries = 3\n", "unknown key model.retries"},
		{"model = \"m\"\n", "model"},
	} {
		_, err := Load(write(t, c.text))
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want ErrInvalid with %q", c.text, err, c.want)
		}
	}
}
