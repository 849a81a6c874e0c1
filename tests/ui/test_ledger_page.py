"""The Ledger area driven through real widgets: tables, filters, dialogs, the Dakara rolls."""

from __future__ import annotations

import re

import pytest
from ledger_pages import ledger_session, make_page  # noqa: F401 (a fixture)
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from campaign_manager.storage import ledger_queries as q
from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.ledger import (
    AddFavour,
    AddNetwork,
    AddRelation,
    add_person,
)
from campaign_manager.storage.models import LogEntry
from campaign_manager.ui.ledger.page import LedgerPage
from campaign_manager.ui.text import isolate


@pytest.fixture
def page(qtbot, session, messages):
    return make_page(qtbot, session)


def seed(session):
    """Jan and Markéta; Hubert known to both; a favour; a network; a relation."""
    jan = session.perform(AddCharacter({"name": "Jan Bezruč", "sheet": {"znamosti": 3}}), "x")
    jan = max(jan.characters)
    marketa = max(session.perform(AddCharacter({"name": "Markéta Hellerová"}), "x").characters)
    change = add_person(
        {"name": "Hubert Lasička", "who": "Paserák", "area": "Černý trh"},
        {"character_id": jan, "influence": 2},
    )
    session.perform(change, "x")
    hubert = change.changes[0].id
    session.perform(
        add_person(
            {"name": "Zuzka", "area": "Podsvětí"}, {"character_id": marketa, "influence": 1}
        ),
        "x",
    )
    session.perform(
        AddFavour(
            {
                "debtor_kind": "contact",
                "debtor_id": hubert,
                "creditor_kind": "character",
                "creditor_id": jan,
            }
        ),
        "x",
    )
    net = AddNetwork(
        {
            "owner_id": jan,
            "kind": "Černý trh",
            "area": "Staré Město",
            "rating": 2,
            "liaison_id": hubert,
        }
    )
    session.perform(net, "x")
    session.perform(
        AddRelation(
            {
                "source_kind": "character",
                "source_id": marketa,
                "target_kind": "contact",
                "target_id": hubert,
                "label": "nedůvěřuje",
                "attitude": -2,
            }
        ),
        "x",
    )
    return jan, marketa, hubert, net.id


