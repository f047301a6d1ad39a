"""Permission node syntax, wildcard matching and the absent-node rule (docs/decisions.md,
"Permissions")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.permissions.node import (
    MAX_NODE_LENGTH,
    allowed_when_absent,
    is_pattern,
    matches,
    parse_node,
)
from domain.shared.errors import InvalidInput

# Properties beyond the required ones run fewer examples: the unit suite stays well under 10 s.
SECONDARY = settings(max_examples=25)

SEGMENT_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789_-"

segments = st.text(SEGMENT_CHARS, min_size=1, max_size=8)
separators = st.sampled_from(":.")


@st.composite
def plain_nodes(draw: st.DrawFn) -> str:
    """A node from the grammar, without a wildcard: segments joined by ':' or '.'."""
    node = draw(segments)
    for _ in range(draw(st.integers(0, 5))):
        node += draw(separators) + draw(segments)
    return node


@st.composite
def pattern_nodes(draw: st.DrawFn) -> str:
    """``*`` alone, or a node followed by a separator and ``*``."""
    if draw(st.booleans()):
        return "*"
    return draw(plain_nodes()) + draw(separators) + "*"


any_nodes = st.one_of(plain_nodes(), pattern_nodes())


@st.composite
def mixed_case(draw: st.DrawFn, node: str) -> str:
    upper = draw(st.integers(0, 2 ** len(node) - 1))  # bit i set: character i upper case
    return "".join(c.upper() if upper >> i & 1 else c for i, c in enumerate(node))


class TestParseNodeAcceptsTheGrammar:
    @given(data=st.data(), node=any_nodes, pad=st.sampled_from(["", " ", "\t", "  \n"]))
    def test_every_node_of_the_grammar_parses_to_itself_lowercased(
        self, data: st.DataObject, node: str, pad: str
    ) -> None:
        raw = pad + data.draw(mixed_case(node)) + pad
        assert parse_node(raw) == node

    @pytest.mark.parametrize(
        "node",
        [
            "profile:read",
            "social:friends.read",
            "svc.connect.extensions.chat",
            "admin:skin-builder-parts:delete",
            "profile-share.max",
            "a_b",
            "totem:*",
            "social:friends.*",
            "*",
        ],
    )
    def test_known_platform_nodes_are_valid(self, node: str) -> None:
        assert parse_node(node) == node

    def test_upper_case_input_is_lowercased(self) -> None:
        assert parse_node("Social:Friends.READ") == "social:friends.read"

    def test_surrounding_whitespace_is_ignored(self) -> None:
        assert parse_node("  totem:read \n") == "totem:read"

    def test_a_node_of_the_maximum_length_is_accepted(self) -> None:
        node = "a" * MAX_NODE_LENGTH
        assert parse_node(node) == node


class TestParseNodeRefusesOtherText:
    @pytest.mark.parametrize(
        "raw",
        [
            "",
            "   ",
            "a::b",
            "a..b",
            "a:",
            ".a",
            ":a",
            "a*",
            "a:*:b",
            "*.a",
            "a:**",
            "**",
            "a b",
            "a/b",
            "a:b\x00",
            "é:read",
            "totem:*.*",
        ],
    )
    def test_text_outside_the_grammar_is_refused(self, raw: str) -> None:
        with pytest.raises(InvalidInput) as caught:
            parse_node(raw)
        assert caught.value.code == "permissions.invalid_node"
        assert caught.value.field == "node"

    def test_a_node_one_over_the_maximum_length_is_refused(self) -> None:
        with pytest.raises(InvalidInput):
            parse_node("a" * (MAX_NODE_LENGTH + 1))

    def test_the_error_names_the_field_it_was_given(self) -> None:
        with pytest.raises(InvalidInput) as caught:
            parse_node("a b", field="items[2].node")
        assert caught.value.field == "items[2].node"

    @pytest.mark.parametrize("raw", ["totem:*", "*", "Social:Friends.*"])
    def test_a_wildcard_is_refused_where_one_is_not_allowed(self, raw: str) -> None:
        with pytest.raises(InvalidInput):
            parse_node(raw, allow_wildcard=False)

    def test_a_plain_node_passes_where_wildcards_are_not_allowed(self) -> None:
        assert parse_node("totem:read", allow_wildcard=False) == "totem:read"


class TestIsPattern:
    @pytest.mark.parametrize("node", ["*", "totem:*", "social:friends.*"])
    def test_a_node_ending_in_a_wildcard_is_a_pattern(self, node: str) -> None:
        assert is_pattern(node)

    @pytest.mark.parametrize("node", ["totem:read", "social:friends", "a"])
    def test_a_plain_node_is_not_a_pattern(self, node: str) -> None:
        assert not is_pattern(node)


class TestMatches:
    @given(pattern=pattern_nodes(), node=any_nodes, near=st.text(SEGMENT_CHARS, max_size=3))
    def test_a_pattern_matches_exactly_the_longer_nodes_under_its_prefix(
        self, pattern: str, node: str, near: str
    ) -> None:
        prefix = pattern[:-1]
        # Any node of the grammar, and strings at or just past the prefix itself.
        for candidate in (node, prefix + near):
            expected = candidate.startswith(prefix) and len(candidate) > len(prefix)
            assert matches(pattern, candidate) == expected

    @SECONDARY
    @given(pattern=pattern_nodes(), data=st.data())
    def test_a_pattern_matches_every_node_built_below_it(
        self, pattern: str, data: st.DataObject
    ) -> None:
        prefix = pattern[:-1]
        below = prefix + data.draw(plain_nodes())
        assert matches(pattern, below)

    @given(first=plain_nodes(), second=any_nodes)
    def test_a_plain_node_matches_only_itself(self, first: str, second: str) -> None:
        assert matches(first, first)
        assert matches(first, second) == (first == second)

    def test_a_subtree_pattern_matches_a_node_below_it(self) -> None:
        assert matches("social:friends.*", "social:friends.read")

    def test_a_subtree_pattern_does_not_match_its_own_parent(self) -> None:
        assert not matches("social:friends.*", "social:friends")

    def test_a_subtree_pattern_does_not_match_its_bare_prefix(self) -> None:
        assert not matches("social:friends.*", "social:friends.")

    def test_a_subtree_pattern_does_not_match_a_sibling_sharing_a_prefix(self) -> None:
        assert not matches("social:friends.*", "social:friendship.read")

    def test_a_pattern_does_not_match_across_a_different_separator(self) -> None:
        assert not matches("totem:*", "totem.read")

    @pytest.mark.parametrize("node", ["a", "totem:read", "social:friends.*", "*"])
    def test_a_lone_star_matches_every_node(self, node: str) -> None:
        assert matches("*", node)

    def test_a_plain_node_does_not_match_nodes_below_it(self) -> None:
        assert not matches("social:friends", "social:friends.read")


class TestAllowedWhenAbsent:
    @pytest.mark.parametrize(
        "node",
        ["social:friends.read", "social:friends.write", "social:friends.max", "totem:read"],
    )
    def test_friends_and_totem_nodes_are_allowed_when_absent(self, node: str) -> None:
        assert allowed_when_absent(node)

    @pytest.mark.parametrize(
        "node",
        [
            "profile:read",
            "social:friends",
            "social:blocks.read",
            "socials:friends.read",
            "totems:read",
            "totem",
            "admin:user:view",
            "connect:commands:read",
        ],
    )
    def test_other_nodes_are_not_allowed_when_absent(self, node: str) -> None:
        assert not allowed_when_absent(node)


def test_non_ascii_letters_that_lowercase_to_ascii_are_refused() -> None:
    with pytest.raises(InvalidInput):
        parse_node("\u212aey:read")  # KELVIN SIGN lowercases to "k"
