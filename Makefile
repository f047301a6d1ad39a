# svc: two commands do everything on a fresh machine (Python 3.11+, git, make):
#   make run    install, migrate the SQLite default, serve on $(SVC_HOST):$(SVC_PORT)
#   make test   install the dev dependencies and run the whole test suite
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip --disable-pip-version-check -q

export SVC_ENV ?= development

.PHONY: run test test-fast bench bench-short soak cluster lint lock clean install install-dev client client-check client-ts

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "svc needs Python 3.11 or newer")'
	$(PYTHON) -m venv $(VENV)

$(VENV)/.runtime: $(BIN)/python requirements/runtime.lock requirements/build.lock pyproject.toml
	$(PIP) install --require-hashes -r requirements/build.lock
	$(PIP) install --require-hashes -r requirements/runtime.lock
	$(PIP) install --no-deps --no-build-isolation -e .
	@touch $@

$(VENV)/.dev: $(BIN)/python requirements/dev.lock requirements/build.lock pyproject.toml clients/python/pyproject.toml
	$(PIP) install --require-hashes -r requirements/build.lock
	$(PIP) install --require-hashes -r requirements/dev.lock
	$(PIP) install --no-deps --no-build-isolation -e .
	$(PIP) install --no-deps --no-build-isolation -e clients/python  # its deps are in dev.lock
	@touch $@ $(VENV)/.runtime

install: $(VENV)/.runtime
install-dev: $(VENV)/.dev

run: $(VENV)/.runtime
	$(BIN)/svc db upgrade
	$(BIN)/svc serve

# Two pytest workers by default (TEST_WORKERS=0: one process): the suite mostly waits on
# servers, sockets and databases, so two overlap well even on one core. Each worker keeps a
# test file to itself (loadfile), so module fixtures (a live server, a provider) start once.
TEST_WORKERS ?= 2

test: $(VENV)/.dev
	$(BIN)/python -m pytest -n $(TEST_WORKERS) --dist loadfile $(PYTEST_ARGS)

test-fast: $(VENV)/.dev
	$(BIN)/python -m pytest tests/unit -q $(PYTEST_ARGS)

bench: $(VENV)/.dev
	bench/run

# The short form (CI): every scenario once for two seconds on small tables, bodies checked byte
# for byte; then on PostgreSQL too when BENCH_POSTGRES_URL is set. Reports, never gates on speed.
bench-short: $(VENV)/.dev
	BENCH_POSTGRES_URL= bench/run --short
	if [ -n "$$BENCH_POSTGRES_URL" ]; then BENCH_DATABASE=postgres bench/run --short; fi

# Mixed traffic on 2 instances on PostgreSQL + Redis (BENCH_POSTGRES_URL, BENCH_REDIS_URL):
# req/s, p50/p99 per minute, RSS (bench/README.md, "Soak"). SOAK_ARGS="--minutes 10".
soak: $(VENV)/.dev
	$(BIN)/python -m bench.soak $(SOAK_ARGS)

# N `svc serve` instances on one database (and Redis) until Ctrl-C, for trying things by
# hand: CLUSTER_ARGS="--workers 1,2 --database-url ... --redis-url ..." (docs/operations.md).
cluster: $(VENV)/.dev
	$(BIN)/python -m tests.support.cluster $(CLUSTER_ARGS)

lint: $(VENV)/.dev
	$(BIN)/ruff check src tests bench clients
	$(BIN)/ruff format --check src tests bench clients
	$(BIN)/mypy
	cd clients/python && ../../$(BIN)/mypy svc_client  # the hand-written layer, strict

# The clients (clients/, docs/clients.md): regenerate both from this checkout's OpenAPI document,
# fail when the committed ones are stale, type-check the TypeScript example.
CLIENTS_VENV := .venv-clients
TS_DIR       := clients/typescript

$(CLIENTS_VENV)/.installed: requirements/clients.lock
	$(PYTHON) -m venv $(CLIENTS_VENV)
	$(CLIENTS_VENV)/bin/python -m pip --disable-pip-version-check -q install --require-hashes -r requirements/clients.lock
	@touch $@

$(TS_DIR)/node_modules/.installed: $(TS_DIR)/package-lock.json
	cd $(TS_DIR) && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

client: $(VENV)/.runtime $(CLIENTS_VENV)/.installed $(TS_DIR)/node_modules/.installed
	$(CLIENTS_VENV)/bin/python clients/generate.py

client-check: $(VENV)/.runtime $(CLIENTS_VENV)/.installed $(TS_DIR)/node_modules/.installed
	$(CLIENTS_VENV)/bin/python clients/generate.py --check

client-ts: $(TS_DIR)/node_modules/.installed
	cd $(TS_DIR) && npx --no-install tsc --noEmit

# Re-resolve the locked dependencies after editing pyproject.toml.
lock: $(BIN)/python
	$(PIP) install uv
	$(BIN)/uv pip compile pyproject.toml --python-version 3.11 --generate-hashes -q -o requirements/runtime.lock
	$(BIN)/uv pip compile requirements/build.in --python-version 3.11 --generate-hashes -q -o requirements/build.lock
	$(BIN)/uv pip compile pyproject.toml --extra dev --python-version 3.11 --generate-hashes -q -o requirements/dev.lock
	$(BIN)/uv pip compile requirements/clients.in --python-version 3.11 --generate-hashes -q -o requirements/clients.lock

clean:
	rm -rf $(VENV) $(CLIENTS_VENV) $(TS_DIR)/node_modules .pytest_cache .hypothesis .mypy_cache
