"""What the players of a shared campaign may read: the ``player_view`` table.

A shared campaign's tables hold what only the GMs may read (characters' notes, hidden
combatants, fights' notes, the ledger). The players' role reads none of them, only
``player_view`` (the README's recipe grants it that alone): one row, the JSON of what their
page shows, namely the campaign's name, the player view's settings (the page's key, the
image between fights) and the running fight's ``public_view``, the only thing about a fight
the rules let players see (a fight's ``view`` options already applied by it).

The GM's app writes the row in the transaction of each change that may change it: the
triggers of schema 12 mark a transaction that touched a fight or the campaign's name or
settings, and :func:`refresh_if_marked`, at the end of every write, then works the row out
again (one campaign row, the one running fight: a character's edit reads nothing more).
Its change is announced on :data:`CHANNEL`, with no payload, for ``serve-player-view``
(:class:`~campaign_manager.storage.live_fight.ServerFight`). Only a server has the table: a
campaign file has no roles (``serve-player-view`` reads the file itself).
"""

from __future__ import annotations

import json

#: the table the players' role may read
TABLE = "player_view"
#: the channel a change of the player view is announced on (with no payload)
CHANNEL = "kronikar_player_view"
#: the campaign settings the players' page uses (the page's key, the image between fights)
SETTINGS = ("player_view_web_token", "player_view_image_sha256")
#: the state of the campaign's newest running fight, and its id (for its parts:
#: :func:`~campaign_manager.storage.fight_parts.whole_text`)
RUNNING_FIGHT = (
    "SELECT state, id FROM encounter WHERE status = 'running' "
    "ORDER BY updated_at DESC, id DESC LIMIT 1"
)
#: the setting a transaction that may change the player view is marked by (its own only)
_MARK = "kronikar.player_view"

_SCHEMA = (
    f"""CREATE TABLE {TABLE} (
        id integer PRIMARY KEY CHECK (id = 1),
        payload jsonb NOT NULL DEFAULT '{{}}'::jsonb)""",
    # the running fight is found without reading every fight's row
    "CREATE INDEX kronikar_running_fight ON encounter (updated_at DESC, id DESC) "
    "WHERE status = 'running'",
    # (a change of a campaign row marks only where its name or settings changed: compared
    # in the function's body, as a column the trigger named could not change its type)
    f"""CREATE OR REPLACE FUNCTION kronikar_player_view_mark() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_LEVEL = 'ROW' AND
                (to_jsonb(OLD) -> 'name', to_jsonb(OLD) -> 'settings') IS NOT DISTINCT FROM
                (to_jsonb(NEW) -> 'name', to_jsonb(NEW) -> 'settings') THEN
                RETURN NULL;
            END IF;
            PERFORM set_config('{_MARK}', 'stale', true);
            RETURN NULL;
        END $$""",
    "CREATE TRIGGER kronikar_player_view_mark AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE "
    "ON encounter FOR EACH STATEMENT EXECUTE FUNCTION kronikar_player_view_mark()",
    "CREATE TRIGGER kronikar_player_view_mark AFTER INSERT OR DELETE OR TRUNCATE "
    "ON campaign FOR EACH STATEMENT EXECUTE FUNCTION kronikar_player_view_mark()",
    "CREATE TRIGGER kronikar_player_view_mark_row AFTER UPDATE "
    "ON campaign FOR EACH ROW EXECUTE FUNCTION kronikar_player_view_mark()",
    f"""CREATE OR REPLACE FUNCTION kronikar_player_view_notify() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('{CHANNEL}', '');
            RETURN NULL;
        END $$""",
    f"CREATE TRIGGER kronikar_player_view_notify AFTER INSERT OR UPDATE ON {TABLE} "
    "FOR EACH ROW EXECUTE FUNCTION kronikar_player_view_notify()",
)

#: the roles granted a privilege on the fights' table, by the owner (its own role aside)
_GRANTEES = """
SELECT DISTINCT a.grantee::regrole::text FROM pg_class c, aclexplode(c.relacl) a
WHERE c.oid = 'encounter'::regclass AND a.privilege_type = %s
  AND a.grantee <> 0 AND a.grantee <> c.relowner
"""


def create(database) -> None:
    """Schema 12 on a server: the table, its triggers, the row of the campaign as it is;
    the roles that could read the fights may read it, and the GMs who could change them
    may write it (a group's roles keep working after the upgrade; the README says how to
    leave the players only this table)."""
    for statement in _SCHEMA:
        database.execute_sql(statement)
    grant_as_fights(database, TABLE, "SELECT, INSERT, UPDATE")
    refresh(database)


def grant_as_fights(database, table: str, writes: str, sequence: str | None = None) -> None:
    """Grant a table a migration made on a server to the roles granted the fights' table: a
    role that may change the fights gets ``writes`` on it (and the use of its ``sequence``),
    one that may only read them may read it. What the players read (this table, the image
    between fights) is made for them; a group's roles keep working after the upgrade."""
    readers = {row[0] for row in database.execute_sql(_GRANTEES, ("SELECT",)).fetchall()}
    writers = {row[0] for row in database.execute_sql(_GRANTEES, ("UPDATE",)).fetchall()}
    for role in sorted(readers - writers):
        database.execute_sql(f"GRANT SELECT ON {table} TO {role}")
    for role in sorted(writers):
        database.execute_sql(f"GRANT {writes} ON {table} TO {role}")
        if sequence:
            database.execute_sql(f"GRANT USAGE ON SEQUENCE {sequence} TO {role}")


