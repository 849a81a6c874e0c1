# Kronikář — the two commands of the README:
#   make run    set everything up and start the app on a fresh demo campaign
#   make test   set everything up and run the whole test suite (and the linter)
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test setup translations benchmark screenshots clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

setup: $(STAMP)

run: setup
	sh packaging/linux/start.sh $(BIN)/campaign-manager --demo

test: setup
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

translations: setup
	$(BIN)/python -m campaign_manager.ui.translations update

benchmark: setup
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/run.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache .hypothesis

screenshots: setup
	$(BIN)/python scripts/screenshots.py --language cs --out screenshots
