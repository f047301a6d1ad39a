"""Redis for tests: SVC_TEST_REDIS_URL, with a key prefix unique to the test."""

from __future__ import annotations

import os
import uuid

import pytest

REDIS_ENV = "SVC_TEST_REDIS_URL"


def redis_url() -> str:
    url = os.environ.get(REDIS_ENV)
    if not url:
        pytest.skip("Redis suite: set SVC_TEST_REDIS_URL to run it")
    return url


def unique_prefix() -> str:
    return f"svc-test-{uuid.uuid4().hex[:12]}"
