"""The OpenAPI document's operations as a client author reads them: short, unique operation ids
that the generated clients turn into method names; every error status with the problem codes
it carries, read from the code; and no response described by a bare HTTP reason phrase.
Walks the whole document, so routes added later are held to it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from http import HTTPStatus
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from entrypoints.http.operation_ids import camel
from entrypoints.http.problems import CODE_OF_STATUS
from tests.support.keys import encryption_key, signing_pem

METHODS = ("get", "put", "post", "delete", "patch")
LONGEST_ID = 28
"""Characters of the longest operation id (``receiveMembershipWebhook`` has 24)."""
VERBS = frozenset(
    "accept acknowledge archive assign block checkout claim create decline delete edit end "  # noqa: SIM905
    "exchange favorite feature finish get grant handle issue join link list lookup mark move "
    "patch post publish put receive register remove replace report resolve revoke send set "
    "start submit sync transfer triage unassign unblock unfavorite unlink unpublish unregister "
    "update upload verify vote withdraw".split()
)
"""What an operation id starts with: the verb of what it does."""
ID = re.compile(r"^[a-z]+(?:[A-Z][a-z0-9]*)*$")
REASONS = {text for status in HTTPStatus for text in (status.phrase, status.description)}
CODE = re.compile(r"^[a-z_]+(?:\.[a-z_]+)?$")


@pytest.fixture(scope="module")
def document(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    directory: Path = tmp_path_factory.mktemp("openapi-operations")
    settings = Settings.of(
        env="test",
        database_url="memory://",
        data_dir=directory / "var",
        jwt_private_key=signing_pem(),
        encryption_keys=encryption_key(),
    )
    with TestClient(app=create_app(settings)) as client:
        answer = client.get("/schema/openapi.json")
        assert answer.status_code == 200
        yield answer.json()


def _operations(document: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    for path, item in document["paths"].items():
        for method in METHODS:
            if method in item:
                yield f"{method.upper()} {path}", item[method]


def test_operation_ids_are_unique_short_camel_case_verbs(document: dict[str, Any]) -> None:
    ids = {name: operation["operationId"] for name, operation in _operations(document)}
    assert len(ids) > 200
    assert len(set(ids.values())) == len(ids), "operation ids repeat"
    for name, operation_id in ids.items():
        assert ID.match(operation_id), f"{name}: {operation_id} is not camelCase"
        assert len(operation_id) <= LONGEST_ID, f"{name}: {operation_id} is too long"
        verb = re.split(r"(?=[A-Z])", operation_id, maxsplit=1)[0]
        assert verb in VERBS, f"{name}: {operation_id} does not start with a verb"


def test_a_handler_on_several_paths_is_named_once_and_its_copies_say_which(
    document: dict[str, Any],
) -> None:
    ids = {name: operation["operationId"] for name, operation in _operations(document)}
    assert ids["POST /v1/connect/servers/claim"] == "claimServer"
    assert ids["GET /v1/health"] == "getHealth"
    assert ids["GET /health"] == "getHealthUnversioned"
    assert ids["GET /v1/profile/personal-totem"] == "getPersonalTotem"
    assert ids["GET /v1/api/profile/personal-totem"] == "getPersonalTotemLegacy"


def test_camel_case_of_a_handler_name() -> None:
    assert camel("claim_server") == "claimServer"
    assert camel("checkout") == "checkout"
    assert camel("list_top_entries") == "listTopEntries"


def test_every_error_status_lists_the_problem_codes_it_carries(document: dict[str, Any]) -> None:
    bare = []
    for name, operation in _operations(document):
        for status, response in operation["responses"].items():
            if int(status) < 400:
                continue
            codes = response.get("x-problem-codes")
            if not codes or not all(CODE.match(code) for code in codes):
                bare.append(f"{name} {status}: {codes}")
                continue
            listed = ", ".join(f"`{code}`" for code in codes)
            assert response["description"].endswith(f"Codes: {listed}."), (name, status)
    assert not bare, "error responses without problem codes: " + "; ".join(bare)


def test_the_codes_follow_from_what_the_operation_does(document: dict[str, Any]) -> None:
    """Read from the handler and what it calls, the guards its access runs, its shape."""
    claim = document["paths"]["/v1/connect/servers/claim"]["post"]["responses"]
    codes = {
        status: set(response["x-problem-codes"])
        for status, response in claim.items()
        if "x-problem-codes" in response
    }
    assert {"connect.claim_key_not_found"} <= codes["404"]  # the use case
    assert {"connect.claim_key_used", "connect.server_already_claimed"} <= codes["409"]
    assert codes["410"] == {"connect.claim_key_expired"}  # built by the key, raised by the case
    assert "auth.invalid_token" in codes["401"]  # the credentials guard
    assert "auth.scoped_token_refused" in codes["403"]  # a full sign-in only
    assert codes["400"] == {CODE_OF_STATUS[400]}
    assert codes["415"] == {CODE_OF_STATUS[415]}
    key = document["paths"]["/v1/connect/servers/{serverId}/claim-key"]["get"]["responses"]
    assert "connect.invalid_server_credentials" in key["401"]["x-problem-codes"]
    assert "connect.server_not_found" in key["404"]["x-problem-codes"]
    register = document["paths"]["/v1/connect/servers/register"]["post"]["responses"]
    assert "401" not in register and "403" not in register  # public
    assert "rate_limited" in register["429"]["x-problem-codes"]  # rate="register"
    verify = document["paths"]["/v1/auth/verify"]["get"]["responses"]
    assert "auth.scoped_token_refused" not in verify.get("403", {}).get("x-problem-codes", [])


def test_no_response_is_described_by_a_bare_reason_phrase(document: dict[str, Any]) -> None:
    generic = [
        f"{name} {status}: {response['description']}"
        for name, operation in _operations(document)
        for status, response in operation["responses"].items()
        if response["description"] in REASONS or not response["description"].strip()
    ]
    assert not generic, "\n".join(generic)