def payload(database) -> dict:
    """The player view of the campaign in ``database`` as it is now (a server's)."""
    row = database.execute_sql(
        "SELECT name, system, "
        + ", ".join(f"(settings::jsonb -> '{key}')::text" for key in SETTINGS)
        + " FROM campaign LIMIT 1"
    ).fetchone()
    if row is None:
        return {}
    name, system, *values = row
    settings = {
        key: json.loads(value) for key, value in zip(SETTINGS, values, strict=True) if value
    }
    fight = database.execute_sql(RUNNING_FIGHT.replace("SELECT state", "SELECT state::text"))
    fight = fight.fetchone()
    if fight is not None:
        from campaign_manager.storage.fight_parts import read_sql, whole_text

        parts = lambda: database.execute_sql(read_sql("%s"), (fight[1],)).fetchall()  # noqa: E731
        fight = (whole_text(fight[0], parts),)
    return {"name": str(name or ""), "settings": settings, "view": _public(system, fight)}


def _public(system: str, fight: tuple | None) -> dict | None:
    """The running fight's public view; None between fights (or for a fight the rules
    cannot read: nothing of it is shown)."""
    if fight is None:
        return None
    from campaign_manager.systems import get_encounter

    try:
        return get_encounter(system).public_view(json.loads(fight[0]))
    except Exception:  # any fault of a broken fight: the players see no fight
        return None


#: the row's new payload with the GM's blank key the row holds kept (it is no part of the
#: campaign, only of the row)
_KEEP_BLANK = f"EXCLUDED.payload || jsonb_strip_nulls(jsonb_build_object('blank', {TABLE}.payload -> 'blank'))"


def refresh(database) -> None:
    """Write the player view of the campaign as it is now (a notice goes out where it
    changed); the GM's blank key stays as it is."""
    database.execute_sql(
        f"INSERT INTO {TABLE} (id, payload) VALUES (1, %s::jsonb) "
        f"ON CONFLICT (id) DO UPDATE SET payload = {_KEEP_BLANK} "
        f"WHERE {TABLE}.payload IS DISTINCT FROM {_KEEP_BLANK}",
        (json.dumps(payload(database), ensure_ascii=False),),
    )


def refresh_if_marked(database) -> None:
    """At the end of a transaction (in it): write the player view again where the
    transaction changed a fight or the campaign's name or settings."""
    marked = database.execute_sql("SELECT current_setting(%s, true)", (_MARK,)).fetchone()[0]
    if marked == "stale":
        refresh(database)


# -- the GM's blank key ---------------------------------------------------------------------
#: a campaign file keeps the GM's blank key in bit 0 of SQLite's header field for the
#: application's own use (``PRAGMA user_version``, unused otherwise): no row changes, so
#: it is no undo step and no edit, and ``serve-player-view`` sees it as it sees a commit
BLANK_BIT = 1


def _on_server(database) -> bool:
    from peewee import PostgresqlDatabase

    return isinstance(database, PostgresqlDatabase)


def is_blank(database) -> bool:
    """Whether the GM blanked the player view of the campaign in ``database`` (peewee)."""
    if _on_server(database):
        row = database.execute_sql(
            f"SELECT payload -> 'blank' = 'true'::jsonb FROM {TABLE} WHERE id = 1"
        ).fetchone()
        return bool(row and row[0])
    return bool(database.execute_sql("PRAGMA user_version").fetchone()[0] & BLANK_BIT)


def set_blank(database, blank: bool) -> None:
    """Keep the GM's blank key (Ctrl+B) in the campaign, for every page that shows it:
    in a file's header, in a server's player view row (with its notice). Run it inside
    the campaign's ``write`` (its own transaction; never an undo step)."""
    if _on_server(database):
        refresh(database)  # the row exists (and is the campaign's as it is now)
        database.execute_sql(
            f"UPDATE {TABLE} SET payload = jsonb_set(payload, '{{blank}}', %s::jsonb) "
            f"WHERE id = 1 AND payload -> 'blank' IS DISTINCT FROM %s::jsonb",
            (json.dumps(bool(blank)), json.dumps(bool(blank))),
        )
        return
    version = database.execute_sql("PRAGMA user_version").fetchone()[0]
    wanted = version | BLANK_BIT if blank else version & ~BLANK_BIT
    if wanted != version:
        database.execute_sql(f"PRAGMA user_version = {int(wanted)}")


def keep_blank(campaign, blank: bool, *, opening: bool = False) -> bool:
    """Keep the GM's blank key in the open ``campaign`` (a file's or a server's) where it
    holds another; written in a transaction of its own, never an undo step. False when it
    could not be (a read-only role, a server gone): the page then keeps what it shows.
    ``opening``: the GM's app just opened it; a server's co-GM may have blanked it, which
    an app that is not blanked leaves as it is (a file left blanked shows again)."""
    from peewee import DatabaseError

    from campaign_manager.storage.errors import CampaignError

    database = campaign.database
    if opening and not blank and _on_server(database):
        return True
    try:
        if is_blank(database) != bool(blank):
            campaign.write(lambda: set_blank(database, blank))
    except (CampaignError, DatabaseError):
        return False
    return True


def blank_in_file(connection) -> bool:
    """:func:`is_blank` of a file read through a plain ``sqlite3`` connection."""
    return bool(connection.execute("PRAGMA user_version").fetchone()[0] & BLANK_BIT)
