package reporttest

import (
	"fmt"
	"time"
)

// WeekStart and WeekUntil bound the history Week writes: Monday 2 March
// 2026 to Thursday 5 March 2026, 18:00 UTC.
var (
	WeekStart = time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)
	WeekUntil = time.Date(2026, 3, 5, 18, 0, 0, 0, time.UTC)
)

// The agents of Week.
var (
	Claude = Agent{Name: "claude-code", Session: "5f0c2a71", User: "dev", Cwd: "/home/dev/shop"}
	Codex  = Agent{Name: "codex", Session: "019a4c2e", User: "dev", Cwd: "/home/dev/api"}
	Gemini = Agent{Name: "gemini", User: "dev", Cwd: "/home/dev/site"}
)

// Week writes four working days of three agents into home:
//
//   - everyday green work by each agent, every day;
//   - yellow actions: dependencies added (three of them removed again
//     soon after), a migration, a pull request;
//   - git-force-push held 22 times: rejected once on Monday morning, then
//     approved 21 times in a row (one approval not used yet);
//   - rm-recursive held and rejected; sql-drop held and expired unanswered;
//     http-send held, approved by another operator, run; secret-key-file
//     held on Thursday and still pending at WeekUntil.
//
// Every held command parks once before its decision.
func Week(home string) (*History, error) {
	h, err := New(home, WeekStart)
	if err != nil {
		return nil, err
	}
	day := func(d int, hour, min int) {
		h.At(WeekStart.AddDate(0, 0, d).Truncate(24 * time.Hour).Add(time.Duration(hour)*time.Hour + time.Duration(min)*time.Minute))
	}
	green := func(a Agent, cmds ...string) {
		for _, c := range cmds {
			h.Run(a, c)
			h.Wait(47 * time.Second)
		}
	}
	pushes := 0
	forcePush := func(a Agent, by string) {
		pushes++
		req := h.Run(a, fmt.Sprintf("git push --force-with-lease origin feat/%s-%d", a.Name, pushes))
		h.Wait(3 * time.Minute)
		h.Approve(req, by, "")
		h.Wait(40 * time.Second)
		h.Rerun(req)
		h.Wait(2 * time.Minute)
	}

	// Monday.
	day(0, 8, 30)
	green(Claude, "git status", "git fetch origin", "git rebase origin/main")
	req := h.Run(Claude, "git push --force origin main")
	h.Wait(4 * time.Minute)
	h.Reject(req, "alice", "never force-push main; push a branch")
	day(0, 9, 0)
	green(Claude, "ls -la", "npm test", "cat src/cart.ts")
	h.Run(Claude, "npm install left-pad")
	green(Claude, "npm test")
	h.Run(Claude, "npm uninstall left-pad")
	green(Claude, "git add -A", "git commit -m 'cart totals'")
	forcePush(Claude, "alice")
	day(0, 10, 0)
	green(Codex, "cargo build", "cargo test")
	h.Run(Codex, "cargo add serde")
	green(Codex, "cargo build")
	req = h.Run(Codex, "rm -rf data")
	h.Wait(6 * time.Minute)
	h.Reject(req, "alice", "keep the fixtures")
	green(Codex, "git status", "git diff --stat")
	for range 4 {
		forcePush(Codex, "alice")
	}
	day(0, 14, 0)
	green(Gemini, "npm run build", "npm run lint", "git log --oneline -5")
	forcePush(Gemini, "alice")

	// Tuesday.
	day(1, 9, 15)
	green(Gemini, "git status", "npm test")
	h.Run(Gemini, "npm i -D vitest")
	green(Gemini, "npm test")
	h.Run(Gemini, "npm rm vitest")
	h.Run(Gemini, "gh pr create --fill")
	day(1, 11, 0)
	green(Claude, "git status", "rg TODO src")
	h.Run(Claude, "npx prisma migrate dev")
	green(Claude, "npm test")
	drop := h.Run(Claude, `psql -c "DROP TABLE users"`)
	for range 5 {
		forcePush(Claude, "alice")
	}
	day(1, 15, 0)
	green(Codex, "cargo test", "make build")
	forcePush(Codex, "alice")
	forcePush(Codex, "alice")

	// Wednesday.
	day(2, 9, 0)
	green(Codex, "git status", "cargo build")
	h.Run(Codex, "cargo add tokio")
	green(Codex, "cargo test")
	h.Run(Codex, "cargo remove tokio")
	green(Codex, "cargo build")
	h.Expire(drop) // the first gatesh after its expiry records it
	day(2, 13, 0)
	green(Claude, "npm run build")
	slack := h.Run(Claude, `curl -X POST https://hooks.slack.com/services/T0/B0/x -d '{"text":"deployed"}'`)
	h.Wait(9 * time.Minute)
	h.Approve(slack, "bob", "release note")
	h.Wait(time.Minute)
	h.Rerun(slack)
	for range 3 {
		forcePush(Claude, "bob")
	}

	// Thursday.
	day(3, 9, 30)
	green(Gemini, "git status", "npm test", "npm run build")
	h.Run(Claude, "pnpm add zod")
	green(Claude, "npm test", "git add -A", "git commit -m 'validate input'")
	for range 2 {
		forcePush(Claude, "alice")
	}
	forcePush(Codex, "bob")
	forcePush(Codex, "bob")
	day(3, 16, 0)
	pushes++
	waiting := h.Run(Gemini, fmt.Sprintf("git push --force-with-lease origin feat/gemini-%d", pushes))
	h.Wait(5 * time.Minute)
	h.Approve(waiting, "alice", "")
	day(3, 17, 0)
	green(Claude, "git status")
	h.Run(Claude, "cat ~/.ssh/id_rsa")
	return h, nil
}
