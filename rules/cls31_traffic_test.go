package rules_test

import "testing"

// TestCls31TrafficDateFolder: agents read a dated log folder inside a
// container (sh -c "cat /app/runtime/log/$(date +%Y%m)/*.log"). A
// substitution that runs date alone with a format of digit conversions
// prints a number with separators, which adds no syntax to the text sh
// runs, as $? does not: the text is read as written. date with no
// format, a space-padded conversion (%e, %_d), another command, a date
// redefined by the script, or a quoted format stay not known.
func TestCls31TrafficDateFolder(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"date-digits", "docker compose exec -T web sh -c \"cat /app/runtime/log/$(date +%Y%m)/*.log\" 2>&1 | tail -3", "pass"},
		{"date-digits", "sh -c \"cat logs/$(date -u +%F)/app.log\"", "pass"},
		{"date-digits", "bash -c \"ls logs/$(date +%Y-%m-%dT%H:%M:%S)\"", "pass"},
		{"date-digits", "cat logs/$(date +%Y%m%d).log", "pass"},

		{"date-not-known", "sh -c \"ls logs/$(date)\"", "held"},
		{"date-not-known", "sh -c \"ls logs/$(date +%e)\"", "held"},
		{"date-not-known", "sh -c \"ls logs/$(date +%_d)\"", "held"},
		{"date-not-known", "sh -c \"ls logs/$(date +'%Y %m')\"", "held"},
		{"date-not-known", "sh -c \"ls logs/$(date -d @0 +%Y)\"", "held"},
		{"date-not-known", "sh -c \"ls logs/$(cat f)\"", "held"},
		{"date-not-known", "date() { cat f; }; sh -c \"ls logs/$(date +%Y)\"", "held"},
		{"date-not-known", "sh -c \"ls logs/$(date +%Y; cat f)\"", "held"},
		{"date-not-known", "cat ~/.ssh/$(date +%Y)", "held"},
	})
}

// TestCls31TrafficPsqlList: psql -l (--list) lists the databases and
// exits (psql(1)), so it reads no commands from the terminal it
// inherits; agents run it to see which databases a local server has,
// often as -lqt. A bare psql, -l as the value of -U, or -l after a
// value-taking option in one cluster (-Ulqt is user "lqt") still reads
// the terminal, and SQL given beside -l is judged as ever.
func TestCls31TrafficPsqlList(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"psql-list", "psql -U leul -lqt 2>/dev/null | head -10", "pass"},
		{"psql-list", "psql -U postgres -l", "pass"},
		{"psql-list", "psql --list", "pass"},
		{"psql-list", "psql -h localhost -p 5433 -lq", "pass"},

		{"psql-terminal", "psql -U leul", "held"},
		{"psql-terminal", "psql -U -l", "held"},
		{"psql-terminal", "psql -Ulqt", "held"},
		{"psql-terminal", "psql -d app -l -c 'DROP TABLE users'", "held"},
		{"psql-terminal", "psql -- -l", "held"},
	})
}
