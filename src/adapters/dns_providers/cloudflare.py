"""The Cloudflare v4 API: token verify, zone details, DNS records.

Every answer is an envelope ``{success, errors: [{code, message}], messages, result}``.
Record sets are kept by listing the records of a name and type (``GET
zones/{zone}/dns_records?name=&type=``), then updating, creating and deleting records until
exactly the wanted values remain. Only the token's errors are reported, never the token.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from adapters.dns_providers.common import HttpApi, unquote_txt
from application.edge.ports import DnsProviderError
from domain.edge.dns import RecordSet, RecordType

if TYPE_CHECKING:
    import httpx

DEFAULT_URL = "https://api.cloudflare.com/client/v4"
_TOKEN_CODES = {1000, 6003, 6111, 9106, 9109, 10000}  # invalid or unauthorised token
_ZONE_CODES = {1001, 1003, 7003, 7000}  # no such zone (or not for this token)


class CloudflareDns:
    def __init__(
        self,
        base_url: str = DEFAULT_URL,
        timeout: float = 10.0,
        client: httpx.AsyncClient | None = None,
    ) -> None:
        self._api = HttpApi(base_url, timeout, client)

    async def aclose(self) -> None:
        await self._api.aclose()

    async def _call(
        self,
        token: str,
        method: str,
        path: str,
        body: Any = None,
        params: dict[str, str] | None = None,
        zone: bool = False,
    ) -> Any:
        status, answer = await self._api.request(
            method, path, {"Authorization": f"Bearer {token}"}, body, params
        )
        errors = answer.get("errors") if isinstance(answer, dict) else None
        codes = {e.get("code") for e in errors or [] if isinstance(e, dict)}
        message = _message(errors, status)
        if status in (401, 403) or codes & _TOKEN_CODES:
            raise DnsProviderError("token", message)
        if zone and (status == 404 or codes & _ZONE_CODES or (status == 400 and codes)):
            raise DnsProviderError("zone", message)
        if status >= 500 or status == 429:
            raise DnsProviderError("unavailable", message)
        if not isinstance(answer, dict) or not answer.get("success") or status >= 300:
            raise DnsProviderError("rejected", message)
        return answer.get("result")

    async def check_token(self, token: str) -> None:
        result = await self._call(token, "GET", "/user/tokens/verify")
        if not isinstance(result, dict) or result.get("status") != "active":
            raise DnsProviderError("token", "the token is not active")

    async def zone_name(self, token: str, zone_id: str) -> str:
        result = await self._call(token, "GET", f"/zones/{_segment(zone_id)}", zone=True)
        name = result.get("name") if isinstance(result, dict) else None
        if not isinstance(name, str) or not name:
            raise DnsProviderError("rejected", "the zone has no name")
        return name.rstrip(".").lower()

    async def _records(self, token: str, zone_id: str, name: str, type_: RecordType) -> list[Any]:
        found: list[Any] = []
        page = 1
        while True:
            result = await self._call(
                token, "GET", f"/zones/{_segment(zone_id)}/dns_records",
                params={"name": name, "type": type_.value, "per_page": "100",
                        "page": str(page)},
            )  # fmt: skip
            batch = [r for r in result or [] if isinstance(r, dict)]
            found += [r for r in batch if str(r.get("name", "")).lower() == name]
            if len(batch) < 100 or page >= 50:
                return found
            page += 1

    async def read(
        self, token: str, zone_id: str, zone_name: str, name: str, type: RecordType
    ) -> tuple[str, ...]:
        records = await self._records(token, zone_id, name, type)
        return tuple(sorted(_content(r, type) for r in records))

    async def apply(self, token: str, zone_id: str, zone_name: str, record: RecordSet) -> None:
        existing = await self._records(token, zone_id, record.name, record.type)
        wanted = list(dict.fromkeys(record.values))
        keep: list[Any] = []
        spare: list[Any] = []
        for found in existing:
            value = _content(found, record.type)
            if value in wanted:
                wanted.remove(value)
                keep.append(found)
            else:
                spare.append(found)
        base = f"/zones/{_segment(zone_id)}/dns_records"
        for value in wanted:
            body = {
                "type": record.type.value, "name": record.name, "content": value,
                "ttl": record.ttl, "proxied": False,
            }  # fmt: skip
            if spare:
                old = spare.pop()
                await self._call(token, "PUT", f"{base}/{_segment(str(old.get('id')))}", body)
            else:
                await self._call(token, "POST", base, body)
        for old in spare:
            await self._call(token, "DELETE", f"{base}/{_segment(str(old.get('id')))}")


def _content(record: Any, type_: RecordType) -> str:
    content = str(record.get("content", ""))
    if type_ is RecordType.TXT:
        return unquote_txt(content)
    return content.rstrip(".").lower() if type_ is RecordType.CNAME else content


def _segment(value: str) -> str:
    if not value or "/" in value or "?" in value or "#" in value or ".." in value:
        raise DnsProviderError("zone", "not a valid id")
    return value


def _message(errors: Any, status: int) -> str:
    if isinstance(errors, list) and errors:
        first = errors[0]
        if isinstance(first, dict):
            return f"{first.get('code')}: {str(first.get('message', ''))[:200]}"
    return f"the provider answered {status}"
