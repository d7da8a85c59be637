package loop

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/mattn/go-isatty"
)

// answer is what a default-No question got.
type answer int

const (
	answerNo answer = iota
	answerYes
	answerEOF
	answerNoTerminal
	answerTimeout
)

// openTerminal opens the loop's controlling terminal. The worker never
// has it: it runs in a session of its own, with stdin from a file.
func openTerminal() (*os.File, error) { return os.OpenFile("/dev/tty", os.O_RDWR, 0) }

// ask writes the question to the operator's terminal and reads one line.
// Only a whole line saying y or yes is yes; anything else, end of file,
// no terminal, or the deadline is not.
func ask(ctx context.Context, open func() (*os.File, error), text string) answer {
	if open == nil {
		return answerNoTerminal
	}
	tty, err := open()
	if err != nil {
		return answerNoTerminal
	}
	defer tty.Close()
	if !isatty.IsTerminal(tty.Fd()) {
		return answerNoTerminal
	}
	// A signal ends the wait as the deadline does.
	stop := context.AfterFunc(ctx, func() { tty.SetReadDeadline(time.Now()) })
	defer stop()
	// Anything typed before the question was shown is not an answer to it.
	_ = flushInput(int(tty.Fd()))
	fmt.Fprint(tty, text)
	line, err := readLine(ctx, tty)
	switch {
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(err, os.ErrDeadlineExceeded):
		fmt.Fprintln(tty)
		return answerTimeout
	case err != nil:
		// A line cut short by end of file is not an answer.
		fmt.Fprintln(tty)
		return answerEOF
	}
	switch strings.ToLower(strings.TrimSpace(line)) {
	case "y", "yes":
		return answerYes
	}
	return answerNo
}

// readLine reads up to a newline, at most 1 KiB, giving up when ctx ends.
func readLine(ctx context.Context, tty *os.File) (string, error) {
	if d, ok := ctx.Deadline(); ok {
		// A terminal that is not pollable takes no deadline; the read is
		// then bounded by the person alone.
		_ = tty.SetReadDeadline(d)
	}
	var b strings.Builder
	buf := make([]byte, 1)
	for b.Len() < 1024 {
		n, err := tty.Read(buf)
		if n == 1 {
			if buf[0] == '\n' {
				return b.String(), nil
			}
			b.WriteByte(buf[0])
			continue
		}
		if err == nil {
			err = io.EOF
		}
		if ctx.Err() != nil {
			return b.String(), ctx.Err()
		}
		return b.String(), err
	}
	return b.String(), nil
}
