"""A role's grants as the console's editor shows them, one a line, and back:
``[!]node [amount [unit]] [until YYYY-MM-DDTHH:MM]`` (``!`` denies, as a node may begin with
``-``; the moment is UTC). Only the notation is read here: the use case checks nodes,
quantities and expiries."""

from __future__ import annotations

from datetime import UTC, datetime

from application.permissions.grants import Amount, GrantChange
from domain.permissions.grant import Grant
from domain.shared.errors import InvalidInput

FIELD = "grants"
MAX_LINES = 500


def grant_line(grant: Grant) -> str:
    parts = [("!" if grant.negated else "") + grant.node]
    if grant.value is not None:
        parts.append(f"{grant.value.amount:g}")
        if grant.value.unit is not None:
            parts.append(grant.value.unit.name)
    if grant.expires_at is not None:
        parts += ["until", grant.expires_at.strftime("%Y-%m-%dT%H:%M")]
    return " ".join(parts)


def read_lines(text: str) -> tuple[GrantChange, ...]:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if len(lines) > MAX_LINES:
        raise InvalidInput(f"at most {MAX_LINES} grants", field=FIELD)
    return tuple(_read(number, line) for number, line in enumerate(lines, 1))


def _read(number: int, line: str) -> GrantChange:
    words = line.split()
    expires = None
    if "until" in words:
        at = words.index("until")
        if at != len(words) - 2:
            raise InvalidInput(f"line {number}: 'until' takes one moment, last", field=FIELD)
        try:
            expires = datetime.fromisoformat(words[-1]).replace(tzinfo=UTC)
        except ValueError:
            raise InvalidInput(
                f"line {number}: a moment such as 2027-01-31T12:00", field=FIELD
            ) from None
        words = words[:at]
    if not words:
        raise InvalidInput(f"line {number}: a node first", field=FIELD)
    node, negated = words[0], words[0].startswith("!")
    node = node[1:] if negated else node
    amount = None
    if len(words) > 3:
        raise InvalidInput(f"line {number}: node, amount, unit and 'until' at most", field=FIELD)
    if len(words) >= 2:
        try:
            amount = Amount(float(words[1]), words[2] if len(words) == 3 else None)
        except ValueError:
            raise InvalidInput(f"line {number}: the amount must be a number", field=FIELD) from None
    return GrantChange(node, negated, expires, amount)
