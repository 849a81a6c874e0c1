"""Roster lines worked out for many characters at once, on several processor cores.

A rules-settings change prices every sheet again: on one core, too long for a large
campaign (benchmarks/notes/long_operations.md, "storage/lines.py"). ``compute_lines`` splits the characters by id into parts: this thread
works out the first part and helper processes (``python -m campaign_manager.storage.lines``,
importing only the pure rules) the others, each reading its own sheets from the file
through a read-only connection. Nothing is written; a part whose helper fails is worked
out here instead, so the result never depends on the helpers.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import threading
from collections.abc import Callable
from pathlib import Path

from campaign_manager.storage.uris import read_only_uri
from campaign_manager.systems import get_system
from campaign_manager.systems.common import SheetKeyTest

#: fewer characters than this are worked out on one core (a helper costs ~0.1 s to start)
PARALLEL_FROM = 2000
#: at most this many helper processes
MAX_HELPERS = 3
#: the share of the roster this thread takes beyond an equal one (a helper starts later)
HEAD_START = 0.05


def summarizer(system: str, settings: dict):
    """The system's summary with ``settings`` bound once, where it offers one (the rules
    a settings change prices every sheet by are worked out once, not compared per sheet)."""
    rules = get_system(system)
    bind = getattr(rules, "summarizer", None)
    if bind is not None:
        return bind(settings)
    return lambda sheet: rules.summary(sheet, settings)


def repricing(system: str, since: dict | None, settings: dict):
    """The system's test of which sheets ``settings`` can give another line than
    ``since`` (the settings the stored lines were worked out by) did; None: every sheet."""
    test = getattr(get_system(system), "repriced", None)
    return None if since is None or test is None else test(since, settings)


def line_of(summarize, sheet) -> dict:
    """The roster line for ``sheet`` by ``summarize`` (see :func:`summarizer`) in both
    languages, with ``broken``: the rules it breaks, where the system says (a
    ``RosterLine``) and there are any; a damaged sheet gets a line too."""
    try:
        text = summarize(sheet)
    except ValueError as error:  # a damaged sheet still gets a line that says so
        return {"cs": f"deník nelze přečíst: {error}", "en": f"sheet cannot be read: {error}"}
    line = {"cs": text.cs, "en": text.en}
    broken = getattr(text, "broken", ())
    if broken:
        line["broken"] = [{"cs": rule.cs, "en": rule.en} for rule in broken]
    return line


def _part_rows(path: Path, low: int, high: int | None, key: str | None = None):
    """The part's rows: id, sheet text, stored line text and, with ``key``, the sheet's
    top-level value under it as SQLite's JSON reads it (NULL where the sheet is not JSON,
    not an object, or has no such key), so a sheet need not be decoded to be passed by."""
    conn = sqlite3.connect(read_only_uri(path, immutable=False), uri=True)
    try:
        value = "CASE WHEN json_valid(sheet) THEN json_extract(sheet, ?) END" if key else "NULL"
        sql = f"SELECT id, sheet, summary, {value} FROM character WHERE id >= ?"
        sql += " AND id < ?" if high else ""
        args = ([_json_path(key)] if key else []) + ([low, high] if high else [low])
        yield from conn.execute(sql + " ORDER BY id", args)
    finally:
        conn.close()


def _json_path(key: str) -> str:
    """SQLite's JSON path of a top-level key (a plain name: see :func:`_lines_of_part`)."""
    return f'$."{key}"'


