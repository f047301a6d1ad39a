"""Checkouts are rate limited per user (policy ``checkout``), retries included."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.shared.errors import RateLimited
from tests.support.shop import checkout, product
from tests.support.versions import admin, person


async def test_the_checkout_budget_is_per_user(settings_for: Callable[..., Settings]) -> None:
    # scale 0.1: 3 checkouts an hour
    async with await build_core(settings_for("memory://", rate_limit_scale=0.1)) as core:
        root, buyer, other = await admin(core), await person(core), await person(core)
        item = await product(core, root)
        for n in range(3):
            await checkout(core, buyer, item, f"key-budget-{n:04d}")
        with pytest.raises(RateLimited):
            await checkout(core, buyer, item, "key-budget-0000")  # a retry spends too
        await checkout(core, other, item)
