package agentsetup

import (
	"fmt"
	"io"
	"strings"
)

type diffLine struct {
	op   byte // ' ', '-' or '+'
	text string
}

// writeDiff prints the lines that differ between a and b as "-" and "+"
// lines, with up to two lines of context and "..." where lines are left
// out. Settings files are small; past a size where the quadratic table
// would be large, the new text is printed whole instead.
func writeDiff(w io.Writer, a, b string) {
	al, bl := splitLines(a), splitLines(b)
	if len(al)*len(bl) > 4_000_000 {
		for _, l := range bl {
			fmt.Fprintf(w, "+%s\n", l)
		}
		return
	}
	// lcs[i][j] is the longest common subsequence of al[i:] and bl[j:].
	lcs := make([][]int32, len(al)+1)
	for i := range lcs {
		lcs[i] = make([]int32, len(bl)+1)
	}
	for i := len(al) - 1; i >= 0; i-- {
		for j := len(bl) - 1; j >= 0; j-- {
			if al[i] == bl[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var ops []diffLine
	i, j := 0, 0
	for i < len(al) || j < len(bl) {
		switch {
		case i < len(al) && j < len(bl) && al[i] == bl[j]:
			ops = append(ops, diffLine{' ', al[i]})
			i++
			j++
		// Of a changed run, the old lines come first, as in diff -u.
		case i < len(al) && (j == len(bl) || lcs[i+1][j] >= lcs[i][j+1]):
			ops = append(ops, diffLine{'-', al[i]})
			i++
		default:
			ops = append(ops, diffLine{'+', bl[j]})
			j++
		}
	}
	const context = 2
	show := make([]bool, len(ops))
	for k, op := range ops {
		if op.op != ' ' {
			for c := max(0, k-context); c <= min(len(ops)-1, k+context); c++ {
				show[c] = true
			}
		}
	}
	last := -1
	for k, op := range ops {
		if !show[k] {
			continue
		}
		if last >= 0 && k > last+1 {
			fmt.Fprintln(w, "...")
		}
		fmt.Fprintf(w, "%c%s\n", op.op, op.text)
		last = k
	}
}

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}
