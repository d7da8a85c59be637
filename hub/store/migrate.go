package store

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Migration is one versioned step of the schema, a file
// migrations/NNNN_name.sql.
type Migration struct {
	Version int
	Name    string
	SQL     string
}

// Migrations returns the binary's migrations in order.
func Migrations() []Migration {
	names, err := fs.Glob(migrationFiles, "migrations/*.sql")
	if err != nil {
		panic(err)
	}
	var out []Migration
	for _, n := range names {
		base := strings.TrimSuffix(strings.TrimPrefix(n, "migrations/"), ".sql")
		num, name, _ := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if err != nil {
			panic("migration file without a number: " + n)
		}
		body, err := migrationFiles.ReadFile(n)
		if err != nil {
			panic(err)
		}
		out = append(out, Migration{Version: v, Name: name, SQL: string(body)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
	if err := checkVersions(out); err != nil {
		panic(err)
	}
	return out
}

// checkVersions refuses migrations numbered other than 1, 2, 3, ...: two
// files with one number would leave the second unapplied on every
// database that already has the first, without a word.
func checkVersions(ms []Migration) error {
	for i, m := range ms {
		if m.Version != i+1 {
			return fmt.Errorf("migration %04d_%s: want version %d (versions are 1, 2, 3, ... with none twice and none missing)", m.Version, m.Name, i+1)
		}
	}
	return nil
}

// SchemaVersion is the schema version this binary reads and writes.
func SchemaVersion() int {
	m := Migrations()
	return m[len(m)-1].Version
}

// Errors of CheckSchema.
var (
	ErrSchemaOld = errors.New("the database schema is older than this gatesh-hub")
	ErrSchemaNew = errors.New("the database schema is newer than this gatesh-hub")
)

// migrateLock is the advisory lock key that keeps two migrate runs (or
// two replicas' checks) from interleaving.
const migrateLock = 0x67617465736801

// Migrate applies the migrations the database lacks, all in one
// transaction: a failure leaves the schema as it was. Running it again
// applies nothing. It returns the versions it applied.
func Migrate(ctx context.Context, dsn string) ([]int, error) {
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return nil, fmt.Errorf("database: %w", err)
	}
	defer conn.Close(ctx)
	tx, err := conn.Begin(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(migrateLock)); err != nil {
		return nil, err
	}
	if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`); err != nil {
		return nil, err
	}
	have, err := appliedVersion(ctx, tx)
	if err != nil {
		return nil, err
	}
	if have > SchemaVersion() {
		return nil, fmt.Errorf("%w (database %d, binary %d)", ErrSchemaNew, have, SchemaVersion())
	}
	var applied []int
	for _, m := range Migrations() {
		if m.Version <= have {
			continue
		}
		if _, err := tx.Exec(ctx, m.SQL); err != nil {
			return nil, fmt.Errorf("migration %04d_%s: %w", m.Version, m.Name, err)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO schema_migrations (version, name) VALUES ($1, $2)`, m.Version, m.Name); err != nil {
			return nil, err
		}
		applied = append(applied, m.Version)
	}
	return applied, tx.Commit(ctx)
}

func appliedVersion(ctx context.Context, db dbtx) (int, error) {
	var v int
	err := db.QueryRow(ctx, `SELECT coalesce(max(version), 0) FROM schema_migrations`).Scan(&v)
	return v, err
}

// CheckSchema returns ErrSchemaOld when the database lacks migrations of
// this binary (run migrate), and ErrSchemaNew when a newer binary has
// migrated it.
func (s *Store) CheckSchema(ctx context.Context) error {
	var exists bool
	if err := s.Pool.QueryRow(ctx, `SELECT to_regclass('schema_migrations') IS NOT NULL`).Scan(&exists); err != nil {
		return err
	}
	have := 0
	if exists {
		var err error
		if have, err = appliedVersion(ctx, s.Pool); err != nil {
			return err
		}
	}
	switch want := SchemaVersion(); {
	case have < want:
		return fmt.Errorf("%w (database %d, binary %d)", ErrSchemaOld, have, want)
	case have > want:
		return fmt.Errorf("%w (database %d, binary %d)", ErrSchemaNew, have, want)
	}
	return nil
}
