#!/usr/bin/env bash
# Measures what gatesh adds to `bash -c true`; see scripts/bench/main.go.
set -euo pipefail
cd "$(dirname "$0")/.."
exec go run ./scripts/bench "$@"
