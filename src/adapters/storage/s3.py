"""Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 ...), through boto3.

boto3 is synchronous: every call runs on a small thread pool of this adapter, off the event
loop (a botocore client is safe to share between threads). boto3 is imported when the
adapter is built, so processes that never use S3 never load it. Failures and timeouts are
``StorageUnavailable`` (a 503 for the caller; nothing was stored).
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC
from typing import Any, TypeVar

from application.totem.ports import ObjectInfo, StoredObject
from domain.shared.storage_key import is_storage_key
from domain.totem.errors import StorageUnavailable

T = TypeVar("T")
THREADS = 8


@dataclass(frozen=True, slots=True)
class S3Config:
    bucket: str
    endpoint_url: str | None = None
    region: str | None = None
    access_key_id: str | None = None
    secret_access_key: str | None = field(default=None, repr=False)
    timeout: float = 10.0
    path_style: bool = False


class S3ObjectStorage:
    def __init__(self, config: S3Config) -> None:
        import boto3
        from botocore.config import Config

        self._bucket = config.bucket
        self._client: Any = boto3.session.Session().client(
            "s3",
            endpoint_url=config.endpoint_url,
            region_name=config.region,
            aws_access_key_id=config.access_key_id,
            aws_secret_access_key=config.secret_access_key,
            config=Config(
                connect_timeout=config.timeout,
                read_timeout=config.timeout,
                retries={"max_attempts": 3, "mode": "standard"},
                s3={"addressing_style": "path" if config.path_style else "auto"},
            ),
        )
        self._threads = ThreadPoolExecutor(THREADS, thread_name_prefix="svc-s3")

    async def _call(self, function: Callable[..., T], **kwargs: Any) -> T:
        from botocore.exceptions import BotoCoreError, ClientError

        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._threads, functools.partial(function, **kwargs))
        except ClientError as error:
            code = error.response.get("Error", {}).get("Code", "")
            raise StorageUnavailable(f"the object storage refused the call ({code})") from None
        except BotoCoreError:
            raise StorageUnavailable("the object storage did not answer") from None

    async def put(self, key: str, data: bytes, content_type: str) -> None:
        if not is_storage_key(key):
            raise ValueError(f"not an object key: {key!r}")
        await self._call(
            self._client.put_object,
            Bucket=self._bucket,
            Key=key,
            Body=data,
            ContentType=content_type,
            CacheControl="public, max-age=31536000, immutable",
        )

    async def get(self, key: str) -> StoredObject | None:
        if not is_storage_key(key):
            return None
        return await self._call(self._get, key=key)

    def _get(self, key: str) -> StoredObject | None:
        try:
            answer = self._client.get_object(Bucket=self._bucket, Key=key)
        except self._client.exceptions.NoSuchKey:
            return None
        body = answer["Body"]
        try:
            data = body.read()
        finally:
            body.close()
        return StoredObject(
            data,
            answer.get("ContentType") or "application/octet-stream",
            answer.get("ETag") or '""',
        )

    async def delete(self, key: str) -> None:
        if is_storage_key(key):
            await self._call(self._client.delete_object, Bucket=self._bucket, Key=key)

    async def list(self, prefix: str, after: str | None, limit: int) -> list[ObjectInfo]:
        kwargs: dict[str, Any] = {"Bucket": self._bucket, "Prefix": prefix, "MaxKeys": limit}
        if after is not None:
            kwargs["StartAfter"] = after
        answer = await self._call(self._client.list_objects_v2, **kwargs)
        return [
            ObjectInfo(entry["Key"], entry["LastModified"].astimezone(UTC))
            for entry in answer.get("Contents", [])
        ]

    async def aclose(self) -> None:
        self._threads.shutdown(wait=False, cancel_futures=True)
        await asyncio.to_thread(self._client.close)
