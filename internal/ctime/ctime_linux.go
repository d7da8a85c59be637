package ctime

import (
	"syscall"
	"time"
)

// Of is the change time (ctime) of the file st describes, which no
// program can set (touch sets only the access and modification times):
// a write, a rename onto the name or a chmod moves it to the clock's now.
func Of(st *syscall.Stat_t) (time.Time, bool) {
	return time.Unix(st.Ctim.Sec, st.Ctim.Nsec), true
}
