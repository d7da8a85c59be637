package egress

import "testing"

// BenchmarkRegistries is the built-in list read as every command with
// network = "allowlist" reads it.
func BenchmarkRegistries(b *testing.B) {
	home := b.TempDir()
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := LoadRegistries(home); err != nil {
			b.Fatal(err)
		}
	}
}
