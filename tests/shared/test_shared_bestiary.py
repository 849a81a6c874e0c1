"""The campaign's own bestiary on a shared campaign: a monster another GM saves shows in
this GM's Bestiary dock within a moment (the server's notice of the template table), and
this GM adds it to a fight."""

from __future__ import annotations

import pytest
from support.clients import as_other_gm

from campaign_manager.storage.templates import AddTemplate, monster_values
from campaign_manager.systems import get_system
from campaign_manager.systems.d20.bestiary import srd_monster
from campaign_manager.systems.d20.bestiary_view import BESTIARY
from campaign_manager.ui.bestiary.dock import BestiaryDock
from campaign_manager.ui.session import CampaignSession


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def test_another_gms_monster_shows_in_this_gms_bestiary(qtbot, campaign, postgres_url):
    session = CampaignSession(campaign)

    dock = BestiaryDock()
    qtbot.addWidget(dock)
    dock.set_system(get_system("d20"), session)
    dock.show()
    qtbot.waitUntil(lambda: dock.model.rowCount() > 500)
    entry = {**BESTIARY.entry(srd_monster("wolf")), "name_cs": "Vlk obecný"}
    as_other_gm(postgres_url, "Jana", AddTemplate(monster_values("d20", entry, "m", "srd:wolf")))
    qtbot.keyClicks(dock.search_edit, "obecny")
    qtbot.waitUntil(lambda: dock.model.rowCount() == 1, timeout=30000)
    assert dock.model.index(0, 0).data() == "Wolf · campaign"
    session.close()
