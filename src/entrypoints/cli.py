"""The ``svc`` command: serve, migrate, and the operator tasks that need no HTTP.

Importing this module must stay cheap: ``svc --help`` should not pay for the core, the web
framework or the database drivers. Each command imports what it needs when it runs, and
``tests/cli/test_startup.py`` fails when a heavy package comes back at import time
(docs/operations.md, "CLI start-up").

Every command that uses the schema first checks that the database is at the head revision
(``adapters/sql/schema_version.py``) and otherwise stops with one line and exit code 2.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Coroutine, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from bootstrap.settings import ConfigError, Settings
from entrypoints.logs import logging_config

if TYPE_CHECKING:
    from bootstrap.core import Core
    from bootstrap.migrations import SchemaStatus
    from domain.permissions.quantity import Quantity

_T = TypeVar("_T")


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(key_id_as_operand(list(sys.argv[1:] if argv is None else argv)))
    if not hasattr(args, "run"):
        parser.print_help()
        return 2
    try:
        import logging.config

        settings = Settings.from_env()
        logging.config.dictConfig(logging_config(settings))
        return args.run(args, settings) or 0
    except ConfigError as error:
        print(f"svc: {error}", file=sys.stderr)
        return 2
    except CliError as error:
        print(f"svc: {error}", file=sys.stderr)
        return error.exit_code


def key_id_as_operand(argv: list[str]) -> list[str]:
    """A key id is base64url and may begin with ``-`` (``svc keys retire -a_5cjk...``), which
    argparse would take for an option: the word after ``keys retire`` is the key id, read as
    if it followed ``--``."""
    if argv[:2] == ["keys", "retire"] and len(argv) > 2:
        word = argv[2]
        if word.startswith("-") and word not in ("-h", "--help", "--"):
            return [*argv[:2], "--", *argv[2:]]
    return argv


class CliError(Exception):
    """Printed as ``svc: <message>``; exit code 1 (the task failed) unless told otherwise."""

    def __init__(self, message: str, exit_code: int = 1) -> None:
        super().__init__(message)
        self.exit_code = exit_code


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="svc", description="The svc platform API server.")
    commands = parser.add_subparsers(title="commands")

    serve = commands.add_parser("serve", help="serve the HTTP API with uvicorn")
    serve.add_argument("--host", help="default SVC_HOST or 127.0.0.1")
    serve.add_argument("--port", type=int, help="default SVC_PORT or 8000")
    serve.add_argument("--workers", type=int, help="default SVC_WORKERS or 1")
    serve.set_defaults(run=_serve)

    db = commands.add_parser("db", help="database schema").add_subparsers(title="db commands")
    db.add_parser("upgrade", help="apply every migration").set_defaults(run=_db_upgrade)
    db.add_parser("current", help="show the applied revision").set_defaults(run=_db_current)

    backup = commands.add_parser("backup", help="back up and restore").add_subparsers(
        title="backup commands"
    )
    create = backup.add_parser(
        "create", help="write the database and every uploaded object to FILE (while serving)"
    )
    create.add_argument("file", help="the backup file to write (.tar.gz)")
    create.set_defaults(run=_backup_create)
    restore = backup.add_parser(
        "restore", help="restore FILE into an empty database and object storage"
    )
    restore.add_argument("file", help="a file written by `svc backup create`")
    restore.set_defaults(run=_backup_restore)

    token = commands.add_parser("token", help="tokens").add_subparsers(title="token commands")
    issue = token.add_parser("issue", help="print a token for a user (created when absent)")
    issue.add_argument("--user-id", type=UUID, required=True)
    issue.add_argument("--name", required=True)
    issue.add_argument("--scope", action="append", default=[], help="limit to this node")
    issue.set_defaults(run=_token_issue)

    admin = commands.add_parser("admin", help="administration").add_subparsers(
        title="admin commands"
    )
    grant = admin.add_parser("grant", help="grant (or with --deny, deny) a node to a user")
    grant.add_argument("user_id", type=UUID)
    grant.add_argument("node")
    grant.add_argument("--deny", action="store_true")
    grant.add_argument("--expires", type=_iso_datetime, help="ISO 8601 with zone")
    grant.add_argument("--value", help="a number, or a number and unit: '5', '2 GB'")
    grant.set_defaults(run=_admin_grant)

    openapi = commands.add_parser(
        "openapi", help="write the OpenAPI document (what /schema/openapi.json serves)"
    )
    openapi.add_argument("-o", "--output", help="a file (default: standard output)")
    openapi.set_defaults(run=_openapi)

    routes = commands.add_parser(
        "routes", help="print every route: method, path, who may call it, its address rate limit"
    )
    routes.set_defaults(run=_routes)

    dns = commands.add_parser("dns", help="DNS automation").add_subparsers(title="dns commands")
    dns.add_parser(
        "reseal",
        help="re-encrypt every stored DNS provider token with the first SVC_ENCRYPTION_KEYS key",
    ).set_defaults(run=_dns_reseal)

    keys = commands.add_parser("keys", help="token signing keys").add_subparsers(
        title="keys commands"
    )
    keys.add_parser(
        "list", help="every signing key an instance announced: id, since, retired or accepted"
    ).set_defaults(run=_keys_list)
    retire = keys.add_parser("retire", help="refuse the tokens of a signing key everywhere")
    retire.add_argument("kid", help="the key id (svc keys list)")
    retire.set_defaults(run=_keys_retire)
    return parser


def _serve(args: argparse.Namespace, settings: Settings) -> int:
    if not settings.database.memory:
        _run(_check_database(settings))
    import tempfile

    from entrypoints.http.serving import serve

    settings = settings.with_overrides(
        host=args.host or settings.server.host,
        port=args.port or settings.server.port,
        workers=args.workers or settings.server.workers,
    )
    os.environ.update(SVC_HOST=settings.server.host, SVC_PORT=str(settings.server.port))
    if settings.server.workers > 1 and "PROMETHEUS_MULTIPROC_DIR" not in os.environ:
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="svc-metrics-")
    serve(settings)  # returns after a graceful shutdown (SIGTERM, Ctrl-C): exit code 0
    return 0


def _db_upgrade(_args: argparse.Namespace, settings: Settings) -> int:
    _require_sql(settings)
    status = _run(_check_database(settings, at_head=False))
    if status.at_head:  # the usual case of `make run`: no need to import and run Alembic
        logging.getLogger("svc").info("the database %s is at head already", status.database)
        return 0
    from bootstrap.migrations import upgrade

    upgrade(settings.database.database_url)
    return 0


def _db_current(_args: argparse.Namespace, settings: Settings) -> int:
    """One line: the applied revision(s), and how they stand to this release's head."""
    _require_sql(settings)
    status = _run(_check_database(settings, at_head=False))
    print(status.summary)
    return 0


