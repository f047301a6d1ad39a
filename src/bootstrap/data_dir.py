"""Where development data (the default SQLite file, ``dev-keys/``, uploaded objects) lives:
never relative to the directory a command happens to run in.

SVC_DATA_DIR when set, made absolute once against the directory the process started in.
Unset: in a source checkout (``src/`` beside ``pyproject.toml``: ``make run``, the editable
install of ``make install-dev``) the checkout's ``var/``; in an installed copy (a wheel in
site-packages: the container, a VM) the user's data directory, ``$XDG_DATA_HOME/svc`` or
``~/.local/share/svc``. The server and every ``svc`` command resolve it the same way, so from
any directory they open the same database and sign with the same key (docs/decisions.md,
"Operations").
"""

from __future__ import annotations

import os
from pathlib import Path

from bootstrap.config import Env

PACKAGE = Path(__file__).resolve().parent
"""``src/bootstrap`` in a checkout, ``site-packages/bootstrap`` when installed."""


def checkout_root() -> Path | None:
    """The source checkout this code runs from, or ``None`` when it is installed."""
    root = PACKAGE.parents[1]
    if PACKAGE.parent.name == "src" and (root / "pyproject.toml").is_file():
        return root
    return None


def default_data_dir(xdg_data_home: str | None = None) -> Path:
    root = checkout_root()
    if root is not None:
        return root / "var"
    base = xdg_data_home or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base).absolute() / "svc"


def read_data_dir(env: Env, name: str, default: Path) -> Path:
    given = env.optional(name)
    if given is not None:
        return Path(given).expanduser().absolute()
    return default_data_dir(env.optional("XDG_DATA_HOME"))


def default_database_url(data_dir: Path) -> str:
    return f"sqlite+aiosqlite:///{data_dir / 'svc.db'}"
