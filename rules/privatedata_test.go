package rules_test

import (
	"testing"

	"gatesh/rules"
)

// The stores an operating system keeps behind its privacy prompts
// (messages, mail, contacts, calendars, browsing history) and the
// messaging apps' own folders are red to read, however the home is
// spelt; listing them, or a database of the same name in the project,
// is not.
func TestPrivateDataRead(t *testing.T) {
	s, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/Users/ann", Cwd: "/Users/ann/src/mailer"})
	if err != nil {
		t.Fatal(err)
	}
	checkHolds(t, s, []holdCase{
		{"sqlite3 ~/Library/Messages/chat.db \"SELECT h.id, COUNT(*) FROM message m JOIN handle h ON m.handle_id = h.ROWID GROUP BY h.id\" 2>/dev/null", true},
		{"sqlite3 /Users/ann/Library/Messages/chat.db 'SELECT text FROM message ORDER BY date DESC LIMIT 10' | awk -F'|' '{print $1}'", true},
		{"sqlite3 -readonly \"$HOME/Library/Messages/chat.db\" .tables", true},
		{"cp ~/Library/Messages/chat.db ./fixtures/", true},
		{"sqlite3 ~/Library/Safari/History.db 'SELECT url FROM history_items'", true},
		{"sqlite3 ~/Library/Application\\ Support/AddressBook/Sources/X/AddressBook-v22.abcddb 'SELECT ZFIRSTNAME FROM ZABCDRECORD'", true},
		{"sqlite3 ~/Library/Calendars/Calendar.sqlitedb .tables", true},
		{"find ~/Library/Mail -name '*.emlx' -exec cat {} +", true},
		{"grep -ri password ~/.thunderbird", true},
		{"sqlite3 ~/.config/Signal/sql/db.sqlite .schema", true},
		{"python3 scripts/export.py ~/Library/Messages/chat.db", true},

		{"ls -la ~/Library/Messages/", false},
		{"du -sh ~/Library/Mail", false},
		{"sqlite3 ./fixtures/chat.db 'SELECT text FROM message LIMIT 3'", false},
		{"sqlite3 test/chat.db .tables", false},
		{"defaults read com.apple.dock", false},
	})
}
