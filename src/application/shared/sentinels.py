"""Arguments that mean "not given", told apart from ``None`` (which clears a value).

Each is the one member of its own enum, so a signature can say ``Quantity | Keep | None``
and ``if value is KEEP`` narrows it.
"""

from __future__ import annotations

from enum import Enum
from typing import Final


class Unset(Enum):
    """A field of a partial update that was not given: it stays as it is."""

    UNSET = "UNSET"


class Keep(Enum):
    """Keep the stored value (``schema=KEEP``, a grant's ``value=KEEP``)."""

    KEEP = "KEEP"


UNSET: Final = Unset.UNSET
KEEP: Final = Keep.KEEP
