"""The window with shared campaigns: File → Open a shared campaign…, Publish to a server…,
Save a local copy, the password (asked only when the server wants one, kept only in a
keyring, never in the settings), a role that may only read, and the command line."""

from __future__ import annotations

import sqlite3
from urllib.parse import quote, urlsplit

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from campaign_manager.app import parse_args
from campaign_manager.paths import config_dir
from campaign_manager.storage import create_campaign
from campaign_manager.storage.changes import AddCharacter
from campaign_manager.ui import i18n, shared_campaigns
from campaign_manager.ui.dialogs.shared_campaign import ServerDialog, server_url
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings

PASSWORD = "tajné heslo"


pytestmark = pytest.mark.usefixtures("english")


@pytest.fixture
def window(qtbot, shown):
    main = MainWindow(AppSettings())
    qtbot.addWidget(main)
    yield main
    main.close()


@pytest.fixture
def password_role(postgres_server):
    """A role that logs in with a password only (on the server's socket too)."""
    hba = postgres_server.data / "pg_hba.conf"
    original = hba.read_text()
    with postgres_server.admin() as admin:
        admin.execute(f"CREATE ROLE gm_jana LOGIN PASSWORD '{PASSWORD}'")
        hba.write_text("local all gm_jana scram-sha-256\n" + original)
        admin.execute("SELECT pg_reload_conf()")
    yield "gm_jana"
    with postgres_server.admin() as admin:
        hba.write_text(original)
        admin.execute("SELECT pg_reload_conf()")
        admin.execute("DROP ROLE gm_jana")


class FakeKeyring:
    def __init__(self):
        self.kept: dict[tuple[str, str], str] = {}

    def get_password(self, service, user):
        return self.kept.get((service, user))

    def set_password(self, service, user, password):
        self.kept[(service, user)] = password


def socket_url(postgres_server, database: str, user: str) -> str:
    dialog = ServerDialog("open")
    dialog.host_edit.setText(str(postgres_server.socket_dir))
    dialog.database_edit.setText(database)
    dialog.user_edit.setText(user)
    return dialog.url


def test_the_dialog_makes_a_url_without_a_password():
    assert server_url("hrad.example", 5433, "stíny", "jana") == (
        f"postgresql://jana@hrad.example:5433/{quote('stíny')}"
    )
    assert server_url("/run/postgresql", 5432, "db", "") == (
        "postgresql:///db?host=%2Frun%2Fpostgresql"
    )


def test_a_shared_campaign_opens_from_the_menu_and_is_remembered_by_its_url(
    window, campaign, postgres_url, monkeypatch, qtbot
):
    AddCharacter({"name": "Bořek"}).apply(campaign)
    campaign.close()
    monkeypatch.setattr(ServerDialog, "exec", lambda self: True)
    monkeypatch.setattr(ServerDialog, "url", property(lambda self: postgres_url))
    window.menus.open_shared_action.trigger()
    session = window.session
    assert session is not None and session.campaign.url == postgres_url
    assert window.roster.model.rowCount() == 1
    assert not window.menus.publish_action.isEnabled()
    assert window.menus.save_copy_action.text() == "Save a &local copy…"
    assert str(window.settings.recent_files()[0]) == postgres_url
    assert postgres_url in window.campaign_label.text()
    window.close_campaign()
    assert window.lifecycle.open_campaign(window.settings.recent_files()[0])  # from the list


def test_a_plain_start_reopens_the_shared_campaign_left_open(
    window, campaign, postgres_url, monkeypatch, qtbot
):
    """The last address was never kept, so a plain start showed the welcome page instead
    of the shared campaign the GM had open."""
    AddCharacter({"name": "Bořek"}).apply(campaign)
    campaign.close()
    monkeypatch.setattr(ServerDialog, "exec", lambda self: True)
    monkeypatch.setattr(ServerDialog, "url", property(lambda self: postgres_url))
    window.menus.open_shared_action.trigger()
    assert window.session is not None
    last = AppSettings().last_campaign  # what the next plain start reads
    assert str(last) == postgres_url and last.exists()
    window.close_campaign(forget=False)  # the window closed with the campaign open
    assert window.lifecycle.open_campaign(AppSettings().last_campaign)
    assert window.roster.model.rowCount() == 1


