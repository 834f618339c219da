#!/usr/bin/env bash
# HTTP load test of POST /v1/ask on loopback, bounded in time: 1 client, then 8 clients.
# Needs a built release binary, the demo store and wrk (`make loadtest` installs and builds).
#   scripts/loadtest.sh [SECONDS_PER_RUN]   (default 10)
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-10}"
bin="${INSIGHT_BIN:-${CARGO_TARGET_DIR:-target}/release/insight}"
addr="127.0.0.1:${INSIGHT_LOADTEST_PORT:-18080}"
command -v wrk >/dev/null || { echo "wrk is not installed: run 'make loadtest' (apt-get install wrk)" >&2; exit 2; }
[ -x "$bin" ] || { echo "no release binary at $bin: run 'make loadtest'" >&2; exit 2; }

"$bin" serve --addr "$addr" >/tmp/insight-loadtest.log 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
  curl -sf "http://$addr/healthz" >/dev/null 2>&1 && break
  kill -0 $pid 2>/dev/null || { cat /tmp/insight-loadtest.log >&2; exit 1; }
  sleep 0.2
done
# Warm-up, not measured.
wrk -t1 -c1 -d2s -s scripts/loadtest/ask.lua "http://$addr" >/dev/null
echo "== 1 client, ${secs}s"
wrk -t1 -c1 -d"${secs}s" --latency -s scripts/loadtest/ask.lua "http://$addr"
echo "== 8 clients, ${secs}s"
wrk -t2 -c8 -d"${secs}s" --latency -s scripts/loadtest/ask.lua "http://$addr"
