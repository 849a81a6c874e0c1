"""An area built the first time it is shown (its imports and widgets cost nothing at start)."""

from __future__ import annotations

import importlib
import linecache

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QVBoxLayout, QWidget

from campaign_manager.ui.responsive.layout_stop import LayoutStop


def forget_module_sources() -> None:
    """Let go of the source text of the modules imported so far. PySide's import hook
    reads each newly imported module's source (to see whether it uses PySide) through
    ``linecache``, which keeps every line for the life of the app (benchmarks/notes/memory.md,
    "ui/widgets/lazy.py"). A traceback reads the lines it shows again."""
    linecache.clearcache()


class LazyArea(QWidget):
    """Stands in for ``"module:Class"`` (a page with ``set_session``) until first shown, or
    until something asks it for more than its session."""

    def __init__(self, target: str, parent: QWidget | None = None):
        super().__init__(parent)
        self._target = target
        self._page: QWidget | None = None
        self._session = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    @property
    def built(self) -> bool:
        """Whether the page exists yet (asking for ``page`` or its attributes builds it)."""
        return self._page is not None

    @property
    def page(self) -> QWidget:
        if self._page is None:
            module, _, name = self._target.partition(":")
            self._page = getattr(importlib.import_module(module), name)(self)
            # the page's relayouts (a label's new text) stop here: the tab widget above
            # would answer each by repainting the whole window
            stop = LayoutStop(self._page)
            self.layout().addWidget(stop)
            self._page.show()  # (moved into the stop: shown with it)
            stop.show()  # at once if this area is shown, not at the layout's next turn
            self._page.set_session(self._session)
            # once what the page imports as it is built and shown (its editors) is in
            QTimer.singleShot(0, forget_module_sources)
        return self._page

    def set_session(self, session) -> None:
        self._session = session
        if self._page is not None:
            self._page.set_session(session)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.page  # noqa: B018 (built now)

    def __getattr__(self, name: str):
        # only reached for what LazyArea itself lacks: the page's own attributes
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.page, name)
