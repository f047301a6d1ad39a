"""Role slugs, names, descriptions, scopes and assignments."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from uuid import UUID

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.permissions.role import (
    DESCRIPTION_MAX_LENGTH,
    NAME_MAX_LENGTH,
    Role,
    RoleAssignment,
    RoleScope,
    validate_description,
    validate_role_name,
    validate_slug,
)
from domain.shared.errors import InvalidInput

# Properties beyond the required ones run fewer examples: the unit suite stays well under 10 s.
SECONDARY = settings(max_examples=25)

NOW = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)
USER = UUID("0193a000-0000-7000-8000-000000000001")


def role(scope: RoleScope | None = None) -> Role:
    return Role(
        id="r1", slug="helpers", name="Helpers", created_at=NOW, updated_at=NOW, scope=scope
    )


ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"


@st.composite
def slugs(draw: st.DrawFn) -> str:
    """1..48 characters of a-z, 0-9 and '-', starting and ending with a letter or digit."""
    first = draw(st.sampled_from(ALNUM))
    if draw(st.booleans()):
        return first
    return first + draw(st.text(ALNUM + "-", max_size=46)) + draw(st.sampled_from(ALNUM))


class TestValidateSlug:
    @SECONDARY
    @given(slug=slugs())
    def test_every_slug_of_the_grammar_is_accepted_unchanged(self, slug: str) -> None:
        assert validate_slug(slug) == slug

    @pytest.mark.parametrize("slug", ["a", "7", "moderators", "a-b", "x1-y2-z3", "a" * 48])
    def test_lowercase_letters_digits_and_inner_dashes_are_accepted(self, slug: str) -> None:
        assert validate_slug(slug) == slug

    @pytest.mark.parametrize(
        "slug", ["", "-a", "a-", "-", "Admins", "a_b", "a b", "a.b", "é", "a\n", "a" * 49]
    )
    def test_anything_else_is_refused(self, slug: str) -> None:
        with pytest.raises(InvalidInput) as caught:
            validate_slug(slug)
        assert caught.value.field == "slug"
        assert caught.value.code == "roles.invalid_slug"


class TestValidateRoleName:
    def test_a_name_is_returned_without_surrounding_whitespace(self) -> None:
        assert validate_role_name("  Game Masters ") == "Game Masters"

    def test_a_name_of_the_maximum_length_is_accepted(self) -> None:
        assert validate_role_name("n" * NAME_MAX_LENGTH) == "n" * NAME_MAX_LENGTH

    def test_unicode_names_are_accepted(self) -> None:
        assert validate_role_name("Modérateurs ✓") == "Modérateurs ✓"

    @pytest.mark.parametrize(
        "name", ["", "   ", "n" * (NAME_MAX_LENGTH + 1), "bad\x00name", "two\nlines", "tab\there"]
    )
    def test_an_empty_overlong_or_unprintable_name_is_refused(self, name: str) -> None:
        with pytest.raises(InvalidInput) as caught:
            validate_role_name(name)
        assert caught.value.field == "name"
        assert caught.value.code == "roles.invalid_name"


class TestValidateDescription:
    def test_an_empty_description_is_accepted(self) -> None:
        assert validate_description("") == ""

    def test_a_description_of_the_maximum_length_is_accepted(self) -> None:
        text = "d" * DESCRIPTION_MAX_LENGTH
        assert validate_description(text) == text

    def test_a_description_over_the_maximum_length_is_refused(self) -> None:
        with pytest.raises(InvalidInput) as caught:
            validate_description("d" * (DESCRIPTION_MAX_LENGTH + 1))
        assert caught.value.field == "description"


class TestRoleAppliesIn:
    def test_a_global_role_applies_without_any_scope(self) -> None:
        assert role().applies_in(frozenset())

    def test_a_global_role_applies_inside_any_scope(self) -> None:
        assert role().applies_in(frozenset({"server:abc"}))

    def test_a_scoped_role_applies_in_its_own_scope(self) -> None:
        scoped = role(RoleScope("server", "abc"))
        assert scoped.applies_in(frozenset({"network:n1", "server:abc"}))

    def test_a_scoped_role_does_not_apply_without_scopes(self) -> None:
        assert not role(RoleScope("server", "abc")).applies_in(frozenset())

    def test_a_scoped_role_does_not_apply_in_another_scope(self) -> None:
        assert not role(RoleScope("server", "abc")).applies_in(frozenset({"server:abd"}))

    def test_a_scoped_role_does_not_apply_for_the_same_id_of_another_type(self) -> None:
        assert not role(RoleScope("server", "abc")).applies_in(frozenset({"network:abc"}))


class TestRoleAssignmentActive:
    def test_an_assignment_without_expiry_is_active(self) -> None:
        assert RoleAssignment(USER, "r1", NOW).active(NOW + timedelta(days=3650))

    def test_an_assignment_is_active_before_its_expiry(self) -> None:
        assignment = RoleAssignment(USER, "r1", NOW, expires_at=NOW + timedelta(seconds=1))
        assert assignment.active(NOW)

    def test_an_assignment_expiring_exactly_now_is_not_active(self) -> None:
        assert not RoleAssignment(USER, "r1", NOW, expires_at=NOW).active(NOW)

    def test_an_assignment_is_not_active_after_its_expiry(self) -> None:
        assignment = RoleAssignment(USER, "r1", NOW, expires_at=NOW - timedelta(seconds=1))
        assert not assignment.active(NOW)
