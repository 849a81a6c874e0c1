"""The player view as a web page on the local network: an aiohttp server.

:class:`PlayerViewServer` serves one page, a WebSocket and a Server-Sent Events stream, all
under ``/<token>/`` (the shared watching address) and ``/<key>/`` (each player's own), from
its own thread and event loop; the GM's side hands it a reduced, player-safe payload with
:meth:`PlayerViewServer.publish` (and a player's own with ``publish_player``), from any
thread. Nothing here imports Qt or the campaign file: it serves only what it is given, no
route writes, and a player's request (on its WebSocket) only reaches the GM's handler.
"""

from __future__ import annotations

from campaign_manager.web import connections
from campaign_manager.web.server import PlayerViewServer, new_token

#: the campaign setting that holds the token of the page's address
TOKEN_SETTING = "player_view_web_token"
#: the campaign setting that holds each player character's own key:
#: ``{"<character_id>": "<key>"}`` (a revoked character has no entry)
PLAYER_KEYS_SETTING = "player_view_player_keys"

__all__ = ["PLAYER_KEYS_SETTING", "TOKEN_SETTING", "PlayerViewServer", "connections", "new_token"]
