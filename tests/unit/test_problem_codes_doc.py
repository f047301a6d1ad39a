"""docs/api.md lists every problem code the API can answer, with its status.

The codes are collected from the source, not from a list kept by hand: every ``code = "..."``
of an error class, every ``code="..."`` given to an error, the generic code of each status
(problems.py) and the refusals the protocol layer writes itself. A code added anywhere in
``src`` without a row in the table "Every problem code" fails here, and so does a row whose
status is not the one the code is answered with.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from domain.shared.errors import DomainError
from entrypoints.http.problems import CODE_OF_STATUS, STATUS_OF

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "src"
DOC = ROOT / "docs" / "api.md"
SECTION = "## Every problem code"

_CLASS_CODE = re.compile(r'^\s+code(?:: str)? = "([a-z0-9_.]+)"', re.M)
_GIVEN_CODE = re.compile(r'\bcode(?:: str)?\s?=\s?"([a-z0-9_.]+)"')  # given, or a default
_REFUSAL = re.compile(r'\brefusal\(\s*\d+,\s*"([a-z0-9_.]+)"')
_LITERAL = re.compile(r'problem_response\(\s*request,\s*\d+,\s*"([a-z0-9_.]+)"')
# InvalidInput(detail, field, code) and its helpers called with the code as a positional
# argument (a subclass's super().__init__ too, and the link flow's failure(detail, code,
# status)): a dotted literal inside the call that is not a keyword's value.
_INVALID_CALL = re.compile(
    r"\b(?:invalid|InvalidInput|super\(\)\.__init__|failure)\((?:[^()]|\([^()]*\))*\)"
)
_POSITIONAL_CODE = re.compile(r'(?<![=\w])\s"([a-z_]+\.[a-z_]+)"')
_ROW = re.compile(r"^\| `([a-z0-9_.]+)` \| (\d{3}) \| (.+) \|$")
# Not answers: the example of a Problem in the document, a code a class sets before
# InvalidInput gives its own, and the class default of LinkFailure (each failure carries the
# links.* code of its cause), and an OAuth scope a fake provider passes to super().__init__.
EXCLUDED = {"domain.error", "links.failed", "identity.memberships"}


def source_codes() -> set[str]:
    codes: set[str] = set()
    for path in SOURCE.rglob("*.py"):
        if "/dto/" in path.as_posix():
            continue  # wire examples (a share code is no problem code)
        text = path.read_text()
        for pattern in (_CLASS_CODE, _GIVEN_CODE, _REFUSAL, _LITERAL):
            codes.update(pattern.findall(text))
        for call in _INVALID_CALL.findall(text):
            codes.update(_POSITIONAL_CODE.findall(call))
    codes.update(CODE_OF_STATUS.values())
    return codes - EXCLUDED


def documented() -> dict[str, int]:
    text = DOC.read_text()
    assert SECTION in text, f"docs/api.md has no section {SECTION!r}"
    section = text.split(SECTION, 1)[1].split("\n## ", 1)[0]
    rows = [_ROW.match(line) for line in section.splitlines()]
    return {row[1]: int(row[2]) for row in rows if row}


def test_every_problem_code_in_the_source_is_in_the_table() -> None:
    missing = sorted(source_codes() - documented().keys())
    assert not missing, "add to 'Every problem code' in docs/api.md: " + ", ".join(missing)


def test_the_table_names_no_code_the_source_does_not_answer() -> None:
    stale = sorted(documented().keys() - source_codes())
    assert not stale, "codes in docs/api.md that nothing answers: " + ", ".join(stale)


def _subclasses(kind: type[DomainError]) -> list[type[DomainError]]:
    found = []
    for sub in kind.__subclasses__():
        found += [sub, *_subclasses(sub)]
    return found


def test_each_error_class_code_is_documented_with_its_status() -> None:
    import entrypoints.http.app  # noqa: F401  (imports every area's errors)

    table = documented()
    wrong = []
    for kind in _subclasses(DomainError):
        code = kind.__dict__.get("code")
        if not code or code in EXCLUDED:
            continue
        status = next((s for base, s in STATUS_OF if issubclass(kind, base)), 400)
        if table.get(code) != status:
            wrong.append(f"{code}: answered {status}, documented {table.get(code)}")
    assert not wrong, "\n".join(wrong)


def test_each_error_class_with_a_code_is_raised_somewhere() -> None:
    """A class no code names documents an answer nothing gives: remove it and its row."""
    import entrypoints.http.app  # noqa: F401  (imports every area's errors)

    names = Counter(
        w for path in SOURCE.rglob("*.py") for w in re.findall(r"\w+", path.read_text())
    )
    unused = [
        f"{kind.__module__}.{kind.__name__} ({kind.__dict__['code']})"
        for kind in _subclasses(DomainError)
        if kind.__dict__.get("code") and names[kind.__name__] < 2  # its definition only
    ]
    assert not unused, "error classes nothing raises: " + ", ".join(unused)


def test_the_collector_sees_codes_of_every_kind() -> None:
    """The control: class attributes, codes given to InvalidInput, the generic ones and the
    protocol's refusals are all collected, so a missing row cannot hide behind the regexes."""
    codes = source_codes()
    assert {"friends.already_friends", "polls.invalid", "too_large", "headers_too_large"} <= codes
    assert "connect.template_not_found" in codes  # given positionally
    assert "internal" in codes
