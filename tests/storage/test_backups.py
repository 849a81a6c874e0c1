"""The rolling backups: one folder per campaign, keyed by its identity, whatever its file
is called; every copy inside the backups folder (issue 14, item 8)."""

from __future__ import annotations

import pytest

from campaign_manager.paths import backups_dir
from campaign_manager.storage import create_campaign, open_campaign
from campaign_manager.storage.backups import ROLLING_BACKUPS
from campaign_manager.storage.models import Character

pytestmark = pytest.mark.sqlite_only(
    reason="the rolling and pre-upgrade copies of a campaign file (SQLite's backup API)"
)


def every_file_under(folder):
    return sorted(p for p in folder.rglob("*") if p.is_file())


def rolling_copies(folder):
    return sorted(p for p in folder.iterdir() if p.suffix == ".kronikar")


@pytest.mark.parametrize(
    "name", ["Hra [2024].kronikar", "Hra *?.kronikar", "...kronikar", "..kronikar", "-.kronikar"]
)
def test_a_name_with_glob_characters_or_dots_keeps_five_copies_inside_its_folder(tmp_path, name):
    path = tmp_path / name
    create_campaign(path, "Hra", "dakara").close()
    for _ in range(ROLLING_BACKUPS + 3):
        with open_campaign(path) as opened:
            folder = opened.backups_folder
    assert folder.parent == backups_dir()
    assert len(rolling_copies(folder)) == ROLLING_BACKUPS
    root = backups_dir().resolve()
    assert all(p.resolve().is_relative_to(root) for p in every_file_under(backups_dir().parent))
    assert not list(backups_dir().parent.glob("*.kronikar"))  # nothing beside the folder


def test_two_campaigns_of_one_name_in_two_folders_keep_their_own_copies(tmp_path):
    first, second = tmp_path / "a" / "hra.kronikar", tmp_path / "b" / "hra.kronikar"
    for path, who in ((first, "První"), (second, "Druhá")):
        with create_campaign(path, who, "dakara") as created:
            created.write(lambda who=who: Character.create(name=who))
    with open_campaign(first) as opened:
        first_folder = opened.backups_folder
    for _ in range(ROLLING_BACKUPS + 2):
        with open_campaign(second) as opened:
            second_folder = opened.backups_folder
    assert first_folder != second_folder
    assert len(rolling_copies(first_folder)) == 1  # opening the other one deleted none
    assert len(rolling_copies(second_folder)) == ROLLING_BACKUPS


def test_the_folder_says_which_campaign_it_holds(tmp_path):
    path = tmp_path / "praha.kronikar"
    create_campaign(path, "Stíny nad Prahou", "dakara").close()
    with open_campaign(path) as opened:
        text = (opened.backups_folder / "campaign.txt").read_text(encoding="utf-8")
    assert "Stíny nad Prahou" in text and str(path.resolve()) in text


def test_a_saved_copy_is_a_campaign_of_its_own(tmp_path, campaign):
    copy = campaign.save_copy(tmp_path / "kopie.kronikar")
    original = campaign.uuid
    campaign.close()
    with open_campaign(copy) as opened:
        assert opened.uuid != original


def test_opening_a_copy_from_the_backups_folder_does_not_delete_it(tmp_path):
    path = tmp_path / "hra.kronikar"
    create_campaign(path, "Hra", "dakara").close()
    for _ in range(ROLLING_BACKUPS):
        with open_campaign(path) as opened:
            folder = opened.backups_folder
    oldest = rolling_copies(folder)[0]
    for _ in range(3):
        open_campaign(oldest).close()
    assert oldest.exists()
    assert len(rolling_copies(folder)) == ROLLING_BACKUPS
