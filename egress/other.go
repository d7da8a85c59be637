//go:build !linux

package egress

import (
	"errors"
	"io"
	"net"
)

// Network namespaces are Linux's: elsewhere every command runs with the
// network unrestricted and the log says so.

const (
	HolderArg = "__network-holder"
	DaemonArg = "__network-daemon"
)

var ErrUnavailable = errors.New("network namespaces are unavailable: this is not Linux")

type Spec struct {
	GateshHome string
	Project    string
	Allow      *Allowlist
	Exe        string
	Env        []string
}

type DaemonSpec struct {
	Key   string      `json:"key"`
	Dir   string      `json:"dir"`
	Allow []EntrySpec `json:"allow"`
}

type EntrySpec struct {
	Text string `json:"text"`
	Why  string `json:"why"`
}

type Origin struct {
	Decision string `json:"decision"`
	Command  string `json:"command"`
	Cwd      string `json:"cwd"`
	Session  string `json:"session,omitempty"`
	Agent    string `json:"agent,omitempty"`
}

type Session struct {
	Pid   int
	Port  int
	Netns string
	Token string
	conn  net.Conn
}

func Nsenter() (string, error)                                     { return "", ErrUnavailable }
func Probe() error                                                 { return ErrUnavailable }
func RuntimeDir(func(string) string) (string, error)               { return "", ErrUnavailable }
func Join(Spec, string) (*Session, error)                          { return nil, ErrUnavailable }
func InNamespace(func(string) string) bool                         { return false }
func HolderMain() int                                              { return 1 }
func (s *Session) Register(Origin) error                           { return ErrUnavailable }
func (s *Session) Close()                                          {}
func (s *Session) Env() []string                                   { return nil }
func (s *Session) Wrap(string, []string) (string, []string, error) { return "", nil, ErrUnavailable }

func RunDaemon(DaemonSpec, string, io.Writer, func(Refusal, Origin)) error {
	return ErrUnavailable
}
