"""The three-way merge of notes (``storage/text_merge.py``): lines one side changed take
that change; lines both changed are a conflict, whose "both" holds theirs then mine; the
document's head is no one's change."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from campaign_manager.storage.text_merge import merge_text

HEAD = '<html><head></head><body style="font-family:Sans">\n'


line = st.text(alphabet="abcxyz ", max_size=6).map(lambda text: f"<p>{text}</p>\n")


@settings(
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow], deadline=None
)  # the suite's campaign file is not used; a busy machine draws slowly
@given(st.lists(line, min_size=6, max_size=12, unique=True), st.data())
def test_changes_to_lines_apart_both_land(base, data):
    """A change of an early line by one side and of a late line by the other (an unchanged
    line between) both land; a side that changed nothing takes the other's text. (Lines
    all alike, such as many empty paragraphs, can be matched more than one way: a merge
    there may keep an extra empty one, never drop a change.)"""
    early = data.draw(st.integers(0, len(base) // 2 - 2))
    late = data.draw(st.integers(len(base) // 2, len(base) - 1))
    mine, theirs = list(base), list(base)
    mine[early] = "<p>mine</p>\n"
    theirs[late] = "<p>theirs</p>\n"
    merged = merge_text("".join(base), "".join(mine), "".join(theirs))
    want = list(base)
    want[early], want[late] = mine[early], theirs[late]
    assert merged.conflicts == 0 and merged.text == "".join(want)
    assert merge_text("".join(base), "".join(base), "".join(theirs)).text == "".join(theirs)
    assert merge_text("".join(base), "".join(mine), "".join(base)).text == "".join(mine)


def test_lines_both_changed_conflict_and_both_keeps_theirs_then_mine():
    base, mine, theirs = (HEAD + f"<p>a</p>\n<p>{b}</p>\n<p>c</p></body>" for b in "bMT")
    merged = merge_text(base, mine, theirs)
    assert merged.conflicts == 1
    assert merged.both == HEAD + "<p>a</p>\n<p>T</p>\n<p>M</p>\n<p>c</p></body>"


def test_a_head_another_computer_wrote_is_no_conflict():
    """Each GM's editor writes its own default font into the head: the newest stored head
    stays and the paragraphs merge."""
    base = HEAD + "<p>a</p>\n<p>b</p>\n<p>c</p></body>"
    mine = HEAD.replace("Sans", "Noto") + "<p>a</p>\n<p>b</p>\n<p>c!</p></body>"
    theirs = HEAD.replace("Sans", "DejaVu") + "<p>A</p>\n<p>b</p>\n<p>c</p></body>"
    merged = merge_text(base, mine, theirs)
    assert merged.conflicts == 0
    assert merged.text == HEAD.replace("Sans", "DejaVu") + "<p>A</p>\n<p>b</p>\n<p>c!</p></body>"
