"""Templates on a shared campaign: one GM saves a template, and another GM's open
templates dialog lists it within a moment (the server's notice of the template table);
the template makes combatants on either client."""

from __future__ import annotations

from support.clients import as_other_gm

from campaign_manager.storage.templates import AddTemplate, template_extras, template_records
from campaign_manager.systems import get_system
from campaign_manager.ui.session import CampaignSession
from campaign_manager.ui.templates.dialog import TemplatesDialog


def test_another_gms_template_shows_in_this_gms_list(qtbot, campaign, postgres_url):
    session = CampaignSession(campaign)
    dialog = TemplatesDialog(session)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 0 and session.live is not None
    npc = next(e for e in get_system(campaign.system).demo()["characters"] if e["kind"] == "npc")
    values = {"name": "Stráž", "system": campaign.system, "gender": "f", "sheet": npc["sheet"]}
    as_other_gm(postgres_url, "Jana", AddTemplate(values))
    qtbot.waitUntil(lambda: dialog.list.count() == 1, timeout=30000)
    assert dialog.list.item(0).text() == "Stráž"
    [record] = template_records()
    made = template_extras(record.id, ["Stráž 1", "Stráž 2"])
    assert [c["name"] for c in made] == ["Stráž 1", "Stráž 2"]
    session.close()
