"""The campaign's templates in the window: saving roster characters as templates, and the
dialog that lists, renames, deletes, exports and imports them (``dialog``); the roster's
actions (``roster_actions``)."""
