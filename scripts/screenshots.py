"""Screenshots of every screen, for looking at what a person sees (``make screenshots``).

    python scripts/screenshots.py [--language cs|en] [--out DIR]

Runs offscreen on fresh demo campaigns in a temporary data folder, and writes PNGs of the
welcome page, the roster, a character sheet, a fight in the combat tracker, the player view
(1920×1080 and 1280×720) and the ledger of each rule system, and a PDF of a sheet.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = Path(tempfile.mkdtemp(prefix="kronikar-shots-"))
os.environ["XDG_DATA_HOME"] = str(_tmp / "data")
os.environ["XDG_CONFIG_HOME"] = str(_tmp / "config")

from PySide6.QtWidgets import QApplication  # noqa: E402

from campaign_manager.storage.models import Character  # noqa: E402
from campaign_manager.systems import system_keys  # noqa: E402
from campaign_manager.ui import i18n  # noqa: E402
from campaign_manager.ui.main_window import MainWindow  # noqa: E402
from campaign_manager.ui.settings import AppSettings  # noqa: E402


def fight(window, system: str, shot, out: Path, language: str) -> None:
    """A fight of the demo's characters two steps in, on the GM's side and on the TV."""
    from campaign_manager.storage.encounters import extras_of, roster_combatant

    pcs = [r.id for r in Character.select().where(Character.kind == "pc")]
    npc = Character.select().where(Character.kind == "npc").first()
    combatants = [roster_combatant(i) for i in pcs]
    if npc is not None:
        combatants += extras_of(npc.id, 3) + extras_of(npc.id, 1, start=4, hidden=True)
    window.tabs.setCurrentWidget(window.combat_area)
    window.combat_area.create_fight("Přepadení u brodu", combatants)
    controller = window.session.combat
    controller.act({"type": "start"})
    controller.act({"type": "next"})
    shot(f"combat_{system}")
    player = window.player_side.player_view().view
    player.set_language(language)
    for width, height in ((1920, 1080), (1280, 720)):
        player.resize(width, height)
        player.grab().save(str(out / f"player_view_{system}_{width}x{height}_{language}.png"))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--language", default="cs", choices=("cs", "en"))
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    args = parser.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication([])
    i18n.install(app, args.language)
    window = MainWindow(AppSettings())
    window.resize(1440, 900)
    window.show()
    app.processEvents()

    def shot(name: str) -> None:
        app.processEvents()
        window.grab().save(str(out / f"{name}_{args.language}.png"))
        print(out / f"{name}_{args.language}.png")

    shot("welcome")
    for system in system_keys():
        window.open_demo(system)
        shot(f"roster_{system}")
        first = Character.select().where(Character.kind == "pc").order_by(Character.name).first()
        window.open_character(first.id)
        shot(f"sheet_{system}")
        editor = window.character_area.sheet_editor
        pages = getattr(editor, "pages", None)
        for index in range(1, pages.count() if pages is not None else 0):
            pages.setCurrentIndex(index)
            shot(f"sheet_{system}_page{index}")
        window.character_area.export_pdf(out / f"sheet_{system}_{args.language}.pdf")
        fight(window, system, shot, out, args.language)
        window.tabs.setCurrentWidget(window.ledger_area)
        shot(f"ledger_{system}")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
