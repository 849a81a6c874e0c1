"""The image between fights as the GM meets it: picked once and copied into the campaign
(read on a worker, a regular image file only), shown on the TV and the web page from
there, undone in one step; a path in the settings (a co-GM's, an old version's) is never
read, by the window or by ``serve-player-view``."""

from __future__ import annotations

import os
import subprocess
import sys
import threading

import pytest
from PySide6.QtGui import QColor, QImage
from web_browser import fetch

from campaign_manager.storage.changes import SetCampaignField
from campaign_manager.ui.player_view import gm_side
from campaign_manager.ui.player_view.scene import PixmapItem
from campaign_manager.ui.player_view.web_share import WebShare


def _png(path, color: str = "#884422") -> bytes:
    image = QImage(64, 48, QImage.Format.Format_RGB32)
    image.fill(QColor(color))
    assert image.save(str(path))
    return path.read_bytes()


def _share(window) -> WebShare:
    side = window.player_side
    side.web_share = share = WebShare(side)
    share.set_session(window.session)
    share.start("127.0.0.1", 0)
    return share


def _pick(monkeypatch, path) -> None:
    monkeypatch.setattr(gm_side, "open_file", lambda *args: str(path))


def _tv_shows_image(window) -> bool:
    view = window.player_side.player_view().view
    return any(isinstance(item, PixmapItem) for item in view.scene())


def test_a_picked_image_is_copied_in_and_the_file_never_read_again(
    window, messages, monkeypatch, tmp_path
):
    picture = tmp_path / "mapa.png"
    data = _png(picture)
    share = _share(window)
    try:
        _pick(monkeypatch, picture)
        window.player_side.choose_player_image()
        assert messages.shown == []
        picture.unlink()  # the campaign holds it now
        status, body, headers = fetch(share.url() + "image")
        assert (status, body, headers["Content-Type"]) == (200, data, "image/png")
        assert _tv_shows_image(window)
        window.menus.undo_action.trigger()  # one step
        assert fetch(share.url() + "image")[0] == 404
        assert not _tv_shows_image(window)
        window.menus.redo_action.trigger()
        assert fetch(share.url() + "image")[1] == data and _tv_shows_image(window)
    finally:
        share.stop()


def test_a_device_is_refused_at_once_with_a_clear_message(window, messages, monkeypatch):
    _pick(monkeypatch, "/dev/zero")
    before = dict(window.session.campaign.info.settings)
    window.player_side.choose_player_image()
    assert [(kind, title) for kind, title, _text in messages.shown] == [
        ("warning", "The image was not used")
    ]
    assert "/dev/zero is not a file" in messages.shown[0][2]
    assert window.session.campaign.info.settings == before


def test_the_worker_never_reads_the_image_through_qt(window, messages, monkeypatch, tmp_path):
    """Qt makes its image plugins on first use and moves them to the window's thread: made on
    the worker (which holds the interpreter meanwhile) while the window's thread deleted a
    widget and waited for the interpreter, both stopped for good. The worker reads bytes;
    only the window's thread asks Qt whether it can draw them."""
    from PySide6.QtGui import QImageReader

    from campaign_manager.storage import player_image

    readers, files = [], []
    real_reader, real_read = QImageReader, player_image.read_image_file

    def reader(*args):
        readers.append(threading.current_thread() is threading.main_thread())
        return real_reader(*args)

    def read(path):
        files.append(threading.current_thread() is threading.main_thread())
        return real_read(path)

    monkeypatch.setattr("PySide6.QtGui.QImage.fromData", None)  # any call fails
    monkeypatch.setattr("PySide6.QtGui.QImageReader", reader)
    monkeypatch.setattr(player_image, "read_image_file", read)
    picture = tmp_path / "mapa.png"
    _png(picture)
    _pick(monkeypatch, picture)
    window.player_side.choose_player_image()
    assert messages.shown == [] and readers == [True]
    assert files == [False]  # the file itself is read on the worker, never the window's thread
    fake = tmp_path / "fake.png"
    fake.write_bytes(b"\x89PNG\r\n\x1a\n" + b"not a picture" * 10)
    _pick(monkeypatch, fake)
    window.player_side.choose_player_image()
    assert [title for _kind, title, _text in messages.shown] == ["The image was not used"]
    assert readers == [True, True]


def test_a_path_in_the_settings_is_never_read(window, tmp_path):
    """A co-GM's setting named a picture in the other GM's home folder: nothing serves it."""
    secret = tmp_path / "soukrome.png"
    _png(secret)
    settings = dict(window.session.campaign.info.settings, player_view_image=str(secret))
    window.session.perform(SetCampaignField("settings", settings), "a co-GM's setting")
    share = _share(window)
    try:
        assert fetch(share.url() + "image")[0] == 404
        assert fetch(share.url() + "view.json")[1].find(b'"image": null') >= 0
        window.player_side.player_view()
        window.player_side.feed_session()
        assert not _tv_shows_image(window)
    finally:
        share.stop()


def _serve(path) -> tuple[subprocess.Popen, str]:
    """serve-player-view on ``path`` and the address it printed ("" if it printed none
    within two minutes: a read that hangs fails the test, not the suite)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    process = subprocess.Popen(
        [
            *(sys.executable, "-m", "campaign_manager", "serve-player-view"),
            *(str(path), "--port", "0", "--language", "en"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.append(process.stdout.readline()), daemon=True)
    reader.start()
    reader.join(120)
    return process, (lines[0].strip() if lines else "")


def _stop(process: subprocess.Popen) -> None:
    process.kill()
    process.communicate(timeout=60)


@pytest.mark.slow
def test_serve_player_view_never_waits_on_a_path_in_the_settings(campaign, tmp_path):
    """A FIFO named by the setting hung serve-player-view before it printed anything."""
    fifo = tmp_path / "roura"
    os.mkfifo(fifo)
    settings = dict(campaign.info.settings or {}, player_view_image=str(fifo))
    SetCampaignField("settings", settings).apply(campaign)
    process, url = _serve(campaign.path)
    try:
        assert url.startswith("http://"), "serve-player-view printed nothing"
        assert fetch(url + "image")[0] == 404
    finally:
        _stop(process)


@pytest.mark.slow
def test_serve_player_view_serves_the_image_the_campaign_keeps(campaign, tmp_path):
    from campaign_manager.storage.player_image import set_image

    data = _png(tmp_path / "mapa.png", "#224488")
    set_image(campaign.info.settings or {}, data).apply(campaign)
    process, url = _serve(campaign.path)
    try:
        assert url.startswith("http://"), "serve-player-view printed nothing"
        assert fetch(url + "image")[1] == data
    finally:
        _stop(process)
