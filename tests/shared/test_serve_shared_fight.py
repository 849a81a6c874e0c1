"""``campaign-manager serve-player-view postgresql://…`` serves a shared campaign's running
fight as the player view's page and follows each step another GM commits on the server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest

from campaign_manager.storage.errors import NotACampaign
from campaign_manager.storage.live_fight import ServerFight, follow_fight
from campaign_manager.storage.models import Encounter
from campaign_manager.systems import get_encounter, get_system


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def fighters() -> list[dict]:
    sheet = get_system("d20").new_sheet()
    return [
        {"id": cid, "name": name, "side": side, "hidden": False, "sheet": dict(sheet)}
        for cid, name, side in (("borek", "Bořek", "pc"), ("straz", "Stráž", "npc"))
    ]


def fetch(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def payload_of(url: str) -> dict:
    return json.loads(fetch(url + "view.json")[1])


def running_fight(campaign):
    module = get_encounter("d20")
    state = module.act(module.new_encounter(fighters()), {"type": "start"}).state
    campaign.write(lambda: Encounter.create(name="Brod", status="running", state=state))
    return module, state


def step_and_wait(campaign, module, state, fight):
    """Another GM's next step, written; then the fight is polled until it hears of it.
    Returns the stepped state when the fight read exactly that, else None."""
    after = module.act(state, {"type": "next"}).state
    campaign.write(lambda: Encounter.update(state=after).where(Encounter.name == "Brod").execute())
    deadline = time.monotonic() + 10
    seen = None
    while seen is None and time.monotonic() < deadline:
        seen = fight.poll()
        time.sleep(0.05)  # polling for the notice, not waiting a fixed time
    return after if seen is not None and seen.view == module.public_view(after) else None


def test_the_watch_hears_a_step_and_nothing_else(campaign):
    module, state = running_fight(campaign)
    fight = follow_fight(campaign.url)
    try:
        assert isinstance(fight, ServerFight)
        first = fight.poll()
        assert first.name == "Sdílená kampaň" and first.view == module.public_view(state)
        assert first.public and first.state is None  # the players' view, never the state
        assert fight.poll() is None  # nothing announced: nothing read
        after = step_and_wait(campaign, module, state, fight)
        assert after is not None
    finally:
        fight.close()


def test_a_role_that_may_only_read_can_watch(campaign, postgres_server):
    import psycopg

    module, state = running_fight(campaign)
    database = campaign.url.split("?")[0].rsplit("/", 1)[1]
    with postgres_server.admin() as admin:
        admin.execute("DROP ROLE IF EXISTS televize")
        admin.execute("CREATE ROLE televize LOGIN")
    with psycopg.connect(campaign.url, autocommit=True) as conn:
        conn.execute(f'GRANT CONNECT ON DATABASE "{database}" TO televize')
        conn.execute("GRANT SELECT ON ALL TABLES IN SCHEMA public TO televize")
    fight = ServerFight(postgres_server.url(database, user="televize"))
    try:
        assert fight.poll().view == module.public_view(state)
        after = step_and_wait(campaign, module, state, fight)
        assert after is not None
    finally:
        fight.close()
        with psycopg.connect(campaign.url, autocommit=True) as conn:
            conn.execute("DROP OWNED BY televize")


def test_a_database_with_no_campaign_is_refused(postgres_server):
    name = postgres_server.new_database("empty")
    try:
        with pytest.raises(NotACampaign):
            ServerFight(postgres_server.url(name))
    finally:
        postgres_server.drop_database(name)


def test_serve_player_view_follows_a_shared_campaigns_fight(campaign):
    module, state = running_fight(campaign)
    process = subprocess.Popen(
        [
            *(sys.executable, "-m", "campaign_manager", "serve-player-view"),
            *(campaign.url, "--port", "0", "--language", "en"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    try:
        url = process.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/"), url
        payload = payload_of(url)
        assert payload["mode"] == "fight" and "Round 1" in payload["title"]
        # another GM's step on the server reaches the page
        after = module.act(state, {"type": "next"}).state
        after = module.act(after, {"type": "next"}).state
        campaign.write(
            lambda: Encounter.update(state=after).where(Encounter.name == "Brod").execute()
        )
        deadline = time.monotonic() + 20
        while payload_of(url) == payload and time.monotonic() < deadline:
            time.sleep(0.1)
        assert payload_of(url) != payload
    finally:
        process.terminate()
        _out, errors = process.communicate(timeout=20)
    assert process.returncode == 0, errors


def _poll_until(fight, wanted, seconds: float = 10.0):
    deadline = time.monotonic() + seconds
    seen = fight.poll()
    while (seen is None or not wanted(seen)) and time.monotonic() < deadline:
        time.sleep(0.05)  # polling for the notice, not waiting a fixed time
        seen = fight.poll()
    return seen


def test_the_gm_s_blank_key_reaches_the_watch_and_outlives_a_step(campaign):
    from campaign_manager.storage import player_view

    module, state = running_fight(campaign)
    fight = follow_fight(campaign.url)
    try:
        assert fight.poll().blank is False
        campaign.write(lambda: player_view.set_blank(campaign.database, True))
        assert player_view.is_blank(campaign.database)
        seen = _poll_until(fight, lambda snapshot: snapshot.blank)
        assert seen is not None and seen.blank
        # another GM's step rewrites the players' row: the blank key stays
        after = module.act(state, {"type": "next"}).state
        campaign.write(
            lambda: Encounter.update(state=after).where(Encounter.name == "Brod").execute()
        )
        seen = _poll_until(fight, lambda snapshot: snapshot.view == module.public_view(after))
        assert seen is not None and seen.blank and player_view.is_blank(campaign.database)
        campaign.write(lambda: player_view.set_blank(campaign.database, False))
        seen = _poll_until(fight, lambda snapshot: not snapshot.blank)
        assert seen is not None and not seen.blank
        assert seen.view == module.public_view(after)
    finally:
        fight.close()


def test_serve_player_view_blanks_a_shared_campaign_s_page(campaign):
    from campaign_manager.storage import player_view

    running_fight(campaign)
    process = subprocess.Popen(
        [
            *(sys.executable, "-m", "campaign_manager", "serve-player-view"),
            *(campaign.url, "--port", "0", "--language", "en"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    try:
        url = process.stdout.readline().strip()
        assert payload_of(url)["mode"] == "fight"
        for blank, mode in ((True, "blank"), (False, "fight")):
            campaign.write(lambda blank=blank: player_view.set_blank(campaign.database, blank))
            deadline = time.monotonic() + 20
            while payload_of(url)["mode"] != mode and time.monotonic() < deadline:
                time.sleep(0.1)
            assert payload_of(url)["mode"] == mode
    finally:
        process.terminate()
        _out, errors = process.communicate(timeout=20)
    assert process.returncode == 0, errors


# -- a server that wants a password --------------------------------------------------------
PASSWORD = "tajné heslo"


@pytest.fixture
def password_url(campaign, postgres_server):
    """The campaign's address for a players' role that logs in with a password only (on
    the server's socket too), giving none."""
    import psycopg

    database = campaign.url.split("?")[0].rsplit("/", 1)[1]
    hba = postgres_server.data / "pg_hba.conf"
    original = hba.read_text()
    with postgres_server.admin() as admin:
        admin.execute("DROP ROLE IF EXISTS hraci_heslo")
        admin.execute(f"CREATE ROLE hraci_heslo LOGIN PASSWORD '{PASSWORD}'")
        hba.write_text("local all hraci_heslo scram-sha-256\n" + original)
        admin.execute("SELECT pg_reload_conf()")
    with psycopg.connect(campaign.url, autocommit=True) as conn:
        conn.execute(f'GRANT CONNECT ON DATABASE "{database}" TO hraci_heslo')
        conn.execute("GRANT SELECT ON player_view, player_view_image TO hraci_heslo")
    yield postgres_server.url(database, user="hraci_heslo")
    with psycopg.connect(campaign.url, autocommit=True) as conn:
        conn.execute("DROP OWNED BY hraci_heslo")
    with postgres_server.admin() as admin:
        hba.write_text(original)
        admin.execute("SELECT pg_reload_conf()")
        admin.execute("DROP ROLE hraci_heslo")


def _serve_env() -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("PGPASSWORD", "PGPASSFILE"):
        env.pop(name, None)
    env["PGPASSFILE"] = os.devnull  # no ~/.pgpass of whoever runs the tests
    return env


@pytest.mark.parametrize(
    ("language", "words"), [("en", "environment variable"), ("cs", "proměnné prostředí")]
)
def test_with_no_terminal_a_wanted_password_is_explained_naming_pgpassword(
    campaign, password_url, language, words
):
    running_fight(campaign)
    done = subprocess.run(
        [
            *(sys.executable, "-m", "campaign_manager", "serve-player-view"),
            *(password_url, "--port", "0", "--language", language),
        ],
        capture_output=True,
        stdin=subprocess.DEVNULL,
        text=True,
        env=_serve_env(),
        timeout=120,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert "PGPASSWORD" in done.stderr and words in done.stderr, done.stderr
    assert "Traceback" not in done.stderr


def _read_until(fd: int, wanted: bytes, seconds: float = 60.0) -> bytes:
    """What the terminal shows until ``wanted`` (or the command ends, or time is up)."""
    import select

    seen = b""
    deadline = time.monotonic() + seconds
    while wanted not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:  # the command ended: its terminal is gone
                break
            if not chunk:
                break
            seen += chunk
    return seen


def test_on_a_terminal_the_password_is_asked_for_and_the_page_served(campaign, password_url):
    import pty
    import signal

    running_fight(campaign)
    command = [
        *(sys.executable, "-m", "campaign_manager", "serve-player-view"),
        *(password_url, "--port", "0", "--language", "en"),
    ]
    pid, fd = pty.fork()
    if pid == 0:  # the command, on the pseudo-terminal
        os.execve(sys.executable, command, _serve_env())
    try:
        shown = _read_until(fd, b"Password for the server")
        assert b"Password for the server" in shown, shown
        assert PASSWORD.encode() not in shown
        os.write(fd, PASSWORD.encode() + b"\n")
        shown = _read_until(fd, b"/\r\n")
        assert PASSWORD.encode() not in shown  # not echoed
        url = shown.decode().strip().splitlines()[-1].strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/"), shown
        payload = payload_of(url)
        assert payload["mode"] == "fight" and "Round 1" in payload["title"]
    finally:
        os.kill(pid, signal.SIGTERM)
        _pid, status = os.waitpid(pid, 0)
        os.close(fd)
    assert os.waitstatus_to_exitcode(status) == 0


@pytest.fixture
def window(qtbot, shown, english, campaign):
    from campaign_manager.ui.main_window import MainWindow
    from campaign_manager.ui.settings import AppSettings

    main = MainWindow(AppSettings())
    qtbot.addWidget(main)
    main.attach(campaign)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close()


def test_the_gm_s_ctrl_b_on_a_shared_campaign_blanks_the_players_page(campaign, window):
    module, state = running_fight(campaign)
    fight = follow_fight(campaign.url)
    try:
        assert fight.poll().blank is False
        steps = window.session.undo_stack.count()
        window.menus.blank_action.trigger()  # Ctrl+B
        seen = _poll_until(fight, lambda snapshot: snapshot.blank)
        assert seen is not None and seen.blank and seen.view == module.public_view(state)
        window.menus.blank_action.trigger()
        seen = _poll_until(fight, lambda snapshot: not snapshot.blank)
        assert seen is not None and not seen.blank
        assert window.session.undo_stack.count() == steps  # no undo step
    finally:
        fight.close()


def test_turning_the_share_on_keeps_the_address_on_the_server_with_no_undo_step(campaign, window):
    """The share's key goes to the shared campaign (the other GMs and ``serve-player-view``
    read it there, in the players' row too), with no step on the GM's undo stack."""
    from campaign_manager.web import TOKEN_SETTING

    steps = window.session.undo_stack.count()
    url = window.player_side.share_on_this_machine(0)
    try:
        assert window.session.undo_stack.count() == steps
        fight = follow_fight(campaign.url)
        try:
            token = fight.poll().settings.get(TOKEN_SETTING)
        finally:
            fight.close()
        assert token and token in url
        import psycopg

        with psycopg.connect(campaign.url) as other:  # as a second GM's app reads it
            settings = other.execute("SELECT settings FROM campaign").fetchone()[0]
        settings = json.loads(settings) if isinstance(settings, str) else settings
        assert settings[TOKEN_SETTING] == token
    finally:
        window.player_side.web_share.stop()
