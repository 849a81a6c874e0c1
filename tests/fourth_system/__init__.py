"""A fourth rule system kept with the tests, to prove a system is its two folders.

``rules`` is its rules package (pure Python: a sheet of two numbers, a fight with
``start``, ``next`` and ``damage``; ``rules.player_view`` its words in the player view),
``ui`` its UI package (one-widget sheet editor). No file of the app names it: a test
registers it (``campaign_manager.systems.register``) and takes it away again.
"""

#: the system's key, as the test registers it
KEY = "ctvrty"
#: its rules package (the registry imports ``SYSTEM`` from it)
RULES = "fourth_system.rules"
