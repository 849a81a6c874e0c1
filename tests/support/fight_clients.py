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


def hit_concurrently(url, name, encounter_id, source, targets, rounds, start, results=None) -> None:
    """``rounds`` hits of 1 from ``source`` on a target of ``targets`` (in turn), each a step
    of this GM's tracker, which never hears the other GM's steps (no event loop runs): most
    are worked out from a fight another step has passed. Puts ``(name, landed, refused)``
    on ``results``: the targets of the steps stored, and the words of those refused."""
    import random
    import time

    from PySide6.QtCore import QCoreApplication

    from campaign_manager.storage import open_campaign
    from campaign_manager.systems.common import RuleError
    from campaign_manager.ui.session import CampaignSession

    app = QCoreApplication.instance() or QCoreApplication([])
    session = CampaignSession(open_campaign(url))
    landed: list[str] = []
    refused: list[str] = []
    chance = random.Random(name)
    try:
        session.combat.open(encounter_id)
        start.wait()
        for number in range(rounds):
            time.sleep(chance.random() * 0.005)  # the other GM's step gets in between
            target = targets[number % len(targets)]
            action = {"type": "damage", "target": target, "amount": 1, "source": source}
            try:
                session.combat.act(action)
            except RuleError as error:
                refused.append(str(error))
            else:
                landed.append(target)
    finally:
        session.close()
        results.put((name, landed, refused))
    del app
