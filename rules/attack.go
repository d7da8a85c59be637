package rules

import (
	"net/netip"
	"path"
	"strings"

	"gatesh/internal/devhost"
	"gatesh/internal/lazy"
	"gatesh/parser"
)

// The shapes of an attack on other people's systems, read from the
// arguments of a program nobody listed (schema.Rule.Attack): what the
// words ask for, whatever the tool is called. Each is documented by
// the tools that share it (hydra, medusa, ncrack, patator, john and
// hashcat take a password list; ffuf and wfuzz fill FUZZ from a word
// list; tcpdump, tshark, dsniff, arpspoof and Responder take a network
// interface; impacket, evil-winrm and CrackMapExec sign in with an NT
// hash; CrackMapExec and NetExec spray one login over a range).
const (
	attackGuess = "guess" // a password list handed over
	attackFuzz  = "fuzz"  // a request template with a list's placeholder, sent to another host
	attackSniff = "sniff" // a network interface other than loopback
	attackHash  = "hash"  // a password hash given where a password goes
	attackSpray = "spray" // a user name with a range of machines
	attackScan  = "scan"  // a scanner by name, aimed away from this machine
)

// attackKinds are the values the attack key takes.
var attackKinds = []string{attackGuess, attackFuzz, attackSniff, attackHash, attackSpray, attackScan}

// attackShape reports whether the command's words have the shape of
// kind, and the word that shows it.
func attackShape(v *cmdView, kind string) (parser.Span, bool) {
	switch kind {
	case attackGuess:
		// A list tried at this machine alone tests the project's own
		// login; a hash cracked here names no host, and is an attack.
		sp, ok := attackWord(v, passwordList)
		return sp, ok && !aimedHere(v)
	case attackFuzz:
		sp, ok := attackWord(v, fuzzPlaceholder)
		if !ok {
			return sp, false
		}
		_, remote := attackWord(v, remoteHostWord)
		return sp, remote
	case attackSniff:
		return attackInterface(v)
	case attackHash:
		sp, ok := hashOption(v)
		if !ok {
			return sp, false
		}
		_, remote := attackWord(v, remoteHostWord)
		return sp, remote
	case attackSpray:
		sp, ok := attackWord(v, remoteRange)
		if !ok || !loginGiven(v) {
			return sp, false
		}
		return sp, true
	case attackScan:
		if !scannerNames.Get()[path.Base(v.cmd.Name)] {
			return parser.Span{}, false
		}
		// A scanner given no host scans its default (zmap: the whole
		// internet); one given only this machine's names stays here.
		if sp, ok := attackWord(v, remoteHostWord); ok {
			return sp, true
		}
		return v.cmd.Span, !aimedHere(v)
	}
	return parser.Span{}, false
}

// aimedHere reports whether every host the command names is this
// machine or a development host beside it, and it names one.
func aimedHere(v *cmdView) bool {
	_, here := attackWord(v, hereHostWord)
	if !here {
		return false
	}
	_, away := attackWord(v, remoteHostWord)
	return !away
}

// scannerNames are the programs that probe every host, port or page
// they are pointed at, drawn from Kali Linux's information-gathering,
// vulnerability and web metapackages (kali.org/tools). They are named
// here, not in a rule's command list, so that they stay unlisted: the
// defaults for programs nobody listed judge the rest of what they do.
var scannerNames = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"nmap": true, "nping": true, "hping3": true, "masscan": true, "zmap": true, "unicornscan": true, "rustscan": true, "naabu": true,
		"nikto": true, "nuclei": true, "wpscan": true, "joomscan": true, "gobuster": true, "dirb": true, "dirbuster": true,
		"feroxbuster": true, "ffuf": true, "wfuzz": true, "dirsearch": true, "enum4linux": true, "enum4linux-ng": true,
		"smbmap": true, "nbtscan": true, "onesixtyone": true, "dnsrecon": true, "dnsenum": true, "fierce": true, "wafw00f": true, "sn1per": true,
		"arp-scan": true, "netdiscover": true, "ike-scan": true, "sslscan": true, "sslyze": true, "whatweb": true, "amass": true,
		"subfinder": true, "theharvester": true, "dmitry": true, "zgrab2": true, "skipfish": true, "wapiti": true, "uniscan": true,
		"smtp-user-enum": true, "snmp-check": true, "dalfox": true, "arjun": true,
	}
}}

