package rules

import (
	"slices"

	"gatesh/toolcall"
)

// billable reports whether a write's arguments mark what it records as
// billed to a client: a time entry or an expense with billable: true
// (Harvest, Toggl, Clockify) or a billing option of Billable
// (ConnectWise PSA's billableOption: Billable, against DoNotBill,
// NoCharge and NoDefault). The client's next invoice charges for it; a
// record marked not billable (billable: false, NonBillable) is the
// firm's own timesheet.
func billable(args map[string]any) bool {
	for _, k := range sortedKeys(args) {
		if !slices.Contains(toolcall.Words(k), "billable") {
			continue
		}
		switch v := args[k].(type) {
		case bool:
			if v {
				return true
			}
		case string:
			ws := toolcall.Words(v)
			if slices.Contains(ws, "billable") && !slices.Contains(ws, "non") && !slices.Contains(ws, "not") && !slices.Contains(ws, "un") {
				return true
			}
		}
	}
	return false
}
