"""One Campaign with two backends (issue 38, item 4): the base holds the one ``write`` and
its refusals, each backend only what is its own, and one ``open_campaign`` opens both."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import campaign_manager
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.file_campaign import FileCampaign
from campaign_manager.storage.server import ServerCampaign

PACKAGE = Path(campaign_manager.__file__).parent


def _functions_named(name: str) -> list[str]:
    """Every module-level function or method called ``name`` in the package."""
    found = []
    for module in PACKAGE.rglob("*.py"):
        tree = ast.parse(module.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name == name:
                found.append(str(module.relative_to(PACKAGE)))
    return found


@pytest.mark.sqlite_only(reason="reads the code, not a campaign")
def test_the_storage_layer_opens_and_creates_in_one_place_each():
    storage = [m for m in _functions_named("open_campaign") if m.startswith("storage")]
    assert storage == ["storage/opening.py"]
    storage = [m for m in _functions_named("create_campaign") if m.startswith("storage")]
    assert storage == ["storage/opening.py"]


@pytest.mark.sqlite_only(reason="reads the code, not a campaign")
def test_both_backends_write_through_the_base_write():
    for backend in (FileCampaign, ServerCampaign):
        assert issubclass(backend, Campaign)
        assert "write" not in vars(backend), backend  # only what differs: its hooks
    assert "write" in vars(Campaign)


def test_each_backend_holds_only_its_own_state(campaign, backend):
    if backend == "sqlite":
        assert isinstance(campaign, FileCampaign)
        assert campaign.location == campaign.path and isinstance(campaign.location, Path)
        assert campaign.shared is False
        return
    assert isinstance(campaign, ServerCampaign)
    # no file state faked: no path made of its URL, no lock that locks nothing
    for file_state in ("path", "_lock", "migration_backup", "rolling_backup", "_deferred"):
        assert not hasattr(campaign, file_state), file_state
    assert campaign.location.startswith("postgresql://")  # its address, as written
    assert campaign.shared is True
    assert campaign.checkpoint() is True  # the server has every committed edit


@pytest.mark.parametrize("read_only", [False, True])
def test_a_refused_write_names_where_the_campaign_is(campaign, read_only):
    from campaign_manager.storage.errors import CampaignIsReadOnly, RecordGone, WriteFailed

    def gone():
        raise RecordGone("character", 99, "Bořek")

    campaign.read_only = read_only
    with pytest.raises(CampaignIsReadOnly if read_only else WriteFailed) as refused:
        campaign.write(gone)
    campaign.read_only = False
    assert refused.value.path == campaign.location
    assert str(refused.value.path) == str(campaign.location)  # a URL keeps its ``//``
