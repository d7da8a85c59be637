package shim

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"gatesh/queue"
)

// openTTY opens the controlling terminal for the default-No question.
func openTTY() (*os.File, error) { return os.OpenFile("/dev/tty", os.O_RDWR, 0) }

// prompt asks the person at the terminal, when there is one, whether to
// approve the request. asked is false when there is no terminal to ask
// on. Anything but y or yes, end of file included, is no, and the request
// stays queued. A yes is signed with the operator's key like any approval,
// so it needs a private key this user can read.
func (h *holdRun) prompt(req queue.Request) (asked, approved bool) {
	r := h.r
	if r.stdinFile == nil || !r.ttyStdin(r.stdinFile) {
		return false, false
	}
	tty, err := r.openTTY()
	if err != nil {
		return false, false
	}
	defer tty.Close()
	if !r.ttyStdin(tty) {
		return false, false
	}
	describeRequest(tty, req)
	fmt.Fprintf(tty, "approve? [y/N] ")
	if !readYes(tty) {
		fmt.Fprintf(tty, "not approved; request %s stays queued\n", req.ID)
		return true, false
	}
	signer, err := loadSigner(h.cfg, "")
	if err != nil {
		fmt.Fprintf(tty, "gatesh: error: cannot sign the approval: %v\n", err)
		fmt.Fprintf(tty, "gatesh: hint: request %s stays queued; approve it where the operator key is: gatesh approve %s\n", req.ID, req.ID)
		return true, false
	}
	// The queue logs the approval first; one it cannot log is not made.
	if _, err := h.q.Approve(req.ID, signer, r.userName(), "approved at the terminal prompt"); err != nil {
		fmt.Fprintf(tty, "gatesh: error: %v\n", err)
		return true, false
	}
	return true, true
}

// describeRequest writes the lines a person needs to decide at a glance.
func describeRequest(w io.Writer, req queue.Request) {
	fmt.Fprintf(w, "gatesh: held: request %s\n", req.ID)
	fmt.Fprintf(w, "  command: %s\n", indentLines(shown(req.Command), "           "))
	fmt.Fprintf(w, "  cwd:     %s\n", shown(req.Cwd))
	for _, x := range req.Rules {
		fmt.Fprintf(w, "  rule:    %s (%s): %s\n", x.ID, x.Tier, x.Reason)
	}
}

// readYes reads one line and reports whether it says y or yes.
func readYes(r io.Reader) bool {
	line, err := bufio.NewReader(io.LimitReader(r, 1024)).ReadString('\n')
	if err != nil && line == "" {
		return false
	}
	switch strings.ToLower(strings.TrimSpace(line)) {
	case "y", "yes":
		return true
	}
	return false
}
