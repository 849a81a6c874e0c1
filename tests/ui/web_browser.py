"""The system's headless Chromium driven by Playwright, for the web player view's tests
(never Playwright's own browser download); the tests skip when there is no Chromium."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
#: generous: CI is a loaded machine; the one-second goal is measured, not asserted
WAIT_MS = 20_000


def chromium_path() -> str | None:
    for candidate in ("/usr/bin/chromium", shutil.which("chromium") or ""):
        if candidate and Path(candidate).is_file():
            return candidate
    return None


@pytest.fixture(scope="module")
def browser():
    path = chromium_path()
    if path is None:
        message = "no Chromium at /usr/bin/chromium (apt-get install chromium)"
        if os.environ.get("CI"):  # make test installs it: under CI its absence is a failure
            pytest.fail(message)
        pytest.skip(message)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


def fetch(url: str, method: str = "GET") -> tuple[int, bytes, dict]:
    """Status, body and headers of one plain HTTP request."""
    request = urllib.request.Request(url, method=method)
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, answer.read(), dict(answer.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read(), dict(error.headers)


def websocket_first(url: str) -> bytes:
    """The first message the server's WebSocket sends a new page."""
    import aiohttp

    async def read() -> bytes:
        address = url.replace("http://", "ws://") + "ws"
        async with aiohttp.ClientSession() as session, session.ws_connect(address) as socket:
            message = await socket.receive(timeout=10)
            return message.data.encode() if isinstance(message.data, str) else b""

    # in a thread of its own: Playwright's loop may be running in this one
    result: list[bytes] = []
    thread = threading.Thread(target=lambda: result.append(asyncio.run(read())))
    thread.start()
    thread.join(30)
    return result[0] if result else b""


def sse_first(url: str) -> bytes:
    """The first event of the server's SSE stream, as sent (headers aside)."""
    with urllib.request.urlopen(url + "events", timeout=10) as answer:
        data = b""
        while not data.endswith(b"\n\n"):
            data += answer.read1(65536)
        return data


def everything_sent(url: str) -> bytes:
    """Every byte of the page, the JSON, the WebSocket's and the SSE stream's first
    message, for the leak checks."""
    parts = [fetch(url)[1], fetch(url + "view.json")[1], websocket_first(url), sse_first(url)]
    return b"\n".join(parts)


def payload_of(url: str) -> dict:
    return json.loads(fetch(url + "view.json")[1])
