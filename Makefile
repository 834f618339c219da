# Insight Agents. `make demo` and `make test` do all the set-up on a fresh machine (Rust
# toolchain + Python 3 with pip): they install what is missing, build, and run.

CARGO ?= cargo
INSIGHT_RELEASE = $(or $(CARGO_TARGET_DIR),target)/release/insight
DB ?= data/insight.db

.PHONY: demo test models browser postgres pgtest pgbench build data train validate serve bench loadtest webtest servetest serveload fmt clean-data

## demo: install models, build, generate the demo data, train if stale, validate, then serve
## on 127.0.0.1:8080 (it prints an example curl; Ctrl-C stops it).
demo: models build data train validate serve

## test: the whole test suite (installs the models first: the embedder tests need them; and
## Debian's chromium for the web page test, which says it is skipped when chromium is absent).
test: models browser postgres
	$(CARGO) test --all-targets
	@echo "[test] worked and holdout sets (scores; the gates ran above):"
	@$(CARGO) test --quiet --test worked -- --nocapture --test-threads=1 2>/dev/null | grep -oE "(worked set|holdout): .*"

## models: ONNX Runtime + the sentence encoder into models/vendor (idempotent, seconds when done).
models:
	bash scripts/install_models.sh

build:
	$(CARGO) build --release

## data: the demo marketplace store (only when absent; `make clean-data` to rebuild).
data: build
	@if [ -f "$(DB)" ]; then echo "[data] $(DB) exists"; else $(INSIGHT_RELEASE) data generate --db "$(DB)"; fi

## train: retrain the manager's models only when the training data changed.
train: build models
	$(INSIGHT_RELEASE) train --if-stale

validate: build
	$(INSIGHT_RELEASE) validate

serve: build data
	@echo "[demo] also try: $(INSIGHT_RELEASE) ask \"Top 5 products by revenue last month\""
	$(INSIGHT_RELEASE) serve --db "$(DB)"

bench: models data
	$(CARGO) bench

## loadtest: HTTP load test of POST /v1/ask with wrk (installed from Debian if missing).
loadtest: build data
	@command -v wrk >/dev/null || (apt-get install -y wrk || sudo apt-get install -y wrk)
	bash scripts/loadtest.sh

## browser: Debian's chromium for the web page test, when missing (never fails the build: the
## test says plainly that it is skipped when no browser could be installed).
browser:
	@command -v chromium >/dev/null || (apt-get update -qq && apt-get install -y -qq chromium) \
	  || echo "[test] chromium could not be installed: the web page test will be skipped"

## postgres: Debian's PostgreSQL server for the PostgreSQL store tests, when initdb is missing
## (never fails the build: tests/postgres.rs says plainly that it is skipped without it).
postgres:
	@command -v initdb >/dev/null || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 \
	  || (apt-get update -qq && apt-get install -y -qq postgresql) \
	  || echo "[test] postgresql could not be installed: the PostgreSQL tests will be skipped"

## pgtest: the PostgreSQL store tests (one at a time: each starts its own cluster).
pgtest: models postgres
	$(CARGO) test --test postgres -- --nocapture --test-threads 1

## pgbench: the worked set on SQLite and on PostgreSQL side by side (docs/postgres.md).
pgbench: models postgres
	$(CARGO) bench --bench postgres

## webtest: the web page in headless Chromium (installs Debian's chromium when missing).
webtest: models browser
	$(CARGO) test --test serve_robust the_web_page -- --nocapture

## servetest: the service's tests (sessions, SSE, OpenAI-compatible chat, OpenAPI, metrics,
## scripted conversations against SQL, 10,000 generated requests, the web page).
servetest: models browser
	$(CARGO) test --lib session
	$(CARGO) test --test serve --test conversations --test serve_robust -- --nocapture

## serveload: 100 concurrent clients for 60 s against POST /v1/ask on loopback (debug build).
serveload: models
	$(CARGO) test --test serve_robust load_100_clients_60s -- --ignored --nocapture

fmt:
	$(CARGO) fmt

clean-data:
	rm -f "$(DB)"
