"""The player view: a full-screen window on the TV that nobody touches.

It shows the public view of the running fight (``public_view(encounter)`` of the system's
encounter module, handed over by a *feed*) and nothing else: between fights the campaign's
name or the GM's image, and pure black while the GM blanks it. It repaints when the feed
says the public view changed (one ``update()``, painted in the next frame), never polls.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QGuiApplication,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QScreen,
)
from PySide6.QtWidgets import QWidget

from campaign_manager import APP_NAME
from campaign_manager.systems.encounter_common import plain_copy
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.player_view.bands import draw_band_icon
from campaign_manager.ui.player_view.scene import (
    BACKGROUND,
    BLANK,
    BandItem,
    BoxItem,
    FightScene,
    Item,
    PixmapItem,
    TextItem,
    font,
    idle_scene,
)
from campaign_manager.ui.player_view.screens import (
    DEFAULT_TEXT_SIZE,
    TEXT_SIZES,
    remember_text_size,
    remembered_text_size,
    screen_by_name,
)

log = logging.getLogger(__name__)

# the public view's statuses during which the fight shows (a prepared one never does)
SHOWN_STATUSES = ("running", "finished")


class PlayerView(QWidget):
    """The TV window. ``feed`` is a QObject with ``public_view() -> dict | None``, a signal
    ``public_view_changed(object)``, ``campaign_name() -> str`` and
    ``portrait(character_id) -> QPixmap | None``; ``settings`` the app's ``AppSettings``."""

    # the screen the view was on went away; the view closed itself (the screen's name)
    screen_lost = Signal(str)
    # Esc on the TV window while a reveal is shown full screen: the GM takes it off
    dismiss_requested = Signal()

    def __init__(self, feed, settings, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        # ends with the app's name, as the main window's title does: the desktop then does
        # not add the name a second time
        title = self.tr("Player view")
        self.setWindowTitle(f"{title} — {APP_NAME}")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        # the TV window never keeps the app running once the GM's window is closed
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.setAutoFillBackground(False)
        self.setCursor(Qt.CursorShape.BlankCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(320, 180)
        self._feed = feed
        self._settings = settings
        self._view: dict | None = None
        self._blank = False
        self._image: QPixmap | None = None
        # the players' recap of a session shown between fights (empty: none)
        self._recap: list[str] = []
        # the reveal meant for everyone shown full screen (a RevealPicture), None: none
        self._reveal = None
        self._language = current_language()
        self._portraits: dict[str, QPixmap | None] = {}
        self._screen_name: str | None = None
        self._watching = False
        self._placing = False
        # the texts of the last paint (what the TV shows now)
        self.last_painted: list[str] = []
        self._text_size = DEFAULT_TEXT_SIZE
        self._make_text_size_actions()
        feed.public_view_changed.connect(self._on_public_view)
        QGuiApplication.instance().screenRemoved.connect(self._on_screen_removed)
        self._on_public_view(feed.public_view())

    # -- what it shows ----------------------------------------------------------------
    def _on_public_view(self, view: dict | None) -> None:
        self._view = plain_copy(view) if isinstance(view, dict) else None
        self._portraits.clear()
        self.update()

    def public_view(self) -> dict | None:
        return plain_copy(self._view)

    def set_blank(self, blank: bool) -> None:
        """Black at once (the GM's blank key), and back."""
        self._blank = bool(blank)
        self.repaint() if self.isVisible() else self.update()

    def is_blank(self) -> bool:
        return self._blank

    def set_idle_image(self, data: bytes | None) -> bool:
        """The image shown between fights, its bytes as the campaign keeps them (None: the
        campaign's name). False if they are no image Qt can draw (the name shows then)."""
        self._image = None
        if data:
            image = QPixmap()
            if image.loadFromData(data):
                self._image = image
            else:
                log.warning("player view: the campaign's image cannot be drawn")
        self.update()
        return self._image is not None or not data

    def set_recap(self, lines: list[str] | None) -> None:
        """Show a session's recap between fights (its title first); None: no more."""
        self._recap = [str(line) for line in lines or ()]
        self.update()

    def set_reveal(self, reveal: dict | None, image: bytes | None = None) -> None:
        """Show ``reveal`` (a notebook item: ``id``, ``kind``, ``title``, ``body``) full screen
        over the fight or the idle screen, with the picture ``image`` (its bytes; decoded
        here once); None: show what is under it again."""
        from campaign_manager.ui.player_view.reveal_scene import RevealPicture

        same = self._reveal is not None and reveal == self._reveal.reveal
        if reveal is None:
            self._reveal = None
        elif not same:
            self._reveal = RevealPicture(dict(reveal), image)
        self.update()

    def reveal(self) -> dict | None:
        """The reveal shown full screen now (None: none)."""
        return dict(self._reveal.reveal) if self._reveal is not None else None

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape and self._reveal is not None:
            self.dismiss_requested.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def set_language(self, language: str) -> None:
        """ "cs" or "en": the language of what the TV shows."""
        self._language = "cs" if str(language).startswith("cs") else "en"
        self.update()

    def language(self) -> str:
        return self._language

    # -- the text size (per screen) -------------------------------------------------------
    def _make_text_size_actions(self) -> None:
        """Ctrl++, Ctrl+- and Ctrl+0 on the TV window, and the same in its context menu."""

        def action(text: str, slot, *keys) -> QAction:
            made = QAction(text, self)
            sequences = []
            for key in keys:
                for sequence in (
                    QKeySequence.keyBindings(key)
                    if isinstance(key, QKeySequence.StandardKey)
                    else [QKeySequence(key)]
                ):
                    if sequence not in sequences:
                        sequences.append(sequence)
            made.setShortcuts(sequences)
            made.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            made.triggered.connect(slot)
            self.addAction(made)
            return made

        #: the TV window's context menu (and Ctrl++): the letters on the TV grow
        self.larger_text_action = action(
            self.tr("&Larger text"),
            self.larger_text,
            QKeySequence.StandardKey.ZoomIn,
            "Ctrl++",
            "Ctrl+=",
        )
        self.smaller_text_action = action(
            self.tr("&Smaller text"),
            self.smaller_text,
            QKeySequence.StandardKey.ZoomOut,
            "Ctrl+-",
        )
        self.default_text_action = action(
            self.tr("&Default text size"), self.default_text_size, "Ctrl+0"
        )
        self.larger_text_action.setToolTip(self.tr("Larger text on the player view"))
        self.smaller_text_action.setToolTip(self.tr("Smaller text on the player view"))
        self.default_text_action.setToolTip(
            self.tr("The text size readable from 4 metres on a 1080p TV")
        )
        separator = QAction(self)
        separator.setSeparator(True)
        self.addAction(separator)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self._enable_text_size_actions()

    def text_sizes(self) -> tuple[int, ...]:
        return TEXT_SIZES

    def text_size(self) -> int:
        """The text size on the screen the view is on, in per cent (100: the default)."""
        return self._text_size

    def set_text_size(self, size: int) -> None:
        """Set the text size (per cent, within ``text_sizes``) and remember it with the
        screen the view is on."""
        size = max(TEXT_SIZES[0], min(TEXT_SIZES[-1], int(size)))
        if size != self._text_size:
            self._text_size = size
            self.update()
        remember_text_size(self._settings, self._text_screen(), size)
        self._enable_text_size_actions()

    def larger_text(self) -> None:
        self.set_text_size(next((s for s in TEXT_SIZES if s > self._text_size), TEXT_SIZES[-1]))

    def smaller_text(self) -> None:
        smaller = [s for s in TEXT_SIZES if s < self._text_size]
        self.set_text_size(smaller[-1] if smaller else TEXT_SIZES[0])

    def default_text_size(self) -> None:
        self.set_text_size(DEFAULT_TEXT_SIZE)

    def _enable_text_size_actions(self) -> None:
        self.larger_text_action.setEnabled(self._text_size < TEXT_SIZES[-1])
        self.smaller_text_action.setEnabled(self._text_size > TEXT_SIZES[0])
        self.default_text_action.setEnabled(self._text_size != DEFAULT_TEXT_SIZE)

    def _text_screen(self) -> QScreen | None:
        """The screen the text size belongs to: the one the view was put on, else the one
        it is on now."""
        screen = screen_by_name(self._screen_name)
        if screen is None:
            screen = self.windowHandle().screen() if self.windowHandle() else self.screen()
        return screen

    def mode(self) -> str:
        """ "blank", "reveal" (a reveal for everyone, full screen), "idle" (between fights)
        or "fight"."""
        if self._blank:
            return "blank"
        if self._reveal is not None:
            return "reveal"
        if self._view is None or self._view.get("status") not in SHOWN_STATUSES:
            return "idle"
        return "fight"

    def _portrait(self, character_id: str) -> QPixmap | None:
        if character_id not in self._portraits:
            getter = getattr(self._feed, "portrait", None)
            self._portraits[character_id] = getter(character_id) if getter else None
        return self._portraits[character_id]

    def scene(self, size: QSizeF | None = None) -> list[Item]:
        """The items painted at ``size`` (default: the window's own)."""
        size = size or QSizeF(self.size())
        mode = self.mode()
        if mode == "blank":
            return []
        if mode == "reveal":
            return self._reveal.scene(size, self._text_size / 100)
        if mode == "idle" and self._recap:
            from campaign_manager.ui.player_view.recap import recap_scene

            return recap_scene(size, self._recap, self._text_size / 100)
        if mode == "idle":
            name = ""
            getter = getattr(self._feed, "campaign_name", None)
            if getter is not None:
                name = str(getter() or "")
            return idle_scene(size, name, self._image, self._text_size / 100)
        scale = self._text_size / 100
        return FightScene(self._view, self._language, size, self._portrait, scale).build()

    def painted_texts(self, size: QSizeF | None = None) -> list[str]:
        """Every text the view paints now (the same items ``paintEvent`` draws)."""
        return [item.text for item in self.scene(size) if isinstance(item, TextItem) and item.text]

    # -- painting -------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.fillRect(self.rect(), BLANK if self._blank else BACKGROUND)
            items = self.scene()
            paint_items(painter, items)
        finally:
            painter.end()
        self.last_painted = [i.text for i in items if isinstance(i, TextItem) and i.text]
        self.setAccessibleDescription("\n".join(self.last_painted))  # what a reader reads out

    # -- the screen ------------------------------------------------------------------------
    def show_on(self, screen: QScreen) -> bool:
        """Full screen on ``screen``: set the screen, move onto its geometry, then go full
        screen; True when the window landed there (checked, as a virtual desktop may not
        move a window by ``setScreen`` alone)."""
        self._screen_name = screen.name()
        self._text_size = remembered_text_size(self._settings, screen)
        self._enable_text_size_actions()
        self.update()
        geometry = screen.geometry()
        if self.isFullScreen():
            self.showNormal()
        self.setScreen(screen)
        if self.windowHandle() is not None:
            self.windowHandle().setScreen(screen)
        self.setGeometry(geometry)
        self.showFullScreen()
        handle = self.windowHandle()
        if handle is not None and not self._watching:
            handle.screenChanged.connect(self._on_window_screen_changed)
            self._watching = True
        landed = self.landed_on(screen)
        if not landed:
            # one more try: some window managers place the window before it is mapped
            self.windowHandle().setScreen(screen)
            self.setGeometry(geometry)
            self.showFullScreen()
            landed = self.landed_on(screen)
            if not landed:
                log.warning(
                    "player view: asked for screen %s at %s, landed on %s at %s",
                    screen.name(),
                    geometry,
                    self.screen().name() if self.screen() else None,
                    self.geometry(),
                )
        return landed

    def landed_on(self, screen: QScreen) -> bool:
        here = self.windowHandle().screen() if self.windowHandle() else self.screen()
        return (
            here is not None
            and here.name() == screen.name()
            and screen.geometry().contains(self.geometry().center())
        )

    def screen_name(self) -> str | None:
        """The name of the screen the view was put on (kept after that screen goes away)."""
        return self._screen_name

    def _on_window_screen_changed(self, screen: QScreen | None) -> None:
        """Something (a window manager, Qt's late bookkeeping) moved the view off the
        screen it was put on while that screen is still there: put it back."""
        if self._placing or not self.isVisible() or self._screen_name is None:
            return
        if screen is not None and screen.name() == self._screen_name:
            return
        for target in QGuiApplication.screens():
            if target.name() == self._screen_name:
                self._placing = True
                try:
                    self.show_on(target)
                finally:
                    self._placing = False
                return

    def _on_screen_removed(self, screen: QScreen) -> None:
        if self._screen_name is None or screen.name() != self._screen_name:
            return
        # Qt may already have moved the window to the remaining screen: close before it
        # covers the GM's own screen
        if not self.isVisible():
            return  # closed already: nothing to bring back when the screen returns
        self.hide()
        self.close()
        self.screen_lost.emit(self._screen_name)


def paint_items(painter: QPainter, items: list[Item]) -> None:
    from campaign_manager.ui.player_view.reveal_scene import ReadyPixmapItem

    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for item in items:
        if isinstance(item, ReadyPixmapItem):  # scaled once, when the scene was worked out
            painter.drawPixmap(item.rect.topLeft(), item.pixmap)
            continue
        if isinstance(item, BoxItem):
            painter.setPen(QPen(item.border, item.width) if item.border else Qt.PenStyle.NoPen)
            painter.setBrush(item.fill if item.fill is not None else Qt.BrushStyle.NoBrush)
            if item.radius:
                painter.drawRoundedRect(item.rect, item.radius, item.radius)
            else:
                painter.drawRect(item.rect)
        elif isinstance(item, TextItem):
            painter.setFont(font(item.size, item.bold, item.italic))
            painter.setPen(item.color)
            painter.drawText(
                item.rect, int(item.align) | int(Qt.TextFlag.TextSingleLine), item.text
            )
        elif isinstance(item, BandItem):
            draw_band_icon(painter, item.rect, item.level)
        elif isinstance(item, PixmapItem):
            scaled = item.pixmap.scaled(
                item.rect.size().toSize(),
                Qt.AspectRatioMode.KeepAspectRatioByExpanding,
                Qt.TransformationMode.SmoothTransformation,
            )
            source = QRectF(0, 0, item.rect.width(), item.rect.height())
            source.moveCenter(QRectF(scaled.rect()).center())
            painter.drawPixmap(item.rect, scaled, source)
