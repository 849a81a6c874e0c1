# Kronikář — the two commands of the README:
#   make run    set everything up and start the app on a fresh demo campaign
#   make test   set everything up and run the whole test suite (and the linter), which
#               includes building the installable package and checking it
#   make quick  the same without the package build and the packaged app's tests (the inner loop)
#   make package  dist/Kronikar (the one-folder app), its .tar.gz and, on Debian/Ubuntu, the .deb
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
APP_STAMP := $(VENV)/.installed-app

.PHONY: run test quick commit-subjects test-deps setup bytecode constraints translations benchmark screenshots clean package package-deps package-test

# Installs exactly the versions in constraints.txt (the app's, its tests' and pip's own), so
# a new release upstream cannot break a fresh install overnight; `make constraints` moves them.
# `make run` needs only what the app runs on ($(APP_STAMP)); the tests, the linter and the
# package build add their own ($(STAMP)).
$(APP_STAMP): pyproject.toml constraints.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet -c constraints.txt pip
	$(BIN)/python -m pip install --quiet -c constraints.txt -e .
	touch $(APP_STAMP)

$(STAMP): $(APP_STAMP) pyproject.toml constraints.txt
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[test,package]'
	touch $(STAMP)

# Upgrade .venv to the newest releases pyproject.toml allows and write them to constraints.txt;
# then run `make test` and commit constraints.txt if it passes (git checkout it if not).
constraints:
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet --upgrade --upgrade-strategy eager -e '.[test,package]'
	{ echo "# Every package Kronikář and its tests run on, at the versions tested."; \
	  echo "# make installs with: pip install -c constraints.txt -e '.[test,package]'; make constraints updates it."; \
	  $(BIN)/python -m pip freeze --all --exclude-editable | grep -viE '^(kronikar|setuptools|wheel)=='; \
	} > constraints.txt.new
	mv constraints.txt.new constraints.txt
	touch $(APP_STAMP) $(STAMP)

setup: $(STAMP)

# Compiled bytecode for a quick start even where PYTHONDONTWRITEBYTECODE is set (it only
# stops Python writing it on import); only changed files are compiled again.
bytecode: $(APP_STAMP)
	$(BIN)/python -m compileall -q campaign_manager

run: bytecode
	sh packaging/linux/start.sh $(BIN)/campaign-manager --demo

# The Debian packages the tests need (the package test's tools, PostgreSQL's server
# binaries, Chromium), the missing ones installed quietly: scripts/test-deps.sh.
test-deps:
	sh scripts/test-deps.sh

# The suite runs in one pytest-xdist worker per core (`make test WORKERS=0`: in this process
# only); each worker starts its own PostgreSQL and Chromium when a test asks for them, and
# runs each test file whole (--dist loadfile: the package is built once). The twenty
# slowest tests are listed at the end: where the time goes.
WORKERS ?= auto
PYTEST := QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n $(WORKERS)

test: setup test-deps
	$(PYTEST) --durations=20
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# Everything but the package build and the packaged app's tests (marker `package`); make
# test and CI still run those.
quick: setup test-deps
	$(PYTEST) -m "not package"
	$(BIN)/ruff check .

# The subjects of the commits since .ci/commit-base (CI checks them too).
commit-subjects:
	python3 .ci/commit-subjects

# The Debian tools the package build and its test need (binutils, dpkg, desktop-file-utils,
# appstream, shared-mime-info, GLib's gio): the missing ones are installed, quietly.
package-deps:
	sh packaging/linux/build-deps.sh

# The installable artefacts in dist/ (PyInstaller's work in build/): packaging/build.py.
package: setup package-deps
	$(BIN)/python packaging/build.py --dist dist --work build

# Build the package once and check it (also part of make test).
package-test: setup package-deps
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest tests/test_package_bundle.py

translations: setup
	$(BIN)/python -m campaign_manager.ui.translations update

benchmark: setup bytecode
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/run.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache .hypothesis

screenshots: setup
	$(BIN)/python scripts/screenshots.py --language cs --out screenshots
