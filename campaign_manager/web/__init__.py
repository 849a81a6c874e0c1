"""The player view as a web page on the local network: a read-only aiohttp server.

:class:`PlayerViewServer` serves one page, a WebSocket and a Server-Sent Events stream, all
under ``/<token>/``, from its own thread and event loop; the GM's side hands it a reduced,
player-safe payload with :meth:`PlayerViewServer.publish` (from any thread). Nothing here
imports Qt or the campaign file: it serves only what it is given, and no route writes.
"""

from __future__ import annotations

from campaign_manager.web import connections
from campaign_manager.web.server import PlayerViewServer, new_token

#: the campaign setting that holds the token of the page's address
TOKEN_SETTING = "player_view_web_token"

__all__ = ["TOKEN_SETTING", "PlayerViewServer", "connections", "new_token"]
