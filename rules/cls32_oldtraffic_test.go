package rules_test

import "testing"

// TestCls32OldTrafficUnderscoreOptions: an option named by a destructive
// verb is that verb when the verb is its first word, whether the words
// are joined by "-" or, as Python's argparse spells them, by "_"
// (--drop_database). A word further in is not the verb
// (--hidden_dropout_prob); the command's own output folder and the cache
// it writes anew from its inputs are its output (Hugging Face's
// --overwrite_output_dir and --overwrite_cache).
func TestCls32OldTrafficUnderscoreOptions(t *testing.T) {
	checkTiersIn(t, "/app", "/root", nil, []tierCase{
		{"verb-option", "python3 scripts/cleanup.py --drop_database", "held"},
		{"verb-option", "python3 scripts/cleanup.py --drop-database", "held"},
		{"verb-option", "python3 scripts/sync.py --delete_remote", "held"},
		{"verb-option", "acmectl sync --force_delete", "held"},
		{"verb-option", "acmectl sync --purge_cache", "held"},
		{"verb-option", "acmectl sync --overwrite_remote", "held"},

		{"not-verb", "python3 run.py --hidden_dropout_prob 0.1 --seed 42", "pass"},
		{"not-verb", "python3 run.py --overwrite_cache --do_train --do_eval", "pass"},
		{"not-verb", "python3 run.py --output_dir checkpoints/rte/ --overwrite_output_dir", "pass"},
		{"not-verb", "python3 train.py --overwrite-output-dir --output-dir out", "pass"},
	})
}
