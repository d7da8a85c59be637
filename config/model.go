package config

import (
	"fmt"
	"net/url"
	"time"

	"gatesh/internal/lazy"
)

// The values of model.consult.
const (
	// ConsultUnfamiliar asks about green and yellow commands in which the
	// rules met something they do not know (rules.Decision.Unfamiliar).
	ConsultUnfamiliar = "unfamiliar"
	// ConsultAll asks about every green and yellow command.
	ConsultAll = "all"
)

// Bounds of model.timeout: every consulted command waits up to it.
const (
	DefaultModelTimeout = 2 * time.Second
	// MaxModelTimeout keeps a consulted command well under an agent's
	// tool timeout, with room for a hold's wait.
	MaxModelTimeout = 30 * time.Second
)

// Model is the [model] table: an OpenAI-compatible chat-completions
// endpoint asked for a second opinion on commands the rules let run.
type Model struct {
	URL   string // the endpoint, POSTed to as given
	Model string
	// APIKeyEnv names the environment variable that holds the key; ""
	// sends no key (a local server).
	APIKeyEnv string
	Consult   string // ConsultUnfamiliar or ConsultAll
	Timeout   time.Duration
}

type modelFile struct {
	URL       string `toml:"url"`
	Model     string `toml:"model"`
	APIKeyEnv string `toml:"api_key_env"`
	Consult   string `toml:"consult"`
	Timeout   string `toml:"timeout"`
}

var envName = &lazy.Regexp{Src: `^[A-Za-z_][A-Za-z0-9_]*$`}

func (m *modelFile) validate() (*Model, error) {
	out := &Model{URL: m.URL, Model: m.Model, APIKeyEnv: m.APIKeyEnv, Consult: ConsultUnfamiliar}
	u, err := url.Parse(m.URL)
	switch {
	case m.URL == "":
		return nil, fmt.Errorf("model.url: missing: want the chat-completions endpoint, such as http://127.0.0.1:8080/v1/chat/completions")
	case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "":
		return nil, fmt.Errorf("model.url %q: want an http or https URL", m.URL)
	case u.User != nil:
		return nil, fmt.Errorf("model.url: holds a user or password; put the key in an environment variable and name it in model.api_key_env")
	}
	if m.Model == "" {
		return nil, fmt.Errorf("model.model: missing: want the model's name as the endpoint knows it")
	}
	if m.APIKeyEnv != "" && !envName.Get().MatchString(m.APIKeyEnv) {
		return nil, fmt.Errorf("model.api_key_env %q: want the name of an environment variable, not the key", m.APIKeyEnv)
	}
	switch m.Consult {
	case "":
	case ConsultUnfamiliar, ConsultAll:
		out.Consult = m.Consult
	default:
		return nil, fmt.Errorf("model.consult %q: want %q or %q", m.Consult, ConsultUnfamiliar, ConsultAll)
	}
	if out.Timeout, err = duration("model.timeout", m.Timeout, DefaultModelTimeout); err != nil {
		return nil, err
	}
	if out.Timeout <= 0 || out.Timeout > MaxModelTimeout {
		return nil, fmt.Errorf("model.timeout %s: want more than 0 and at most %s", out.Timeout, MaxModelTimeout)
	}
	return out, nil
}