def _backup_create(args: argparse.Namespace, settings: Settings) -> int:
    from bootstrap.backup import BackupError, create_backup
    from bootstrap.migrations import SchemaError

    try:
        made = create_backup(settings, Path(args.file))
    except (BackupError, SchemaError) as error:
        raise CliError(str(error), exit_code=2) from None
    rows = sum(made.tables.values())
    print(f"backed up {rows} rows and {len(made.objects)} objects to {args.file}")
    return 0


def _backup_restore(args: argparse.Namespace, settings: Settings) -> int:
    from bootstrap.backup import BackupError, restore_backup

    try:
        made = restore_backup(settings, Path(args.file))
    except BackupError as error:
        raise CliError(str(error), exit_code=2) from None
    rows = sum(made.tables.values())
    print(
        f"restored {rows} rows and {len(made.objects)} objects from {args.file} "
        f"(taken {made.created_at} by build {made.build_id})"
    )
    return 0


def _require_sql(settings: Settings) -> None:
    if settings.database.memory:
        raise CliError("SVC_DATABASE_URL is memory://: there is no schema to migrate")


def _token_issue(args: argparse.Namespace, settings: Settings) -> int:
    from domain.identity.auth_session import SessionKind
    from domain.permissions.node import parse_node

    scopes = tuple(parse_node(s, allow_wildcard=False) for s in args.scope)

    async def issue() -> str:
        async with await _core(settings) as core:
            await core.identity.users.ensure(args.user_id, args.name)
            issued = await core.identity.tokens.issue(args.user_id, SessionKind.CLI, scopes)
            return issued.token

    print(_run(issue()))
    return 0


def _admin_grant(args: argparse.Namespace, settings: Settings) -> int:
    from application.identity.principal import OPERATOR
    from application.permissions.grants import KEEP, GrantChange

    value = _quantity(args.value) if args.value is not None else KEEP
    change = GrantChange(args.node, args.deny, args.expires, value)

    async def grant() -> str:
        async with await _core(settings) as core:
            granted = await core.permissions.grants.put(OPERATOR, args.user_id, change)
            verb = "denied" if granted.negated else "granted"
            return f"{verb} {granted.node} to {args.user_id}"

    print(_run(grant()))
    return 0


