"""The main window as a screen reader meets it, through the real accessibility stack: the app
on Xvfb with the AT-SPI bus, its accessible tree walked with pyatspi (Debian's python3) in
every area of every rule system, in Czech and in English (issue 43, items 1 and 2)."""

from __future__ import annotations

import pytest

from campaign_manager.systems import system_keys
from tests.ui.atspi_checks import problems
from tests.ui.atspi_session import App, Listener, desktop, missing_tools

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def session_env():
    missing = missing_tools()
    assert not missing, f"install {missing}: sh scripts/test-deps.sh"
    with desktop() as env:
        yield env


def areas(app: App) -> list[str]:
    """The commands that show each area of the main window (tests/support/atspi_app.py)."""
    commands = ["roster"]
    pages = int(app.ask("sheet").split()[1])
    commands += [f"sheet {page}" for page in range(pages)]
    commands.append("combat")
    tabs = int(app.ask("ledger").split()[1])
    commands += [f"ledger {tab}" for tab in range(tabs)]
    commands += ["bestiary", "tv"]
    return commands


@pytest.mark.parametrize("language", ["cs", "en"])
@pytest.mark.parametrize("system", system_keys())
def test_every_area_reads_to_a_screen_reader(session_env, system, language):
    app = App(session_env, system, language)
    try:
        found = []
        for command in areas(app):
            answer = app.ask(command)
            if answer == "none":  # (a system without a bestiary)
                continue
            nodes = app.walk()
            assert len(nodes) > 10, f"{command}: the reader found almost nothing: {nodes}"
            found += [f"{command}: {line}" for line in problems(nodes)]
        assert found == [], "\n".join(sorted(set(found)))
    finally:
        app.close()


@pytest.mark.parametrize("language", ["cs", "en"])
@pytest.mark.parametrize("system", system_keys())
def test_the_turn_is_announced(session_env, system, language):
    """The next turn reaches the reader as an announcement naming whose turn it is (or the
    round and phase, where a phase has no one turn: Dakara's declarations)."""
    app = App(session_env, system, language)
    try:
        app.ask("combat")
        listener = Listener(session_env, app.pid)
        try:
            listener.heard_by(app)
            name = app.ask("next").removeprefix("turn").strip()
            heard = listener.until(
                lambda event: (
                    event["type"] == "object:announcement"
                    and name in event["data"]
                    and event["data"].strip()
                )
            )
        finally:
            listener.close()
        print("\n".join(f"{e['type']} [{e['role']} {e['name']}] {e['data']}" for e in heard))
    finally:
        app.close()


@pytest.mark.parametrize("language", ["cs", "en"])
def test_the_fight_logs_newest_line_is_announced(session_env, language):
    """A line added to the fight's log (here a roll of the dice line) is read out as it
    comes, the reader's focus staying where it is."""
    app = App(session_env, system_keys()[-1], language)
    try:
        app.ask("combat")
        listener = Listener(session_env, app.pid)
        try:
            listener.heard_by(app)
            line = app.ask("roll").removeprefix("rolled").strip()
            assert line
            listener.until(
                lambda event: event["type"] == "object:announcement" and event["data"] == line
            )
        finally:
            listener.close()
    finally:
        app.close()
