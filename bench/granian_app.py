"""The app as granian serves it in the bench (BENCH_GRANIAN=1): the same factory as
``svc serve`` (``entrypoints.http.asgi:create``), after the same logging configuration
(``entrypoints.logs.logging_config``: one access line per request, redacted), which
``svc serve`` hands to uvicorn and granian would not apply by itself."""

from __future__ import annotations

import logging.config
from typing import Any

from bootstrap.settings import Settings
from entrypoints.http.asgi import create as create_app
from entrypoints.logs import logging_config


def create() -> Any:
    logging.config.dictConfig(logging_config(Settings.from_env()))
    return create_app()
