"""The docs at /schema, against a real `svc serve`: a small page that works offline and the
OpenAPI document as a file of its own, cached (entrypoints/http/docs_page.py).

The page carries none of the document (inlined, it made a 560 KB page a browser took ten
seconds to show): it names the document's URL and loads only its own script and stylesheet
from /schema/assets. The document answers with an ETag and Cache-Control, and a matching
If-None-Match is a 304 without a body. Swagger UI at /schema/swagger reads the same file and
loads only assets the app serves. Files of the Swagger package the pages do not use are not
served.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx
import pytest

from entrypoints.http.docs_assets import ASSETS, FILES, OUR_FILES
from entrypoints.http.docs_page import DOCUMENT
from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow
_ATTRIBUTE = re.compile(r"""\b(?:src|href)\s*=\s*["']([^"']+)["']""")
PAGE_BUDGET = 4 * 1024
"""Bytes the page may weigh (it was 563 KB with the document inlined)."""


@pytest.fixture(scope="module")
def client(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[httpx.Client]:
    directory = tmp_path_factory.mktemp("docs-ui")
    env = server_env(sqlite_template.fresh(directory), directory / "var")
    with LiveServer(env) as live, httpx.Client(base_url=live.base_url, timeout=OUTBOUND) as http:
        yield http


def test_the_page_is_small_and_names_the_document(client: httpx.Client) -> None:
    page = client.get("/schema/")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    assert len(page.content) < PAGE_BUDGET
    assert f"data-document='{DOCUMENT}'" in page.text
    assert '"openapi"' not in page.text and '"paths"' not in page.text  # nothing inlined
    loaded = [url for url in _ATTRIBUTE.findall(page.text) if not url.startswith("data:")]
    assert sorted(loaded) == sorted([f"{ASSETS}/docs.css", f"{ASSETS}/docs.js", DOCUMENT]), (
        loaded
    )  # the link to the document is for people; the script fetches it
    assert "http://" not in page.text and "https://" not in page.text


def test_the_document_is_a_cached_file(client: httpx.Client) -> None:
    answer = client.get(DOCUMENT)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("application/vnd.oai.openapi+json")
    assert answer.json()["openapi"].startswith("3.1")
    tag = answer.headers["etag"]
    assert re.fullmatch(r'"[0-9a-f]{32}"', tag)
    assert "max-age=" in answer.headers["cache-control"]
    again = client.get(DOCUMENT, headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.content == b""
    assert again.headers["etag"] == tag
    assert client.get(DOCUMENT, headers={"If-None-Match": '"stale"'}).status_code == 200


def test_swagger_ui_reads_the_same_file_and_loads_nothing_from_outside(
    client: httpx.Client,
) -> None:
    page = client.get("/schema/swagger")
    assert page.status_code == 200
    assert len(page.content) < PAGE_BUDGET
    assert f'url: "{DOCUMENT}"' in page.text and "SwaggerUIBundle(" in page.text
    assert "validatorUrl: null" in page.text  # no badge fetched from an online validator
    loaded = _ATTRIBUTE.findall(page.text)
    assert loaded and all(url.startswith(f"{ASSETS}/") for url in loaded), loaded
    assert "http://" not in page.text and "https://" not in page.text


@pytest.mark.parametrize("name", sorted(FILES))
def test_each_asset_of_the_pages_loads(client: httpx.Client, name: str) -> None:
    answer = client.get(f"{ASSETS}/{name}")
    assert answer.status_code == 200
    assert answer.headers["content-type"].split(";")[0] == FILES[name]
    assert len(answer.content) > 1000
    assert "max-age" in answer.headers["cache-control"]
    if name.endswith(".css"):
        urls = re.findall(r"url\(([^)]*)\)", answer.text)
        assert all(u.strip("'\"").startswith("data:") for u in urls), urls
    if name in OUR_FILES:
        assert "http://" not in answer.text and "https://" not in answer.text


def test_only_the_pages_assets_are_served(client: httpx.Client) -> None:
    for name in ("swagger-editor-bundle.js", "../__init__.py", "index.css", "LICENSE"):
        assert client.get(f"{ASSETS}/{name}").status_code == 404, name
