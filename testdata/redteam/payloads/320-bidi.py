# Writes 320-bidi.sh: a red command whose text holds Unicode direction
# controls (U+202E RIGHT-TO-LEFT OVERRIDE, U+2066 LEFT-TO-RIGHT ISOLATE,
# U+2069 POP DIRECTIONAL ISOLATE). A display that applies the bidi
# algorithm (a browser, a terminal with bidi) shows the characters after
# U+202E in reverse order, so the operator may read a harmless text.
# Data only.
import sys

# What runs: a force push. What a bidi display shows after the comment
# marker is reversed text that reads "# dry run, nothing pushed".
tail = "# dry run, nothing pushed"[::-1]
cmd = "git push --force origin main \u2066#\u2069 \u202e" + tail + "\n"
open(sys.argv[1], "w", encoding="utf-8").write(cmd)
