# svc: two commands do everything on a fresh machine (Python 3.11+, git, make):
#   make run    install, migrate the SQLite default, serve on $(SVC_HOST):$(SVC_PORT)
#   make test   install the dev dependencies and run the whole test suite
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip --disable-pip-version-check -q

CLIENTS_VENV := .venv-clients
TS_DIR       := clients/typescript

export SVC_ENV ?= development

.PHONY: dev-idp run-dev dashboard dashboard-build screenshots run test test-fast bench bench-short soak cluster lint lock clean install install-dev client client-check client-ts

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

# Local development with a browser (docs/dashboard.md), three terminals, nothing outside:
#   make dev-idp    an OpenID Connect provider on 127.0.0.1:$(DEV_IDP_PORT) (oidc-provider-mock,
#                   the tests' provider: type any user name and press Authorize)
#   make run-dev    make run, signing in through it, with the example dashboard as SVC_DASH_URL
#   make dashboard  build the example dashboard and serve it on 127.0.0.1:$(DASH_PORT)
# Production configuration is untouched: these settings exist only in these targets.
DEV_IDP_PORT ?= 9400
DASH_PORT    ?= 5173
DEV_ENV := SVC_DASH_URL=http://127.0.0.1:$(DASH_PORT) IDP_ISSUER=http://127.0.0.1:$(DEV_IDP_PORT) \
	IDP_CLIENT_ID=svc-dev IDP_CLIENT_SECRET=svc-dev-secret

dev-idp: $(VENV)/.dev
	AUTHLIB_INSECURE_TRANSPORT=1 $(BIN)/oidc-provider-mock --host 127.0.0.1 --port $(DEV_IDP_PORT) \
		--user alice --user bob

run-dev: $(VENV)/.runtime
	$(DEV_ENV) $(MAKE) run

dashboard-build: $(TS_DIR)/node_modules/.installed
	cd $(TS_DIR) && npm run --silent build:dashboard

dashboard: dashboard-build
	@echo "the example dashboard: http://127.0.0.1:$(DASH_PORT)/ (API: ?api=http://127.0.0.1:$${SVC_PORT:-8000})"
	$(PYTHON) -m http.server $(DASH_PORT) --bind 127.0.0.1 --directory $(TS_DIR)/dashboard

# The screenshots of docs/dashboard.md and docs/console.md (docs/images/), taken by the browser tests.
screenshots: $(VENV)/.dev $(TS_DIR)/node_modules/.installed
	SVC_SCREENSHOTS=docs/images $(BIN)/python -m pytest -n 0 -q tests/browser/test_dashboard.py \
		tests/browser/test_consent.py tests/browser/test_social_chat.py tests/browser/console

# Two pytest workers by default (TEST_WORKERS=0: one process): the suite mostly waits on
# servers, sockets and databases, so two overlap well even on one core. Each worker keeps a
# test file to itself (loadfile), so module fixtures (a live server, a provider) start once.
TEST_WORKERS ?= 2

test: $(VENV)/.dev $(TS_DIR)/node_modules/.installed  # node: the dashboard of tests/browser
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
