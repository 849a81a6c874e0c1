"""The player view's web server: one page, a WebSocket and an SSE stream, read-only.

Every route lives under ``/<token>/``; a request without the token (or with another one)
gets 403 and nothing else (and its connection is closed), and no route accepts anything
but GET and HEAD. The server runs in its own thread with its own asyncio loop;
:meth:`PlayerViewServer.publish` may be called from any thread (the Qt thread hands the
payload over with ``call_soon_threadsafe``). What it sends is exactly the JSON of the last
payload published, to every page at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import secrets
import string
import threading
from collections.abc import Iterable

from aiohttp import WSMsgType, web

from campaign_manager.player_view.bands import BAND_COLORS
from campaign_manager.web.connections import ConnectionGuard
from campaign_manager.web.page import PageDocument

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
    returns the port; ``publish(payload)`` sends a new payload to every page; ``stop()``
    closes every connection and the thread.
    """

    def __init__(self, token: str | None = None) -> None:
        self._token = token or new_token()
        self._lock = threading.Lock()
        self._text = json.dumps({"mode": "idle", "lang": "en"})
        self._image: tuple[bytes, str] | None = None
        self._image_version = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._listeners: list[asyncio.AbstractServer] = []
        self._guard_connections = ConnectionGuard()
        self._sockets: dict[web.WebSocketResponse, asyncio.Queue] = {}
        self._streams: set[asyncio.Queue] = set()
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
        self._call(self._close_all)

    def publish(self, payload: dict) -> None:
        """The payload every page shows now (plain JSON); sent only if it differs."""
        text = json.dumps(payload, ensure_ascii=False, sort_keys=True)
        with self._lock:
            if text == self._text:
                return
            self._text = text
        self._call(self._send_all, text)

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

    def _call(self, function, *args) -> None:
        loop = self._loop
        if loop is not None:
            with contextlib.suppress(RuntimeError):  # stopping meanwhile: nothing to tell
                loop.call_soon_threadsafe(function, *args)

    async def _open(self, hosts: list[str], port: int) -> None:
        app = web.Application(middlewares=[self._guard])
        app.router.add_get("/{token}/", self._page)
        app.router.add_get("/{token}/ws", self._websocket)
        app.router.add_get("/{token}/events", self._events)
        app.router.add_get("/{token}/view.json", self._view_json)
        app.router.add_get("/{token}/image", self._image_route)
        app.router.add_get("/{token}/icon.svg", self._icon)
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

    async def _close_sockets(self) -> None:
        for socket in list(self._sockets):
            with contextlib.suppress(Exception):
                await socket.close(code=1001, message=b"server stopped")
        for queue in list(self._streams):
            queue.put_nowait(None)

    def _close_all(self) -> None:
        self._spawn(self._close_sockets())

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

    async def _answer(self, request: web.Request, handler) -> web.StreamResponse:
        first = request.path.lstrip("/").split("/", 1)[0]
        if not hmac.compare_digest(first.encode(), self._token.encode()):
            response = web.Response(status=403, text="403 Forbidden")
            response.force_close()  # without the players' address nothing is held open
        elif request.method not in ("GET", "HEAD"):
            response = web.Response(status=405, text="405 Method Not Allowed")
        else:
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
        with self._lock:
            text = self._text
        return web.Response(body=self.page.render(text), content_type="text/html", charset="utf-8")

    async def _view_json(self, request: web.Request) -> web.Response:
        with self._lock:
            text = self._text
        return web.Response(text=text, content_type="application/json")

    async def _image_route(self, request: web.Request) -> web.Response:
        with self._lock:
            image = self._image
        if image is None:
            raise web.HTTPNotFound()
        return web.Response(body=image[0], content_type=image[1])

    async def _icon(self, request: web.Request) -> web.Response:
        return web.Response(text=ICON, content_type="image/svg+xml")

    async def _websocket(self, request: web.Request) -> web.StreamResponse:
        socket = web.WebSocketResponse(heartbeat=20.0, max_msg_size=1024)
        self._secure(socket)
        await socket.prepare(request)
        queue: asyncio.Queue = asyncio.Queue()
        with self._lock:
            queue.put_nowait(self._text)  # a page that (re)connects catches up at once
        self._sockets[socket] = queue
        self._count()
        sender = asyncio.ensure_future(self._send_in_order(socket, queue))
        try:
            async for message in socket:  # the page sends nothing; anything it does is dropped
                if message.type == WSMsgType.ERROR:
                    break
        finally:
            sender.cancel()
            self._sockets.pop(socket, None)
            self._count()
        return socket

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
        await response.prepare(request)
        queue: asyncio.Queue = asyncio.Queue()
        with self._lock:
            queue.put_nowait(self._text)
        self._streams.add(queue)
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
            self._streams.discard(queue)
            self._count()
        return response

    def _send_all(self, text: str) -> None:
        for queue in [*self._sockets.values(), *self._streams]:
            queue.put_nowait(text)

    def _count(self) -> None:
        self._viewers = len(self._sockets) + len(self._streams)
