// Package ownfile reads the files of the gatesh folder that decide what
// gatesh allows (config.toml, the operator's rules.toml) only when no
// one but their owner could have written them.
package ownfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// ErrOthersMayWrite is the error for a file, or the folder that holds
// it, that a user other than the owner may write, or that belongs to a
// user who is neither this process's, root, nor the gatesh folder's
// owner. In the two-user setup the agent's user is such a user: a
// config.toml it could rewrite could name its own key as the operator's.
var ErrOthersMayWrite = errors.New("others may write it")

// Read reads path, a file in the folder dir, after checking that
// neither may be written by others: every user (o+w; a folder with the
// sticky bit, whose files only their owners may move, is fine), nor a
// user who is not this process's, root or dir's owner by ownership.
// Group write is left to the operator (a user's private group is the
// common umask 002 case). A missing file is the error of os.Open.
func Read(dir, path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	di, err := os.Stat(dir)
	if err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if err := check(dir, di, true, 0); err != nil {
		return nil, err
	}
	if err := check(path, fi, false, owner(di)); err != nil {
		return nil, err
	}
	return io.ReadAll(f)
}

func owner(fi fs.FileInfo) uint32 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return st.Uid
	}
	return 0
}

func check(path string, fi fs.FileInfo, folder bool, folderOwner uint32) error {
	if fi.Mode().Perm()&0o002 != 0 && !(folder && fi.Mode()&fs.ModeSticky != 0) {
		return fmt.Errorf("%s has mode %04o, which lets every user write it: %w", path, fi.Mode().Perm(), ErrOthersMayWrite)
	}
	if folder {
		return nil
	}
	uid := owner(fi)
	if uid != uint32(os.Geteuid()) && uid != 0 && uid != folderOwner {
		return fmt.Errorf("%s belongs to uid %d, not to you, root or the owner of %s: %w", path, uid, filepath.Dir(path), ErrOthersMayWrite)
	}
	return nil
}
