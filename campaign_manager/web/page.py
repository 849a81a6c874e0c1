"""The page the players open: HTML with its style and script inline, and the strict
Content-Security-Policy that allows exactly those two and nothing from anywhere else."""

from __future__ import annotations

import base64
import hashlib
import html
import json
from importlib import resources


def _resource(name: str) -> str:
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


def _digest(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


class PageDocument:
    """``page.html`` with ``page.css`` and ``page.js`` put inline; ``policy`` is the CSP
    header that lets only them run (by their hashes), and lets the page talk only to the
    server it came from."""

    def __init__(self) -> None:
        self.style = _resource("page.css")
        self.script = _resource("page.js")
        self.template = _resource("page.html")
        self.policy = "; ".join(
            [
                "default-src 'none'",
                f"script-src {_digest(self.script)}",
                f"style-src {_digest(self.style)}",
                "img-src 'self'",
                "connect-src 'self'",
                "base-uri 'none'",
                "form-action 'none'",
                "frame-ancestors 'none'",
            ]
        )

    def render(self, payload_text: str) -> bytes:
        """The page in the language of the payload shown now (it draws the payload itself,
        from the WebSocket or the SSE stream, once its script runs)."""
        try:
            language = json.loads(payload_text).get("lang")
        except (ValueError, AttributeError):
            language = None
        language = "cs" if language == "cs" else "en"
        page = (
            self.template.replace("{lang}", html.escape(language))
            .replace("{style}", self.style)
            .replace("{script}", self.script)
        )
        return page.encode("utf-8")
