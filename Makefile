# The two commands of the README: `make run` and `make test`.
SHELL := /bin/bash
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)

.PHONY: run test dev build deps browser lint typecheck unit e2e eval audit db clean

# `npm install` rather than `npm ci`: the registry these machines reach serves only this
# platform's builds of native optional packages (Tailwind's oxide, rollup), so the lock file
# cannot list the others and `npm ci` refuses it. `npm install` follows the lock all the same.
node_modules/.installed: package.json package-lock.json
	npm install --no-audit --no-fund
	@touch $@

deps: node_modules/.installed

build: deps
	npm run build

# Migrates and seeds the embedded database (reference and demo data); safe to repeat.
db: deps
	npm run db:seed

run: build db
	npm start

dev: deps
	npm run dev

# Debian's Chromium for the browser tests, poppler for reading the PDFs they download, and
# PostgreSQL's client (pg_dump, pg_restore) for the backup test.
browser:
	@if ! command -v chromium >/dev/null || ! command -v pdftotext >/dev/null || ! command -v pg_dump >/dev/null; then \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium poppler-utils postgresql-client >/dev/null; \
	fi

lint: deps
	npm run lint
	npm run lint:cycles
	npm run lint:unused
	npm run format:check

typecheck: deps
	npm run typecheck

# The integration tests expect the PostgreSQL server beside the embedded database and fail when
# it does not answer; `make test EXPECT_POSTGRES=0` tests the embedded database only.
unit: deps
	EXPECT_POSTGRES=$${EXPECT_POSTGRES:-1} npm test

e2e: deps browser build
	npm run test:e2e

# Search and sanctions-screening quality on real companies (recall per kind of query, false
# positives): reports, never a failure on their figures; only a crash stops the build. About 40 s
# and 20 s.
eval: deps
	npm run eval:search
	npm run eval:sanctions

# A report, never a failure: direct dependencies, how far behind they are, and known advisories
# where the registry answers (npm audit's own service is out of reach here).
audit: deps
	-npm run audit:deps

test: deps browser lint typecheck unit e2e eval audit

clean:
	rm -rf build .react-router node_modules/.installed
