"""End to end over real HTTP: a live uvicorn server stores uploads on the filesystem or in an
S3 bucket (moto's server), de-duplicates them, and the itemModelUrl it hands out serves the
file with immutable caching, an ETag and 304 on If-None-Match."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest

from bootstrap.core import build_core
from bootstrap.settings import Settings
from tests.conftest import bearer, sign_in
from tests.support.live_server import LiveServer, server_env
from tests.support.s3_server import KEY_ID, REGION, SECRET, make_bucket, s3_server
from tests.support.totems import data_of, model
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow
IMMUTABLE = "public, max-age=31536000, immutable"


@pytest.fixture(scope="module")
def s3_endpoint() -> Iterator[str]:
    with s3_server() as endpoint:
        yield endpoint


async def _token(url: str, settings_for: Callable[..., Settings]) -> str:
    async with await build_core(settings_for(url)) as core:
        _, token = await sign_in(core, uuid.uuid4(), "Live")
    return token


def _upload_and_fetch(server: LiveServer, token: str) -> tuple[str, httpx.Response]:
    with httpx.Client(base_url=server.base_url, timeout=OUTBOUND) as client:
        first = client.post(
            "/v1/profile/personal-totem", json={"data": data_of(model(1))}, headers=bearer(token)
        )
        assert first.status_code == 200, first.text
        again = client.post(
            "/v1/api/profile/personal-totem",
            json={"data": data_of(model(1))},
            headers=bearer(token),
        )
        assert again.status_code == 200
        assert again.json()["created"] is False
        assert again.json()["itemModelId"] == first.json()["itemModelId"]
        gallery = client.get("/v1/profile/personal-totem/gallery", headers=bearer(token))
        assert [i["itemModelId"] for i in gallery.json()["items"]] == [first.json()["itemModelId"]]
    url = first.json()["itemModelUrl"]
    file = httpx.get(url, timeout=OUTBOUND)
    return url, file


def _check_caching(url: str, file: httpx.Response) -> None:
    assert file.status_code == 200
    assert file.json() == model(1)
    assert file.headers["cache-control"] == IMMUTABLE
    assert file.headers["content-type"].startswith("application/json")
    etag = file.headers["etag"]
    unchanged = httpx.get(url, headers={"If-None-Match": etag}, timeout=OUTBOUND)
    assert unchanged.status_code == 304 and unchanged.content == b""
    other = httpx.get(url, headers={"If-None-Match": '"something-else"'}, timeout=OUTBOUND)
    assert other.status_code == 200 and other.json() == model(1)


async def test_on_the_filesystem(
    tmp_path: Path,
    database_url_for: Callable[[str], str],
    settings_for: Callable[..., Settings],
) -> None:
    url = database_url_for("sqlite")
    token = await _token(url, settings_for)
    with LiveServer(server_env(url, tmp_path / "var")) as server:
        model_url, file = _upload_and_fetch(server, token)
        assert model_url.startswith(f"{server.base_url}/cdn/")
        _check_caching(model_url, file)
        files = list((tmp_path / "var" / "objects").glob("*.json"))
        assert [f.name for f in files] == [model_url.rsplit("/", 1)[1]]


async def test_in_an_s3_bucket(
    tmp_path: Path,
    s3_endpoint: str,
    database_url_for: Callable[[str], str],
    settings_for: Callable[..., Settings],
) -> None:
    url = database_url_for("sqlite")
    token = await _token(url, settings_for)
    bucket = make_bucket(s3_endpoint, public=True)
    env = server_env(
        url,
        tmp_path / "var",
        SVC_STORAGE="s3",
        SVC_S3_BUCKET=bucket,
        SVC_S3_ENDPOINT_URL=s3_endpoint,
        SVC_S3_REGION=REGION,
        SVC_S3_ACCESS_KEY_ID=KEY_ID,
        SVC_S3_SECRET_ACCESS_KEY=SECRET,
        SVC_S3_TIMEOUT=str(OUTBOUND),
        SVC_CDN_URL=f"{s3_endpoint}/{bucket}",
    )
    with LiveServer(env) as server:
        model_url, file = _upload_and_fetch(server, token)
        model_id = model_url.rsplit("/", 1)[1].removesuffix(".json")
        assert model_url == f"{s3_endpoint}/{bucket}/{model_id}.json"  # from the bucket
        _check_caching(model_url, file)
        async with httpx.AsyncClient(timeout=OUTBOUND) as client:
            through_app = await client.get(f"{server.base_url}/cdn/{model_id}.json")
        _check_caching(f"{server.base_url}/cdn/{model_id}.json", through_app)
    assert not (tmp_path / "var" / "objects").exists()
