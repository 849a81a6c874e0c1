"""What this system's kinds of log line mean for the session journal
(:mod:`campaign_manager.journal.draft`): a scar written is a wound the journal keeps."""

KINDS: dict[str, str] = {
    "written": "wound",
    "upgraded": "wound",
    "critical": "wound",
}
