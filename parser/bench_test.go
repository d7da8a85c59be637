package parser

import (
	"strings"
	"testing"
)

const benchScript20 = `#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")/.."
export GOFLAGS=-mod=mod
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for pkg in parser rules shim; do
  go vet "./$pkg/..."
done
if [[ -n "${CI:-}" ]]; then
  go test -race ./... | tee "$tmp/test.log"
else
  go test ./...
fi
git diff --stat HEAD~1 | tail -n 1
find . -name '*.orig' -exec rm -f {} +
psql -c 'SELECT count(*) FROM users' "$DATABASE_URL"
python3 -c 'import json,sys; print(json.load(sys.stdin)["ok"])' < out.json
echo "done: $(date)"
grep -rn "TODO" --include='*.go' . | wc -l
exit 0
`

func BenchmarkParse(b *testing.B) {
	big := strings.Repeat(benchScript20, 100*1024/len(benchScript20))
	cases := []struct{ name, text string }{
		{"typical", `git commit -m "fix: parse nested shells" && git push origin feature/x`},
		{"claude", "source /home/u/.claude/shell-snapshots/snapshot-bash-1.sh 2>/dev/null || true && shopt -u extglob 2>/dev/null || true && eval 'go test ./...' < /dev/null && pwd -P >| /tmp/claude-abc-cwd"},
		{"script20", benchScript20},
		{"script100KB", big},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.text)))
			b.ReportAllocs()
			for b.Loop() {
				Parse(c.text, Options{})
			}
		})
	}
}
