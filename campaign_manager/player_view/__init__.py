"""What the players see, in plain Python: no Qt, no database.

``content.PublicContent`` turns a ``public_view`` (the only input about the fight) into
words: the title, whose turn and who is next, the conflicts, each visible row's band and
extras. ``texts`` holds the few words around the view's own data (bilingual ``Text``, the
TV's language being chosen for the table), ``bands`` the one band palette (hex colours),
``page_model.page_payload`` the web page's payload, ``demo`` the example views, and
``parts`` the hook through which a rule system adds its labels and its example
(``SYSTEM.player_view``, a ``PlayerViewParts``). The TV window (``ui/player_view/``) and the
web page (``web/``, served by ``serve-player-view`` without any window) both render it.
"""
