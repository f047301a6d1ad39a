"""docs/configuration.md names every environment variable the settings read."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_variable_read_by_the_settings_is_documented() -> None:
    code = (ROOT / "src" / "bootstrap" / "settings.py").read_text()
    read = set(re.findall(r'"((?:SVC|IDP)_[A-Z0-9_]+)"', code))
    documented = set(
        re.findall(r"`((?:SVC|IDP)_[A-Z0-9_]+)`", (ROOT / "docs" / "configuration.md").read_text())
    )
    assert read, "the settings module reads no variables?"
    assert sorted(read - documented) == []
