package rules

import "strings"

// Mode bits a rule's mode_bits names.
const (
	modeSetID      = "setid"       // setuid or setgid
	modeOtherWrite = "other-write" // writable by everyone
	// The file becomes a program others may start: an execute bit added
	// (+x, u+x, 755). A mode kept to its owner alone (700, the usual
	// tightening of a private folder such as ~/.ssh) is not counted.
	modeExec = "exec"
)

// modeBits returns the bits a permission-setting command turns on: the
// mode of chmod (its first operand), or of install, mkdir and mkfifo
// (their -m option). It reads the mode as chmod does, octal or symbolic,
// so that a file name that happens to end in "s" is not a mode.
func modeBits(v *cmdView) []string {
	var mode string
	switch v.cmd.Name {
	case "chmod":
		for _, f := range v.flags {
			if f.name == "--reference" {
				return nil
			}
		}
		// A symbolic mode that starts with - (chmod -w f) is read as an
		// option; the view lists it as flags.
		if len(v.pos) == 0 {
			return nil
		}
		mode = v.pos[0].Value
	case "install", "mkdir", "mkfifo", "mknod":
		for _, f := range v.flags {
			if (f.name == "-m" || f.name == "--mode") && f.hasValue {
				mode = f.value
			}
		}
	}
	if mode == "" {
		return nil
	}
	setID, otherWrite := octalBits(mode)
	if !isOctal(mode) {
		setID, otherWrite = symbolicBits(mode)
	}
	var out []string
	if setID {
		out = append(out, modeSetID)
	}
	if otherWrite {
		out = append(out, modeOtherWrite)
	}
	if execBit(mode) {
		out = append(out, modeExec)
	}
	return out
}

// execBit reports whether a mode adds an execute bit: a symbolic clause
// with x after + or = (+x, u+x, a=rx), or an octal mode with the
// owner's x and any bit for group or others (755, 751, 775). 700 and
// 500 keep the file to its owner and are left out.
func execBit(s string) bool {
	if isOctal(s) {
		n := 0
		for i := 0; i < len(s); i++ {
			n = n*8 + int(s[i]-'0')
		}
		return n&0o100 != 0 && n&0o077 != 0
	}
	for _, clause := range strings.Split(s, ",") {
		i := strings.IndexAny(clause, "+=")
		if i < 0 || strings.Trim(clause[:i], "ugoa") != "" {
			continue
		}
		perms := clause[i+1:]
		if i == 0 && isOctal(perms) {
			// GNU chmod's =755 and +0100: an operator and an octal mode.
			return execBit(perms)
		}
		if j := strings.IndexAny(perms, "+-="); j >= 0 {
			perms = perms[:j]
		}
		if strings.Contains(perms, "x") {
			return true
		}
	}
	return false
}

func isOctal(s string) bool {
	if s == "" || len(s) > 5 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '7' {
			return false
		}
	}
	return true
}

// octalBits reads 755, 4755 or 02755.
func octalBits(s string) (setID, otherWrite bool) {
	if !isOctal(s) {
		return false, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*8 + int(s[i]-'0')
	}
	return n&0o6000 != 0, n&0o002 != 0
}

// symbolicBits reads u+s, g=rwxs, a+w, o+rw,u-x: a clause sets setuid or
// setgid with s after + or =, and makes the file writable by everyone
// with w after + or = for o or a.
func symbolicBits(s string) (setID, otherWrite bool) {
	for _, clause := range strings.Split(s, ",") {
		who := ""
		i := 0
		for i < len(clause) && strings.IndexByte("ugoa", clause[i]) >= 0 {
			who += clause[i : i+1]
			i++
		}
		for i < len(clause) {
			op := clause[i]
			if op != '+' && op != '-' && op != '=' {
				return setID, otherWrite // not a mode
			}
			i++
			if who == "" && op != '-' && isOctal(clause[i:]) {
				// GNU chmod's =4755 and +4000: an operator and an
				// octal mode.
				s, w := octalBits(clause[i:])
				return setID || s, otherWrite || w
			}
			j := i
			for j < len(clause) && strings.IndexByte("rwxXstugo", clause[j]) >= 0 {
				j++
			}
			perms := clause[i:j]
			if op != '-' {
				setID = setID || strings.Contains(perms, "s") && (who == "" || strings.ContainsAny(who, "uga"))
				otherWrite = otherWrite || strings.Contains(perms, "w") && strings.ContainsAny(who, "oa")
			}
			i = j
		}
	}
	return setID, otherWrite
}
