"""The players' phones of the ``players`` benchmark: WebSocket clients of the players' own
addresses in a process of their own (as phones are not in the GM's app), on loopback.

Commands come on stdin, one JSON object a line; what happens goes to stdout, one JSON
object a line, each moment the system's monotonic clock (``time.perf_counter``, the same
clock as the GM's process):

- ``{"open": [url, …]}``: a page's WebSocket for each address (``http://…/<key>/``);
  ``{"opened": n}`` once each has its first payload;
- ``{"send": page, "text": str}``: the page sends ``text``; ``{"sent": page, "at": t}``;
- ``{"close": true}``: every page closed; ``{"closed": n}``.

Every frame a page gets: ``{"frame": page, "at": t, "answer": bool}``.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time

import aiohttp

#: the most pages open at once
PHONES = 40


def say(what: dict) -> None:
    sys.stdout.write(json.dumps(what) + "\n")
    sys.stdout.flush()


async def read(number: int, socket: aiohttp.ClientWebSocketResponse, first: asyncio.Event):
    async for message in socket:
        if message.type != aiohttp.WSMsgType.TEXT:
            break
        at = time.perf_counter()
        answer = message.data.startswith('{"answer"') or '"answer":' in message.data[:40]
        say({"frame": number, "at": at, "answer": answer})
        first.set()


async def main() -> None:
    loop = asyncio.get_running_loop()
    sockets: list[aiohttp.ClientWebSocketResponse] = []
    readers: list[asyncio.Task] = []
    # each phone from an address of its own (127.0.0.2, .3, …: all loopback), as phones
    # on the table's network are: the server lets one address hold only so many pages
    sessions = [
        aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(f"127.0.0.{n + 2}", 0)))
        for n in range(PHONES)
    ]
    try:
        while True:
            line = await loop.run_in_executor(None, sys.stdin.readline)
            if not line:
                break
            command = json.loads(line)
            if "open" in command:
                firsts = []
                for url in command["open"]:
                    session = sessions[len(sockets)]
                    socket = await session.ws_connect(url.replace("http://", "ws://") + "ws")
                    first = asyncio.Event()
                    readers.append(asyncio.ensure_future(read(len(sockets), socket, first)))
                    sockets.append(socket)
                    firsts.append(first)
                for first in firsts:
                    await first.wait()
                say({"opened": len(sockets)})
            elif "send" in command:
                socket = sockets[command["send"]]
                say({"sent": command["send"], "at": time.perf_counter()})
                await socket.send_str(command["text"])
            elif "close" in command:
                count = len(sockets)
                await asyncio.gather(*(s.close() for s in sockets), return_exceptions=True)
                for reader in readers:
                    reader.cancel()
                sockets.clear()
                readers.clear()
                say({"closed": count})
    finally:
        await asyncio.gather(*(session.close() for session in sessions))


if __name__ == "__main__":
    asyncio.run(main())
