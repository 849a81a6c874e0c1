"""The player view: the fight as the players see it, full screen on a TV or second monitor."""
