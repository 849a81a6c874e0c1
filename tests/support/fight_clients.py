"""Another GM's tracker on a shared campaign's fight, in a process of its own: it opens the
campaign under its own name, opens the fight in its session's controller and steps it as
that GM's window does."""

from __future__ import annotations


def step_fight(url: str, encounter_id: int, actions: list[dict]) -> None:
    """Each of ``actions`` one step of the other GM's tracker (one transaction each)."""
    from PySide6.QtCore import QCoreApplication

    from campaign_manager.storage import open_campaign
    from campaign_manager.ui.session import CampaignSession

    app = QCoreApplication.instance() or QCoreApplication([])
    session = CampaignSession(open_campaign(url))
    try:
        session.combat.open(encounter_id)
        for action in actions:
            session.combat.act(action)
    finally:
        session.close()
    del app


def as_other_tracker(url: str, name: str, encounter_id: int, *actions: dict) -> None:
    """The GM ``name`` steps the fight with ``actions`` in a process of its own; waited for."""
    import multiprocessing

    from support.clients import as_client

    other = multiprocessing.get_context("spawn").Process(
        target=step_fight, args=(as_client(url, name), encounter_id, list(actions))
    )
    other.start()
    other.join(timeout=120)
    assert other.exitcode == 0
