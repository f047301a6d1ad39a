"""The built-in role that applies to everyone (editable by admins). What it grants, and the
node catalogue, are each area's (``domain/<area>/nodes.py``), collected by
``bootstrap/catalogue.py``."""

from __future__ import annotations

DEFAULT_ROLE_ID = "000000000000000000000001"
DEFAULT_ROLE_NAME = "Everyone"
