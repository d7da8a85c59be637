package rules

import (
	"path"
	"strings"
)

// rcloneLocalWrites adds the folders of this machine that rclone's
// copies write: the operands after the source of copy, copyto, move,
// moveto and sync, and every operand of bisync (both sides change) and
// of move and moveto (the source is deleted), when the operand is a
// local path, :local:PATH (rclone's on-the-fly local backend) or
// NAME:PATH of a remote the script defines as local
// (RCLONE_CONFIG_NAME_TYPE=local). rclone copyto ./x :local:/etc/cron.d/x
// writes /etc/cron.d/x as cp would; with --dry-run (-n) nothing is
// written. An operand that an option's value
// took the place of is judged as a path too, which holds more, never
// less.
func (v *cmdView) rcloneLocalWrites() {
	if path.Base(v.cmd.Name) != "rclone" || hasOption(v.cmd, "n", "--dry-run") {
		return
	}
	pos := v.pos
	for len(pos) > 0 && !pos[0].Dynamic && !rcloneSubcommand(pos[0].Value) && !strings.ContainsAny(pos[0].Value, "/.:~") {
		pos = pos[1:]
	}
	if len(pos) == 0 {
		return
	}
	sub := pos[0].Value
	if !rcloneSubcommand(sub) {
		return
	}
	ops := pos[1:]
	switch sub {
	case "copy", "copyto", "sync":
		if len(ops) > 0 {
			ops = ops[1:]
		}
	}
	for _, w := range ops {
		if w.Dynamic {
			continue
		}
		if p, ok := rcloneLocalPath(v, w.Value); ok && p != "" {
			v.writes = append(v.writes, ref{value: p, span: w.Span})
		}
	}
}

// rcloneSubcommand reports rclone's subcommands that write their
// destination.
func rcloneSubcommand(w string) bool {
	switch w {
	case "copy", "copyto", "move", "moveto", "sync", "bisync":
		return true
	}
	return false
}

// rcloneLocalPath gives the path of this machine an rclone operand
// names: a plain path, :local:PATH or :local,OPTIONS:PATH, or NAME:PATH
// of a remote defined as local; ok is false for any other remote.
func rcloneLocalPath(v *cmdView, w string) (string, bool) {
	if rest, ok := strings.CutPrefix(w, ":local"); ok && (strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, ",")) {
		_, p, found := strings.Cut(rest, ":")
		if !found {
			return "", false
		}
		return p, true
	}
	if !remoteStore(w, "rclone") {
		return w, true
	}
	if rcloneLocalRemote(v.cmd, w) {
		_, p, _ := strings.Cut(w, ":")
		return p, true
	}
	return "", false
}
