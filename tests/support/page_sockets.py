"""A player's page's WebSocket, driven synchronously from a test: an aiohttp client on an
event loop of its own thread (so it works next to Playwright's loop too)."""

from __future__ import annotations

import asyncio
import json
import threading

import aiohttp

#: generous: a loaded machine; a test waits for a frame, never for a time
WAIT_SECONDS = 20.0


class Loop:
    """An asyncio loop in a thread; ``run(coroutine)`` waits for its result."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.session: aiohttp.ClientSession = self.run(self._session())

    async def _session(self) -> aiohttp.ClientSession:
        return aiohttp.ClientSession()

    def run(self, coroutine, timeout: float = WAIT_SECONDS * 2):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def close(self) -> None:
        self.run(self.session.close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()

    def socket(self, url: str) -> PageSocket:
        """The WebSocket of the page at ``url`` (``http://…/<key>/``), opened."""
        address = url.replace("http://", "ws://") + "ws"
        return PageSocket(self, self.run(self.session.ws_connect(address, autoping=True)))


class PageSocket:
    def __init__(self, loop: Loop, socket: aiohttp.ClientWebSocketResponse) -> None:
        self._loop = loop
        self.socket = socket

    def send(self, data: str | bytes) -> None:
        if isinstance(data, bytes):
            self._loop.run(self.socket.send_bytes(data))
        else:
            self._loop.run(self.socket.send_str(data))

    def send_json(self, data: object) -> None:
        self.send(json.dumps(data))

    def receive(self) -> aiohttp.WSMessage:
        return self._loop.run(self.socket.receive(timeout=WAIT_SECONDS))

    def frame(self) -> dict:
        """The next frame the server sends, as JSON (fails on a close)."""
        message = self.receive()
        assert message.type == aiohttp.WSMsgType.TEXT, message
        return json.loads(message.data)

    def frame_while(self, qtbot) -> dict:
        """The next frame, the window's events running meanwhile (a player's own payload
        is made on the window's thread when its page connects)."""
        future = asyncio.run_coroutine_threadsafe(
            self.socket.receive(timeout=WAIT_SECONDS), self._loop.loop
        )
        qtbot.waitUntil(future.done, timeout=int(WAIT_SECONDS * 2000))
        message = future.result()
        assert message.type == aiohttp.WSMsgType.TEXT, message
        return json.loads(message.data)

    def answer(self) -> dict:
        """The next answer (payloads in between are skipped)."""
        while True:
            frame = self.frame()
            if "answer" in frame:
                return frame

    def closed_by_server(self) -> bool:
        """Reads until the server closes the socket (True), or a payload comes (False)."""
        while True:
            message = self.receive()
            if message.type in (
                aiohttp.WSMsgType.CLOSE,
                aiohttp.WSMsgType.CLOSED,
                aiohttp.WSMsgType.CLOSING,
            ):
                return True
            if message.type == aiohttp.WSMsgType.ERROR:
                return True

    def close(self) -> None:
        self._loop.run(self.socket.close())
