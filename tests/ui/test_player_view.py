"""The player view window (issue 12): what it paints from a public view, how it follows the
feed, blank and idle screens, and how a long order fits on the TV without scrolling."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QSize, QSizeF
from PySide6.QtGui import QColor, QImage, QPixmap
from PySide6.QtWidgets import QApplication, QScrollBar

from campaign_manager.player_view import demo
from campaign_manager.player_view.bands import BAND_COLORS
from campaign_manager.systems.d20.player_view import long_demo_view
from campaign_manager.ui.player_view import PlayerView, PublicViewFeed
from campaign_manager.ui.player_view.scene import BandItem, PixmapItem, TextItem
from campaign_manager.ui.settings import AppSettings
from campaign_manager.ui.text import isolate


@pytest.fixture
def campaign():
    """The player view needs no campaign file."""
    yield None


@pytest.fixture
def feed():
    return PublicViewFeed("Stíny nad Lhotou")


@pytest.fixture
def view(qtbot, feed):
    widget = PlayerView(feed, AppSettings())
    qtbot.addWidget(widget)
    widget.resize(1280, 720)
    widget.set_language("cs")
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def texts_at(view, width=1280, height=720):
    return view.painted_texts(QSizeF(width, height))


def test_the_window_title_names_the_app_once_at_its_end(view):
    # the desktop adds the app's display name to a title that does not already end with it
    from campaign_manager import APP_NAME

    title = view.windowTitle()
    assert title == "Player view — Kronikář"
    assert title.count(APP_NAME) == 1 and title.endswith(APP_NAME)


def test_the_view_repaints_in_the_next_frame_after_the_feed_changes(view, feed):
    feed.set_public_view(demo.view("d20"))
    QApplication.processEvents()  # one pass of the event loop: the frame after the change
    assert f"Kolo 3 · Na tahu: {isolate('Bořek')}" in view.last_painted
    following = demo.view("d20")
    following["current"], following["next"] = "ela", "skret1"
    feed.set_public_view(following)
    QApplication.processEvents()
    assert f"Kolo 3 · Na tahu: {isolate('Ela ze Lhoty')}" in view.last_painted
    assert f"Další: {isolate('Skřet 1')}" in view.last_painted
    # the GM's undo goes back, and so does the TV
    feed.set_public_view(demo.view("d20"))
    QApplication.processEvents()
    assert f"Kolo 3 · Na tahu: {isolate('Bořek')}" in view.last_painted


def test_the_view_keeps_its_own_copy_of_the_public_view(view, feed):
    shown = demo.view("d20")
    feed.public_view_changed.emit(shown)
    shown["combatants"][0]["name"] = "Změněno potom"
    assert "Změněno potom" not in texts_at(view)


def test_a_fight_shows_round_turn_next_bands_and_conditions(view, feed):
    feed.set_public_view(demo.view("d20"))
    painted = texts_at(view)
    assert painted[0] == f"Kolo 3 · Na tahu: {isolate('Bořek')}"
    assert f"Další: {isolate('Ela ze Lhoty')}" in painted
    for name in ("Šedý vlk", "Bořek", "Skřet 2", "Kapitán stráže", "Radim"):
        assert name in painted
    assert {"zraněný", "nezraněný", "krvácí", "padá", "umírá"} <= set(painted)
    assert "Omráčen · 1 kolo" in painted and "Zpomalen · 3 kola" in painted
    assert "Stamina 12/28 · Zdraví 14/14" in painted
    assert "připraven: skřet vyleze" in painted  # a PC's readied action with its trigger
    view.set_language("en")
    painted = texts_at(view)
    assert painted[0] == f"Round 3 · Turn: {isolate('Bořek')}"
    assert "Omráčen · 1 round" in painted and "bloodied" in painted


def test_each_band_level_has_its_own_colour_and_shape(view, feed):
    feed.set_public_view(demo.view("d20"))
    items = view.scene(QSizeF(1920, 1080))
    levels = [item.level for item in items if isinstance(item, BandItem)]
    assert set(levels) == {0, 1, 2, 3, 4}
    assert len(set(BAND_COLORS)) == 5
    words = [item for item in items if isinstance(item, TextItem) and item.text == "krvácí"]
    assert words and words[0].color == QColor(BAND_COLORS[2])


def test_no_band_shown_when_the_gm_shows_nothing(view, feed):
    public = demo.view("d20")
    for entry in public["combatants"]:
        entry.update(band=None, band_level=None, band_text=None)
    feed.set_public_view(public)
    items = view.scene()
    assert not [item for item in items if isinstance(item, BandItem)]
    assert "zraněný" not in texts_at(view)


def test_text_is_sized_from_the_screen_height(view, feed):
    feed.set_public_view(demo.view("d20"))

    def title_size(height):
        items = view.scene(QSizeF(height * 16 / 9, height))
        return next(i.size for i in items if isinstance(i, TextItem))

    assert title_size(1080) == pytest.approx(title_size(720) * 1.5)
    assert title_size(1080) >= 70  # big letters, readable from three metres


def test_a_long_order_shows_the_current_and_the_next_without_scrolling(view, feed):
    public = long_demo_view(30)
    public["current"] = public["combatants"][12]["id"]
    public["next"] = public["combatants"][13]["id"]
    feed.set_public_view(public)
    for width, height in ((1280, 720), (1920, 1080)):
        painted = texts_at(view, width, height)
        names = [c["name"] for c in public["combatants"]]
        shown = [text for text in painted if text in names]
        assert shown[0] == names[12] and shown[1] == names[13]  # the current on top
        left_off = len(names) - len(shown)
        assert left_off > 0 and f"+{left_off} dalších" in painted
        # every row lies inside the window
        rows = [i for i in view.scene(QSizeF(width, height)) if isinstance(i, TextItem)]
        assert all(i.rect.bottom() <= height for i in rows)
    assert not view.findChildren(QScrollBar)


def test_a_short_order_shows_everyone_in_acting_order(view, feed):
    feed.set_public_view(demo.view("d20"))
    names = [c["name"] for c in demo.view("d20")["combatants"]]
    painted = texts_at(view)
    assert [t for t in painted if t in names] == names
    assert not [t for t in painted if t.startswith("+")]


def test_dakara_shows_the_declared_intents_and_the_phase(view, feed):
    feed.set_public_view(demo.view("dakara"))
    painted = texts_at(view, 1920, 1080)
    assert painted[0] == "Kolo 2 · Vyhlašování záměrů"
    assert f"Útok → {isolate('Vůdce lapků')}" in painted
    assert f"Střelba → {isolate('Ota Kovář')}" in painted
    assert "Kouzlení · ještě 2 kola" in painted
    assert painted.count("bez záměru") == 2
    resolving = demo.view("dakara")
    resolving["phase"] = "resolve"
    feed.set_public_view(resolving)
    assert texts_at(view)[0] == "Kolo 2 · Vyhodnocení"


def test_clovek_shows_the_action_order_with_bonus_actions_and_the_conflict_stack(view, feed):
    feed.set_public_view(demo.view("clovek"))
    painted = texts_at(view, 1920, 1080)
    assert painted[0] == f"Kolo 1 · Na tahu: {isolate('Míra')}"
    assert f"Další: {isolate('Hlídač')}" in painted
    assert painted.count("Zdena") == 2 and painted.count("bonusová akce") == 2
    assert "Sociální střet – pomalé působení (přerušený)" in painted
    assert "Fyzický střet" in painted
    assert "Fyzická 3 · Sociální 4 · Mentální 2" in painted  # a PC's banks


def test_clovek_highlights_the_bonus_action_when_it_is_current(view, feed):
    public = demo.view("clovek")
    for entry in public["order"][:4]:
        entry["done"] = True
    public["current"], public["next"] = "zdena", "hlidac"
    feed.set_public_view(public)
    rows = [i for i in view.scene() if isinstance(i, TextItem) and i.text == "Zdena"]
    assert [row.bold for row in rows] == [False, True]  # the second Zdena row: her bonus
    assert f"Další: {isolate('Hlídač')} (bonusová akce)" in texts_at(view)


def test_numbers_of_an_npc_never_show_even_if_given(view, feed):
    public = demo.view("d20")
    public["combatants"][0]["numbers"] = {"stamina": 777, "max_stamina": 999}
    feed.set_public_view(public)
    assert not [t for t in texts_at(view) if "777" in t or "999" in t]


def test_a_hidden_combatants_order_entry_intent_and_next_never_show(view, feed):
    public = demo.view("clovek")
    public["order"].insert(2, {"id": "ambush", "bonus": False, "done": False})
    public["next"] = "ambush"
    feed.set_public_view(public)
    painted = texts_at(view)
    assert not [t for t in painted if t.startswith("Další")]
    assert len([t for t in painted if t in ("Zdena", "Míra", "Hlídač", "Pašerák")]) == 6


def test_between_fights_the_campaign_name_or_the_gms_image(view, feed, tmp_path):
    assert view.mode() == "idle" and texts_at(view) == ["Stíny nad Lhotou"]
    prepared = demo.view("d20")
    prepared["status"] = "prepared"  # a prepared fight never shows
    feed.set_public_view(prepared)
    assert view.mode() == "idle" and texts_at(view) == ["Stíny nad Lhotou"]
    image = QImage(QSize(400, 300), QImage.Format.Format_RGB32)
    image.fill(QColor("#884422"))
    path = tmp_path / "mapa.png"
    assert image.save(str(path))
    assert view.set_idle_image(path.read_bytes())
    assert texts_at(view) == [] and any(isinstance(i, PixmapItem) for i in view.scene())
    grabbed = view.grab().toImage()
    assert grabbed.pixelColor(640, 360) == QColor("#884422")
    assert not view.set_idle_image(b"\x89PNG\r\n\x1a\n but no picture")
    assert texts_at(view) == ["Stíny nad Lhotou"]
    feed.set_public_view(demo.view("d20"))
    assert view.mode() == "fight"


def test_blank_is_pure_black_at_once_and_back(view, feed):
    feed.set_public_view(demo.view("d20"))
    view.set_blank(True)  # no event loop pass: it is black already
    assert view.last_painted == [] and texts_at(view) == []
    image = view.grab().toImage()
    for x, y in ((5, 5), (640, 40), (640, 360), (1275, 715)):
        assert image.pixelColor(x, y) == QColor("#000000")
    # a GM action while blanked stays off the TV
    feed.set_public_view(copy.deepcopy(demo.view("dakara")))
    QApplication.processEvents()
    assert view.last_painted == []
    view.set_blank(False)
    assert view.last_painted[0] == "Kolo 2 · Vyhlašování záměrů"


def test_a_pc_portrait_comes_from_the_feed(qtbot):
    pixmap = QPixmap(64, 64)
    pixmap.fill(QColor("#3366cc"))
    asked = []

    def portrait(character_id):
        asked.append(character_id)
        return pixmap if character_id == "c1" else None

    feed = PublicViewFeed("Kampaň", portrait)
    widget = PlayerView(feed, AppSettings())
    qtbot.addWidget(widget)
    feed.set_public_view(demo.view("d20"))
    pictures = [i for i in widget.scene(QSizeF(1280, 720)) if isinstance(i, PixmapItem)]
    assert len(pictures) == 1 and asked == ["c1"]
    widget.scene(QSizeF(1280, 720))
    assert asked == ["c1"]  # asked once per public view, not on every paint


def test_the_view_is_dark_whatever_the_apps_palette(view, feed):
    feed.set_public_view(demo.view("d20"))
    image = view.grab().toImage()
    assert image.pixelColor(1270, 715).lightness() < 40


@pytest.mark.parametrize("count", range(1, 11))
def test_up_to_ten_combatants_all_fit_on_the_screen(view, feed, count):
    public = long_demo_view(30)
    public["combatants"] = public["combatants"][:count]
    public["current"] = public["combatants"][0]["id"]
    public.pop("next")
    feed.set_public_view(public)
    names = [c["name"] for c in public["combatants"]]
    for width, height in ((1280, 720), (1920, 1080), (1024, 768)):
        painted = texts_at(view, width, height)
        assert [t for t in painted if t in names] == names
        assert not [t for t in painted if t.endswith(("další", "dalších"))]


def _long_intents_view() -> dict:
    """The demo declaration with the longest intents a fight gives: a melee attack with a
    target, and the same beside a condition."""
    public = copy.deepcopy(demo.view("dakara"))
    long_name = {
        "cs": "Útok zbraní pro boj zblízka, beze zbraně nebo improvizovanou zbraní",
        "en": "Attack with a melee weapon, unarmed or with an improvised weapon",
    }
    first, second = public["combatants"][0], public["combatants"][1]
    first["intent"] = {"action": "melee_attack", "name": long_name, "target": "ota"}
    first.pop("numbers", None)
    second["intent"] = {"action": "melee_attack", "name": long_name, "target": "jarmila"}
    second.pop("numbers", None)
    second["conditions"] = [{"name": "Oslněný", "remaining": 2}]
    return public


@pytest.mark.parametrize("language", ["cs", "en"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_long_intent_wraps_in_its_row_rather_than_being_cut(view, feed, language, size):
    public = _long_intents_view()
    feed.set_public_view(public)
    view.set_language(language)
    view.set_text_size(80)  # a step below the default, as a GM sets it for long intents
    painted = texts_at(view, *size)
    assert not [t for t in painted if "…" in t], painted
    joined = " ".join(painted)
    for word in public["combatants"][0]["intent"]["name"][language].split():
        assert word in joined
    assert f"→ {isolate('Ota Kovář')}" in joined and f"→ {isolate('Jarmila')}" in joined
    assert [t for t in painted if t.startswith("Oslněný ·")]


@pytest.mark.parametrize("language", ["cs", "en"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_at_the_default_text_size_a_long_intent_takes_three_lines_and_keeps_its_target(
    view, feed, language, size
):
    public = _long_intents_view()
    feed.set_public_view(public)
    view.set_language(language)
    assert view.text_size() == 100
    painted = texts_at(view, *size)
    joined = " ".join(painted)
    for word in public["combatants"][0]["intent"]["name"][language].split():
        assert word in joined  # the first row's intent whole, over three lines
    assert f"→ {isolate('Ota Kovář')}" in joined and f"→ {isolate('Jarmila')}" in joined
    # the second row's condition did not fit beside it: counted, not dropped unseen
    assert "+1" in painted


def test_the_tv_tells_a_non_player_character_by_shape_not_colour_alone(view, feed):
    public = demo.view("d20")
    feed.set_public_view(public)
    sides = {c["name"]: c.get("side") for c in public["combatants"]}
    names = [i for i in view.scene() if isinstance(i, TextItem) and i.text in sides]
    assert {sides[i.text] for i in names} == {"pc", "npc"}
    assert all(i.italic == (sides[i.text] != "pc") for i in names)
