"""Showing things to the players (issue 40): the *Show to players…* dialog (a text or a
picture handout, a card of an NPC, a contact or a favour; to everyone or to chosen player
characters), the list of every reveal (take one back, show it again, take it off the TV,
filter by PC) in *View → Reveals…* and in the ledger's *Shown to players* tab, and the
entries in the roster's, the ledger's and the Character area's menus. What the TV shows of
them is the player view's (``ui/player_view/reveal_scene.py``)."""
