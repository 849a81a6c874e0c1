"""The player view's web server: one page, a WebSocket and an SSE stream.

Every route lives under ``/<token>/`` (the shared watching address) or ``/<key>/`` (one
player's own address, :meth:`PlayerViewServer.set_player_keys`); a request with neither
gets 403 and nothing else (and its connection is closed), and no route accepts anything
but GET and HEAD. The server runs in its own thread with its own asyncio loop;
:meth:`PlayerViewServer.publish` and :meth:`PlayerViewServer.publish_player` may be called
from any thread (the Qt thread hands the payload over with ``call_soon_threadsafe``). What
a page gets is exactly the JSON of the last payload published for its address.

A player's page sends requests on its WebSocket (initiative, end of turn, a proposal):
each is limited in size and rate, parsed by ``player_view.requests.parse_request``, and
handed to the handler of :meth:`PlayerViewServer.set_request_handler` on the server's
thread with the character its key stands for; the GM's answer comes back through
:meth:`PlayerViewServer.answer` to that key's pages only. A request on the shared address
is refused: it is for watching.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import re
import secrets
import string
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from aiohttp import WSMsgType, web

from campaign_manager.player_view.bands import BAND_COLORS
from campaign_manager.player_view.requests import PlayerRequest, RequestRefused, parse_request
from campaign_manager.systems.common import Text
from campaign_manager.web import player_requests as said
from campaign_manager.web.connections import ConnectionGuard
from campaign_manager.web.page import PageDocument

log = logging.getLogger(__name__)

#: how long a stopping server waits for its connections to close
SHUTDOWN_SECONDS = 2.0
#: a comment line on an idle SSE stream this often, so proxies and phones keep it open
SSE_KEEPALIVE_SECONDS = 15.0
#: the largest image between fights the server hands out
MAX_IMAGE_BYTES = 20 * 1024 * 1024

IMAGE_TYPES = (
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"GIF87a", "image/gif"),
    (b"GIF89a", "image/gif"),
)

#: what every answer says in its ``Server`` header (aiohttp's own names Python's and
#: aiohttp's versions, which tell anyone on the network what to try)
SERVER_NAME = "Kronikar"

#: the page's icon: the unhurt band's disc
ICON = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
    f'<circle cx="50" cy="50" r="44" fill="{BAND_COLORS[0]}" stroke="#0b0f14" '
    'stroke-width="6"/></svg>'
)


class _Handler(web.RequestHandler):
    """aiohttp's connection handler, whose own answers (a request it cannot parse) name no
    versions either."""

    __slots__ = ()

    def handle_error(self, *args, **kwargs) -> web.StreamResponse:
        response = super().handle_error(*args, **kwargs)
        response.headers["Server"] = SERVER_NAME
        return response


#: the characters of a new key: letters and digits but those that look alike (l, I, 1, 0,
#: O, o), so a key read off a screen or aloud is typed right
KEY_ALPHABET = "".join(c for c in string.ascii_letters + string.digits if c not in "lI10Oo")
#: 23 of its 56 characters: 133 random bits, more than the 128 of older keys
KEY_LENGTH = 23


#: what a player's key may be: URL-safe text of at least 16 characters (a broken or hostile
#: settings entry that is not is ignored, never an address)
PLAYER_KEY = re.compile(r"[A-Za-z0-9_-]{16,200}")

#: the player key a request came on (None: the shared token), set by the guard
VIEWER = web.RequestKey("viewer", object)

#: handler(key, character_id, request), called on the server's thread
RequestHandler = Callable[[str, str, PlayerRequest], None]


@dataclass(eq=False)
class _Page:
    """One connected page: its queue of frames to send, and the player key it opened
    (None: the shared address)."""

    queue: asyncio.Queue
    key: str | None
    limit: said.RateLimit


def new_token() -> str:
    """A fresh random token for the address (at least 128 bits, no characters that look
    alike). Any token of older versions (URL-safe base64) still opens its page."""
    return "".join(secrets.choice(KEY_ALPHABET) for _ in range(KEY_LENGTH))


def image_type(data: bytes) -> str | None:
    """The MIME type of an image the page may show (PNG, JPEG, GIF, WebP), else None."""
    for magic, kind in IMAGE_TYPES:
        if data.startswith(magic):
            return kind
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    return None


class PlayerViewServer:
    """Serves the last published payload to the players' browsers.

    ``start(hosts, port)`` binds only to ``hosts`` (loopback unless told otherwise) and
    returns the port; ``publish(payload)`` sends a new payload to every page of the shared
    address; ``set_player_keys``, ``publish_player``, ``set_request_handler`` and ``answer``
    serve each player's own address; ``stop()`` closes every connection and the thread.
    ``clock`` is what the per-page request limit counts seconds by (a test gives its own).
    """

    def __init__(
        self, token: str | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._token = token or new_token()
        self._lock = threading.Lock()
        self._text = json.dumps({"mode": "idle", "lang": "en"})
        self._language = "en"
        # the players' own addresses: key → character id, and per key its last payload
        # (text), language and the ids of its notebook
        self._keys: dict[str, str] = {}
        self._player_texts: dict[str, str] = {}
        self._player_languages: dict[str, str] = {}
        self._notebooks: dict[str, frozenset[int]] = {}
        # per key, what its last payload of publish_players was made of: the common
        # part's text, its own part, that part's JSON and its notebook's ids (the same
        # again: nothing to write or send)
        self._player_parts: dict[str, tuple[str, dict, str | None, frozenset[int]]] = {}
        # how many pages each player key has connected; on demand (a page handler set),
        # a key with none holds no payload and is asked for one when a page connects
        self._connected: dict[str, int] = {}
        self._page_handler: Callable[[str], None] | None = None
        self._reveal_images: dict[int, tuple[bytes, str]] = {}
        self._request_handler: RequestHandler | None = None
        # the players' payloads published but not handed to their pages yet, and whether
        # the loop is woken to send them
        self._unsent: dict[str, str] = {}
        self._unsent_shared: str | None = None
        self._waking = False
        self._clock = clock
        self._image: tuple[bytes, str] | None = None
        self._image_version = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._listeners: list[asyncio.AbstractServer] = []
        self._guard_connections = ConnectionGuard()
        self._sockets: dict[web.WebSocketResponse, _Page] = {}
        self._streams: dict[asyncio.Queue, str | None] = {}
        self._tasks: set[asyncio.Future] = set()
        self._viewers = 0
        self.hosts: list[str] = []
        self.port: int | None = None
        self.page = PageDocument()

    # -- what it serves ---------------------------------------------------------------------
    @property
    def token(self) -> str:
        return self._token

    def set_token(self, token: str) -> None:
        """A new token: the old address stops working at once (its pages are closed)."""
        with self._lock:
            if token == self._token:
                return
            self._token = token
        self._call(self._close_pages, {None})

    def publish(self, payload: dict) -> None:
        """The payload every page of the shared address shows now (plain JSON), and every
        player's page that has no payload of its own yet; sent only if it differs."""
        text = json.dumps(payload, ensure_ascii=False, sort_keys=True)
        with self._lock:
            if text == self._text:
                return
            self._text = text
            self._language = _language_of(payload)
        self._call(self._send_shared, text)

    # -- the players' own addresses -----------------------------------------------------------
    def set_player_keys(self, keys: dict[str, str]) -> None:
        """The players' keys now, ``{key: character_id}``: each opens ``/<key>/`` as the
        shared token does. A key no longer there (or standing for another character now)
        is closed at once: its pages are cut off and it gets 403. Any thread."""
        fresh = {
            str(key): str(character)
            for key, character in dict(keys).items()
            if isinstance(key, str) and PLAYER_KEY.fullmatch(key) and key != self._token
        }
        with self._lock:
            gone = {key for key, character in self._keys.items() if fresh.get(key) != character}
            self._keys = fresh
            for key in gone:
                self._forget(key)
        if gone:
            self._call(self._close_pages, gone)

    def player_keys(self) -> dict[str, str]:
        """The keys that open a player's page now, ``{key: character_id}``."""
        with self._lock:
            return dict(self._keys)

    def publish_player(self, key: str, payload: dict) -> None:
        """The payload the pages of the player key ``key`` show now (sent only if it
        differs); until the first one they show the shared payload. Any thread."""
        text = json.dumps(payload, ensure_ascii=False, sort_keys=True)
        ids = _notebook_ids(payload)
        with self._lock:
            self._player_parts.pop(key, None)
            if self._player_texts.get(key) == text:
                return
            self._player_texts[key] = text
            self._player_languages[key] = _language_of(payload)
            self._notebooks[key] = ids
            self._unsent[key] = text
            if self._waking:  # the loop is woken already: it sends this one too
                return
            self._waking = True
        # one wake-up of the loop for every key the GM's step publishes (each is a write
        # to the loop's pipe, and the loop's thread taking the interpreter meanwhile)
        if not self._call(self._send_unsent):
            with self._lock:  # not running: a page that connects reads the last payload
                self._waking = False
                self._unsent.clear()

    def publish_players(
        self, common: dict, parts: dict[str, dict], shared: dict | None = None
    ) -> None:
        """Each player key's payload at once: ``common`` (the same for every key) plus the
        key's own part ``parts[key]`` (its ``me`` and ``notebook``; ``{}``: ``common``
        alone), as :meth:`publish_player` of ``{**common, **parts[key]}`` would, but the
        common part is written as JSON once and each key's own part spliced into it; a key
        whose part equals its last one, with the same common part, is skipped (nothing
        written, nothing sent), and one whose part alone is the same is not written again
        (its last JSON is spliced into the new common part). ``shared``: the payload of
        the shared address too, as :meth:`publish` would, the loop woken once for all
        (each wake-up is a write to its pipe, its thread taking the interpreter). Any
        thread."""
        shared_text = None
        if shared is not None:
            shared_text = json.dumps(shared, ensure_ascii=False, sort_keys=True)
        common_text = json.dumps(common, ensure_ascii=False, sort_keys=True)
        language = _language_of(common)
        head = common_text[:-1]  # "{...": each key's own members follow
        texts: dict[str, tuple[str, tuple]] = {}
        with self._lock:
            last = dict(self._player_parts)
            if self._page_handler is not None:  # on demand: only keys with a page
                parts = {key: part for key, part in parts.items() if key in self._connected}
        for key, part in parts.items():
            known = last.get(key)
            if known is not None and known[1] == part:
                if known[0] == common_text:
                    continue
                own, ids = known[2], known[3]  # the same part: its JSON as it was
            else:
                own, ids = None, _notebook_ids(part)
            if part and not common.keys() & part.keys():
                if own is None:  # its members, as they follow the common part's
                    own = json.dumps(part, ensure_ascii=False, sort_keys=True)[1:]
                text = "".join((head, ", " if len(common_text) > 2 else "", own))
            elif part:  # it overrides a common member: written whole
                text = json.dumps({**common, **part}, ensure_ascii=False, sort_keys=True)
            else:
                text = common_text
            texts[key] = (text, (common_text, part, own, ids))
        with self._lock:
            if shared_text is not None and shared_text != self._text:
                self._text = shared_text
                self._language = _language_of(shared)
                self._unsent_shared = shared_text
            for key, (text, made) in texts.items():
                if self._page_handler is not None and key not in self._connected:
                    continue  # its last page went meanwhile: nothing kept for none
                self._player_parts[key] = made
                ids = made[3]
                if self._player_texts.get(key) == text:
                    continue
                self._player_texts[key] = text
                self._player_languages[key] = language
                self._notebooks[key] = ids
                self._unsent[key] = text
            if self._waking or not (self._unsent or self._unsent_shared):
                return
            self._waking = True
        if not self._call(self._send_unsent):
            with self._lock:  # not running: a page that connects reads the last payload
                self._waking = False
                self._unsent.clear()
                self._unsent_shared = None

    def set_page_handler(self, handler: Callable[[str], None] | None) -> None:
        """Payloads on demand: ``handler(key)`` is called (on the server's thread: hand it
        to your own thread yourself) when a page of the player key ``key`` connects and
        that key holds no payload of its own; meanwhile the page gets the shared payload.
        A key whose last page went keeps no payload, and :meth:`publish_players` keeps
        none for a key with no page connected (its part need not be made: see
        :meth:`connected_keys`). None: every key's payload is kept, as without one."""
        with self._lock:
            self._page_handler = handler

    def connected_keys(self) -> set[str]:
        """The player keys with a page connected now (WebSocket or SSE). Any thread."""
        with self._lock:
            return set(self._connected)

    def set_request_handler(self, handler: RequestHandler | None) -> None:
        """``handler(key, character_id, request)`` gets every well-formed request a
        player's page sends, on the server's thread (hand it to your own thread yourself);
        None: requests are refused, the GM is not taking them."""
        with self._lock:
            self._request_handler = handler

    def answer(self, key: str, request_id: int | None, ok: bool, text: str) -> None:
        """Tell the pages of ``key`` (only them) the GM's answer to request ``request_id``:
        ``{"answer": request_id, "ok": ok, "text": text}``. Any thread."""
        self._call(self._send_to, key, said.answer_text(request_id, ok, text))

    def set_reveal_image(self, reveal_id: int, data: bytes | None) -> None:
        """The image of the reveal ``reveal_id`` (PNG, JPEG, GIF or WebP bytes); None:
        none. A player's page gets it at ``reveal/<id>`` only while that key's last payload's
        notebook holds the id."""
        kind = image_type(data) if data and len(data) <= MAX_IMAGE_BYTES else None
        with self._lock:
            if kind:
                self._reveal_images[int(reveal_id)] = (bytes(data), kind)
            else:
                self._reveal_images.pop(int(reveal_id), None)

    def set_image(self, data: bytes | None) -> None:
        """The image between fights (raw PNG, JPEG, GIF or WebP bytes); None: none."""
        kind = image_type(data) if data and len(data) <= MAX_IMAGE_BYTES else None
        with self._lock:
            self._image = (bytes(data), kind) if kind else None
            self._image_version += 1

    def has_image(self) -> bool:
        return self._image is not None

    def image_version(self) -> int:
        """Changes whenever the image changes: the page asks for ``image?v=<it>``."""
        return self._image_version

    def viewers(self) -> int:
        """How many pages are connected now (WebSocket or SSE)."""
        return self._viewers

    def is_running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def url(self, host: str | None = None) -> str:
        """The address a player opens: ``http://host:port/<token>/``."""
        host = host or (self.hosts[0] if self.hosts else "127.0.0.1")
        shown = f"[{host}]" if ":" in host else host
        return f"http://{shown}:{self.port}/{self._token}/"

    # -- the thread -------------------------------------------------------------------------
    def start(self, hosts: Iterable[str] = ("127.0.0.1",), port: int = 0) -> int:
        """Listen on ``hosts`` at ``port`` (0: any free one) in a thread of its own; the
        port. OSError (the port taken, an address not on this machine) leaves nothing
        running."""
        if self.is_running():
            raise RuntimeError("the server is running already")
        hosts = list(hosts) or ["127.0.0.1"]
        started = threading.Event()
        failure: list[BaseException] = []
        loop = asyncio.new_event_loop()

        def run() -> None:
            asyncio.set_event_loop(loop)
            try:
                loop.run_until_complete(self._open(hosts, port))
            except BaseException as error:
                failure.append(error)
                started.set()
                loop.run_until_complete(self._cleanup())
                loop.close()
                return
            started.set()
            try:
                loop.run_forever()
            finally:
                loop.run_until_complete(self._cleanup())
                loop.close()

        self._loop = loop
        with self._lock:  # what a stopped loop was to send: its pages are gone
            self._unsent.clear()
            self._unsent_shared = None
            self._waking = False
            self._connected.clear()
        self._thread = threading.Thread(target=run, name="player-view-web", daemon=True)
        self._thread.start()
        started.wait()
        if failure:
            self._thread.join()
            self._thread = self._loop = None
            raise failure[0]
        self.hosts = hosts
        return self.port

    def stop(self) -> None:
        """Close every page's connection and stop listening (nothing if not running)."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        with contextlib.suppress(RuntimeError):  # the loop closed already
            loop.call_soon_threadsafe(loop.stop)
        thread.join(SHUTDOWN_SECONDS * 3)
        self._loop = self._thread = None
        self._viewers = 0

    def _call(self, function, *args) -> bool:
        """``function(*args)`` on the loop's thread; False when no loop runs to do it."""
        loop = self._loop
        if loop is not None:
            with contextlib.suppress(RuntimeError):  # stopping meanwhile: nothing to tell
                loop.call_soon_threadsafe(function, *args)
                return True
        return False

    async def _open(self, hosts: list[str], port: int) -> None:
        app = web.Application(middlewares=[self._guard])
        app.router.add_get("/{token}/", self._page)
        app.router.add_get("/{token}/ws", self._websocket)
        app.router.add_get("/{token}/events", self._events)
        app.router.add_get("/{token}/view.json", self._view_json)
        app.router.add_get("/{token}/image", self._image_route)
        app.router.add_get("/{token}/icon.svg", self._icon)
        app.router.add_get("/{token}/reveal/{reveal_id:[0-9]{1,12}}", self._reveal)
        self._runner = web.AppRunner(
            app, access_log=None, handle_signals=False, shutdown_timeout=SHUTDOWN_SECONDS
        )
        await self._runner.setup()
        # aiohttp's handlers behind the per-address cap and the headers deadline
        # (connections.py), in place of aiohttp's own TCPSite
        factory = self._guard_connections.factory(self._handler_factory)
        loop = asyncio.get_running_loop()
        for host in hosts:
            listener = await loop.create_server(factory, host, port, reuse_address=True)
            self._listeners.append(listener)
            if not port:  # every further address listens on the port the first one got
                port = listener.sockets[0].getsockname()[1]
        self.port = port

    def _handler_factory(self) -> web.RequestHandler:
        return _Handler(self._runner.server, loop=self._loop, access_log=None)

    async def _cleanup(self) -> None:
        for listener in self._listeners:
            listener.close()
        self._listeners.clear()
        await self._close_sockets()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _close_sockets(self, keys: set[str | None] | None = None) -> None:
        """Close the pages of ``keys`` (None in it: the shared address's), or every page;
        all at once (a page that does not answer its close holds up no other)."""
        for queue, key in list(self._streams.items()):
            if keys is None or key in keys:
                queue.put_nowait(None)
        closing = [
            socket.close(code=1001, message=b"address closed")
            for socket, page in list(self._sockets.items())
            if keys is None or page.key in keys
        ]
        await asyncio.gather(*closing, return_exceptions=True)

    def _close_pages(self, keys: set[str | None]) -> None:
        self._spawn(self._close_sockets(set(keys)))

    def _spawn(self, coroutine) -> None:
        """Run ``coroutine`` on the loop, holding on to it until it is done."""
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- requests ---------------------------------------------------------------------------
    @web.middleware
    async def _guard(self, request: web.Request, handler):
        """403 without the right token (before anything else is looked at), 405 for any
        method that is not GET or HEAD; the headers every answer carries."""
        self._guard_connections.request_started(request.transport)
        try:
            return await self._answer(request, handler)
        finally:
            self._guard_connections.request_done(request.transport)

    def _viewer(self, first: str) -> tuple[bool, str | None]:
        """Whether ``first`` (the path's first part) opens a page, and the player key it is
        (None: the shared token). Every key is compared, in constant time."""
        given = first.encode()
        with self._lock:
            token, keys = self._token, list(self._keys)
        found = None
        for key in keys:
            if hmac.compare_digest(given, key.encode()):
                found = key
        if hmac.compare_digest(given, token.encode()):
            return True, None
        return found is not None, found

    def _holds(self, key: str | None) -> bool:
        with self._lock:
            return key is None or key in self._keys

    def _text_for(self, key: str | None) -> str:
        """The last payload of ``key``'s pages (the shared one until it has its own)."""
        with self._lock:
            return self._player_texts.get(key, self._text) if key else self._text

    async def _answer(self, request: web.Request, handler) -> web.StreamResponse:
        first = request.path.lstrip("/").split("/", 1)[0]
        allowed, key = self._viewer(first)
        if not allowed:
            response = web.Response(status=403, text="403 Forbidden")
            response.force_close()  # without the players' address nothing is held open
        elif request.method not in ("GET", "HEAD"):
            response = web.Response(status=405, text="405 Method Not Allowed")
        else:
            request[VIEWER] = key
            try:
                response = await handler(request)
            except web.HTTPException as error:
                response = web.Response(status=error.status, text=f"{error.status}")
        if not response.prepared:
            self._secure(response)
        return response

    def _secure(self, response: web.StreamResponse) -> None:
        headers = response.headers
        headers["Server"] = SERVER_NAME
        headers["Content-Security-Policy"] = self.page.policy
        headers["X-Content-Type-Options"] = "nosniff"
        headers["Referrer-Policy"] = "no-referrer"
        headers["X-Frame-Options"] = "DENY"
        headers["Cross-Origin-Opener-Policy"] = "same-origin"
        headers["Cross-Origin-Resource-Policy"] = "same-origin"
        headers["Cache-Control"] = "no-store"

    async def _page(self, request: web.Request) -> web.Response:
        text = self._text_for(request[VIEWER])
        return web.Response(body=self.page.render(text), content_type="text/html", charset="utf-8")

    async def _view_json(self, request: web.Request) -> web.Response:
        text = self._text_for(request[VIEWER])
        return web.Response(text=text, content_type="application/json")

    async def _image_route(self, request: web.Request) -> web.Response:
        with self._lock:
            image = self._image
        if image is None:
            raise web.HTTPNotFound()
        return web.Response(body=image[0], content_type=image[1])

    async def _icon(self, request: web.Request) -> web.Response:
        return web.Response(text=ICON, content_type="image/svg+xml")

    async def _reveal(self, request: web.Request) -> web.Response:
        """A reveal's image, to a player's page whose notebook holds it (404 otherwise)."""
        key = request[VIEWER]
        reveal_id = int(request.match_info["reveal_id"])
        with self._lock:
            shown = key is not None and reveal_id in self._notebooks.get(key, ())
            image = self._reveal_images.get(reveal_id) if shown else None
        if image is None:
            raise web.HTTPNotFound()
        return web.Response(body=image[0], content_type=image[1])

    async def _websocket(self, request: web.Request) -> web.StreamResponse:
        key = request[VIEWER]
        socket = web.WebSocketResponse(heartbeat=20.0, max_msg_size=said.MAX_MESSAGE_BYTES)
        self._secure(socket)
        # counted from before its handshake ends: a publish the page may see follows it
        self._opened(key)
        try:
            await socket.prepare(request)
        except BaseException:
            self._closed(key)
            raise
        page = _Page(asyncio.Queue(), key, said.RateLimit(self._clock))
        page.queue.put_nowait(self._text_for(key))  # a page that (re)connects catches up
        self._sockets[socket] = page
        self._count()
        sender = asyncio.ensure_future(self._send_in_order(socket, page.queue))
        try:
            if not self._holds(key):  # its key was dropped while the socket opened
                await socket.close(code=1001, message=b"address closed")
            async for message in socket:
                if message.type == WSMsgType.ERROR:
                    break
                self._request(page, message)
                if page.limit.flooding():
                    await socket.close(code=1008, message=b"too many requests")
        finally:
            sender.cancel()
            self._sockets.pop(socket, None)
            self._count()
            self._closed(key)
        return socket

    # -- a page's requests --------------------------------------------------------------------
    def _refuse(self, page: _Page, request_id: int | None, text: Text) -> None:
        with self._lock:
            language = self._player_languages.get(page.key, self._language)
        page.queue.put_nowait(said.answer_text(request_id, False, text.get(language)))

    def _request(self, page: _Page, message) -> None:
        """One message from a page: refused in words unless it is a well-formed request
        from a player's page within its rate, else handed to the handler."""
        data = message.data if message.type == WSMsgType.TEXT else None
        if message.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
            return
        if not page.limit.admit():
            self._refuse(page, said.request_id_of(data), said.TOO_MANY)
            return
        if page.key is None:
            self._refuse(page, said.request_id_of(data), said.WATCH_ONLY)
            return
        if data is None:
            self._refuse(page, None, said.NOT_TEXT)
            return
        try:
            request = parse_request(data)
        except RequestRefused as refusal:
            self._refuse(page, said.request_id_of(data), refusal.text)
            return
        with self._lock:
            character = self._keys.get(page.key)
            handler = self._request_handler
        if character is None:  # dropped: its pages are being closed
            return
        if handler is None:
            self._refuse(page, request.id, said.NOT_TAKING)
            return
        try:
            handler(page.key, character, request)
        except Exception:
            log.exception("the request handler failed on %r", request)
            self._refuse(page, request.id, said.NOT_TAKEN)

    async def _send_in_order(self, socket: web.WebSocketResponse, queue: asyncio.Queue) -> None:
        """One page's payloads, one after the other, as they were published."""
        with contextlib.suppress(ConnectionError, RuntimeError):
            while True:
                text = await queue.get()
                if text is None or socket.closed:
                    return
                await socket.send_str(text)

    async def _events(self, request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        self._secure(response)
        key = request[VIEWER]
        self._opened(key)
        try:
            await response.prepare(request)
        except BaseException:
            self._closed(key)
            raise
        queue: asyncio.Queue = asyncio.Queue()
        queue.put_nowait(self._text_for(key))
        self._streams[queue] = key
        self._count()
        try:
            while True:
                try:
                    text = await asyncio.wait_for(queue.get(), SSE_KEEPALIVE_SECONDS)
                except TimeoutError:
                    await response.write(b": keep-alive\n\n")
                    continue
                if text is None:
                    break
                await response.write(f"data: {text}\n\n".encode())
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            self._streams.pop(queue, None)
            self._count()
            self._closed(key)
        return response

    def _queues(self) -> list[tuple[asyncio.Queue, str | None]]:
        pages = [(page.queue, page.key) for page in self._sockets.values()]
        return pages + list(self._streams.items())

    def _send_shared(self, text: str) -> None:
        """The shared payload, to every page that shows it (the players' pages without a
        payload of their own too)."""
        with self._lock:
            own = set(self._player_texts)
        for queue, key in self._queues():
            if key is None or key not in own:
                queue.put_nowait(text)

    def _send_unsent(self) -> None:
        """The shared payload and each player's latest one published since the loop last
        sent them."""
        with self._lock:
            unsent, self._unsent = self._unsent, {}
            shared, self._unsent_shared = self._unsent_shared, None
            self._waking = False
        if shared is not None:
            self._send_shared(shared)
        for key, text in unsent.items():
            self._send_to(key, text)

    def _send_to(self, key: str, text: str) -> None:
        """``text`` to the pages of the player key ``key`` only."""
        if not self._holds(key):
            return
        for queue, page_key in self._queues():
            if page_key == key:
                queue.put_nowait(text)

    def _count(self) -> None:
        self._viewers = len(self._sockets) + len(self._streams)

    def _opened(self, key: str | None) -> None:
        """A page of ``key`` connected: counted; on demand (:meth:`set_page_handler`), a
        key with no payload of its own asks the GM's side for one."""
        if key is None:
            return
        with self._lock:
            self._connected[key] = self._connected.get(key, 0) + 1
            handler = self._page_handler
            wanted = handler is not None and key in self._keys and key not in self._player_texts
        if wanted:
            try:
                handler(key)
            except Exception:
                log.exception("the page handler failed on a key")

    def _closed(self, key: str | None) -> None:
        """A page of ``key`` went: on demand, its last payload goes with the last of them
        (a page that connects later gets nothing stale of its own)."""
        if key is None:
            return
        with self._lock:
            left = self._connected.get(key, 0) - 1
            if left > 0:
                self._connected[key] = left
                return
            self._connected.pop(key, None)
            if self._page_handler is not None:
                self._forget(key)

    def _forget(self, key: str) -> None:
        """Nothing of ``key``'s own payload is kept (called holding the lock)."""
        self._player_texts.pop(key, None)
        self._player_languages.pop(key, None)
        self._notebooks.pop(key, None)
        self._player_parts.pop(key, None)
        self._unsent.pop(key, None)


def _notebook_ids(payload: object) -> frozenset[int]:
    """The reveal ids of ``payload``'s notebook (the pictures its pages may fetch)."""
    notebook = payload.get("notebook") if isinstance(payload, dict) else None
    return frozenset(
        item["id"]
        for item in (notebook if isinstance(notebook, list) else ())
        if isinstance(item, dict)
        and isinstance(item.get("id"), int)
        and not isinstance(item.get("id"), bool)
    )


def _language_of(payload: object) -> str:
    language = payload.get("lang") if isinstance(payload, dict) else None
    return "cs" if language == "cs" else "en"
