"""What this system's kinds of log line mean for the session journal
(:mod:`campaign_manager.journal.draft`): a change of a combatant's state (out, dying, back
on its feet) is a condition the journal keeps; a skill test is told among the notes."""

KINDS: dict[str, str] = {
    "state": "condition",
    "skill_test": "note",
}
