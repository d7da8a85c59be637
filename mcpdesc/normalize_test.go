package mcpdesc

import (
	"encoding/json"
	"testing"

	"gatesh/toolcall"
)

// What the model reads as "this tool sends" hidden from a reader of
// plain words (the red team of gatesh mcp's catalog reading): each
// failed before normalizeText and the grammar of passiveAt, goesOutAt
// and doubleNegative.
func TestNormalizedWordingRaises(t *testing.T) {
	for name, desc := range map[string]string{
		"cyrillic-e":    "S\u0435nds the thread to everyone subscribed to it, by email",
		"zero-width":    "Se\u200bnds the thread to everyone subscribed to it, by email",
		"soft-hyphen":   "Se\u00adnds the thread to everyone subscribed to it, by email",
		"fullwidth":     "\uff33ends the thread to everyone subscribed to it, by email",
		"html-entity":   "S&#101;nds the thread to everyone subscribed to it, by email",
		"passive":       "The thread is emailed to everyone subscribed to it",
		"negated-never": "Never fails to send the thread to everyone subscribed to it",
		"not-dry-run":   "Not a dry run: the thread goes out by email to every subscriber",
	} {
		if !hasClass(Read(desc, nil), Outward) {
			t.Errorf("%s: %q not read as outward: %+v", name, desc, Read(desc, nil))
		}
	}
}

// The same grammar leaves plain reads alone.
func TestNormalizedWordingDoesNotRaiseReads(t *testing.T) {
	for _, desc := range []string{
		"Finds a user by email",
		"Lists the posts that are published",
		"Never fails: returns an empty list instead",
		"Does not send anything; lists the threads",
		"Lists what goes out of stock",
		"Returns the caf&eacute; menu",
	} {
		if said := Read(desc, nil); len(said) != 0 {
			t.Errorf("%q read as %+v, want nothing", desc, said)
		}
	}
}

// A boolean that sends by default, behind a local $ref (pydantic's
// $defs) or as anyOf [boolean, null], applies to a call that leaves it
// out.
func TestSchemaRefAndAnyOfDefaults(t *testing.T) {
	notify := `{"type":"boolean","default":true,"description":"If true, emails every subscriber"}`
	for name, schema := range map[string]string{
		"ref":       `{"type":"object","properties":{"options":{"$ref":"#/$defs/Options"}},"$defs":{"Options":{"type":"object","properties":{"notify_subscribers":` + notify + `}}}}`,
		"ref-top":   `{"$ref":"#/definitions/In","definitions":{"In":{"type":"object","properties":{"notify_subscribers":` + notify + `}}}}`,
		"anyOf":     `{"type":"object","properties":{"notify_subscribers":{"anyOf":[{"type":"boolean"},{"type":"null"}],"default":true,"description":"If true, emails every subscriber"}}}`,
		"ref-anyOf": `{"type":"object","properties":{"notify_subscribers":{"anyOf":[{"$ref":"#/$defs/B"},{"type":"null"}],"default":true,"description":"If true, emails every subscriber"}},"$defs":{"B":{"type":"boolean"}}}`,
	} {
		said := Read("Acts on a thread", json.RawMessage(schema))
		applies := false
		for _, s := range said {
			applies = applies || s.Class == Outward && s.Applies(map[string]json.RawMessage{"options": json.RawMessage(`{}`)})
		}
		if !applies {
			t.Errorf("%s: %+v, want outward for a call that leaves notify_subscribers out", name, said)
		}
	}
	// A $ref cycle is followed a bounded number of times.
	cyc := `{"type":"object","properties":{"a":{"$ref":"#/$defs/A"}},"$defs":{"A":{"type":"object","properties":{"a":{"$ref":"#/$defs/A"}}}}}`
	Read("Acts on a thread", json.RawMessage(cyc))
}

func hasClass(said []toolcall.Said, class string) bool {
	for _, s := range said {
		if s.Class == class {
			return true
		}
	}
	return false
}
