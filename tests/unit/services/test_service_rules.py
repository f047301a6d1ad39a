"""Pure rules of services, as properties: which origins a verified domain covers, what a
TXT record proves, which domains keep their proof on a replace, what a slug may be."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from domain.services.service import (
    AllowedDomain,
    Service,
    origin_matches,
    txt_proves,
    validate_slug,
)
from domain.shared.errors import InvalidInput
from tests.support.signin import PROFILE

NOW = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)
labels = st.from_regex(r"[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?", fullmatch=True)
domains = st.lists(labels, min_size=1, max_size=3).map(lambda names: ".".join([*names, "example"]))
"""Valid DNS names under the ``example`` top-level domain."""
tokens = st.text("0123456789abcdef", min_size=32, max_size=32)
spaces = st.text(" \t", max_size=3)
SECONDARY = settings(max_examples=25)  # keeps the unit suite quick


class TestOriginMatches:
    @given(domain=domains, subdomain=st.lists(labels, max_size=3).map(".".join))
    def test_a_domain_covers_itself_and_every_name_under_it(
        self, domain: str, subdomain: str
    ) -> None:
        host = f"{subdomain}.{domain}" if subdomain else domain
        assert origin_matches(host, [domain])

    @given(domain=domains, prefix=labels)
    def test_a_name_that_only_ends_like_it_is_not_covered(self, domain: str, prefix: str) -> None:
        assert not origin_matches(prefix + domain, [domain])

    @given(domain=domains, suffix=labels)
    def test_a_name_that_only_starts_like_it_is_not_covered(self, domain: str, suffix: str) -> None:
        assume(suffix != "example")  # else the host could be under the domain after all
        assert not origin_matches(f"{domain}.{suffix}", [domain])

    @given(host=domains)
    def test_no_verified_domain_covers_nothing(self, host: str) -> None:
        assert not origin_matches(host, [])


class TestTxtProves:
    @given(
        token=tokens,
        others=st.lists(st.text(max_size=40), max_size=5),
        data=st.data(),
        pad=st.tuples(spaces, spaces),
    )
    def test_one_string_equal_to_the_value_proves_wherever_it_is(
        self, token: str, others: list[str], data: st.DataObject, pad: tuple[str, str]
    ) -> None:
        domain = AllowedDomain("app.example", token, NOW)
        at = data.draw(st.integers(0, len(others)))
        records = [*others[:at], f"{pad[0]}{domain.txt_value}{pad[1]}", *others[at:]]
        assert txt_proves(records, domain)

    @given(token=tokens, records=st.lists(st.text(max_size=80), max_size=6))
    def test_strings_without_the_value_prove_nothing(self, token: str, records: list[str]) -> None:
        domain = AllowedDomain("app.example", token, NOW)
        assume(all(record.strip() != domain.txt_value for record in records))
        assert not txt_proves(records, domain)

    @given(token=tokens, other=tokens)
    def test_another_token_proves_nothing(self, token: str, other: str) -> None:
        assume(token != other)
        domain = AllowedDomain("app.example", token, NOW)
        assert not txt_proves([AllowedDomain("app.example", other, NOW).txt_value], domain)


class TestWithDomains:
    @SECONDARY
    @given(
        before=st.lists(domains, max_size=5, unique=True),
        after=st.lists(domains, max_size=5, unique=True),
    )
    def test_kept_names_keep_token_and_proof_new_ones_get_fresh_tokens(
        self, before: list[str], after: list[str]
    ) -> None:
        counter = itertools.count()
        service = Service("0" * 24, "companion", "Companion", PROFILE, NOW, NOW)
        service.domains = service.with_domains(before, lambda: f"old{next(counter)}", NOW)
        for name in before[::2]:
            service.mark_verified(name, NOW)
        old = {d.domain: d for d in service.domains}

        replaced = service.with_domains(after, lambda: f"new{next(counter)}", NOW)

        assert [d.domain for d in replaced] == after
        for domain in replaced:
            if domain.domain in old:
                assert domain == old[domain.domain]
            else:
                assert domain.token.startswith("new") and not domain.verified

    @SECONDARY
    @given(name=domains)
    def test_a_name_given_twice_in_any_case_is_one_domain(self, name: str) -> None:
        service = Service("0" * 24, "companion", "Companion", PROFILE, NOW, NOW)
        assert len(service.with_domains([name, name.upper()], lambda: "t", NOW)) == 1


class TestSlug:
    @given(st.text(max_size=60))
    def test_an_accepted_slug_is_short_lowercase_and_not_edged_by_a_hyphen(self, raw: str) -> None:
        try:
            slug = validate_slug(raw)
        except InvalidInput as refused:
            assert refused.code == "services.invalid_slug"
            return
        assert slug == raw and 1 <= len(slug) <= 48
        assert slug == slug.lower() and slug[0] != "-" and slug[-1] != "-"

    @pytest.mark.parametrize("slug", ["a", "companion", "my-app-2", "x" * 48])
    def test_ordinary_slugs_are_accepted(self, slug: str) -> None:
        assert validate_slug(slug) == slug