def test_publishing_asks_for_the_password_keeps_it_only_in_the_keyring_and_opens_it(
    window, campaign, postgres_server, password_role, monkeypatch, tmp_path
):
    ring = FakeKeyring()
    monkeypatch.setattr(shared_campaigns, "_keyring", lambda: ring)
    asked: list[bool] = []
    answers = iter([("špatně", False), (PASSWORD, True)])

    def ask(self, url, retry):
        asked.append(retry)
        return next(answers)

    monkeypatch.setattr(shared_campaigns.SharedCampaigns, "ask_password", ask)
    local = create_campaign(tmp_path / "domaci.kronikar", "Domácí", "dakara")
    AddCharacter({"name": "Dobromila"}).apply(local)
    window.attach(local)
    with postgres_server.admin() as admin:
        admin.execute(f'CREATE DATABASE "sdilena" OWNER {password_role}')
    try:
        url = socket_url(postgres_server, "sdilena", password_role)
        assert window.lifecycle.shared.publish(url)
        assert asked == [False, True]  # a wrong password is asked again
        campaign_now = window.session.campaign
        assert campaign_now.location == url and campaign_now.who == password_role
        assert window.roster.model.rowCount() == 1
        assert (tmp_path / "domaci.kronikar").exists()
        assert list(ring.kept.values()) == [PASSWORD]
        window.settings.sync()
        kept = (config_dir() / "kronikar.ini").read_text(encoding="utf-8", errors="replace")
        assert PASSWORD not in kept and quote(PASSWORD, safe="") not in kept
        assert str(window.settings.recent_files()[0]) == url

        # a local copy of the shared campaign: a campaign file of its own
        assert window.lifecycle.save_copy(tmp_path / "zpet")
        conn = sqlite3.connect(tmp_path / "zpet.kronikar")
        assert conn.execute("SELECT name FROM character").fetchall() == [("Dobromila",)]
        conn.close()

        window.close_campaign()
        asked.clear()
        assert window.lifecycle.open_campaign(url)  # the keyring's password: not asked
        assert asked == []
    finally:
        window.close_campaign()
        postgres_server.drop_database("sdilena")


def test_without_a_keyring_the_password_is_asked_each_time(
    window, postgres_server, password_role, monkeypatch
):
    monkeypatch.setattr(shared_campaigns, "_keyring", lambda: None)
    asked: list[bool] = []

    def ask(self, url, retry):
        asked.append(retry)
        return PASSWORD, True

    monkeypatch.setattr(shared_campaigns.SharedCampaigns, "ask_password", ask)
    with postgres_server.admin() as admin:
        admin.execute(f'CREATE DATABASE "jen_heslo" OWNER {password_role}')
    try:
        url = socket_url(postgres_server, "jen_heslo", password_role)
        full = shared_campaigns.with_password(url, PASSWORD)
        create_campaign(full, "S heslem", "dakara").close()
        for _ in range(2):
            assert window.lifecycle.open_campaign(url)
            window.close_campaign()
        assert asked == [False, False]
    finally:
        postgres_server.drop_database("jen_heslo")


def test_a_role_that_may_only_read_opens_with_the_read_only_banner(
    window, campaign, postgres_server, postgres_url
):
    database = urlsplit(postgres_url).path.strip("/")
    with postgres_server.admin() as admin:
        admin.execute("CREATE ROLE ctenar LOGIN")
    try:
        url = postgres_server.url(database)
        import psycopg

        with psycopg.connect(url, autocommit=True) as owner:
            owner.execute("GRANT SELECT ON ALL TABLES IN SCHEMA public TO ctenar")
        campaign.close()
        assert window.lifecycle.open_campaign(postgres_server.url(database, user="ctenar"))
        assert window.session.read_only
        assert not window.read_only_banner.isHidden()
        assert not window.menus.properties_action.isEnabled()
        assert window.saved_label.text() == "Read-only: nothing can be changed"  # not "saved"
        # the banner and the status bar speak of the campaign and its address, never of
        # a file (it has none), in English and in Czech
        for language, file_word in (("en", "file"), ("cs", "soubor")):
            i18n.install(QApplication.instance(), language)
            window.update_state()
            said = [
                window.read_only_label.text(),
                window.read_only_button.text(),
                window.campaign_label.text(),
                window.saved_label.text(),
                window.statusBar().currentMessage(),
            ]
            assert not [text for text in said if file_word in text.lower()], said
            assert database in window.read_only_label.text()
        i18n.install(QApplication.instance(), "en")
        window.close_campaign()
    finally:
        with postgres_server.admin() as admin:
            admin.execute(f'REVOKE ALL ON DATABASE "{database}" FROM ctenar')
        with psycopg.connect(postgres_server.url(database), autocommit=True) as owner:
            owner.execute("DROP OWNED BY ctenar")
        with postgres_server.admin() as admin:
            admin.execute("DROP ROLE ctenar")


