package teamapi

import (
	"errors"
	"testing"
)

func TestCheckURL(t *testing.T) {
	for raw, want := range map[string]string{
		"https://hub.example.com":         "https://hub.example.com",
		"https://hub.example.com/":        "https://hub.example.com",
		"https://hub.example.com:8443/g/": "https://hub.example.com:8443/g",
		"http://127.0.0.1:8080":           "http://127.0.0.1:8080",
		"http://127.8.9.1":                "http://127.8.9.1",
		"http://[::1]:9000/":              "http://[::1]:9000",
		"http://localhost:7000":           "http://localhost:7000",
		"http://[::ffff:127.0.0.1]:80":    "http://[::ffff:127.0.0.1]:80",
	} {
		u, err := CheckURL(raw)
		if err != nil || u.String() != want {
			t.Errorf("CheckURL(%q) = %v, %v; want %s", raw, u, err, want)
		}
	}
	for _, raw := range []string{
		"http://hub.example.com", "http://10.0.0.5:8080", "http://0.0.0.0", "http://[::]:80",
		"http://localhost.evil.com", "http://127.0.0.1.nip.io", "ftp://127.0.0.1",
	} {
		if _, err := CheckURL(raw); !errors.Is(err, ErrInsecureURL) {
			t.Errorf("CheckURL(%q) = %v, want ErrInsecureURL", raw, err)
		}
	}
	for _, raw := range []string{"", "hub.example.com", "https://", "https://u:p@hub.example.com", "https://hub.example.com/?a=1", "https://hub.example.com/#x", "mailto:x@y"} {
		if _, err := CheckURL(raw); err == nil {
			t.Errorf("CheckURL(%q) accepted it", raw)
		}
	}
}
