"""The upload rules of personal totem models and the POST's upload-or-activate rule."""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.shared.errors import InvalidInput
from domain.totem.errors import UploadOrActivate
from domain.totem.model import (
    MAX_DEPTH,
    MAX_MODEL_BYTES,
    ModelTooLarge,
    decode_upload,
    rating,
)
from domain.totem.request import Action, action_of

MODEL = {
    "parent": "item/generated",
    "textures": {"layer0": "svc:item/totem"},
    "elements": [{"from": [0, 0, 0], "to": [16, 16, 1.5], "faces": {}}],
    "display": {"gui": {"rotation": [0, 0, 0]}},
}


def b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode()


def upload(document: Any) -> str:
    return b64(json.dumps(document).encode())


def test_a_model_is_stored_in_canonical_form() -> None:
    file = decode_upload("json", upload(MODEL))
    assert json.loads(file.data) == MODEL
    assert file.data == json.dumps(MODEL, sort_keys=True, separators=(",", ":")).encode()


@given(st.permutations(list(MODEL)), st.sampled_from([None, 1, 2, 4]))
def test_the_same_model_written_differently_has_one_hash(
    order: list[str], indent: int | None
) -> None:
    reordered = {key: MODEL[key] for key in order}
    text = json.dumps(reordered, indent=indent, ensure_ascii=False)
    assert (
        decode_upload("json", b64(text.encode())).sha256
        == decode_upload("json", upload(MODEL)).sha256
    )


def test_different_models_have_different_hashes() -> None:
    other = {**MODEL, "parent": "item/handheld"}
    assert (
        decode_upload("json", upload(other)).sha256 != decode_upload("json", upload(MODEL)).sha256
    )


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ("not base64!", "data.data"),
        (b64(b"\xff\xfe not utf-8"), "data.data"),
        (b64(b"{not json"), "data.data"),
        (upload([1, 2]), "data.data"),
        (upload({"parent": "x", "script": "alert(1)"}), "data.data"),
        (upload({"parent": 5}), "data.data"),
        (upload({"credit": "nothing to draw"}), "data.data"),
        (upload({"elements": [{"from": [0, 0], "to": [1, 1, 1]}]}), "data.data"),
        (upload({"textures": {"a": 1}}), "data.data"),
        (b64(b'{"parent": NaN}'), "data.data"),
        (upload({"ambientocclusion": 1, "parent": "x"}), "data.data"),
    ],
)
def test_what_is_not_a_model_is_refused(data: str, field: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        decode_upload("json", data)
    assert refused.value.field == field


def test_only_the_json_format_is_accepted() -> None:
    with pytest.raises(InvalidInput) as refused:
        decode_upload("bbmodel", upload(MODEL))
    assert refused.value.code == "totem.unsupported_format"


def test_a_model_over_two_mib_is_refused_before_and_after_decoding() -> None:
    padding = "x" * (MAX_MODEL_BYTES - 40)
    too_big = {"parent": "item/generated", "credit": padding}
    assert len(json.dumps(too_big)) > MAX_MODEL_BYTES
    with pytest.raises(ModelTooLarge):
        decode_upload("json", upload(too_big))
    with pytest.raises(ModelTooLarge):
        decode_upload("json", "A" * (MAX_MODEL_BYTES * 2))
    just_fits = {"parent": "item/generated", "credit": "x" * (MAX_MODEL_BYTES - 100)}
    assert decode_upload("json", upload(just_fits)).sha256


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1000, 100_000])
def test_deep_nesting_is_a_refusal_never_a_recursion_error(depth: int) -> None:
    nested = "[" * depth + "]" * depth
    text = '{"parent": "x", "groups": ' + nested + "}"
    with pytest.raises(InvalidInput) as refused:
        decode_upload("json", b64(text.encode()))
    assert "nests deeper" in refused.value.detail


@pytest.mark.parametrize(("content", "age"), [("sfw", 0), ("nsfw", 18), ("nsfl", 21), (None, 16)])
def test_ratings(content: str | None, age: int) -> None:
    assert rating(content, age).age == age


@pytest.mark.parametrize(
    ("content", "age", "field"),
    [("pg", 0, "rating.content"), ("sfw", 17, "rating.age"), ("sfw", True, "rating.age")],
)
def test_invalid_ratings(content: str, age: int, field: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        rating(content, age)
    assert refused.value.field == field


@given(st.booleans(), st.booleans(), st.booleans())
def test_a_post_uploads_or_activates_never_both_never_neither(
    has_data: bool, has_model_id: bool, has_upload_fields: bool
) -> None:
    if has_data == has_model_id:
        with pytest.raises(UploadOrActivate):
            action_of(has_data, has_model_id, has_upload_fields)
    elif has_model_id and has_upload_fields:
        with pytest.raises(InvalidInput):
            action_of(has_data, has_model_id, has_upload_fields)
    else:
        expected = Action.UPLOAD if has_data else Action.ACTIVATE
        assert action_of(has_data, has_model_id, has_upload_fields) is expected
