"""The PowerDNS Authoritative HTTP API (``/api/v1``), with ``X-API-Key``.

The server's URL is the operator's (``SVC_POWERDNS_API_URL``): users give only their API key
and zone. A zone id is the zone's name with its trailing dot. Record sets are replaced or
deleted with one ``PATCH`` of the zone's rrsets; TXT contents are quoted, CNAME targets are
absolute names (trailing dot), as PowerDNS wants them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from adapters.dns_providers.common import HttpApi, quote_txt, unquote_txt
from application.edge.ports import DnsProviderError
from domain.edge.dns import RecordSet, RecordType

if TYPE_CHECKING:
    import httpx


class PowerDnsApi:
    def __init__(
        self,
        base_url: str,
        server_id: str = "localhost",
        timeout: float = 10.0,
        client: httpx.AsyncClient | None = None,
    ) -> None:
        self._api = HttpApi(base_url.rstrip("/") + "/api/v1", timeout, client)
        self._server = quote(server_id, safe="")

    async def aclose(self) -> None:
        await self._api.aclose()

    async def _call(
        self, token: str, method: str, path: str, body: Any = None, missing: tuple[int, ...] = ()
    ) -> Any:
        """``missing``: the statuses that mean "no such zone" for this call (PowerDNS answers
        422 both for an unknown zone on GET and for a record it refuses on PATCH)."""
        status, answer = await self._api.request(method, path, {"X-API-Key": token}, body)
        message = _message(answer, status)
        if status in (401, 403):
            raise DnsProviderError("token", message)
        if status in missing:
            raise DnsProviderError("zone", message)
        if status >= 500:
            raise DnsProviderError("unavailable", message)
        if status >= 300:
            raise DnsProviderError("rejected", message)
        return answer

    def _zone_path(self, zone_id: str) -> str:
        zone = zone_id if zone_id.endswith(".") else zone_id + "."
        if "/" in zone or ".." in zone:
            raise DnsProviderError("zone", "not a valid zone id")
        return f"/servers/{self._server}/zones/{quote(zone, safe='.')}"

    async def check_token(self, token: str) -> None:
        await self._call(token, "GET", f"/servers/{self._server}")

    async def zone_name(self, token: str, zone_id: str) -> str:
        zone = await self._call(token, "GET", self._zone_path(zone_id), missing=(404, 422))
        name = zone.get("name") if isinstance(zone, dict) else None
        if not isinstance(name, str):
            raise DnsProviderError("rejected", "the zone has no name")
        return name.rstrip(".").lower()

    async def read(
        self, token: str, zone_id: str, zone_name: str, name: str, type: RecordType
    ) -> tuple[str, ...]:
        zone = await self._call(token, "GET", self._zone_path(zone_id), missing=(404, 422))
        for rrset in zone.get("rrsets", []) if isinstance(zone, dict) else []:
            if rrset.get("name", "").rstrip(".").lower() == name and rrset.get("type") == type:
                records = [r for r in rrset.get("records", []) if not r.get("disabled")]
                return tuple(sorted(_from_content(str(r.get("content")), type) for r in records))
        return ()

    async def apply(self, token: str, zone_id: str, zone_name: str, record: RecordSet) -> None:
        rrset: dict[str, Any] = {"name": record.name + ".", "type": record.type.value}
        if record.values:
            rrset |= {
                "changetype": "REPLACE",
                "ttl": record.ttl,
                "records": [
                    {"content": _to_content(v, record.type), "disabled": False}
                    for v in dict.fromkeys(record.values)
                ],
            }
        else:
            rrset["changetype"] = "DELETE"
        await self._call(
            token, "PATCH", self._zone_path(zone_id), {"rrsets": [rrset]}, missing=(404,)
        )


def _to_content(value: str, type_: RecordType) -> str:
    if type_ is RecordType.TXT:
        return quote_txt(value)
    if type_ is RecordType.CNAME:
        return value.rstrip(".") + "."
    return value


def _from_content(content: str, type_: RecordType) -> str:
    if type_ is RecordType.TXT:
        return unquote_txt(content)
    if type_ is RecordType.CNAME:
        return content.rstrip(".").lower()
    return content


def _message(answer: Any, status: int) -> str:
    if isinstance(answer, dict) and isinstance(answer.get("error"), str):
        return f"{status}: {answer['error'][:200]}"
    return f"the provider answered {status}"
