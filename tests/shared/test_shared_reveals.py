"""Reveals on a shared campaign: another GM's handout for everyone reaches this GM's TV
within a moment, and so does another GM's dismissal of it (each GM's TV follows the stored
step); the players' database role of the README's recipe reads the reveals for everyone
not taken back through ``player_reveal``, never one player's handout nor the table itself."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from support.clients import as_other_gm

from campaign_manager.storage.changes.reveals import dismiss_reveal, show_reveal, withdraw_reveal
from campaign_manager.storage.queries import reveals
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings

pytestmark = pytest.mark.usefixtures("english")


@pytest.fixture
def window(qtbot, shown, campaign):
    main = MainWindow(AppSettings())
    qtbot.addWidget(main)
    main.attach(campaign)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close()


def test_another_gm_s_reveal_and_its_dismissal_reach_this_gm_s_tv(qtbot, window, postgres_url):
    view = window.player_side.player_view().view
    assert view.mode() == "idle" and window.session.live is not None
    as_other_gm(postgres_url, "Jana", show_reveal({"title": "Věštba", "body": "Přijde zima."}))
    qtbot.waitUntil(lambda: view.mode() == "reveal", timeout=30000)
    assert view.painted_texts()[0] == "Věštba"
    [row] = reveals()
    as_other_gm(postgres_url, "Jana", dismiss_reveal(row))
    qtbot.waitUntil(lambda: view.mode() == "idle", timeout=30000)


def _recipe_reader():
    """``players_recipe`` of the players' role's tests: the README's recipe, read once."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).with_name("test_players_role.py")
    spec = importlib.util.spec_from_file_location("players_role_recipe", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.players_recipe


def test_the_players_role_reads_only_the_reveals_for_everyone_not_taken_back(
    campaign, postgres_server
):
    import psycopg

    players_recipe = _recipe_reader()

    # one player's handout is no other player's business: the role, which any of them
    # may hold (the TV's box, a phone's script), never reads it
    show_reveal({"title": "JEN PRO BOŘKA", "audience": ["3"]}).apply(campaign)
    show_reveal({"title": "Vyhláška"}).apply(campaign)
    show_reveal({"title": "TAJNĚ VZATO ZPĚT"}).apply(campaign)
    withdraw_reveal(reveals()[2]).apply(campaign)
    role, statements = players_recipe()
    database = urlsplit(campaign.url).path.strip("/")
    with postgres_server.admin() as admin:
        admin.execute(f'DROP ROLE IF EXISTS "{role}"')
        admin.execute(f'CREATE ROLE "{role}" LOGIN')
    try:
        with psycopg.connect(campaign.url, autocommit=True) as owner:
            for statement in statements:
                owner.execute(statement.replace("stiny", f'"{database}"'))
        url = postgres_server.url(database, user=role)
        with psycopg.connect(url, autocommit=True) as player:
            rows = player.execute("SELECT title, audience FROM player_reveal").fetchall()
            assert rows == [("Vyhláška", [])]
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                player.execute("SELECT title FROM reveal")
    finally:
        with psycopg.connect(campaign.url, autocommit=True) as owner:
            owner.execute(f'REVOKE ALL ON DATABASE "{database}" FROM "{role}"')
            owner.execute(f'DROP OWNED BY "{role}"')
        with postgres_server.admin() as admin:
            admin.execute(f'DROP ROLE "{role}"')
