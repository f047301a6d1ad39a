"""Code and docs cite only what is in this repository.

A maintainer works from the repository alone: a rule the code relies on is written in
docs/ (docs/decisions.md or the area's guide), and a citation names that file. Documents
kept elsewhere, and bare issue numbers of other trackers, are not citations; an upstream bug
is cited by its full URL.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
THIS = Path(__file__).resolve()
SUFFIXES = {".py", ".md"}

# Citations of documents that are not in the repository.
FOREIGN = {
    "an external design document": re.compile(r"\bdesign\.md\b"),
    "a numbered specification section": re.compile(r"\bspec(?:ification)?\s+(?:section\s+)?\d"),
    "the specification": re.compile(r"\(spec(?![.\w])|\bthe spec\b|\bspec's\b", re.IGNORECASE),
    "a bare issue number": re.compile(r"(?<![/#\w])issue\s+#?\d+", re.IGNORECASE),
}
DOC_REFERENCE = re.compile(r"\bdocs/([A-Za-z0-9_-]+\.md)\b")


def _texts() -> list[tuple[str, str]]:
    files = [ROOT / "README.md"]
    for folder in ("src", "docs", "tests", "bench"):
        files += [p for p in (ROOT / folder).rglob("*") if p.suffix in SUFFIXES]
    return [
        (str(p.relative_to(ROOT)), p.read_text(encoding="utf-8"))
        for p in sorted(files)
        if p.is_file() and p.resolve() != THIS and ".venv" not in p.parts
    ]


TEXTS = _texts()


@pytest.mark.parametrize("what", sorted(FOREIGN))
def test_no_citation_of_documents_outside_the_repository(what: str) -> None:
    pattern = FOREIGN[what]
    found = [
        f"{name}:{text.count(chr(10), 0, match.start()) + 1}: {match.group(0)!r}"
        for name, text in TEXTS
        for match in pattern.finditer(text)
    ]
    assert found == [], f"{what} cited; cite a file of this repository instead"


def test_every_cited_doc_exists() -> None:
    missing = sorted(
        {
            f"{name}: docs/{match.group(1)}"
            for name, text in TEXTS
            for match in DOC_REFERENCE.finditer(text)
            if not (ROOT / "docs" / match.group(1)).is_file()
        }
    )
    assert missing == []
