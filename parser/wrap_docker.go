package parser

import (
	"path"
	"strings"
)

// unwrapDocker handles docker, podman and nerdctl: exec and compose
// exec/run run a command in a container; run (and create) start one, with
// the command after the image, and bind host paths into it.
func (p *parser) unwrapDocker(fr *frame, u *unwrap, base string, argv []field, in *cmdIn) (step, bool) {
	i := 1
	compose := strings.HasSuffix(base, "-compose")
	if !compose {
		_, k := scanOpts(argv[1:], "HHcl", []string{"host", "context", "config", "log-level"})
		i += k
		if i < len(argv) && argv[i].Value == "container" {
			i++
		}
		compose = i < len(argv) && argv[i].Value == "compose"
		if compose {
			i++
		}
	}
	if compose {
		// docker compose [OPTIONS] exec|run [OPTIONS] SERVICE CMD...
		_, k := scanOpts(argv[i:], "fp", []string{"file", "project-name", "profile", "env-file", "project-directory", "ansi", "progress", "parallel"})
		i += k
	}
	if i >= len(argv) {
		return step{}, false
	}
	sub := argv[i].Value
	if !compose && (sub == "run" || sub == "create") {
		return p.unwrapDockerRun(fr, u, base, argv, i, in)
	}
	if sub != "exec" && !(compose && sub == "run") {
		return step{}, false
	}
	withArg, longArg := "euw", []string{"env", "env-file", "user", "workdir", "detach-keys"}
	if compose {
		withArg, longArg = "euwlpv", append(longArg, "index", "name", "entrypoint", "label", "publish", "volume", "cap-add", "cap-drop")
	}
	opts, j := scanOpts(argv[i+1:], withArg, longArg)
	j += i + 1
	var mounts []Mount
	for _, o := range opts {
		// compose run -v binds a host path as docker run -v does.
		if o.name == "-v" || o.name == "--volume" {
			if m, ok := volumeMount(o.val); ok && compose {
				mounts = append(mounts, m)
			}
		}
	}
	if j+1 >= len(argv) {
		if len(mounts) > 0 && j < len(argv) {
			c := p.emit(fr, u, argv, cmdIn{span: in.span, pipeFrom: in.pipeFrom})
			c.Mounts = mounts
			return step{out: stageOut{names: []string{c.Name}}}, true
		}
		return step{}, false
	}
	c := p.emit(fr, u, argv[:j+1], cmdIn{span: in.span, pipeFrom: in.pipeFrom})
	c.Mounts = mounts
	if compose {
		u.push(base + " compose " + sub)
	} else {
		u.push(base + " exec")
	}
	u.ctx |= InNested
	return step{argv: argv[j+1:]}, false
}

// unwrapDockerRun lists docker run IMAGE with the host paths it binds in
// (Command.Mounts), and the command after the image as a command that
// runs in the container (Command.Container), where paths are the
// container's. argv[i] is "run" or "create"; create runs nothing yet.
func (p *parser) unwrapDockerRun(fr *frame, u *unwrap, base string, argv []field, i int, in *cmdIn) (step, bool) {
	lv := wrapLevel{}
	if d := p.opts.Commands.Lookup(base); d != nil {
		if s := d.Sub(argv[i].Value); s != nil {
			lv.values = [][]string{s.ValueFlags}
		}
	}
	opts, j := lv.scan(argv[i+1:])
	j += i + 1
	ctr := &Container{}
	entry := field{}
	for _, o := range opts {
		switch o.name {
		case "-v", "--volume":
			if m, ok := volumeMount(o.val); ok {
				ctr.Mounts = append(ctr.Mounts, m)
			}
		case "--mount":
			if m, ok := bindMount(o.val); ok {
				ctr.Mounts = append(ctr.Mounts, m)
			}
		case "-w", "--workdir":
			ctr.Workdir = path.Clean(o.val.Value)
		case "--entrypoint":
			entry = o.val
		}
	}
	if j >= len(argv) {
		return step{}, false
	}
	for k := range ctr.Mounts {
		ctr.Mounts[k].Host.Link = p.hostThroughLink(ctr.Mounts[k].Host.Value)
	}
	ctr.Image = argv[j].Value
	c := p.emit(fr, u, argv[:j+1], cmdIn{span: in.span, pipeFrom: in.pipeFrom, redirs: in.redirs})
	c.Mounts = ctr.Mounts
	inner := argv[j+1:]
	if entry.Value != "" || entry.Dynamic {
		inner = append([]field{entry}, inner...)
	}
	if argv[i].Value == "create" || len(inner) == 0 {
		return step{out: stageOut{names: []string{c.Name}}}, true
	}
	if tool := p.imageTool(ctr.Image); tool != "" && entry.Value == "" && !entry.Dynamic && inner[0].Value != tool {
		// The image's entrypoint may be the tool it is named after
		// (alpine/git, curlimages/curl): its words are that tool's
		// arguments. Read them so as well.
		t := &unwrap{ctx: u.ctx | InNested, wrappers: u.wrappers, container: ctr}
		t.push(base + " run")
		argv := append([]field{{Word: Word{Value: tool, Span: argv[j].Span}}}, inner...)
		p.runArgv(fr.withWrappers(t), argv, cmdIn{span: in.span})
	}
	u.push(base + " run")
	u.ctx |= InNested
	u.container = ctr
	return step{argv: inner}, false
}

// volumeMount reads -v HOST:PATH[:OPTIONS]. A named volume (pgdata:/x)
// or an anonymous one (/x) binds no host path.
func volumeMount(f field) (Mount, bool) {
	parts := strings.Split(f.Value, ":")
	if len(parts) < 2 || !hostPath(parts[0]) {
		return Mount{}, false
	}
	m := Mount{Host: Word{Value: parts[0], Dynamic: f.Dynamic, Span: f.Span}, Container: path.Clean(parts[1])}
	if len(parts) > 2 {
		for _, o := range strings.Split(parts[2], ",") {
			m.ReadOnly = m.ReadOnly || o == "ro" || o == "readonly"
		}
	}
	return m, true
}

// bindMount reads --mount type=bind,source=HOST,target=PATH[,readonly].
func bindMount(f field) (Mount, bool) {
	m := Mount{}
	bind := false
	for _, kv := range strings.Split(f.Value, ",") {
		k, v, _ := strings.Cut(kv, "=")
		switch k {
		case "type":
			bind = v == "bind"
		case "source", "src":
			m.Host = Word{Value: v, Dynamic: f.Dynamic, Span: f.Span}
		case "target", "destination", "dst":
			m.Container = path.Clean(v)
		case "readonly", "ro":
			m.ReadOnly = v == "" || v == "true" || v == "1"
		}
	}
	return m, bind && m.Host.Value != "" && m.Container != ""
}

// hostPath reports whether the part before the colon of -v names a host
// path rather than a named volume.
func hostPath(s string) bool {
	return strings.HasPrefix(s, "/") || strings.HasPrefix(s, ".") || strings.HasPrefix(s, "~") || strings.HasPrefix(s, "$")
}

// imageTool returns the command an image is named after when gatesh has a
// table for it (alpine/git:2.45 is git, amazon/aws-cli is aws), else "".
func (p *parser) imageTool(image string) string {
	name := image
	if k := strings.IndexByte(name, '@'); k >= 0 {
		name = name[:k]
	}
	name = path.Base(name)
	if k := strings.IndexByte(name, ':'); k >= 0 {
		name = name[:k]
	}
	for _, n := range []string{name, strings.TrimSuffix(name, "-cli")} {
		if n != "" && p.opts.Commands.Lookup(n) != nil {
			return n
		}
	}
	return ""
}