def _lines_of_part(
    path: Path,
    system: str,
    settings: dict,
    low: int,
    high: int | None,
    step: Callable[[], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    since: dict | None = None,
) -> dict[int, dict[str, str]] | None:
    lines: dict[int, dict[str, str]] = {}
    summarize = summarizer(system, settings)
    only = repricing(system, since, settings)
    # a test by one top-level value: SQLite reads it, and a sheet it passes by is not decoded
    key = only.key if isinstance(only, SheetKeyTest) else None
    if key is not None and not (key.isascii() and key.isidentifier()):
        key = None  # a name SQLite's JSON path cannot hold as it is: decoded as before
    for character_id, text, stored, value in _part_rows(path, low, high, key):
        if cancelled is not None and cancelled():
            return None
        old = decoded_line(stored)
        if key is not None and old and type(value) is str and value not in only.values:
            pass  # its line stays: the settings that changed are not its sheet's
        else:
            try:
                sheet = json.loads(text) if text else {}
            except ValueError:
                sheet = None  # priced as damaged: validate_sheet says what is wrong
            if only is None or only(sheet) or not old:  # others keep theirs
                line = line_of(summarize, sheet)
                if line != old:  # a line kept as stored is neither sent nor written
                    lines[character_id] = line
        if step is not None:
            step()
    return lines


def decoded_line(stored: str | None) -> object:
    """A stored roster line's JSON text as a value (None: missing or not JSON)."""
    try:
        return json.loads(stored) if stored else None
    except ValueError:
        return None


def stored_settings(path: Path) -> dict | None:
    """The campaign's stored settings, read through a read-only connection of its own."""
    conn = sqlite3.connect(read_only_uri(path, immutable=False), uri=True)
    try:
        row = conn.execute("SELECT settings FROM campaign").fetchone()
    finally:
        conn.close()
    found = decoded_line(row[0] if row else None)
    return found if isinstance(found, dict) else {}


def _split(path: Path, helpers: int | None) -> tuple[int, list[int]]:
    """How many characters there are, and the ids splitting them into a part for this
    thread and one per helper (runs of about equal size)."""
    conn = sqlite3.connect(read_only_uri(path, immutable=False), uri=True)
    try:
        total = conn.execute("SELECT COUNT(*) FROM character").fetchone()[0]
        if helpers is None:
            cores = os.cpu_count() or 1
            # a bundled app's executable is the app itself, not a Python to run a helper in
            bundled = getattr(sys, "frozen", False)
            helpers = 0 if bundled or total < PARALLEL_FROM else min(MAX_HELPERS, cores - 1)
        if helpers == 0:
            return total, []
        # this thread starts at once, a helper ~0.1 s later: this part is a little larger
        own = min(0.9, 1 / (helpers + 1) + HEAD_START)
        offsets = [int(total * (own + (1 - own) * k / helpers)) for k in range(helpers)]
        return total, [
            conn.execute(
                "SELECT id FROM character ORDER BY id LIMIT 1 OFFSET ?", (offset,)
            ).fetchone()[0]
            for offset in offsets
        ]
    finally:
        conn.close()


def compute_lines(
    path: Path,
    system: str,
    settings: dict,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    helpers: int | None = None,
    since: dict | None = None,
) -> dict[int, dict[str, str]] | None:
    """The roster lines under ``settings`` that differ from the stored ones (by character
    id); None when ``cancelled()``. ``since``: the settings the stored lines were worked
    out by (None: as stored); the system may price only the sheets a change concerns.

    It reads the file through read-only connections of its own (committed edits still in
    the write-ahead log included), so it is safe on a worker thread."""
    if since is None:  # the settings the stored lines were worked out by
        since = stored_settings(path)
    total, bounds = _split(path, helpers)
    helpers = len(bounds)
    edges = [0, *bounds, None]
    counted = [0] * (helpers + 1)
    lock = threading.Lock()

    def report() -> None:
        if progress is not None:
            progress(min(sum(counted), total), total)

    def _count(part: int, n: int) -> None:
        with lock:
            counted[part] = n
        report()

    started = []
    for part in range(1, helpers + 1):
        try:
            bounds = (edges[part], edges[part + 1])
            started.append(_start_helper(path, system, settings, *bounds, since))
        except OSError:
            started.append(None)  # worked out here below
    readers = []
    results: dict[int, dict | None] = {}
    for part, process in enumerate(started, start=1):
        if process is None:
            continue

        def read(part=part, process=process) -> None:
            results[part] = _read_helper(process, lambda n: _count(part, n))

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        readers.append(reader)

    own = [0]

    def step() -> None:
        own[0] += 1
        if own[0] % 50 == 0:
            _count(0, own[0])

    try:
        lines = _lines_of_part(path, system, settings, edges[0], edges[1], step, cancelled, since)
        if lines is None:
            return None
        for reader in readers:
            while reader.is_alive():
                reader.join(0.05)
                if cancelled is not None and cancelled():
                    return None
        for part in range(1, helpers + 1):
            got = results.get(part)
            if got is None:  # no helper, or it failed: this part is worked out here
                got = _lines_of_part(
                    path, system, settings, edges[part], edges[part + 1], None, cancelled, since
                )
                if got is None:
                    return None
            lines.update(got)
            _count(part, len(got))
        _count(0, own[0])
        return lines
    finally:
        for process in started:
            if process is None:
                continue
            if process.poll() is None:
                process.kill()
            process.wait()
            for pipe in (process.stdin, process.stdout):
                if pipe is not None:
                    pipe.close()


def _start_helper(path: Path, system: str, settings: dict, low: int, high: int | None, since=None):
    import subprocess  # (only a large campaign's lines are worked out by helpers)

    process = subprocess.Popen(
        [sys.executable, "-m", "campaign_manager.storage.lines"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        encoding="utf-8",
    )
    order = {"path": str(path), "system": system, "settings": settings, "since": since}
    order |= {"low": low, "high": high}
    process.stdin.write(json.dumps(order, default=str))
    process.stdin.close()
    return process


def _read_helper(process, counted: Callable[[int], None]) -> dict[int, dict] | None:
    """The helper's lines, or None if it failed (its progress reported as it goes)."""
    result = None
    try:
        for line in process.stdout:
            if line.startswith("done "):
                counted(int(line[5:]))
            elif line.startswith("lines "):
                result = {int(k): v for k, v in json.loads(line[6:]).items()}
    except (OSError, ValueError):
        return None
    return result if process.wait() == 0 else None


def _helper_main() -> int:
    order = json.loads(sys.stdin.read())
    done = [0]

    def step() -> None:
        done[0] += 1
        if done[0] % 200 == 0:
            print(f"done {done[0]}", flush=True)

    lines = _lines_of_part(
        Path(order["path"]),
        order["system"],
        order["settings"],
        order["low"],
        order["high"],
        step,
        since=order.get("since"),
    )
    print("lines " + json.dumps(lines, ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(_helper_main())