def cells(page, key):
    """The rows of a tab as the GM sees them (the tab is shown first, as a click would)."""
    page.tabs.setCurrentWidget(page.tables[key])
    model = page.tables[key].model
    return [
        [model.index(r, c).data() for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def select(page, key, text):
    page.tabs.setCurrentWidget(page.tables[key])
    view = page.tables[key].view
    model = view.model()
    for r in range(model.rowCount()):
        if model.index(r, 0).data() == text:
            view.setCurrentIndex(model.index(r, 0))
            return
    raise AssertionError(f"{text!r} not in {key}")


def test_every_table_model_passes_the_model_tester(page, session):
    seed(session)
    for table in page.tables.values():
        QAbstractItemModelTester(table.model, QAbstractItemModelTester.FailureReportingMode.Fatal)
        table.model.sort(0, Qt.SortOrder.DescendingOrder)
        table.model.set_filter("a")
        table.model.set_filter("")


def test_the_tables_show_the_web_by_name(page, session):
    seed(session)
    people = cells(page, "people")
    assert [row[:3] for row in people] == [
        ["Hubert Lasička", "Jan Bezruč", "2"],
        ["Zuzka", "Markéta Hellerová", "1"],
    ]
    assert cells(page, "favours")[0][:3] == ["Hubert Lasička", "Jan Bezruč", "a small favour"]
    net = cells(page, "networks")[0]
    assert net[:5] == ["Jan Bezruč", "Černý trh", "Staré Město", "2", "Hubert Lasička"]
    assert net[8] == "black market"
    assert cells(page, "relations")[0][:4] == [
        "Markéta Hellerová",
        "nedůvěřuje",
        "Hubert Lasička",
        "−2",
    ]


def test_filters_by_text_person_and_area(page, session):
    _, marketa, hubert, _ = seed(session)
    page.search.setText("paserák")
    assert [r[0] for r in cells(page, "people")] == ["Hubert Lasička"]
    page.search.clear()
    page.scope.setCurrentIndex(page.scope.findData(f"character:{marketa}"))
    assert [r[0] for r in cells(page, "people")] == ["Zuzka"]
    assert len(cells(page, "relations")) == 1 and cells(page, "favours") == []
    page.scope.setCurrentIndex(page.scope.findData(f"contact:{hubert}"))
    assert len(cells(page, "favours")) == 1 and len(cells(page, "networks")) == 1
    page.scope.setCurrentIndex(0)
    page.area.setCurrentIndex(page.area.findData("Podsvětí"))
    assert [r[0] for r in cells(page, "people")] == ["Zuzka"]
    page.area.setCurrentIndex(0)
    page.players_only.setChecked(True)
    assert cells(page, "relations") == []  # a relation is the GM's by default


def test_new_person_through_the_dialog_and_undo(page, session, qtbot):
    jan, *_ = seed(session)
    qtbot.mouseClick(page.add_person_button, Qt.MouseButton.LeftButton)
    dialog = page.actions._dialog
    dialog.form.set_values(
        {"name": "Dorota Kalousová", "who": "Lékárnice", "character_id": jan, "influence": 2}
    )
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert not dialog.isVisible()
    assert "Dorota Kalousová" in [r[0] for r in cells(page, "people")]
    assert session.undo_stack.text(session.undo_stack.index() - 1) == (
        "New person Dorota Kalousová"
    )
    session.undo()
    assert "Dorota Kalousová" not in [r[0] for r in cells(page, "people")]
    assert q.count("contact") == 2


def test_a_refused_favour_stays_in_the_dialog_and_writes_nothing(page, session, qtbot):
    jan, *_ = seed(session)
    page.tabs.setCurrentWidget(page.tables["favours"])
    qtbot.mouseClick(page.add_favour_button, Qt.MouseButton.LeftButton)
    dialog = page.actions._dialog
    dialog.form.set_values({"debtor": f"character:{jan}", "creditor": f"character:{jan}"})
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible() and dialog.error.isVisible()
    assert "themselves" in dialog.error.text()
    assert q.count("favour") == 1


def test_a_new_favour_starts_on_two_different_people(page, session, qtbot):
    """With nobody chosen, a new favour does not start with one person on both sides
    (every new favour used to fail first)."""
    seed(session)
    page.tabs.setCurrentWidget(page.tables["people"])
    page.actions.add_favour()
    dialog = page.actions._dialog
    values = dialog.form.values()
    assert values["debtor"] and values["creditor"]
    assert values["debtor"] != values["creditor"]
    dialog.accept()
    assert not dialog.error.isVisible(), dialog.error.text()
    assert q.count("favour") == 2


def test_a_refused_favour_names_the_field_in_the_dialog_s_own_words(page, session, messages):
    jan, *_ = seed(session)
    page.tabs.setCurrentWidget(page.tables["favours"])
    page.actions.add_favour()
    dialog = page.actions._dialog
    dialog.form.set_values({"debtor": f"character:{jan}", "creditor": f"character:{jan}"})
    dialog.accept()
    shown = dialog.error.text()
    assert "creditor" not in shown and "_id" not in shown
    assert shown.startswith("To whom: ")


def test_a_closed_favour_cannot_be_reopened_in_the_dialog(page, session):
    seed(session)
    select(page, "favours", "Hubert Lasička")
    page.actions.edit_current()
    dialog = page.actions._dialog
    dialog.form.set_value("state", "repaid")
    dialog.accept()
    assert not dialog.error.isVisible(), dialog.error.text()
    assert q.records("favour")[0]["state"] == "repaid"
    select(page, "favours", "Hubert Lasička")
    page.actions.edit_current()
    dialog = page.actions._dialog
    dialog.form.set_value("state", "open")
    dialog.accept()
    assert dialog.error.isVisible() and q.records("favour")[0]["state"] == "repaid"


def test_deleting_a_person_says_what_goes_and_undo_brings_it_back(page, session, messages):
    _, _, hubert, net = seed(session)
    select(page, "people", "Hubert Lasička")
    page.actions.delete_person()
    title, text = messages.shown[-1][1:]
    assert title == "Delete person"
    assert "1 favour" in text and "1 relation" in text and "lose their liaison" in text
    assert q.count("favour") == 0 and q.record("network", net)["liaison_id"] is None
    session.undo()
    assert q.count("favour") == 1 and q.record("network", net)["liaison_id"] == hubert
    assert "Hubert Lasička" in [r[0] for r in cells(page, "people")]


def test_find_a_contact_with_entered_dice(page, session, qtbot):
    jan, *_ = seed(session)
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    dialog = page.actions._dialog
    dialog.form.set_values({"character_id": jan, "difficulty": 4, "name": "Ondra Převozník"})
    assert dialog.form.value("znamosti") == 3  # from Jan's sheet
    dialog.dice.set_entered(2, 5)  # 3+2 < 4+5: nobody
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert "nothing written" in dialog.result.text()
    assert not dialog.roll_button.isEnabled()  # a roll is binding
    assert "Ondra Převozník" not in [r[0] for r in cells(page, "people")]
    assert LogEntry.select().where(LogEntry.character == jan).count() == 1

    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    dialog = page.actions._dialog
    dialog.form.set_values({"character_id": jan, "difficulty": 4, "name": "Ondra Převozník"})
    dialog.dice.set_entered(6, 2)
    dialog.run()
    assert session.undo_stack.text(session.undo_stack.index() - 1) == ("Find a contact: Jan Bezruč")
    row = next(r for r in cells(page, "people") if r[0] == "Ondra Převozník")
    assert row[1:3] == ["Jan Bezruč", "4"] and row[10] == "in play"
    session.undo()  # the contact, its link and the log line go together
    assert "Ondra Převozník" not in [r[0] for r in cells(page, "people")]
    assert LogEntry.select().where(LogEntry.character == jan).count() == 1


def test_ask_a_contact_rolls_even_far_above_the_task(page, session):
    seed(session)
    page.actions.ask_contact()
    dialog = page.actions._dialog
    dialog.form.set_values({"difficulty": 0, "task": "propustka"})
    dialog.dice.set_entered(1, 6)  # influence 2 + 1 < 0 + 6: fails, no automatic success
    outcome = dialog.run()
    assert not outcome.state.success and not outcome.state.automatic
    assert "cannot arrange it" in dialog.result.text()
    page.actions.ask_contact()
    dialog = page.actions._dialog
    dialog.dice.gm_yes.setChecked(True)
    assert dialog.run().state.decided


def test_run_an_operation_from_the_networks_tab(page, session):
    *_, net = seed(session)
    select(page, "networks", "Jan Bezruč")
    page.actions.run_operation()
    dialog = page.actions._dialog
    assert "a quarter cheaper" in dialog.note.text()  # what a black-market network can do
    dialog.form.set_values(
        {"request": "prodat stříbro", "against": "wealth", "value": 3, "cost_zl": 5}
    )
    dialog.dice.set_entered(4, 2)
    dialog.run()
    op = q.records("operation")[0]
    assert (op["network_id"], op["success"], op["actor_roll"], op["cost_zl"]) == (net, True, 4, 5)
    row = cells(page, "operations")[0]
    assert row[:3] == ["Černý trh – Staré Město", "prodat stříbro", "wealth 3"]
    # the totals (rating 2 + 4 against wealth 3 + 2) in words, not the dice "4 : 2"
    assert row[4] == "network 6 against 5"
    assert "network test 6 against 5 – success" in dialog.result.text()
    assert "(4)" not in dialog.result.text()


@pytest.fixture
def czech(qapp):
    from campaign_manager.ui import i18n

    i18n.install(qapp, "cs")
    yield
    i18n.install(qapp, "en")


def test_the_network_test_is_told_in_totals_with_its_modifiers(page, session, czech):
    seed(session)
    select(page, "networks", "Jan Bezruč")
    page.actions.run_operation()
    dialog = page.actions._dialog
    dialog.form.set_values(
        {"request": "zjistit cenu", "against": "rarity", "value": 1, "modifier": -1}
    )
    dialog.dice.set_entered(3, 5)  # 2 − 1 + 3 = 4 against 1 + 5 = 6
    dialog.run()
    assert cells(page, "operations")[0][4] == "síť 4 proti 6 (postihy a bonusy −1)"
    assert "test sítě 4 proti 6 (postihy a bonusy −1) – " in dialog.result.text()
    page.actions.run_operation()
    dialog = page.actions._dialog
    dialog.form.set_values({"request": "najít úkryt", "against": "status", "value": 2})
    dialog.dice.gm_yes.setChecked(True)
    dialog.run()
    assert cells(page, "operations")[1][4] == "rozhodl Vypravěč"


@pytest.mark.parametrize("campaign_system", ["d20"])
def test_a_system_that_adds_nothing_to_the_ledger_opens_it(page, session, tmp_path):
    from campaign_manager.ui.ledger.printout import player_html

    jan = max(session.perform(AddCharacter({"name": "Jan Bezruč"}), "x").characters)
    session.perform(add_person({"name": "Hubert Lasička"}, {"character_id": jan}), "x")
    assert page.networks is None and page.rolls is None
    assert not page.tabs.isTabVisible(2) and not page.tabs.isTabVisible(3)
    assert not page.find_button.isVisibleTo(page) and not page.ask_button.isVisibleTo(page)
    assert cells(page, "people")[0][:2] == ["Hubert Lasička", "Jan Bezruč"]
    page.actions.find_contact()  # no rolls: nothing opens
    assert page.actions._dialog is None
    page.actions.add_network()  # no network kinds of the rules, no capabilities
    assert page.actions._dialog.form.widgets["kind"].count() == 0
    assert "Hubert Lasička" in player_html(jan, "en")[1]


def test_a_clovek_campaign_has_no_networks(qtbot, messages):
    page = LedgerPage()
    qtbot.addWidget(page)

    class FakeCampaign:
        system = "clovek"

    class FakeSession:
        campaign = FakeCampaign()

        class changed:
            @staticmethod
            def connect(slot):
                pass

    page.reload = lambda: None
    page.set_session(FakeSession())
    assert not page.tabs.isTabVisible(2) and not page.tabs.isTabVisible(3)
    assert not page.find_button.isVisibleTo(page)


def test_new_network_shows_what_it_can_do_and_fills_the_cipher(page, session, qtbot):
    jan, *_ = seed(session)
    page.tabs.setCurrentWidget(page.tables["networks"])
    qtbot.mouseClick(page.add_network_button, Qt.MouseButton.LeftButton)
    dialog = page.actions._dialog
    dialog.form.set_values(
        {"owner_id": jan, "kind": "Podsvětí", "area": "Malá Strana", "rating": 3}
    )
    assert "hired killers" in dialog.note.text()
    dialog.accept()
    assert ["Jan Bezruč", "Podsvětí", "Malá Strana", "3"] in [
        r[:4] for r in cells(page, "networks")
    ]


def test_edit_a_relation_and_undo(page, session):
    seed(session)
    select(page, "relations", "Markéta Hellerová")
    page.actions.edit_current()
    dialog = page.actions._dialog
    dialog.form.set_values({"label": "miluje", "attitude": 3})
    dialog.accept()
    assert cells(page, "relations")[0][1:4] == ["miluje", "Hubert Lasička", "+3"]
    session.undo()
    assert cells(page, "relations")[0][1] == "nedůvěřuje"


def test_opening_the_ledger_reads_no_character_sheet(qtbot, session, messages, monkeypatch):
    from campaign_manager.storage import models

    seed(session)
    read = []
    original = models.JSONField.python_value

    def counting(self, value):
        if self.name == "sheet":
            read.append(value)
        return original(self, value)

    monkeypatch.setattr(models.JSONField, "python_value", counting)
    page = LedgerPage()
    qtbot.addWidget(page)
    page.set_session(session)
    assert cells(page, "people") and read == []


def test_a_feeling_from_the_sheet_is_changed_on_the_sheet(page, session, messages):
    from campaign_manager.storage.ledger_sheet import SyncFeelings

    jan, *_ = seed(session)
    feeling = {"value": 2, "raises": 0, "from_requests": 0, "scene_hits": 0, "chapter_hits": 0}
    session.perform(
        SyncFeelings({"Markéta Hellerová": {"friendship": feeling}}, character_id=jan), "x"
    )
    row = next(r for r in cells(page, "relations") if r[1] == "Přátelství 2")
    assert row[0] == "Jan Bezruč" and row[2] == "Markéta Hellerová"
    select(page, "relations", "Jan Bezruč")
    page.actions.delete_current()
    assert messages.titles()[-1] == "A feeling from the sheet"
    assert any(r[1] == "Přátelství 2" for r in cells(page, "relations"))


def test_who_owes_whom_for_one_person(page, session):
    jan, marketa, _, _ = seed(session)
    session.perform(
        AddFavour(
            {
                "debtor_kind": "character",
                "debtor_id": jan,
                "creditor_kind": "character",
                "creditor_id": marketa,
                "size": "big",
            }
        ),
        "x",
    )
    page.tabs.setCurrentWidget(page.tables["favours"])
    page.scope.setCurrentIndex(page.scope.findData(f"character:{jan}"))
    summary = page.tables["favours"].summary
    assert summary.isVisible()
    # the plural forms come from the translation pass; the English source says "favour(s)"
    jan_name = re.escape(isolate("Jan Bezruč"))
    assert re.match(jan_name + r" owes 1 open favour(\(s\))?; is owed 1\.", summary.text())
    assert f"{isolate('Hubert Lasička')}: −0 / +1" in summary.text()
    assert f"{isolate('Markéta Hellerová')}: −1 / +0" in summary.text()
    page.scope.setCurrentIndex(0)
    assert not summary.isVisible()


def test_a_person_may_have_a_portrait(page, session, tmp_path):
    from PySide6.QtGui import QColor, QImage

    from campaign_manager.storage import ledger_queries as queries

    seed(session)
    picture = tmp_path / "hubert.png"
    image = QImage(600, 400, QImage.Format.Format_RGB32)
    image.fill(QColor("#7a2e1f"))
    image.save(str(picture))
    select(page, "people", "Hubert Lasička")
    page.actions.edit_current()
    dialog = page.actions._dialog
    assert dialog.portrait.load(str(picture))
    dialog.accept()
    hubert = next(c for c in queries.records("contact") if c["name"] == "Hubert Lasička")
    stored = QImage.fromData(queries.contact_portrait(hubert["id"]))
    assert stored.width() == 256 and 169 <= stored.height() <= 171  # scaled down, as PNG
    session.undo()
    assert queries.contact_portrait(hubert["id"]) is None


def test_a_person_may_be_a_roster_npc(page, session):
    seed(session)
    kaspar = max(session.perform(AddCharacter({"name": "Kašpar", "kind": "npc"}), "x").characters)
    select(page, "people", "Zuzka")
    page.actions.edit_current()
    dialog = page.actions._dialog
    options = [
        dialog.form.widgets["npc_id"].itemText(i)
        for i in range(dialog.form.widgets["npc_id"].count())
    ]
    assert options == ["none", "Kašpar"]  # NPCs only
    dialog.form.set_value("npc_id", kaspar)
    dialog.accept()
    zuzka = next(c for c in q.records("contact") if c["name"] == "Zuzka")
    assert zuzka["npc_id"] == kaspar


def test_delete_key_removes_a_network_with_its_operations_after_asking(
    page, session, qtbot, messages
):
    from campaign_manager.storage.ledger import AddOperation

    *_, net = seed(session)
    session.perform(
        AddOperation({"network_id": net, "request": "sehnat jed", "against": "rarity", "value": 3}),
        "x",
    )
    select(page, "networks", "Jan Bezruč")
    view = page.tables["networks"].view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert messages.titles()[-1] == "Delete network"
    assert q.count("network") == 0 and q.count("operation") == 0
    session.undo()
    assert q.count("network") == 1 and q.count("operation") == 1


def test_a_hidden_ledger_tab_reads_nothing_until_shown(window, monkeypatch):
    """Opening a campaign and editing sheets elsewhere read no ledger (issue 15)."""
    from campaign_manager.storage.changes import AddCharacter

    reads = []
    real = q.characters
    monkeypatch.setattr(q, "characters", lambda: reads.append(1) or real())
    window.show()
    window.tabs.setCurrentWidget(window.roster)
    window.ledger_area.set_session(window.session)
    new = AddCharacter({"name": "Anežka", "sheet": window.session.system.new_sheet()})
    window.session.perform(new, "add")
    assert reads == []
    window.tabs.setCurrentWidget(window.ledger_area)
    assert reads == [1]


def test_a_tab_s_rows_are_worked_out_when_it_is_shown(page, session, monkeypatch):
    """Opening a large ledger builds the rows of the tab shown only; the favours, the
    relations and the graph's web cost nothing until the GM looks at them."""
    from campaign_manager.ui.ledger import page as page_module
    from campaign_manager.ui.ledger.rows import RowBuilder

    seed(session)
    built = []
    original = RowBuilder.favour
    monkeypatch.setattr(RowBuilder, "favour", lambda self, f: built.append(f) or original(self, f))
    webs = []
    monkeypatch.setattr(page_module, "edges", lambda records: webs.append(1) or [])
    page.tabs.setCurrentWidget(page.tables["people"])
    page.reload()
    assert built == [] and webs == []  # people shown: no favour row, no web
    assert cells(page, "favours")  # shown: built now
    assert len(built) == 1 and webs == []
    page.tabs.setCurrentWidget(page.graph)
    assert webs == [1]


def test_a_favour_relation_or_operation_edit_rebuilds_its_row_only(page, session, monkeypatch):
    """In a large ledger an edit of one favour, relation or operation re-reads that record
    and rebuilds its row; the tables then read as a whole reload would show them."""
    from campaign_manager.storage.ledger import (
        AddOperation,
        DeleteFavour,
        UpdateFavour,
        UpdateRelation,
    )

    _, marketa, hubert, net = seed(session)
    for key in ("favours", "relations", "operations"):
        cells(page, key)  # each tab shown once: built
    monkeypatch.setattr(page, "reload", lambda: pytest.fail("the whole ledger was read"))
    favour = session.perform(
        AddFavour(
            {
                "debtor_kind": "character",
                "debtor_id": marketa,
                "creditor_kind": "contact",
                "creditor_id": hubert,
                "reason": "úkryt na noc",
            }
        ),
        "x",
    ).ledger_records
    ((_, favour_id),) = favour
    session.perform(UpdateFavour(favour_id, {"reason": "úkryt na dvě noci"}), "x")
    (relation,) = q.records("relation")
    session.perform(UpdateRelation(relation["id"], {"label": "bojí se"}), "x")
    session.perform(AddOperation({"network_id": net, "request": "zjistit"}), "x")
    (old_favour,) = [f for f in q.records("favour") if f["id"] != favour_id]
    session.perform(DeleteFavour(old_favour["id"]), "x")
    quick = {key: sorted(cells(page, key)) for key in ("favours", "relations", "operations")}
    assert any("úkryt na dvě noci" in row for row in quick["favours"])
    assert len(quick["favours"]) == 1 and len(quick["operations"]) == 1
    assert any("bojí se" in row for row in quick["relations"])
    session.undo()  # the deleted favour comes back
    quick["favours"] = sorted(cells(page, "favours"))
    assert len(quick["favours"]) == 2
    monkeypatch.undo()
    page.reload()  # a whole reload shows the same
    for key in ("favours", "relations", "operations"):
        assert sorted(cells(page, key)) == quick[key]


def test_a_link_edit_rebuilds_the_people_rows_it_touches_only(page, session, monkeypatch):
    """Who knows whom: a new, changed or dropped link re-reads that link; a contact whose
    last link goes shows as known to nobody. The tab then reads as a whole reload shows."""
    from campaign_manager.storage.ledger import AddLink, DeleteLink, UpdateLink

    jan, marketa, hubert, _ = seed(session)
    cells(page, "people")  # shown once: built
    monkeypatch.setattr(page, "reload", lambda: pytest.fail("the whole ledger was read"))
    links = {(link["character_id"], link["contact_id"]): link for link in q.records("link")}
    session.perform(UpdateLink(links[(jan, hubert)]["id"], {"influence": 4}), "x")
    zuzka = next(c["id"] for c in q.records("contact") if c["name"] == "Zuzka")
    session.perform(AddLink({"character_id": jan, "contact_id": zuzka, "influence": 1}), "x")
    session.perform(DeleteLink(links[(marketa, zuzka)]["id"]), "x")
    dropped = next(link for link in q.records("link") if link["contact_id"] == zuzka)
    session.perform(DeleteLink(dropped["id"]), "x")  # Zuzka's last link: known to nobody
    quick = sorted(cells(page, "people"))
    assert any(row[0] == "Zuzka" and row[1] == "" for row in quick)
    assert any(row[0] == "Hubert Lasička" and row[2] == "4" for row in quick)
    session.undo()  # Jan knows Zuzka again
    quick = sorted(cells(page, "people"))
    assert not any(row[0] == "Zuzka" and row[1] == "" for row in quick)
    monkeypatch.undo()
    page.reload()
    assert sorted(cells(page, "people")) == quick


def test_one_persons_favours_follow_an_edit_while_chosen(page, session):
    """The chosen person's balance counts a favour added, and one paid, while shown."""
    jan, marketa, _, _ = seed(session)
    page.tabs.setCurrentWidget(page.tables["favours"])
    page.scope.setCurrentIndex(page.scope.findData(f"character:{jan}"))
    summary = page.tables["favours"].summary
    assert "owes 0 open" in summary.text() and "is owed 1." in summary.text()
    added = session.perform(
        AddFavour(
            {
                "debtor_kind": "character",
                "debtor_id": jan,
                "creditor_kind": "character",
                "creditor_id": marketa,
            }
        ),
        "x",
    )
    assert re.match(re.escape(isolate("Jan Bezruč")) + r" owes 1 open", summary.text())
    session.undo()
    assert "owes 0 open" in summary.text()
    assert added.ledger_records


def test_empty_tabs_say_what_to_do_and_a_filter_with_no_match_says_so(page, session):
    favours = page.tables["favours"]
    page.tabs.setCurrentWidget(favours)
    assert favours.hint.isVisible()
    assert "New favour…" in favours.hint.text()  # the button that adds one
    page.tabs.setCurrentWidget(page.tables["relations"])
    assert "New relation…" in page.tables["relations"].hint.text()
    page.tabs.setCurrentWidget(page.graph)
    assert page.graph.hint.isVisible() and "Choose a person" in page.graph.hint.text()

    seed(session)
    page.tabs.setCurrentWidget(favours)
    assert favours.model.rowCount() == 1 and not favours.hint.isVisible()
    page.search.setText("žádná taková laskavost")
    assert favours.model.rowCount() == 0
    assert favours.hint.isVisible() and "filter" in favours.hint.text()
    assert "1 record" in favours.hint.text()
    page.search.clear()
    assert not favours.hint.isVisible()
