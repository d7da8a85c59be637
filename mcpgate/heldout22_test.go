package mcpgate

import "testing"

// The eleventh held-out set's gateway figures at its one measurement.
var mcp11GatewayFloor = setFigures{redHeld: 195, passHeld: 55, greenYellow: 17} // 195 once Databricks SQL's secret() is a secret read (194 before); seen: a destructive or open-world hint not said of an operation that reads (56 and 18 before); a cloud warehouse's compute made, sized or started in SQL (187 before); own resting orders cancelled yellow, live traffic captured and a session's resources released read as no production change (65 held before); OCI's verb read as the last word before its options (66 held before); local apps, their deletes and verbs kept here (186, 73, 34 before); debuggers' escapes since, then free text a program runs (162 and 70 before; 3 more held are run_oci_command's lines judged as the oci command lines they are, see rules/heldout22_test.go); the one measurement was 160, 70, 34 (161, 72, 34 at 275e62f, the session's start)

// TestHeldoutMCP11Gateway measures mcp11 on the gateway's route.
func TestHeldoutMCP11Gateway(t *testing.T) {
	measureGateway(t, "mcp11", mcp11GatewayFloor)
}
