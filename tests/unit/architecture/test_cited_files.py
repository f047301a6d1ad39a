"""The files the docs name exist: a path in backticks in README.md or docs/*.md (`bootstrap/
core.py`, `tests/contract/test_schema.py`) names a file of this repository, written from
`src/` or from the repository root (docs/decisions.md says how). A file that moves takes its
citations with it."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
BASES = (ROOT / "src", ROOT, ROOT / "clients" / "python", ROOT / "clients" / "typescript")
CODE = re.compile(r"`([^`\n]+)`")
FILE = re.compile(r"[\w.-]+(?:/[\w.-]+)+\.(?:py|md|toml|lock|json|ts|in|txt|ini|cfg|sh|yml|yaml)")


def _cited(text: str) -> set[str]:
    found = set()
    for code in CODE.finditer(text):
        for word in re.split(r"[\s,;()]+", code.group(1)):
            if FILE.fullmatch(word) and not word.startswith(("http", "/")):
                found.add(word)
    return found


def _exists(path: str) -> bool:
    return any((base / path).is_file() for base in BASES)


def test_every_file_the_docs_name_exists() -> None:
    documents = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    missing = sorted(
        f"{doc.relative_to(ROOT)}: {path}"
        for doc in documents
        for path in _cited(doc.read_text(encoding="utf-8"))
        if not _exists(path)
    )
    assert missing == [], "docs name files that do not exist:\n" + "\n".join(missing)