def _dns_reseal(_args: argparse.Namespace, settings: Settings) -> int:
    """After adding a new first key: every token then opens without the old keys."""

    async def reseal() -> int:
        async with await _core(settings) as core:
            return await core.edge.dns.reseal_all()

    print(f"re-encrypted {_run(reseal())} DNS provider token(s) with the first key")
    return 0


def _keys_list(_args: argparse.Namespace, settings: Settings) -> int:
    async def listed() -> list[str]:
        async with await _core(settings) as core:
            own = core.kernel.key_ring.kid
            return [
                f"{key.kid}  since {key.created_at.isoformat(timespec='seconds')}  "
                + (f"retired {key.retired_at.isoformat(timespec='seconds')}" if key.retired_at
                   else "accepted")
                + ("  (signing here)" if key.kid == own else "")
                for key in await core.identity.signing_keys.list()
            ]  # fmt: skip

    print("\n".join(_run(listed())))
    return 0


def _keys_retire(args: argparse.Namespace, settings: Settings) -> int:
    async def retire() -> str:
        async with await _core(settings) as core:
            key = await core.identity.signing_keys.retire(args.kid)
            assert key.retired_at is not None
            return f"retired {key.kid} at {key.retired_at.isoformat(timespec='seconds')}"

    print(_run(retire()))
    return 0


def _openapi(args: argparse.Namespace, settings: Settings) -> int:
    """The document of this build, with no database and no core: the clients are generated
    from it (clients/generate.py, `make client`)."""
    import json

    from litestar.serialization import encode_json

    from entrypoints.http.app import create_app
    from entrypoints.http.openapi import documented

    document = documented(create_app(settings).app.app).to_schema()  # inside the middlewares
    # encoded as /schema/openapi.json encodes it, then laid out stably for diffs
    text = json.dumps(json.loads(encode_json(document)), indent=2, sort_keys=True) + "\n"
    if args.output:
        with open(args.output, "w", encoding="utf-8") as file:
            file.write(text)
    else:
        sys.stdout.write(text)
    return 0


def _routes(_args: argparse.Namespace, settings: Settings) -> int:
    """The route table for review (docs/security.md, "Callers and their credentials"), from
    the handlers' own declarations, with no database and no core."""
    from entrypoints.http.app import create_app
    from entrypoints.http.route_access import describe, route_table

    table = route_table(create_app(settings).app.app)  # inside the middlewares
    rows = [("METHOD", "PATH", "ACCESS", "ADDRESS RATE")]
    for key in sorted(table, key=lambda key: key.split(" ")[::-1]):  # by path, then method
        access, rate = table[key]
        method, path = key.split(" ", 1)
        rows.append((method, path, describe(access), rate or "-"))
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    for row in rows:
        print("  ".join([*(cell.ljust(w) for cell, w in zip(row, widths, strict=False)), row[3]]))
    return 0


async def _core(settings: Settings) -> Core:
    if settings.database.memory:
        raise CliError("SVC_DATABASE_URL is memory://: nothing would be kept")
    await _check_database(settings)  # before importing the core: a refusal stays fast
    from bootstrap.core import build_core

    return await build_core(settings)


async def _check_database(settings: Settings, *, at_head: bool = True) -> SchemaStatus:
    """Stop (exit code 2) unless the database can be read and, ``at_head``, has every migration.

    Reads ``alembic_version`` directly: milliseconds, no Alembic, no core.
    """
    from bootstrap.migrations import SchemaError, check_schema, schema_status

    try:
        return await (check_schema if at_head else schema_status)(settings.database.database_url)
    except SchemaError as error:
        raise CliError(str(error), exit_code=2) from None


def _run(coroutine: Coroutine[Any, Any, _T]) -> _T:
    import asyncio

    from domain.shared.errors import DomainError

    try:
        return asyncio.run(coroutine)
    except DomainError as error:
        raise CliError(error.detail) from None


def _quantity(text: str) -> Quantity:
    from domain.permissions.quantity import parse_quantity
    from domain.shared.errors import InvalidInput

    number, _, unit = text.strip().partition(" ")
    try:
        return parse_quantity(float(number), unit.strip() or None)
    except (ValueError, InvalidInput) as error:
        raise CliError(f"--value: {getattr(error, 'detail', error)}") from None


def _iso_datetime(text: str) -> datetime:
    from domain.shared.time import truncate_to_millis

    moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        raise argparse.ArgumentTypeError("give a zone, e.g. 2027-01-01T00:00:00Z")
    return truncate_to_millis(moment)


if __name__ == "__main__":
    sys.exit(main())