// hereHostWord reports whether a word names this machine or a
// development host beside it: localhost, 127.0.0.1, ::1, a URL to one.
func hereHostWord(x string) bool {
	if strings.Contains(x, "://") {
		return devDest(x)
	}
	if strings.Trim(x, "0123456789") == "" {
		return false // a count or a mode (-a 0), not an address
	}
	return devhost.Here(x) || localTarget(x)
}

// attackWord returns the first literal argument one of whose pieces
// (the word, and what follows each "=", "," or ":" in it: --wordlist=x,
// 0=x, file,x, /pth:x, user@host) satisfies is.
func attackWord(v *cmdView, is func(string) bool) (parser.Span, bool) {
	for _, a := range v.cmd.Args {
		if a.Dynamic {
			continue
		}
		for _, p := range wordPieces(a.Value) {
			if is(p) {
				return a.Span, true
			}
		}
	}
	return parser.Span{}, false
}

// wordPieces is a word and the values inside it: after each "=", ","
// or ":" (a URL is kept whole), and the host of user@host.
func wordPieces(x string) []string {
	out := []string{x}
	if strings.Contains(x, "://") {
		return out
	}
	for i := 0; i < len(x); i++ {
		switch x[i] {
		case '=', ',', ':', '@':
			if i+1 < len(x) {
				rest := x[i+1:]
				if j := strings.IndexAny(rest, ",@"); j > 0 {
					out = append(out, rest[:j])
				}
				out = append(out, rest)
			}
		}
	}
	return out
}

// passwordList reports whether a word names a list of passwords to
// try: a file named for passwords (passwords.txt, pass.lst,
// rockyou.txt), or one in the folder SecLists ships them in
// (Passwords/). A word list of paths or routes is not one.
func passwordList(x string) bool {
	if x == "" || strings.ContainsAny(x, " \t") || strings.Contains(x, "://") {
		return false
	}
	low := strings.ToLower(x)
	for _, dir := range []string{"/passwords/", "/passwords_", "/passwords-"} {
		if strings.Contains(low, dir) {
			return true
		}
	}
	base := path.Base(low)
	ext := path.Ext(base)
	switch ext {
	case ".txt", ".lst", ".list", ".dic", ".dict", ".gz", "":
	default:
		return false
	}
	if ext == "" && !strings.Contains(x, "/") {
		return false // a bare word is a value, not a file (-p pass)
	}
	for part := range wordParts(strings.TrimSuffix(base, ext)) {
		switch part {
		case "password", "passwords", "passwd", "passwds", "pass", "passes", "passlist", "pwlist", "pwdlist", "pwds",
			"rockyou", "darkweb2017", "probable":
			return true
		}
	}
	return false
}

// fuzzPlaceholders are the markers fuzzers and brute-forcers replace
// with each word of a list: ffuf and wfuzz (FUZZ, FUZ2Z...), hydra's
// forms (^USER^, ^PASS^), patator (FILE0, NET0, RANGE0, COMBO00),
// Burp's intruder (§...§).
var fuzzPlaceholders = &lazy.Regexp{Src: `\bFUZ[0-9]*Z\b|\^USER\^|\^PASS\^|\b(FILE|NET|RANGE|PROG|COMBO)[0-9]+\b|§`}

// fuzzPlaceholder reports whether a word carries a fuzzer's marker.
func fuzzPlaceholder(x string) bool {
	return strings.ContainsAny(x, "FUNRPC^§") && fuzzPlaceholders.Get().MatchString(x)
}

// remoteHostWord reports whether a word names a host that is not this
// machine or a development host: a URL, a host name, an address.
func remoteHostWord(x string) bool {
	return remoteLoadTarget("", x, false) || remoteAddress(x)
}

// remoteRange reports whether a word is a range of several machines
// (10.0.0.0/24, 203.0.113.0/28) that are not this one.
func remoteRange(x string) bool {
	p, err := netip.ParsePrefix(x)
	if err != nil || p.Bits() >= p.Addr().BitLen()-1 {
		return false
	}
	return !devhost.Here(p.Addr().String())
}

// ntHash reports whether a word is a Windows password hash (an NT
// hash, or LM:NT), which signs in as the password would: pass the hash.
func ntHash(x string) bool {
	lm, nt, two := strings.Cut(x, ":")
	if !two {
		return hex32(x)
	}
	return (lm == "" || hex32(lm)) && hex32(nt)
}

