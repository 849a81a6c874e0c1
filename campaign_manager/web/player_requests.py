"""What the server says to a page's request before the GM's side sees it, and how often a
page may ask: at most :data:`REQUESTS_PER_WINDOW` requests in :data:`WINDOW_SECONDS`.

The clock is given (``time.monotonic`` in the app, a counter in the tests), so the limit
never depends on how fast a test machine runs.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable

from campaign_manager.player_view.requests import MAX_REQUEST_BYTES
from campaign_manager.systems.common import Text

#: how many requests one page may send in WINDOW_SECONDS
REQUESTS_PER_WINDOW = 10
WINDOW_SECONDS = 10.0
#: a page that sends this many more in one window (no player taps that fast) is closed
FLOOD = 3 * REQUESTS_PER_WINDOW
#: the largest WebSocket message read at all: a larger one closes the connection (1009);
#: up to it a message over MAX_REQUEST_BYTES is refused in words
MAX_MESSAGE_BYTES = 4 * MAX_REQUEST_BYTES

WATCH_ONLY = Text(
    cs="Tato adresa je jen ke sledování; žádosti posílejte ze své vlastní adresy.",
    en="This address is for watching only; send requests from your own address.",
)
TOO_MANY = Text(
    cs="Příliš mnoho žádostí najednou; zkuste to za chvíli znovu.",
    en="Too many requests at once; try again in a moment.",
)
NOT_TAKING = Text(cs="Vypravěč teď žádosti nepřijímá.", en="The GM is not taking requests now.")
NOT_TAKEN = Text(
    cs="Vypravěčova aplikace žádost nepřevzala; zkuste to znovu.",
    en="The GM's app could not take the request; try again.",
)
NOT_TEXT = Text(
    cs="Tomu aplikace nerozumí: žádost nemá správný tvar.",
    en="The app cannot read that: the request is not well-formed.",
)


class RateLimit:
    """One page's requests in the last WINDOW_SECONDS of ``clock``."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._admitted: deque[float] = deque()
        self._refused: deque[float] = deque()

    def _forget(self, now: float) -> None:
        for times in (self._admitted, self._refused):
            while times and times[0] <= now - WINDOW_SECONDS:
                times.popleft()

    def admit(self) -> bool:
        """Whether one more request may pass now (it is counted if so)."""
        now = self._clock()
        self._forget(now)
        if len(self._admitted) < REQUESTS_PER_WINDOW:
            self._admitted.append(now)
            return True
        self._refused.append(now)
        return False

    def flooding(self) -> bool:
        """The page went on sending long after it was refused."""
        return len(self._refused) > FLOOD


def request_id_of(text: object) -> int | None:
    """The ``id`` a message that is not a well-formed request still carries, for the
    refusal's ``answer`` (None when it has none)."""
    if not isinstance(text, str) or len(text) > MAX_REQUEST_BYTES:
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    value = data.get("id") if isinstance(data, dict) else None
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**31:
        return value
    return None


def answer_text(request_id: int | None, ok: bool, text: str) -> str:
    """The frame an answer is: ``{"answer": id, "ok": ok, "text": words}`` (no ``mode``)."""
    return json.dumps({"answer": request_id, "ok": bool(ok), "text": str(text)}, ensure_ascii=False)
