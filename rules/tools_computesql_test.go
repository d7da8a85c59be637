package rules

import "testing"

// SQL handed to a cloud warehouse's query tool that makes, sizes,
// starts or stops its compute (Firebolt's CREATE/ALTER/STOP ENGINE,
// Snowflake's warehouses and compute pools) spends the account's money
// and changes what every query runs on: sql-admin, red, as on the shell
// route. Twins keep their tier: a read, a table made with a storage
// engine.
func TestToolComputeSQL(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__firebolt__firebolt_query", `{"query":"ALTER ENGINE analytics_prod SET NODES = 16 TYPE = L","account":"acme","database":"analytics"}`, Red, "sql-admin"},
		{"mcp__firebolt__firebolt_query", `{"query":"CREATE ENGINE backfill WITH TYPE = XL NODES = 32","account":"acme"}`, Red, "sql-admin"},
		{"mcp__firebolt__firebolt_query", `{"query":"START ENGINE backfill","account":"acme"}`, Red, "sql-admin"},
		{"mcp__snowflake__run_query", `{"sql":"CREATE OR REPLACE WAREHOUSE etl_wh WITH WAREHOUSE_SIZE = 'X6LARGE'"}`, Red, "sql-admin"},
		{"mcp__snowflake__run_query", `{"sql":"CREATE COMPUTE POOL gpu_pool MIN_NODES = 1 MAX_NODES = 8 INSTANCE_FAMILY = GPU_NV_M"}`, Red, "sql-admin"},
		// Twins that keep their tier.
		{"mcp__firebolt__firebolt_query", `{"query":"SELECT count(*) FROM events","account":"acme"}`, Green, "tool-read"},
		{"mcp__firebolt__firebolt_query", `{"query":"SHOW ENGINES","account":"acme"}`, Green, "tool-read"},
		{"mcp__clickhouse__run_query", `{"query":"CREATE TABLE e (id UInt64) ENGINE = MergeTree ORDER BY id"}`, Yellow, "tool-data-write"},
	})
}
