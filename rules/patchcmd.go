package rules

import (
	"encoding/json"
	"slices"

	"gatesh/parser"
	"gatesh/toolcall"
)

// codexPatchRule holds apply_patch and applypatch as commands: Codex
// applies such a text itself, and a patch gatesh does not read may
// change any file.
const codexPatchRule = "agent-codex-patch"

// patchByHeredoc judges apply_patch or applypatch run as a command, in
// the folder the text runs in, with no argument, no wrapper and no
// redirection but one quoted here-document that is a patch in Codex's
// format (*** Begin Patch), either alone or as the script of one bash,
// sh or zsh -c (-lc): Codex reads that shape too
// (codex-rs/apply-patch's maybe_parse_apply_patch) and applies the patch
// itself, and a shell would run the same apply_patch on the same text.
// What it can change is the files the patch
// names, and toolcall.ParsePatch reads them as the apply_patch tool's,
// so the command is judged as that tool call is, by the one path policy
// (a file of the project is an editor's edit; a start-up file, the
// gate's files or a file outside the project are held). It replaces the
// hold of codexPatchRule among hits[start:]; any other shape, or a patch
// that does not parse, keeps it.
func (s *Set) patchByHeredoc(c *parser.Command, hits []Hit, start int) []Hit {
	if c.Name != "apply_patch" && c.Name != "applypatch" || len(c.Args) > 0 || !patchShellWrappers(c.Wrappers) ||
		c.Dir != "" || c.CwdUnknown || c.Remote != nil || c.Container != nil || len(c.Redirs) != 1 {
		return hits
	}
	r := c.Redirs[0]
	if r.Op != "<<" && r.Op != "<<-" || r.Fd != "" || r.Target.Dynamic || !toolcall.IsPatchText(r.Target.Value) {
		return hits
	}
	if _, err := toolcall.ParsePatch(r.Target.Value); err != nil {
		return hits
	}
	at := slices.IndexFunc(hits[start:], func(h Hit) bool { return h.ID == codexPatchRule })
	if at < 0 {
		return hits
	}
	input, err := json.Marshal(map[string]string{"input": r.Target.Value})
	if err != nil {
		return hits
	}
	d := s.ClassifyTool(toolcall.Call{Tool: "apply_patch", Input: input})
	out := slices.Delete(hits, start+at, start+at+1)
	for _, h := range d.Hits {
		h.Span, h.Command, h.Cmd = c.Span, describe(c), c
		out = append(out, h)
	}
	return out
}

// patchShellWrappers reports whether apply_patch runs with no wrapper or
// as the script of one POSIX shell's -c, the shapes Codex takes for its
// own apply_patch.
func patchShellWrappers(ws []string) bool {
	switch len(ws) {
	case 0:
		return true
	case 1:
		return ws[0] == "bash -c" || ws[0] == "sh -c" || ws[0] == "zsh -c"
	}
	return false
}
