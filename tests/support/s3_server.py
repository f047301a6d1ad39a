"""A real S3-compatible peer on 127.0.0.1: moto's server (``moto_server``, a dev dependency),
in its own process, with a bucket made for the test."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from tests.support.live_server import free_port
from tests.support.waiting import STARTUP, wait_until

KEY_ID = "testing"
SECRET = "testing"
REGION = "us-east-1"


def _binary() -> str | None:
    beside = Path(sys.executable).with_name("moto_server")
    return str(beside) if beside.exists() else shutil.which("moto_server")


@contextmanager
def s3_server() -> Iterator[str]:
    """The endpoint URL of a fresh moto server; skips the test when moto is not installed."""
    binary = _binary()
    if binary is None:
        pytest.skip("moto_server is not installed (pip install 'moto[server]', in dev extras)")
    port = free_port()
    endpoint = f"http://127.0.0.1:{port}"
    log = tempfile.TemporaryFile()  # noqa: SIM115 (closed below)
    process = subprocess.Popen(
        [binary, "-H", "127.0.0.1", "-p", str(port)], stdout=log, stderr=subprocess.STDOUT
    )

    def up() -> bool:
        if process.poll() is not None:
            raise RuntimeError("moto_server exited")
        try:
            return httpx.get(endpoint, timeout=2).status_code < 500
        except httpx.HTTPError:
            return False

    try:
        try:
            wait_until(up, "moto_server answers", STARTUP)
        except (AssertionError, RuntimeError):
            log.seek(0)
            raise AssertionError(
                "moto_server did not start:\n" + log.read().decode(errors="replace")
            ) from None
        yield endpoint
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


def make_bucket(endpoint: str, public: bool = False) -> str:
    """A new bucket on the server (the service never creates buckets itself); ``public``:
    anyone may read its objects (a bucket policy, as a deployment serving files from the
    bucket sets)."""
    import json

    import boto3

    name = f"svc-test-{uuid.uuid4().hex[:12]}"
    client = boto3.client(
        "s3",
        endpoint_url=endpoint,
        region_name=REGION,
        aws_access_key_id=KEY_ID,
        aws_secret_access_key=SECRET,
    )
    client.create_bucket(Bucket=name)
    if public:
        policy = {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": "*",
                    "Action": "s3:GetObject",
                    "Resource": f"arn:aws:s3:::{name}/*",
                }
            ],
        }
        client.put_bucket_policy(Bucket=name, Policy=json.dumps(policy))
    client.close()
    return name
