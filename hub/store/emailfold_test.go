package store

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"testing"

	"github.com/jackc/pgx/v5"

	"gatesh/internal/pgtest"
)

// unicodeDB is a database whose lower() folds Unicode (ICU, as managed
// services and many hosts set it up), unlike the test server's C.
func unicodeDB(t *testing.T) string {
	t.Helper()
	srv := pgtest.Shared(t)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, srv.DSN("postgres"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var b [4]byte
	rand.Read(b[:])
	name := "icu_" + hex.EncodeToString(b[:])
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name+" TEMPLATE template0 ENCODING 'UTF8' LOCALE_PROVIDER icu ICU_LOCALE 'und' LOCALE 'C'"); err != nil {
		t.Skipf("no ICU database here: %v", err)
	}
	t.Cleanup(func() {
		conn, err := pgx.Connect(ctx, srv.DSN("postgres"))
		if err == nil {
			conn.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
			conn.Close(ctx)
		}
	})
	return srv.DSN(name)
}

// A provider's group grants a mapped role only under the mapped name
// itself: another case, a space, a look-alike letter or a Keycloak path
// whose last part is the name grants nothing.
func TestGroupMappingIsExact(t *testing.T) {
	dsn := unicodeDB(t)
	ctx := context.Background()
	if _, err := Migrate(ctx, dsn); err != nil {
		t.Fatal(err)
	}
	st, err := Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.AddMember(ctx, "mallory@example.com", Viewer, "", nil); err != nil {
		t.Fatal(err)
	}
	if err := st.MapGroup(ctx, "/eng/hub-approvers", Admin, ""); err != nil {
		t.Fatal(err)
	}
	for _, g := range []string{"/ENG/hub-approvers", "/eng/hub-approvers ", "/eng/hub\u2010approvers", "/\u0435ng/hub-approvers", "hub-approvers", "/contractors/eng/hub-approvers"} {
		m, err := st.MemberByEmail(ctx, "mallory@example.com", []string{g})
		if err != nil {
			t.Fatal(err)
		}
		if r := m.Role(AllGroups); r != Viewer {
			t.Errorf("provider group %q made mallory %s", g, r)
		}
	}
	m, err := st.MemberByEmail(ctx, "mallory@example.com", []string{"/eng/hub-approvers"})
	if err != nil || m.Role(AllGroups) != Admin {
		t.Errorf("the mapped group itself: %v %v", m, err)
	}
}

// A verified email that matches a member's only after Unicode case
// folding (the Kelvin sign K for k, the dotted capital I for i) is
// someone else's: the provider vouched for that address, not the
// member's. Before, lower() in a database of a Unicode locale signed
// its holder in as the member.
func TestMemberByEmailFoldsASCIIOnly(t *testing.T) {
	dsn := unicodeDB(t)
	ctx := context.Background()
	if _, err := Migrate(ctx, dsn); err != nil {
		t.Fatal(err)
	}
	st, err := Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var folded string
	if err := st.Pool.QueryRow(ctx, "SELECT lower('\u212Aate')").Scan(&folded); err != nil || folded != "kate" {
		t.Skipf("this database's lower() does not fold the Kelvin sign (%q, %v)", folded, err)
	}
	for _, e := range []string{"kate@example.com", "inga@example.com"} {
		if err := st.AddMember(ctx, e, Approver, "", nil); err != nil {
			t.Fatal(err)
		}
	}
	for _, email := range []string{"\u212Aate@example.com", "\u0130nga@example.com"} {
		m, err := st.MemberByEmail(ctx, email, nil)
		var ref *Refusal
		if !errors.As(err, &ref) {
			t.Errorf("%q signed in as member %v (%v)", email, m, err)
		}
	}
	if m, err := st.MemberByEmail(ctx, "KATE@EXAMPLE.COM", nil); err != nil || m.Email != "kate@example.com" {
		t.Errorf("ASCII case: %v %v", m, err)
	}
	// And member add under such a spelling is another member, not a
	// second spelling of kate.
	if err := st.AddMember(ctx, "\u212Aate@example.com", Viewer, "", nil); err != nil {
		t.Fatal(err)
	}
	m, err := st.MemberByEmail(ctx, "kate@example.com", nil)
	if err != nil || m.Role(AllGroups) != Approver {
		t.Errorf("kate after a look-alike was added: %v %v", m, err)
	}
}
