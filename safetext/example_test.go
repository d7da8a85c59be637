package safetext_test

import (
	"fmt"

	"gatesh/safetext"
)

// Plain text is shown as it is; text that could drive the terminal or
// hide what runs is shown as a bash $'...' string that means the same.
func ExampleShown() {
	fmt.Println(safetext.Shown("git push --force origin main"))
	fmt.Println(safetext.Shown("echo hi\x1b[2J"))
	fmt.Println(safetext.Shown("rm -rf \u202eeliforp"))
	// Output:
	// git push --force origin main
	// $'echo hi\x1b[2J'   (escaped: holds control characters or invalid UTF-8)
	// $'rm -rf \u202eeliforp'   (escaped: holds control characters or invalid UTF-8)
}
