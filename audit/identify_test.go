package audit

import "testing"

func TestIsDoctorProbe(t *testing.T) {
	for _, tc := range []struct {
		command string
		want    bool
	}{
		{"true # gatesh doctor probe 0123456789ab", true},
		{`mcp__gatesh_doctor__list_probes {"probe":"0123456789ab"}`, true},
		{`mcp_gatesh_doctor_list_probes {"probe":"a1b2c3d4e5f6"}`, true},
		// Anything more, less or else is the agent's.
		{"true # gatesh doctor probe 0123456789ab; rm -rf ~", false},
		{"true # gatesh doctor probe 0123456789a", false},
		{"true # gatesh doctor probe 0123456789AB", false},
		{`mcp__gatesh_doctor__list_probes {"probe":"0123456789ab","x":1}`, false},
		{`mcp__gatesh_doctor__list_probes {"probe":"0123456789ab"} `, false},
		{`mcp__gatesh_doctor__post_probes {"probe":"0123456789ab"}`, false},
		{`mcp__other__list_probes {"probe":"0123456789ab"}`, false},
		{"", false},
	} {
		if got := IsDoctorProbe(tc.command); got != tc.want {
			t.Errorf("IsDoctorProbe(%q) = %v, want %v", tc.command, got, tc.want)
		}
	}
}
