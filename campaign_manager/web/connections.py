"""The player view server's connections, held only as long as they are owed anything.

aiohttp waits an hour for a request's headers, and holds as many connections as anyone
opens: a phone (or a script) on the network that opens connections and never finishes a
request held 400 of 400 open, ran the app out of file descriptors, and then neither the
players nor the GM's own *Save a copy* got anything. :class:`ConnectionGuard` wraps each
of aiohttp's connection handlers in a :class:`GuardedConnection` that

- refuses a connection whose peer has no address, or whose address holds
  :data:`MAX_CONNECTIONS_PER_ADDRESS` already (closed at once, nothing read);
- closes a connection that has not sent a whole request's headers within
  :data:`HEADER_SECONDS` of opening, or of its last answer (an idle keep-alive).
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable

#: the most connections one address may hold open at once (a phone's page holds one or two)
MAX_CONNECTIONS_PER_ADDRESS = 16
#: how long a connection may take to send a request's headers (or sit idle between requests)
HEADER_SECONDS = 10.0


class GuardedConnection(asyncio.Protocol):
    """One connection: aiohttp's handler behind a per-address count and a headers deadline."""

    def __init__(self, guard: ConnectionGuard, handler: asyncio.Protocol) -> None:
        self._guard = guard
        self._handler = handler
        self._address: str | None = None
        self._transport: asyncio.Transport | None = None
        self._deadline: asyncio.TimerHandle | None = None
        self._refused = False

    # -- asyncio's side ---------------------------------------------------------------------
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        address = peer[0] if isinstance(peer, tuple) and peer else None
        if not address or not self._guard.admit(address):
            self._refused = True
            transport.abort()
            return
        self._address = address
        self._transport = transport
        self._guard.connections[transport] = self
        self.await_headers()
        self._handler.connection_made(transport)

    def connection_lost(self, exc: BaseException | None) -> None:
        if self._refused:
            return
        self.headers_in()
        self._guard.connections.pop(self._transport, None)
        self._guard.release(self._address)
        self._handler.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        self._handler.data_received(data)

    def eof_received(self) -> bool | None:
        return self._handler.eof_received()

    def pause_writing(self) -> None:
        self._handler.pause_writing()

    def resume_writing(self) -> None:
        self._handler.resume_writing()

    # -- the headers deadline ---------------------------------------------------------------
    def await_headers(self) -> None:
        """From now on the connection owes a request's headers within HEADER_SECONDS."""
        self.headers_in()
        loop = asyncio.get_running_loop()
        self._deadline = loop.call_later(HEADER_SECONDS, self._late)

    def headers_in(self) -> None:
        """A request's headers arrived (or the connection is gone): no deadline."""
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _late(self) -> None:
        self._deadline = None
        if self._transport is not None and not self._transport.is_closing():
            self._transport.abort()


class ConnectionGuard:
    """The per-address counts of one server; ``factory(make_handler)`` is the protocol
    factory for ``loop.create_server``."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.connections: dict[asyncio.BaseTransport, GuardedConnection] = {}

    def factory(self, make_handler: Callable[[], asyncio.Protocol]):
        return lambda: GuardedConnection(self, make_handler())

    def admit(self, address: str) -> bool:
        if self.counts[address] >= MAX_CONNECTIONS_PER_ADDRESS:
            return False
        self.counts[address] += 1
        return True

    def release(self, address: str | None) -> None:
        if address is None:
            return
        self.counts[address] -= 1
        if self.counts[address] <= 0:
            del self.counts[address]

    def request_started(self, transport: asyncio.BaseTransport | None) -> None:
        """A request's headers arrived on ``transport`` (the app's middleware says so)."""
        connection = self.connections.get(transport)
        if connection is not None:
            connection.headers_in()

    def request_done(self, transport: asyncio.BaseTransport | None) -> None:
        """The answer is out: the connection owes the next request's headers in time."""
        connection = self.connections.get(transport)
        if connection is not None and not (transport is None or transport.is_closing()):
            connection.await_headers()
