// Runs one DuckDB query and prints its result as CSV with a header, as
// DuckDB's own CSV writer writes it: node duckdb.cjs 'SELECT ...'
// It needs the @duckdb/node-api package on NODE_PATH.
const fs = require("fs");
const os = require("os");
const path = require("path");
const { DuckDBInstance } = require("@duckdb/node-api");

async function main() {
  const sql = process.argv[2];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "duckdb-"));
  try {
    const out = path.join(dir, "out.csv");
    const db = await DuckDBInstance.create(":memory:");
    const con = await db.connect();
    await con.run(`COPY (${sql}) TO '${out}' (FORMAT csv, HEADER)`);
    process.stdout.write(fs.readFileSync(out));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(String(err && err.message ? err.message : err));
  process.exit(1);
});