def test_the_command_line_takes_a_url_as_it_is():
    url = "postgresql://jana@hrad.example:5432/stiny"
    assert parse_args([url]).path == url
    assert str(parse_args(["kampan.kronikar"]).path) == "kampan.kronikar"


def test_the_welcome_page_lists_a_shared_campaign_and_opens_it_by_its_url(qtbot, window):
    url = "postgresql://jana@hrad.example:5432/stiny"
    window.settings.add_recent(shared_campaigns.with_password(url, PASSWORD))
    window.update_state()
    assert [str(p) for p in window.settings.recent_files()] == [url]  # no password kept
    item = window.welcome.recent_list.item(0)
    assert item.text().startswith("stiny") and "hrad.example" in item.text()
    window.welcome.recent_requested.disconnect()  # no server of that name to reach
    with qtbot.waitSignal(window.welcome.recent_requested) as asked:
        window.welcome.recent_list.itemActivated.emit(item)
    assert asked.args == [url]


def test_a_password_in_the_address_is_never_shown_nor_kept(
    window, shown, postgres_server, password_role, monkeypatch
):
    """``user:pw@`` and ``?password=`` (``sslpassword=`` too) are used to connect, and never
    reach the settings file, the recent list, the welcome page, the window's title and
    status bar, the password dialog or any message."""

    asked: list[str] = []

    def ask(self, url, retry):
        asked.append(url)
        return (PASSWORD, False) if len(asked) == 1 else None  # the right one, once

    monkeypatch.setattr(shared_campaigns, "_keyring", lambda: None)
    monkeypatch.setattr(shared_campaigns.SharedCampaigns, "ask_password", ask)
    wrong = "chybné heslo"
    seen: list[str] = []

    def look() -> None:
        seen.extend((window.windowTitle(), window.campaign_label.text()))
        seen.append(window.statusBar().currentMessage())

    with postgres_server.admin() as admin:
        admin.execute(f'CREATE DATABASE "s_heslem" OWNER {password_role}')
    try:
        url = socket_url(postgres_server, "s_heslem", password_role)
        create_campaign(shared_campaigns.with_password(url, PASSWORD), "S heslem", "d20").close()
        addresses = (
            shared_campaigns.with_password(url, PASSWORD),
            f"{url}&password={quote(PASSWORD)}",
            f"{url}&sslpassword={quote(wrong)}&password={quote(PASSWORD)}",
            f"{url}&password={quote(wrong)}",  # a wrong one: the dialog asks for the right one
        )
        for address in addresses:
            assert window.lifecycle.open_campaign(address), shown
            look()
            window.close_campaign()
        assert len(asked) == 1
        # a database that is not there: the message names the address without the password
        missing = shared_campaigns.with_password(
            socket_url(postgres_server, "nikde", password_role), PASSWORD
        )
        assert not window.lifecycle.open_campaign(f"{missing}&sslpassword={quote(wrong)}")
        assert shown and "nikde" in shown[-1][1]
        window.settings.add_recent(f"{url}&password={quote(PASSWORD)}")
        window.update_state()
        welcome = window.welcome.recent_list
        for row in range(welcome.count()):
            seen.append(welcome.item(row).text())
            seen.append(str(welcome.item(row).data(Qt.ItemDataRole.UserRole)))
        window.settings.sync()
        seen.append((config_dir() / "kronikar.ini").read_text(encoding="utf-8"))
        seen.extend(str(p) for p in window.settings.recent_files())
        seen.extend(asked)
        seen.extend(f"{title}\n{text}" for title, text in shown)
        assert window.settings.recent_files()[0] == url
        for text in seen:
            for secret in ("tajn", "chybn", "password"):
                assert secret not in text.lower(), text
    finally:
        postgres_server.drop_database("s_heslem")
