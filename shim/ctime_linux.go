package shim

import (
	"syscall"
	"time"
)

// changeTime is a file's ctime.
func changeTime(st *syscall.Stat_t) (time.Time, bool) {
	return time.Unix(st.Ctim.Sec, st.Ctim.Nsec), true
}
