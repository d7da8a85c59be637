package store

import (
	"context"
	"errors"
	"os"
	"sync"
	"testing"

	"gatesh/internal/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// Migrate applies each version once, even run twice at the same time,
// and a schema older or newer than the binary's is refused by serve's
// check.
func TestMigrate(t *testing.T) {
	dsn := pgtest.DB(t)
	ctx := context.Background()
	st, err := Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.CheckSchema(ctx); !errors.Is(err, ErrSchemaOld) {
		t.Fatalf("an empty database: %v", err)
	}
	var wg sync.WaitGroup
	applied := make([][]int, 2)
	errs := make([]error, 2)
	for i := range applied {
		wg.Add(1)
		go func() { defer wg.Done(); applied[i], errs[i] = Migrate(ctx, dsn) }()
	}
	wg.Wait()
	if errs[0] != nil || errs[1] != nil {
		t.Fatalf("concurrent migrate: %v, %v", errs[0], errs[1])
	}
	if len(applied[0])+len(applied[1]) != len(Migrations()) {
		t.Fatalf("applied %v and %v; want each migration once", applied[0], applied[1])
	}
	if err := st.CheckSchema(ctx); err != nil {
		t.Fatalf("after migrate: %v", err)
	}
	if _, err := st.Pool.Exec(ctx, `INSERT INTO schema_migrations (version, name) VALUES (9999, 'future')`); err != nil {
		t.Fatal(err)
	}
	if err := st.CheckSchema(ctx); !errors.Is(err, ErrSchemaNew) {
		t.Fatalf("a newer schema: %v", err)
	}
	if _, err := Migrate(ctx, dsn); !errors.Is(err, ErrSchemaNew) {
		t.Fatalf("migrate over a newer schema: %v", err)
	}
}

func TestMigrationVersionsAreConsecutive(t *testing.T) {
	if err := checkVersions(Migrations()); err != nil {
		t.Fatal(err)
	}
	for _, vs := range [][]int{{1, 2, 2}, {1, 3}, {2}} {
		var ms []Migration
		for _, v := range vs {
			ms = append(ms, Migration{Version: v, Name: "x"})
		}
		if checkVersions(ms) == nil {
			t.Errorf("versions %v were taken", vs)
		}
	}
}
