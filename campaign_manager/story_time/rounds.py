"""How much story time a fight's step takes: each round begun takes a round's length.

A round's length is the running conflict's own (``round_length`` in seconds, where a
system's fight state carries one, as a conflict of a chosen kind does), else the length
its rule text gives (``resources/rules/<system>/time.json``: ``{"round_seconds": n}``),
else :data:`DEFAULT_ROUND_SECONDS`, which the interface marks "(default)". A round
number that falls (an interrupting conflict begins at 0, the interrupted one resumes its
own) takes no time: the rounds were counted as they began.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from campaign_manager.paths import resource_path

#: a round's length where neither the fight nor the system's text gives one
DEFAULT_ROUND_SECONDS = 6


@cache
def _system_times(system_key: str) -> dict[str, Any]:
    path = resource_path("rules", system_key, "time.json")
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return data if isinstance(data, dict) else {}


def _seconds(value: Any) -> int | None:
    ok = isinstance(value, int) and not isinstance(value, bool) and value > 0
    return value if ok else None


def round_seconds(system_key: str, state: dict | None = None) -> tuple[int, bool]:
    """(a round's length in seconds, whether it is Kronikář's default rather than the
    rules')."""
    own = _seconds((state or {}).get("round_length"))
    if own is not None:
        return own, False
    given = _seconds(_system_times(system_key).get("round_seconds"))
    if given is not None:
        return given, False
    return DEFAULT_ROUND_SECONDS, True


def system_time(system_key: str, key: str) -> Any:
    """Another value of the system's ``time.json`` (None where it gives none)."""
    return _system_times(system_key).get(key)


def fight_step_seconds(system_key: str, before: dict, after: dict) -> int:
    """The story time a fight's step from ``before`` to ``after`` takes: a round's length
    for each round begun."""
    was, now = before.get("round"), after.get("round")
    if not isinstance(was, int) or not isinstance(now, int) or now <= was:
        return 0
    return (now - was) * round_seconds(system_key, after)[0]
