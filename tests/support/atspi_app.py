"""The app for the AT-SPI walk (tests/ui/test_atspi_walk.py): the main window on a fresh demo
campaign of one rule system, shown on a real X display, put into one area after another on
the test's word. Test-only: run in the project's venv, from the worktree's root.

    python tests/support/atspi_app.py SYSTEM LANGUAGE

Reads one command a line on stdin and answers ``ready AREA`` on stdout once the area is
shown (and Qt's events are processed): ``roster``, ``sheet N`` (page N of the first player
character's sheet; ``sheet`` answers ``pages N``), ``combat`` (a running fight of the demo's
characters, one turn taken), ``next`` (the next turn; answers ``turn NAME``), ``roll`` (a dice line rolled in the
fight's log; answers ``rolled LINE``), ``ledger N`` (the ledger's tab N;
``ledger`` answers ``tabs N``), ``bestiary`` (its dock, ``none`` when the system has none),
``tv`` (the player view's window), ``probe`` (announces "probe"), ``quit``."""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

# this checkout's app (the script's folder is first on the path, not the checkout)
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
_tmp = Path(tempfile.mkdtemp(prefix="kronikar-atspi-"))
atexit.register(shutil.rmtree, _tmp, True)  # (the demo campaign and the settings)
os.environ["XDG_DATA_HOME"] = str(_tmp / "data")
os.environ["XDG_CONFIG_HOME"] = str(_tmp / "config")

from PySide6.QtCore import QEventLoop, QSocketNotifier  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from campaign_manager.ui import i18n  # noqa: E402
from campaign_manager.ui.main_window import MainWindow  # noqa: E402
from campaign_manager.ui.settings import AppSettings  # noqa: E402


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


class Driver:
    def __init__(self, app: QApplication, window: MainWindow):
        self.app = app
        self.window = window
        self.fighting = False

    def settle(self) -> None:
        for _ in range(3):
            self.app.processEvents()

    def run(self, line: str) -> None:
        words = line.split()
        if not words:
            return
        command, rest = words[0], [int(w) for w in words[1:]]
        try:
            answer = getattr(self, f"do_{command}")(*rest)
            self.settle()
        except Exception as error:  # the test hears it at once, not after its timeout
            answer = f"failed {error!r}"
        say(answer or f"ready {line.strip()}")

    def do_roster(self) -> None:
        self.window.tabs.setCurrentWidget(self.window.roster)

    def do_sheet(self, page: int | None = None) -> str | None:
        """The first player character's page; ``sheet N``: its Nth tab of any tab bar on it
        (the page's, the sheet's and the sheet's own), with the tabs holding it shown."""
        from PySide6.QtWidgets import QTabWidget

        from campaign_manager.storage.models import Character

        window = self.window
        first = Character.select().where(Character.kind == "pc").order_by(Character.name).first()
        window.open_character(first.id)
        self.settle()
        bars = window.character_area.findChildren(QTabWidget)
        tabs = [(bar, index) for bar in bars for index in range(bar.count())]
        if page is None:
            return f"pages {len(tabs)}"
        bar, index = tabs[page]
        for outer in bars:  # the tabs the bar is on
            for at in range(outer.count()):
                if outer.widget(at).isAncestorOf(bar):
                    outer.setCurrentIndex(at)
        bar.setCurrentIndex(index)
        return None

    def do_combat(self) -> None:
        from campaign_manager.storage.encounters import extras_of, roster_combatant
        from campaign_manager.storage.models import Character

        window = self.window
        window.tabs.setCurrentWidget(window.combat_area)
        if self.fighting:
            return
        self.fighting = True
        pcs = [r.id for r in Character.select().where(Character.kind == "pc")]
        npc = Character.select().where(Character.kind == "npc").first()
        combatants = [roster_combatant(i) for i in pcs]
        if npc is not None:
            combatants += extras_of(npc.id, 2)
        window.combat_area.create_fight("Přepadení u brodu", combatants)
        controller = window.session.combat
        controller.act({"type": "start"})
        controller.act({"type": "next"})

    def do_next(self) -> str:
        """The next turn; answers ``turn NAME`` (whose turn it is now)."""
        combat = self.window.session.combat
        combat.act({"type": "next"})
        self.settle()
        state = combat.state
        current = state["combatants"].get(state.get("current") or "")
        return f"turn {current['name'] if current else ''}".strip()

    def do_roll(self) -> str:
        """A dice line rolled in the fight's log pane; answers ``rolled TEXT`` (its log line)."""
        pane = self.window.combat_area.log_pane
        pane.dice.setText("2d6+3")
        pane.roll_dice()
        self.settle()
        model = pane.log_names
        return f"rolled {model.index(model.rowCount() - 1, 0).data()}"

    def do_probe(self) -> None:
        """An announcement the test waits for: the reader's listener is heard by the app."""
        from campaign_manager.ui.accessibility import announce

        announce(self.window, "probe")

    def do_ledger(self, tab: int | None = None) -> str | None:
        window = self.window
        window.tabs.setCurrentWidget(window.ledger_area)
        self.settle()
        tabs = window.ledger_area.tabs
        if tab is None:
            return f"tabs {tabs.count()}"
        tabs.setCurrentIndex(tab)
        return None

    def do_bestiary(self) -> str | None:
        dock = self.window.bestiary_dock
        if dock.bestiary is None:
            return "none"
        dock.show()
        return None

    def do_tv(self) -> None:
        controller = self.window.player_side.player_view()
        controller.open(self.app.primaryScreen())
        while not controller.view.last_painted:  # shown and painted once (the X server's pace)
            self.app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 100)

    def do_quit(self) -> str:
        self.app.quit()
        return "bye"


def main() -> int:
    system, language = sys.argv[1], sys.argv[2]
    app = QApplication([sys.argv[0]])
    app.setApplicationName("Kronikar")
    i18n.install(app, language)
    window = MainWindow(AppSettings())
    window.resize(1440, 900)
    window.show()
    window.open_demo(system)
    driver = Driver(app, window)
    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)

    def read() -> None:
        line = sys.stdin.readline()
        if not line:
            app.quit()
            return
        driver.run(line)

    notifier.activated.connect(read)
    driver.settle()
    say(f"started {os.getpid()}")
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
