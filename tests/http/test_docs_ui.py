"""The docs UI at /schema works offline: its page loads only assets the app itself serves.

The page's scripts, stylesheet and icon come from /schema/assets (the swagger-ui-py package),
not a CDN, and each of them loads. Files of the package the page does not use are not served.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from entrypoints.http.docs_assets import ASSETS, FILES
from tests.support.keys import encryption_key, signing_pem

_ATTRIBUTE = re.compile(r"""\b(?:src|href)\s*=\s*["']([^"']+)["']""")


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient[Any]]:
    directory: Path = tmp_path_factory.mktemp("docs-ui")
    settings = Settings.of(
        env="test",
        database_url="memory://",
        data_dir=directory / "var",
        jwt_private_key=signing_pem(),
        encryption_keys=encryption_key(),
    )
    with TestClient(app=create_app(settings)) as client:
        yield client


def test_the_docs_page_loads_nothing_from_outside(client: TestClient[Any]) -> None:
    page = client.get("/schema/")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    head = page.text.split("<body>", 1)[0]
    loaded = _ATTRIBUTE.findall(page.text.split("const ui", 1)[0])
    assert len(loaded) == len(FILES), loaded  # the icon, the stylesheet and the two scripts
    assert all(url.startswith(f"{ASSETS}/") for url in loaded), loaded
    assert "http://" not in head and "https://" not in head and "//cdn" not in head
    assert "SwaggerUIBundle(" in page.text and '"openapi":"3.1.0"' in page.text


@pytest.mark.parametrize("name", sorted(FILES))
def test_each_asset_of_the_page_loads(client: TestClient[Any], name: str) -> None:
    answer = client.get(f"{ASSETS}/{name}")
    assert answer.status_code == 200
    assert answer.headers["content-type"].split(";")[0] == FILES[name]
    assert len(answer.content) > 1000
    assert "max-age" in answer.headers["cache-control"]
    if name.endswith(".css"):
        urls = re.findall(r"url\(([^)]*)\)", answer.text)
        assert all(u.strip("'\"").startswith("data:") for u in urls), urls


def test_only_the_page_s_assets_are_served(client: TestClient[Any]) -> None:
    for name in ("swagger-editor-bundle.js", "../__init__.py", "index.css", "LICENSE"):
        assert client.get(f"{ASSETS}/{name}").status_code == 404, name
