"""Helpers for the totem, profile and catalog suites: models to upload."""

from __future__ import annotations

import base64
import json
from typing import Any

from application.totem.totems import Upload


def model(n: int = 0, **extra: Any) -> dict[str, Any]:
    """A small item model; each ``n`` gives a different one."""
    return {"parent": "item/generated", "textures": {"layer0": f"svc:item/totem_{n}"}, **extra}


def upload_of(document: dict[str, Any]) -> Upload:
    return Upload("json", base64.b64encode(json.dumps(document).encode()).decode())


def data_of(document: dict[str, Any]) -> dict[str, str]:
    """The POST body's ``data``."""
    return {"format": "json", "data": base64.b64encode(json.dumps(document).encode()).decode()}
