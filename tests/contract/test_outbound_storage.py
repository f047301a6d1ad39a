"""The object storage port: the memory fake, the filesystem adapter and the S3 adapter
(against moto's S3 server on 127.0.0.1) answer the same cases."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from adapters.memory.storage import MemoryObjectStorage
from adapters.storage.filesystem import FilesystemObjectStorage
from adapters.storage.s3 import S3Config, S3ObjectStorage
from application.totem.ports import ObjectStorage
from domain.totem.errors import StorageUnavailable
from tests.support.live_server import free_port
from tests.support.s3_server import KEY_ID, REGION, SECRET, make_bucket, s3_server

KINDS = ("memory", "filesystem", "s3")
TIMEOUT = 30.0


@pytest.fixture(scope="module")
def s3_endpoint() -> Iterator[str]:
    with s3_server() as endpoint:
        yield endpoint


def s3_storage(endpoint: str, bucket: str, timeout: float = TIMEOUT) -> S3ObjectStorage:
    return S3ObjectStorage(
        S3Config(
            bucket=bucket,
            endpoint_url=endpoint,
            region=REGION,
            access_key_id=KEY_ID,
            secret_access_key=SECRET,
            timeout=timeout,
            path_style=True,
        )
    )


@pytest.fixture(params=KINDS)
async def storage(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[ObjectStorage]:
    if request.param == "memory":
        yield MemoryObjectStorage()
    elif request.param == "filesystem":
        yield FilesystemObjectStorage(tmp_path / "objects")
    else:
        endpoint = request.getfixturevalue("s3_endpoint")
        s3 = s3_storage(endpoint, make_bucket(endpoint))
        yield s3
        await s3.aclose()


async def test_a_stored_object_reads_back_with_its_type_and_a_stable_etag(
    storage: ObjectStorage,
) -> None:
    await storage.put("0123456789abcdef01234567.json", b'{"parent":"x"}', "application/json")
    first = await storage.get("0123456789abcdef01234567.json")
    again = await storage.get("0123456789abcdef01234567.json")
    assert first is not None and again is not None
    assert first.data == b'{"parent":"x"}'
    assert first.content_type == "application/json"
    assert first.etag.startswith('"') and first.etag.endswith('"') and len(first.etag) > 2
    assert first.etag == again.etag


async def test_different_content_has_a_different_etag(storage: ObjectStorage) -> None:
    await storage.put("a.json", b"[1]", "application/json")
    await storage.put("b.json", b"[2]", "application/json")
    a, b = await storage.get("a.json"), await storage.get("b.json")
    assert a is not None and b is not None and a.etag != b.etag


async def test_a_missing_object_is_none_and_deleting_it_is_harmless(
    storage: ObjectStorage,
) -> None:
    assert await storage.get("nothing-here.json") is None
    await storage.delete("nothing-here.json")
    await storage.put("x.json", b"{}", "application/json")
    await storage.delete("x.json")
    assert await storage.get("x.json") is None


async def test_keys_list_in_order_by_prefix_and_page_after_a_key(storage: ObjectStorage) -> None:
    keys = ["b.json", "a.json", "skin-parts/p1.png", "c.json", "skin-parts/p0.png"]
    for key in keys:
        await storage.put(key, key.encode(), "application/octet-stream")
    everything = [o.key for o in await storage.list("", None, 100)]
    assert everything == sorted(keys)
    parts = [o.key for o in await storage.list("skin-parts/", None, 100)]
    assert parts == ["skin-parts/p0.png", "skin-parts/p1.png"]
    first = [o.key for o in await storage.list("", None, 2)]
    rest = [o.key for o in await storage.list("", first[-1], 100)]
    assert first + rest == sorted(keys)
    now = datetime.now(UTC)
    for info in await storage.list("", None, 100):
        assert now - timedelta(minutes=10) < info.modified_at <= now + timedelta(minutes=10)


OUTSIDE = ("../etc/passwd", "/abs.json", "a/../../b.json", "UPPER.json", "a\\b.json", "")


async def test_keys_outside_the_key_rule_are_never_read_written_or_deleted(
    storage: ObjectStorage,
) -> None:
    """Every adapter checks keys with the domain's rule (domain/shared/storage_key.py)."""
    for key in OUTSIDE:
        assert await storage.get(key) is None
        with pytest.raises(ValueError, match="not an object key"):
            await storage.put(key, b"x", "application/octet-stream")
        await storage.delete(key)  # nothing can be stored under it: nothing happens
    assert await storage.list("", None, 100) == []


async def test_a_storage_that_is_down_is_unavailable(tmp_path: Path) -> None:
    down = MemoryObjectStorage()
    down.failing = True
    with pytest.raises(StorageUnavailable):
        await down.put("a.json", b"{}", "application/json")
    unreachable = s3_storage(f"http://127.0.0.1:{free_port()}", "nobucket", timeout=2)
    try:
        with pytest.raises(StorageUnavailable):
            await unreachable.put("a.json", b"{}", "application/json")
    finally:
        await unreachable.aclose()
    blocked = tmp_path / "file-not-dir"
    blocked.write_text("")  # the storage root is a file: nothing can be written under it
    with pytest.raises(StorageUnavailable):
        await FilesystemObjectStorage(blocked).put("a.json", b"{}", "application/json")


async def test_s3_answers_unavailable_for_a_missing_bucket(s3_endpoint: str) -> None:
    s3 = s3_storage(s3_endpoint, "no-such-bucket-here")
    try:
        with pytest.raises(StorageUnavailable):
            await s3.put("a.json", b"{}", "application/json")
    finally:
        await s3.aclose()
