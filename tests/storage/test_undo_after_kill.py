"""Kronikář killed with SIGKILL at a random moment after any step, plain edits and fight
steps, undos among them: reopened, Ctrl+Z undoes exactly the last committed step, and
the one before it, and redo brings back a step undone just before the kill. Each step's
record in the kept history is written in the step's own transaction. Bounded: a few kills
each; where a kill lands is drawn from a seeded generator, counted in commits."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from campaign_manager.storage import create_campaign, open_campaign
from campaign_manager.storage.changes import AddCharacter, AddEncounter
from campaign_manager.storage.encounters import encounter_state
from campaign_manager.storage.models import Character, Encounter
from campaign_manager.ui.session import CampaignSession

pytestmark = [
    pytest.mark.sqlite_only(
        reason="a file keeps one GM's history; a shared campaign's stays with each client"
    ),
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL"),
]

#: a step sets ``(now, before)``: the value it writes and the one it found, so the file
#: alone says what the last committed step was and what its undo must bring back
WORKER = textwrap.dedent(
    """
    import json, random, sys
    from PySide6.QtGui import QGuiApplication
    from campaign_manager.storage import open_campaign
    from campaign_manager.storage.changes import UpdateCharacter
    from campaign_manager.storage.encounters import encounter_state, encounter_step
    from campaign_manager.storage.models import Character, Encounter
    from campaign_manager.ui.session import CampaignSession

    mode, path, seed, pause = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    app = QGuiApplication([])
    rng = random.Random(seed)
    session = CampaignSession(open_campaign(path, backup=False))
    hero = Character.get()
    fight = Encounter.get()
    print("ready", flush=True)
    n = seed * 1000
    while True:
        n += 1
        if rng.random() < 0.25 and session.undo_stack.canUndo():
            assert session.undo()
            print(f"undo {n}", flush=True)
            if pause == "pause":  # the kill lands just after the undo committed
                sys.stdin.readline()
            continue
        if mode == "edits":
            now = Character.get_by_id(hero.id).name
            session.perform(
                UpdateCharacter(hero.id, {"name": f"n{n}", "player": now}), f"Step {n}"
            )
        else:
            state = encounter_state(fight.id)
            after = json.loads(json.dumps(state))
            after["before"], after["step"] = state["step"], n
            after["combatants"][f"x{n % 40}"]["hp"] = n
            session.perform(encounter_step(fight.id, state, after, []), f"Step {n}")
        print(f"step {n}", flush=True)
        if n % 7 == 0:  # the idle write of the history as the app does it
            session.flush_history()
    """
)


def start(mode: str, path: Path, seed: int, pause: bool) -> subprocess.Popen:
    """The worker; ``pause``: it waits after each undo (for a kill just after one)."""
    worker = subprocess.Popen(
        [sys.executable, "-c", WORKER, mode, str(path), str(seed), "pause" if pause else "go"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert worker.stdout.readline().strip() == "ready"
    return worker


def kill_after_some_steps(
    worker: subprocess.Popen, rng: random.Random, after_undo: bool
) -> list[str]:
    """Wait for a few commits (a number drawn from ``rng``; ``after_undo``: then for the
    next undo) and a moment drawn from it, then SIGKILL the worker; the lines it printed
    (each after a commit)."""
    seen: list[str] = []
    wanted = rng.randint(4, 14)
    while True:
        seen.append(worker.stdout.readline().strip())
        assert seen[-1], "the worker died"
        undo = seen[-1].startswith("undo")
        enough = len(seen) >= wanted and any(line.startswith("step") for line in seen)
        if enough and (undo or not after_undo):
            break
        if undo:  # it waits after an undo only when asked to
            worker.stdin.write("\n")
            worker.stdin.flush()
    if not after_undo:
        time.sleep(rng.uniform(0, 0.02))
    os.kill(worker.pid, signal.SIGKILL)
    rest, _ = worker.communicate(timeout=30)
    return seen + rest.splitlines()


def value(mode: str) -> tuple:
    """(what the last step wrote, what it found) as the file holds them."""
    if mode == "edits":
        row = Character.get()
        return row.name, row.player
    state = encounter_state(Encounter.get().id)
    return state["step"], state["before"]


def prepare(path: Path, mode: str) -> None:
    with create_campaign(path, "Zabíjená", "d20") as campaign:
        AddCharacter({"name": "n0", "player": "start"}).apply(campaign)
        sheet = {"notes": "Stráž u brány, kopí a štít. " * 8}
        combatants = {f"x{k}": {"name": f"Stráž {k}", "hp": 10, "sheet": sheet} for k in range(40)}
        state = {"combatants": combatants, "step": 0, "before": "start", "round": 1}
        AddEncounter({"name": "Přepadení", "state": state}).apply(campaign)


@pytest.mark.parametrize("mode", ["edits", "fight"])
def test_after_a_kill_at_any_moment_undo_undoes_exactly_the_last_step(qtbot, tmp_path, mode):
    path = tmp_path / f"{mode}.kronikar"
    prepare(path, mode)
    rng = random.Random(f"undo after kill {mode}")
    undone = 0
    for round_ in range(1, 7):
        after_undo = round_ % 2 == 0
        worker = start(mode, path, round_, pause=after_undo)
        printed = kill_after_some_steps(worker, rng, after_undo)
        assert any(line.startswith("step") for line in printed)
        session = CampaignSession(open_campaign(path, backup=False))
        try:
            stack = session.undo_stack
            assert stack.canRedo() or not after_undo, "the undo before the kill was lost"
            if stack.canRedo():  # a step undone just before the kill comes back, and goes
                now = value(mode)
                assert session.redo(), "redo refused after the kill"
                assert value(mode)[1] == now[0]  # the step undone: it found what is there
                assert session.undo(), "undo refused after the kill"
                assert value(mode) == now
            for _ in range(2):  # the last committed step, then the one before it
                if not stack.canUndo():  # every kept step undone before the kill
                    break
                now, before = value(mode)
                assert session.undo(), "undo refused after the kill"
                assert value(mode)[0] == before, (now, before, value(mode))
                undone += 1
        finally:
            session.close()
    assert undone >= 6  # the checks above really ran
