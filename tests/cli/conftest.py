from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    """A development environment on a SQLite file that does not exist yet."""
    return {
        "SVC_ENV": "development",
        "SVC_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path}/svc.db",
        "SVC_DATA_DIR": str(tmp_path / "var"),
    }
