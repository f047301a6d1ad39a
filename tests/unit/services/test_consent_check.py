"""core.services.authorization.check: the service a user is asked to consent to, and its registered
redirect (docs/auth.md section 4, "Signing a user in to the service", step 1)."""

from __future__ import annotations

import pytest

from bootstrap.core import Core
from domain.identity.redirects import RedirectRefused
from domain.services.errors import ServiceNotFound
from domain.shared.errors import InvalidInput
from tests.support.services import APP_SCHEME, CALLBACK, registered
from tests.support.signin import principal


class TestMatch:
    async def test_a_registered_redirect_names_the_service(self, core: Core) -> None:
        service = await registered(core, await principal(core))
        request = await core.services.authorization.check("companion", CALLBACK)
        assert request.service == service and request.redirect == CALLBACK

    async def test_a_registered_custom_scheme_redirect_matches(self, core: Core) -> None:
        await registered(core, await principal(core))
        request = await core.services.authorization.check("companion", f"{APP_SCHEME}:/auth")
        assert request.redirect == f"{APP_SCHEME}:/auth"


class TestRefused:
    @pytest.mark.parametrize(("slug", "field"), [(None, "service"), ("", "service")])
    async def test_without_a_service_the_input_is_refused(
        self, core: Core, slug: str | None, field: str
    ) -> None:
        with pytest.raises(InvalidInput) as refused:
            await core.services.authorization.check(slug, CALLBACK)
        assert refused.value.field == field

    @pytest.mark.parametrize("slug", ["nope", "x" * 49])
    async def test_an_unknown_service_is_not_found(self, core: Core, slug: str) -> None:
        await registered(core, await principal(core))
        with pytest.raises(ServiceNotFound):
            await core.services.authorization.check(slug, CALLBACK)

    @pytest.mark.parametrize("redirect", [None, ""])
    async def test_without_a_redirect_the_input_is_refused(
        self, core: Core, redirect: str | None
    ) -> None:
        await registered(core, await principal(core))
        with pytest.raises(InvalidInput) as refused:
            await core.services.authorization.check("companion", redirect)
        assert refused.value.field == "redirect"

    @pytest.mark.parametrize(
        "redirect",
        [
            "https://evil.example/cb",
            CALLBACK + "/../x",
            CALLBACK + "?extra=1",
            CALLBACK + "#fragment",
            "javascript:alert(1)",
            "http://app.example/cb",
        ],
    )
    async def test_a_redirect_that_is_not_exactly_registered_is_refused(
        self, core: Core, redirect: str
    ) -> None:
        await registered(core, await principal(core))
        with pytest.raises(RedirectRefused):
            await core.services.authorization.check("companion", redirect)
