package config

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"
)

// LoadError is a config.toml that does not load: the file, the line the
// problem is on (0 when it has none, such as an unreadable file) and why.
// It matches ErrInvalid under errors.Is when the content is at fault.
type LoadError struct {
	Path string
	Line int
	Err  error
}

func (e *LoadError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %v", e.Path, e.Line, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.Path, e.Err)
}

func (e *LoadError) Unwrap() error { return e.Err }

// invalid makes the error for bad content; key, when not empty, is the
// dotted key at fault, whose line is looked up in data.
func invalid(path string, data []byte, key string, err error) error {
	line := 0
	var pe toml.ParseError
	var ppe *toml.ParseError
	switch {
	case errors.As(err, &pe):
		line, err = pe.Position.Line, errors.New(pe.Message)
	case errors.As(err, &ppe):
		line, err = ppe.Position.Line, errors.New(ppe.Message)
	case strings.HasPrefix(err.Error(), "toml: line "):
		// A type mismatch: "toml: line 3 (last key ...): ...".
		fmt.Sscanf(err.Error(), "toml: line %d", &line)
	case key != "":
		line = keyLine(string(data), key)
	}
	return &LoadError{Path: path, Line: line, Err: fmt.Errorf("%w: %w", ErrInvalid, err)}
}

// keyLine finds the line that sets the dotted key (or opens its table),
// following [table] headers; 0 when it is not found.
func keyLine(data, key string) int {
	table := ""
	for i, raw := range strings.Split(data, "\n") {
		line := strings.TrimSpace(raw)
		if strings.HasPrefix(line, "[") {
			table = strings.Trim(strings.TrimSpace(strings.Trim(line, "[]")), `"`)
			if table == key {
				return i + 1
			}
			continue
		}
		name, _, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		full := strings.Trim(strings.TrimSpace(name), `"`)
		if table != "" {
			full = table + "." + full
		}
		if full == key {
			return i + 1
		}
	}
	return 0
}

// keyOf names the key an error of apply is about: its first word.
func keyOf(err error) string {
	msg := err.Error()
	end := strings.IndexAny(msg, " :")
	if end < 0 {
		return ""
	}
	return msg[:end]
}

// Salvage is Load for the operator's own commands while config.toml is
// broken: with the error, it returns the defaults, keeping where the file
// puts the audit log and the private key if it can read those at all, so
// that the operator can still see and reject what the broken file holds.
// It never makes anything run: shell mode does not use it.
func Salvage(home string) (*Config, error) {
	cfg, err := Load(home)
	if err == nil || !errors.Is(err, ErrInvalid) {
		return cfg, err
	}
	cfg = Defaults(home)
	data, rerr := os.ReadFile(filepath.Join(home, "config.toml"))
	if rerr != nil {
		return cfg, err
	}
	var f file
	if _, derr := toml.Decode(string(data), &f); derr != nil {
		return cfg, err
	}
	if p := f.Audit.Path; p != "" {
		if !filepath.IsAbs(p) {
			p = filepath.Join(home, p)
		}
		cfg.AuditPath = p
	}
	if p := f.Keys.Private; filepath.IsAbs(p) {
		cfg.PrivateKey = p
	}
	return cfg, err
}
