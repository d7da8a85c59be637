package rules_test

import "testing"

// postmap -s and -q only read a Postfix lookup table (postmap(1)): a
// dump of the machine's table is a read, as cat of it is. Without them
// postmap and postalias build the table's .db, and -d and -i change its
// keys: outside the project that is the machine's mail routing.
func TestMailTableReadsAndWrites(t *testing.T) {
	checkHeld(t, []heldCase{
		{"postmap -s /var/lib/mailman3/data/postfix_lmtp 2>&1 | head -30", false},
		{"postmap -s hash:/var/lib/mailman3/data/postfix_lmtp", false},
		{"postmap -q info@example.org hash:/etc/postfix/virtual", false},
		{"postmap maps/virtual", false},
		{"postmap /etc/postfix/virtual", true},
		{"postmap hash:/var/lib/mailman3/data/postfix_lmtp", true},
		{"sudo postmap /etc/postfix/transport", true},
		{"postalias /etc/aliases", true},
		{"postmap -d old@example.org /etc/postfix/virtual", true},
		{"postmap -s -d old@example.org /etc/postfix/virtual", true},
		{"postmap -s ~/.ssh/id_rsa", true},
	})
}
