package mcphttp

import (
	"errors"
	"testing"
)

// Only https, or plain http that stays on this machine.
func TestCheckURL(t *testing.T) {
	for raw, ok := range map[string]bool{
		"https://mcp.example.com/mcp":   true,
		"http://127.0.0.1:8080/mcp":     true,
		"http://127.9.9.9/mcp":          true,
		"http://[::1]:3000/mcp":         true,
		"http://localhost:3000/mcp":     true,
		"http://LOCALHOST/mcp":          true,
		"http://mcp.example.com/mcp":    false,
		"http://10.0.0.1/mcp":           false,
		"http://localhost.example.com/": false,
		"http://127.0.0.1.nip.io/mcp":   false,
		"https:///mcp":                  false,
		"ftp://127.0.0.1/mcp":           false,
		"127.0.0.1:8080":                false,
	} {
		_, err := CheckURL(raw)
		if ok != (err == nil) || (err != nil && !errors.Is(err, ErrURL)) {
			t.Errorf("CheckURL(%q): %v, want ok=%v", raw, err, ok)
		}
	}
}
