"""A shared campaign's refusals speak of the campaign and its address, never of a file
(issue 38, item 4): each refusal below is raised for real by a server campaign, and its
message is read in English and in Czech."""

from __future__ import annotations

import re

import psycopg
import pytest

from campaign_manager.storage import (
    CampaignExists,
    NewerSchema,
    NotACampaign,
    ServerUnreachable,
    create_campaign,
    migrations,
    open_campaign,
)
from campaign_manager.storage.errors import CampaignIsReadOnly, RecordGone, WriteFailed
from campaign_manager.ui import i18n
from campaign_manager.ui.messages import describe_campaign_error, describe_write_failure

# a menu's name is not a file ("File → Save a copy as…", "Soubor → Uložit kopii jako…")
MENU = re.compile(r"(File|Soubor) →")
FILE_WORDS = re.compile(r"\bfiles?\b|soubor", re.IGNORECASE)


def _raised(call, kind):
    with pytest.raises(kind) as caught:
        call()
    return caught.value


def _gone():
    raise RecordGone("character", 99, "Bořek")


def refusals(url: str, socket_dir: str) -> list[tuple[str, BaseException]]:
    """(what, error) for what a server campaign refuses, each raised by the real code."""
    found = []
    found.append(("empty database", _raised(lambda: open_campaign(url), NotACampaign)))
    create_campaign(url, "Sdílená kampaň", "dakara").close()
    found.append(
        ("created over", _raised(lambda: create_campaign(url, "Druhá", "dakara"), CampaignExists))
    )
    with open_campaign(url, read_only=True) as opened:
        found.append(("read-only", _raised(lambda: opened.write(lambda: None), CampaignIsReadOnly)))
    with open_campaign(url) as opened:
        found.append(("undo of a gone row", _raised(lambda: opened.write(_gone), WriteFailed)))
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("UPDATE schema_version SET version = %s", (migrations.CURRENT_VERSION + 1,))
    found.append(("newer schema", _raised(lambda: open_campaign(url), NewerSchema)))
    nowhere = f"postgresql://someone@/nonexistent?host={socket_dir}"
    found.append(("unreachable", _raised(lambda: open_campaign(nowhere), ServerUnreachable)))
    return found


@pytest.fixture
def url(postgres_server, campaign):
    """An empty database (the suite's campaign stays open beside it, unused)."""
    campaign.close()
    name = postgres_server.new_database("refusals")
    yield postgres_server.url(name)
    postgres_server.drop_database(name)


@pytest.mark.parametrize("language", ["en", "cs"])
def test_a_server_campaigns_refusals_name_its_address_and_no_file(
    qapp, url, postgres_server, language
):
    errors = refusals(url, str(postgres_server.socket_dir))
    i18n.install(qapp, language)
    try:
        for what, error in errors:
            if isinstance(error, WriteFailed):
                title, text = describe_write_failure("Zásah", error, kind="undo")
            else:
                title, text = describe_campaign_error(error)
            said = MENU.sub("", f"{title}\n{text}").replace(error.detail, "")
            assert not FILE_WORDS.search(said), (what, said)
            if not isinstance(error, WriteFailed):
                assert str(error.path).split("?")[0] in text, (what, text)
                assert str(error.path).startswith("postgresql://"), (what, error.path)
    finally:
        i18n.install(qapp, "en")
