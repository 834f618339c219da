# Insight Agents. `make demo` and `make test` do all the set-up on a fresh machine (Rust
# toolchain + Python 3 with pip): they install what is missing, build, and run.

CARGO ?= cargo
INSIGHT_RELEASE = $(or $(CARGO_TARGET_DIR),target)/release/insight
DB ?= data/insight.db

.PHONY: demo test models build data train validate plan-demo bench fmt clean-data

## demo: install models, build, generate the demo data, train if stale, validate, run a plan.
demo: models build data train validate plan-demo

## test: the whole test suite (installs the models first: the embedder tests need them).
test: models
	$(CARGO) test --all-targets

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

plan-demo: build data
	@echo "[demo] running tests/plans/last_week_sales.json for seller S001:"
	$(INSIGHT_RELEASE) plan run tests/plans/last_week_sales.json --seller S001 --db "$(DB)"
	@echo "[demo] try: $(INSIGHT_RELEASE) api call sales_by_product -p start_date=2025-11-01 -p end_date=2025-11-30 -p sort_by=units -p limit=10"

bench: models
	$(CARGO) bench

fmt:
	$(CARGO) fmt

clean-data:
	rm -f "$(DB)"
