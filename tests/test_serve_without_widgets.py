"""``serve-player-view`` runs without Qt's widgets and without Qt's painting.

It runs on a small box by the TV, beside no window: what the players see (the page's
words, the bands' colours, each system's labels) is plain Python. A real command serves
a real running fight of every system here, and the process then lists the PySide6
modules it loaded.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import urllib.request

import pytest

from campaign_manager.systems import get_encounter, get_system, system_keys

#: runs the command as ``campaign-manager serve-player-view ARGS`` does, then (once SIGTERM
#: stops it) builds the page of every system's example view and lists what Qt it loaded
SERVE = """
import json, sys
from campaign_manager.app import main
code = main(["serve-player-view", *sys.argv[1:]])
from campaign_manager.player_view.demo import views
from campaign_manager.player_view.page_model import page_payload
pages = [page_payload(view, "cs") for view in views().values()]
assert pages and all(page["mode"] == "fight" for page in pages), pages
print(json.dumps(sorted(m for m in sys.modules if m.startswith("PySide6"))), flush=True)
sys.exit(code)
"""


def _fighters(key: str) -> list[dict]:
    sheet = get_system(key).new_sheet()
    cast = [("borek", "Bořek", "pc"), ("ela", "Ela", "pc"), ("straz", "Stráž", "npc")]
    return [
        {"id": cid, "name": name, "side": side, "hidden": False, "sheet": dict(sheet)}
        for cid, name, side in cast
    ]


@pytest.mark.slow
@pytest.mark.parametrize("key", system_keys())
def test_serving_a_fight_loads_no_widgets_and_no_painting(key, isolated_dirs, tmp_path):
    from campaign_manager.demo import create_demo
    from campaign_manager.storage.models import Encounter

    campaign = create_demo(key, folder=tmp_path)
    try:
        module = get_encounter(key)
        state = module.act(module.new_encounter(_fighters(key)), {"type": "start"}).state
        campaign.write(lambda: Encounter.create(name="Brod", status="running", state=state))
        process = subprocess.Popen(
            [sys.executable, "-c", SERVE, str(campaign.path), "--port", "0"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        )
        try:
            url = process.stdout.readline().strip()
            assert url.startswith("http://127.0.0.1:"), process.stderr.read()
            with urllib.request.urlopen(url + "view.json", timeout=30) as answer:
                payload = json.load(answer)
            assert payload["mode"] == "fight" and "Bořek" in [r["name"] for r in payload["rows"]]
        finally:
            process.terminate()
            out, errors = process.communicate(timeout=60)
        assert process.returncode == 0, errors
        loaded = json.loads(out.strip().splitlines()[-1])
        assert not [m for m in loaded if m in ("PySide6.QtWidgets", "PySide6.QtGui")], loaded
    finally:
        campaign.close()
