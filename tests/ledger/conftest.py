"""The ledger's rules are pure: their tests need no campaign file."""

import pytest


@pytest.fixture
def campaign():
    return None
