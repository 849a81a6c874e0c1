"""Kronikář killed with SIGKILL while it edits, while it checkpoints and while it writes a
batch loses no committed edit and leaves a campaign that opens whole. Bounded: a few
rounds each; where a kill lands is drawn from a seeded generator, counted in commits, so
a busy machine changes nothing but the time it takes."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from campaign_manager.storage import create_campaign, open_campaign
from campaign_manager.storage.models import Character

pytestmark = [
    pytest.mark.sqlite_only(reason="a campaign file and its write-ahead log after a crash"),
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL"),
]

WORKER = textwrap.dedent(
    """
    import sys
    from campaign_manager.storage import open_campaign
    from campaign_manager.storage.changes import AddCharacter, Batch, UpdateCharacter
    from campaign_manager.storage.models import Character

    mode, path, start = sys.argv[1], sys.argv[2], int(sys.argv[3])
    campaign = open_campaign(path, backup=False)
    print("ready", flush=True)
    n = start
    while True:
        if mode == "edits":
            AddCharacter({"name": f"e{n}", "notes": "x" * 300}).apply(campaign)
            print(n, flush=True)
        elif mode == "batch":
            Batch(
                [AddCharacter({"name": f"b{n}", "player": str(k)}) for k in range(12)]
            ).apply(campaign)
            print(n, flush=True)
        elif mode == "checkpoint":
            ids = [c.id for c in Character.select(Character.id)]
            for row_id in ids:
                UpdateCharacter(row_id, {"notes": f"{n}:" + "y" * 6000}).apply(campaign)
            print(n, flush=True)
            print("checkpointing", flush=True)
            campaign.checkpoint()
            print("checkpointed", flush=True)
        n += 1
    """
)


def start(mode: str, path: Path, first: int) -> subprocess.Popen:
    worker = subprocess.Popen(
        [sys.executable, "-c", WORKER, mode, str(path), str(first)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert worker.stdout.readline().strip() == "ready"
    return worker


def kill(worker: subprocess.Popen) -> list[str]:
    """SIGKILL the worker; the lines it had printed (every one after a commit)."""
    os.kill(worker.pid, signal.SIGKILL)
    rest, _ = worker.communicate(timeout=30)
    return rest.split()


def let_it_commit(worker: subprocess.Popen, rng: random.Random) -> list[str]:
    """Wait for a few commits (a number drawn from ``rng``), then a moment drawn from it:
    the kill lands at a place the seed picks, however busy the machine is."""
    seen = [worker.stdout.readline().strip() for _ in range(rng.randint(3, 12))]
    assert all(seen), "the worker died before it committed"
    time.sleep(rng.uniform(0, 0.02))
    return seen


def assert_whole(path: Path) -> None:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()


def test_sigkill_while_editing_loses_no_committed_edit(tmp_path):
    path = tmp_path / "edits.kronikar"
    create_campaign(path, "Zabíjená", "dakara").close()
    committed: set[int] = set()
    first = 0
    rng = random.Random(20261201)
    for _ in range(4):
        worker = start("edits", path, first)
        seen = let_it_commit(worker, rng)
        committed |= {int(word) for word in seen + kill(worker)}
        with open_campaign(path, backup=False):  # opens: not "damaged", not locked
            present = {int(c.name[1:]) for c in Character.select(Character.name)}
        assert committed <= present
        first = max(present | {0}) + 1
    assert len(committed) >= 12  # the workers really edited
    assert_whole(path)


def test_sigkill_while_writing_a_batch_keeps_it_all_or_nothing(tmp_path):
    path = tmp_path / "batch.kronikar"
    create_campaign(path, "Dávky", "clovek").close()
    committed: set[int] = set()
    first = 0
    rng = random.Random(1412)
    for _ in range(4):
        worker = start("batch", path, first)
        seen = let_it_commit(worker, rng)
        committed |= {int(word) for word in seen + kill(worker)}
        with open_campaign(path, backup=False):
            sizes: dict[int, int] = {}
            for row in Character.select(Character.name):
                batch = int(row.name[1:])
                sizes[batch] = sizes.get(batch, 0) + 1
        assert set(sizes.values()) <= {12}  # never part of a batch
        assert committed <= set(sizes)
        first = max(sizes, default=0) + 1
    assert len(committed) >= 12
    assert_whole(path)


def test_sigkill_during_a_checkpoint_loses_no_committed_edit(tmp_path):
    path = tmp_path / "checkpoint.kronikar"
    with create_campaign(path, "Kontrolní body", "dakara") as created:
        created.write(lambda: [Character.create(name=f"c{i}") for i in range(150)])
    mid_checkpoint = 0
    round_number = 0
    rng = random.Random(7)
    # at least four rounds, and more (a bounded number) until a kill lands mid-checkpoint
    while round_number < 4 or (mid_checkpoint == 0 and round_number < 40):
        round_number += 1
        worker = start("checkpoint", path, round_number * 1000)
        seen: list[str] = []
        while True:  # let it finish one round of edits, then kill it inside the checkpoint
            line = worker.stdout.readline()
            assert line, "the worker died before its first checkpoint"
            seen.append(line.strip())
            if seen[-1] == "checkpointing":
                time.sleep(rng.uniform(0, 0.004))
                break
        seen += kill(worker)
        rounds = [int(word) for word in seen if word.isdigit()]
        if seen[-1] == "checkpointing":
            mid_checkpoint += 1
        with open_campaign(path, backup=False):
            notes = {int(c.notes.split(":")[0]) for c in Character.select(Character.notes)}
        assert min(notes) >= max(rounds)  # every row keeps at least the last committed round
    assert_whole(path)
    assert mid_checkpoint > 0, "no kill landed inside a checkpoint"