// hashOptions are the options that take a password hash in the place
// of a password: impacket's -hashes, evil-winrm's and CrackMapExec's
// -H, and their long spellings.
var hashOptions = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"-H": true, "-hashes": true, "--hashes": true, "--hash": true, "-hash": true, "--nthash": true, "-nthash": true, "--nt-hash": true, "--ntlm": true, "-ntlm": true}
}}

// hashOption returns the first option given a Windows password hash
// (-H NT, -hashes LM:NT, --hash=NT, xfreerdp's /pth:NT).
func hashOption(v *cmdView) (parser.Span, bool) {
	args := v.cmd.Args
	for i, a := range args {
		if a.Dynamic {
			continue
		}
		name, val, eq := strings.Cut(a.Value, "=")
		if !eq {
			if p, ok := strings.CutPrefix(a.Value, "/pth:"); ok {
				val, eq = p, true
			} else if hashOptions.Get()[name] && i+1 < len(args) && !args[i+1].Dynamic {
				val, eq = args[i+1].Value, true
			}
		} else if !hashOptions.Get()[name] {
			eq = false
		}
		if eq && ntHash(val) {
			return a.Span, true
		}
	}
	return parser.Span{}, false
}

func hex32(x string) bool {
	if len(x) != 32 {
		return false
	}
	for i := 0; i < len(x); i++ {
		c := x[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}

// loginGiven reports whether the command is given a user to sign in
// as: -u NAME, --user(name) NAME, or user@host.
func loginGiven(v *cmdView) bool {
	args := v.cmd.Args
	for i, a := range args {
		if a.Dynamic {
			continue
		}
		name, _, eq := strings.Cut(a.Value, "=")
		switch name {
		case "-u", "-U", "-l", "-L", "--user", "--username", "--users", "--login":
			return eq || i+1 < len(args)
		}
	}
	return false
}

// interfaceOptions are the options that name a network interface to
// capture or send on.
var interfaceOptions = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"-i": true, "-I": true, "--interface": true, "--iface": true, "-interface": true}
}}

// netInterface matches the names Linux, the BSDs and macOS give network
// interfaces (eth0, enp3s0, wlan0, wlp2s0, en0, ens33, bond0, br0,
// wlan0mon), and any: every interface.
var netInterface = &lazy.Regexp{Src: `^(any|(eth|enp|ens|eno|enx|en|em|wlan|wlp|wlx|wl|bond|br|vlan|ppp|tun|tap|wg|ath|ra|mon|ib|vmnet|bridge|utun)[0-9][0-9a-z.]*(mon)?)$`}

// attackInterface returns the first network interface other than
// loopback the command is told to work on: a capture or a spoof there
// reads or redirects what other machines send.
func attackInterface(v *cmdView) (parser.Span, bool) {
	args := v.cmd.Args
	for i, a := range args {
		if a.Dynamic {
			continue
		}
		x := a.Value
		name, val, eq := strings.Cut(x, "=")
		if !eq {
			switch {
			case interfaceOptions.Get()[x] && i+1 < len(args) && !args[i+1].Dynamic:
				val = args[i+1].Value
			case len(x) > 2 && (x[:2] == "-i" || x[:2] == "-I") && netInterface.Get().MatchString(x[2:]):
				val = x[2:] // -ieth0
			default:
				continue
			}
		} else if !interfaceOptions.Get()[name] {
			continue
		}
		if netInterface.Get().MatchString(val) {
			return a.Span, true
		}
	}
	return interceptMode(v)
}

// interceptMode returns an interception proxy's mode that takes other
// machines' traffic as it passes (mitmproxy's --mode transparent,
// wireguard or tun): not a proxy a client chooses, but a capture.
func interceptMode(v *cmdView) (parser.Span, bool) {
	args := v.cmd.Args
	for i, a := range args {
		name, val, eq := strings.Cut(a.Value, "=")
		if name != "--mode" && name != "-m" || a.Dynamic {
			continue
		}
		if !eq && i+1 < len(args) && !args[i+1].Dynamic {
			val = args[i+1].Value
		}
		mode, _, _ := strings.Cut(val, ":")
		switch mode {
		case "transparent", "wireguard", "tun":
			return a.Span, true
		}
	}
	return parser.Span{}, false
}
