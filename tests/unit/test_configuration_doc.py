"""docs/configuration.md names every environment variable the settings read."""

from __future__ import annotations

import re
from pathlib import Path

from bootstrap.settings import all_variables

ROOT = Path(__file__).resolve().parents[2]


def test_every_variable_read_by_the_settings_is_documented() -> None:
    read = set(all_variables())
    doc = (ROOT / "docs" / "configuration.md").read_text()
    documented = set(re.findall(r"`([A-Z][A-Z0-9]*_[A-Z0-9_]+)`", doc))
    assert read, "the settings module reads no variables?"
    assert sorted(read - documented) == []
