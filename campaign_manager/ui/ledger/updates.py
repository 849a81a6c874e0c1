"""An edit of a few ledger records shown by row: the records read again, the rows they
touch rebuilt, the filters' lists changed in place.

A contact's edit touches its people rows (one per link, or the row of a contact nobody
knows), the favours, relations and networks that name it, the person filter's line and
maybe the area filter; a network's edit its row, its operations' rows, its filter line
and maybe the areas. Every other row stays as it is (in a ledger of 50,000 records,
reading it all again took half a second and more).
"""

from __future__ import annotations

from bisect import bisect_left
from operator import itemgetter

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QStandardItem

from campaign_manager.storage import ledger_queries as queries

# the ledger kinds whose change is shown by row, and the tab of their own rows
QUICK_KINDS = {
    "favour": "favours",
    "relation": "relations",
    "operation": "operations",
    "link": "people",
    "contact": "people",
    "network": "networks",
}
_BY_ID = itemgetter("id")


class RowUpdates:
    """Shows changed records on a :class:`~campaign_manager.ui.ledger.page.LedgerPage`."""

    def __init__(self, page):
        self.page = page
        # the person filter's order below its characters: contacts by folded name, then
        # networks by id (written by the loader as it fills the list)
        self.scope_contacts: list[tuple[str, int]] = []
        self.scope_networks: list[int] = []
        self._chosen, self._chosen_at = None, None

    def update(self, records) -> None:
        page = self.page
        by_tab: dict[str, dict] = {}
        contacts_touched: set[int] = set()
        links: dict = {}
        changed: dict[str, list[tuple[int, dict | None, dict | None]]] = {}
        for kind, ident in sorted(records):
            fresh = queries.record_or_none(kind, ident)
            rows = page._records[kind]
            at = bisect_left(rows, ident, key=_BY_ID)
            old = rows[at] if at < len(rows) and rows[at]["id"] == ident else None
            if fresh is None:
                if old is not None:
                    del rows[at]
            elif old is None:
                rows.insert(at, fresh)
            else:
                rows[at] = fresh
            changed.setdefault(kind, []).append((ident, old, fresh))
            if kind == "contact":
                if fresh is None:
                    page._names.pop(("contact", ident), None)
                else:
                    page._names[("contact", ident)] = fresh["name"]
        networks = {n["id"]: n for n in page._records["network"]}
        for ident, _old, _fresh in changed.get("contact", []):
            contacts_touched.add(ident)
            for key in ("favours", "relations", "networks"):
                self._named(by_tab, key, ("contact", ident), networks)
        for ident, _old, fresh in changed.get("network", []):
            by_tab.setdefault("networks", {})[ident] = (
                None if fresh is None else page._builder.network(fresh)
            )
            self._named(by_tab, "operations", ("network", ident), networks)
        for kind in ("favour", "relation", "operation", "link"):
            for ident, old, fresh in changed.get(kind, []):
                if kind == "link":  # its contact may gain or lose its only link
                    contacts_touched |= {r["contact_id"] for r in (old, fresh) if r is not None}
                    links[("link", ident)] = fresh
                else:
                    key = QUICK_KINDS[kind]
                    row = None if fresh is None else page._row_of(key, fresh, networks)
                    by_tab.setdefault(key, {})[ident] = row
        if links or contacts_touched:
            renamed = {ident for ident, _, _ in changed.get("contact", [])}
            by_tab["people"] = self._people_changes(links, contacts_touched, renamed)
        for key, rows in by_tab.items():
            if key not in page._unbuilt:
                page.tables[key].model.update_rows(rows)
        if "contact" in changed or "network" in changed:
            self._filters(changed)

    def _named(self, by_tab: dict, key: str, party, networks: dict) -> None:
        """The rows of the tab ``key`` that name ``party``, built again."""
        page = self.page
        if key in page._unbuilt:
            return
        rows = by_tab.setdefault(key, {})
        for row in page.tables[key].model.all_rows():
            if party in row.keys:
                rows[row.record["id"]] = page._row_of(key, row.record, networks)

    def _people_changes(self, links: dict, contacts: set[int], renamed: set[int]) -> dict:
        """The people tab's new rows for changed ``links`` (None: gone) and for every link
        of a ``renamed`` contact, and for ``contacts`` the row of a contact nobody knows
        when it has no link left (one pass over the links)."""
        page = self.page
        by_id = {c["id"]: c for c in map(self._contact, contacts) if c is not None}
        linked = set()
        for link in page._records["link"]:
            contact = link["contact_id"]
            if contact in contacts:
                linked.add(contact)
                if contact in renamed:
                    links.setdefault(("link", link["id"]), link)
        changes: dict = {}
        for key, link in links.items():
            contact = by_id.get(link["contact_id"]) if link is not None else None
            changes[key] = page._builder.person(contact, link) if contact else None
        for ident in contacts:
            contact = by_id.get(ident)
            alone = contact is not None and ident not in linked
            changes[("contact", ident)] = page._builder.person(contact, None) if alone else None
        return changes

    def _contact(self, ident: int) -> dict | None:
        rows = self.page._records["contact"]
        at = bisect_left(rows, ident, key=_BY_ID)
        return rows[at] if at < len(rows) and rows[at]["id"] == ident else None

    # -- the filters' lists -------------------------------------------------------------
    def _filters(self, changed: dict) -> None:
        page = self.page
        moved = any(
            (old or {}).get("area") != (fresh or {}).get("area")
            for kind in ("contact", "network")
            for _, old, fresh in changed.get(kind, [])
        )
        if moved:  # an area may have come or gone
            areas = {c["area"] for c in page._records["contact"] if c["area"]}
            areas |= {n["area"] for n in page._records["network"] if n["area"]}
            if areas != {page.area.itemData(i) for i in range(1, page.area.count())}:
                page.fill_areas()
        combo = page.scope
        self._chosen, self._chosen_at = combo.currentData(), None
        combo.blockSignals(True)
        try:
            for ident, old, fresh in changed.get("contact", []):
                self._contact_line(ident, old, fresh)
            if page.has_networks:
                for ident, old, fresh in changed.get("network", []):
                    self._network_line(ident, old, fresh)
            if self._chosen_at is not None:  # the line chosen moved (or went: everyone)
                combo.setCurrentIndex(self._chosen_at)
        finally:
            combo.blockSignals(False)
        if self._chosen is not None and combo.currentData() != self._chosen:
            page._apply_filter()  # the person chosen is gone

    def _contact_line(self, ident: int, old, fresh) -> None:
        model = self.page.scope.model()
        base = 1 + len(self.page._characters)
        lines = self.scope_contacts
        if old is not None:
            at = bisect_left(lines, (old["name"].casefold(), ident))
            if at < len(lines) and lines[at] == (old["name"].casefold(), ident):
                del lines[at]
                model.removeRow(base + at)
                self._moved(f"contact:{ident}", 0)
        if fresh is not None:
            entry = (fresh["name"].casefold(), ident)
            at = bisect_left(lines, entry)
            lines.insert(at, entry)
            text = QCoreApplication.translate("LedgerPage", "%1 (contact)")
            model.insertRow(base + at, _item(text.replace("%1", fresh["name"]), f"contact:{ident}"))
            self._moved(f"contact:{ident}", base + at)

    def _network_line(self, ident: int, old, fresh) -> None:
        page = self.page
        model = page.scope.model()
        base = 1 + len(page._characters) + len(self.scope_contacts)
        lines = self.scope_networks
        at = bisect_left(lines, ident)
        present = at < len(lines) and lines[at] == ident
        text = QCoreApplication.translate("LedgerPage", "%1 (network)")
        if fresh is None:
            if present:
                del lines[at]
                model.removeRow(base + at)
                self._moved(f"network:{ident}", 0)
            return
        label = text.replace("%1", page.actions.network_label(fresh))
        if present:
            model.item(base + at).setText(label)
        else:
            lines.insert(at, ident)
            model.insertRow(base + at, _item(label, f"network:{ident}"))

    def _moved(self, data: str, at: int) -> None:
        """The line of ``data`` is now at ``at`` (0: gone); kept chosen if it was."""
        if data == self._chosen:
            self._chosen_at = at


def _item(text: str, data: str) -> QStandardItem:
    item = QStandardItem(text)
    item.setData(data, Qt.ItemDataRole.UserRole)
    return item
