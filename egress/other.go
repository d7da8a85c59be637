//go:build !linux

package egress

// Network namespaces are Linux's: elsewhere every command runs with the
// network unrestricted and the log says so (network_unenforced).

type Spec struct {
	GateshHome string
	Project    string
	Allow      *Allowlist
	Exe        string
	Env        []string
}

type Session struct {
	Pid   int
	Port  int
	Netns string
	Token string
}

var errNotLinux = wrapUnavailable("network namespaces are Linux's")

func wrapUnavailable(why string) error { return &unavailable{why} }

type unavailable struct{ why string }

func (u *unavailable) Error() string { return ErrUnavailable.Error() + ": " + u.why }
func (u *unavailable) Unwrap() error { return ErrUnavailable }

func Nsenter() (string, error)             { return "", errNotLinux }
func Probe() error                         { return errNotLinux }
func RuntimeDir(string) (string, error)    { return "", errNotLinux }
func Join(Spec, string) (*Session, error)  { return nil, errNotLinux }
func InNamespace(func(string) string) bool { return false }
func IsHelper(string) bool                 { return false }
func HolderMain() int                      { return 1 }
func (s *Session) Register(Origin) error   { return errNotLinux }
func (s *Session) Close()                  {}
func (s *Session) Env() []string           { return nil }
func (s *Session) Wrap(string, []string) (string, []string, error) {
	return "", nil, errNotLinux
}
func (s *Session) WrapNsenter(string, []string) (string, []string, error) {
	return "", nil, errNotLinux
}
