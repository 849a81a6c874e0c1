"""What this system's kinds of log line mean for the session journal
(:mod:`campaign_manager.journal.draft`): who fell, which conditions stayed."""

KINDS: dict[str, str] = {
    "dead": "fell",
    "disabled": "condition",
    "stunned": "condition",
    "fatigued": "condition",
}
