package rules_test

import (
	"testing"

	"gatesh/rules"
)

// After a verb that changes something, a unit's, a process's or a
// resource's name that holds a read verb as one of its parts (NAME-map,
// list-svc, api-status) names what is changed; it does not make the
// command a read. A read verb of its own (rollout status, release list)
// still reads.
func TestVerbThenOperandName(t *testing.T) {
	s := rules.Default()
	checkHolds(t, s, []holdCase{
		{"systemctl stop safecast-map", true},
		{"sudo systemctl restart safecast-map.service", true},
		{"systemctl disable --now tile-map", true},
		{"systemctl restart list-svc", true},
		{"systemctl stop api-status", true},
		{"supervisorctl stop worker-show", true},
		{"pm2 delete api-list", true},
		{"service safecast-map stop", true},

		{"systemctl status safecast-map", false},
		{"systemctl is-active safecast-map", false},
		{"kubectl rollout status deploy/web", false},
		{"gh release list", false},
		{"aws ec2 describe-instances", false},
		{"pm2 logs api-list", false},
	})
}
