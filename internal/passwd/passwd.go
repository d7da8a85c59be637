// Package passwd names a user the way the password database does, for a
// process whose $USER is unset (cron, systemd, sudo -i).
package passwd

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

// File is the password database read by Name.
const File = "/etc/passwd"

// Name returns the login name of uid in the password database at path,
// or "uid:N" when it has none. (os/user would do the same, but with cgo
// it links libc into every gatesh start.)
func Name(path string, uid int) string {
	id := strconv.Itoa(uid)
	if f, err := os.Open(path); err == nil {
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			// name:password:uid:gid:gecos:home:shell
			fields := strings.SplitN(sc.Text(), ":", 4)
			if len(fields) >= 3 && fields[2] == id && fields[0] != "" && !strings.HasPrefix(fields[0], "#") {
				return fields[0]
			}
		}
	}
	return "uid:" + id
}

// Self names the user of $USER, else of this process's effective uid.
func Self(getenv func(string) string) string {
	if u := getenv("USER"); u != "" {
		return u
	}
	return Name(File, os.Geteuid())
}
