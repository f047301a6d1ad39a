"""DNS automation end to end with a real PowerDNS (pdns_server with its SQLite backend, on
free ports of 127.0.0.1): the app writes the claim's records into the zone, dnspython reads
the TXT proof back from PowerDNS's own DNS port to verify the claim, routes get and lose
their A records; the provider token is never in clear in the database, the logs or an
answer; tokens survive a key rotation with `svc dns reseal`."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from litestar.testing import AsyncTestClient

from adapters.crypto.keys import new_encryption_key
from adapters.dns_providers.powerdns import PowerDnsApi
from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.edge.dns import RecordType
from entrypoints.http.app import create_app
from tests.conftest import bearer, sign_in
from tests.support.connect_http import claimed, server_headers
from tests.support.powerdns import PowerDns, powerdns
from tests.support.waiting import OUTBOUND

ZONE = "pdns.example"


@pytest.fixture
def pdns(tmp_path: Path) -> Iterator[PowerDns]:
    directory = tmp_path / "pdns"
    directory.mkdir()
    with powerdns(directory) as server:
        server.create_zone(ZONE)
        yield server


async def test_records_follow_the_flows_and_the_token_stays_sealed(
    pdns: PowerDns,
    database_url_for: Callable[[str], str],
    settings_for: Callable[..., Settings],
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    url = database_url_for("sqlite")
    first_key = new_encryption_key()
    settings = settings_for(
        url,
        powerdns_api_url=pdns.api_url,
        dns_nameservers=(f"127.0.0.1:{pdns.dns_port}",),
        gateway_host="gw.svc.example",
        gateway_registration_token="reg-token",
        encryption_keys=first_key,
        dns_provider_timeout=OUTBOUND,
    )
    api = PowerDnsApi(pdns.api_url, timeout=OUTBOUND)

    async def in_zone(name: str, type_: RecordType) -> tuple[str, ...]:
        return await api.read(pdns.api_key, ZONE + ".", ZONE, name, type_)

    answers: list[str] = []
    async with (
        await build_core(settings) as core,
        AsyncTestClient(app=create_app(core=core)) as http,
    ):
        _, token = await sign_in(core, name="Owner")
        owner = bearer(token)
        net = (await http.post("/v1/connect/networks", json={"name": "N"}, headers=owner)).json()[
            "network"
        ]["networkId"]
        provider_url = f"/v1/connect/networks/{net}/dns/provider"
        saved = await http.put(
            provider_url,
            json={"provider": "powerdns", "apiToken": pdns.api_key, "zoneId": ZONE},
            headers=owner,
        )
        assert saved.status_code == 200, saved.text
        assert saved.json()["config"]["zoneName"] == ZONE
        answers.append(saved.text)

        created = await http.post(
            f"/v1/connect/networks/{net}/domains", json={"domain": f"play.{ZONE}"}, headers=owner
        )
        body = created.json()
        answers.append(created.text)
        assert body["dns"] == {"synced": True, "error": None}
        assert body["gateway"]["autoManaged"] is True
        assert await in_zone(f"_svc.play.{ZONE}", RecordType.TXT) == (body["txt"]["value"],)
        assert await in_zone(f"play.{ZONE}", RecordType.CNAME) == ("gw.svc.example",)

        verify = await http.post(
            f"/v1/connect/networks/{net}/domains/{body['domain']['id']}/verify", headers=owner
        )
        assert verify.json()["verified"] is True, verify.text  # read from PowerDNS's DNS port

        gateway = (
            await http.post(
                "/v1/connect/gateways/register",
                json={"name": "g", "publicIp": "198.51.100.4", "region": "eu", "version": "1"},
                headers=bearer("reg-token"),
            )
        ).json()
        assert gateway["gatewayId"]
        server = await claimed(http, owner)
        await http.patch(
            f"/v1/connect/servers/{server['serverId']}", json={"networkId": net}, headers=owner
        )
        route = await http.put(
            f"/v1/connect/servers/{server['serverId']}/gateway-route",
            json={"routeHost": f"mc.play.{ZONE}"},
            headers=server_headers(server),
        )
        assert route.status_code == 200, route.text
        assert await in_zone(f"mc.play.{ZONE}", RecordType.A) == ("198.51.100.4",)
        withdrawn = await http.delete(
            f"/v1/connect/servers/{server['serverId']}/gateway-route",
            headers=server_headers(server),
        )
        assert withdrawn.json() == {"ok": True}
        assert await in_zone(f"mc.play.{ZONE}", RecordType.A) == ()
        answers.append((await http.get(provider_url, headers=owner)).text)

    database = Path(url.removeprefix("sqlite+aiosqlite:///"))
    stored = b"".join(p.read_bytes() for p in database.parent.glob(database.name + "*"))
    assert pdns.api_key.encode() not in stored
    assert all(pdns.api_key not in text for text in answers)
    assert pdns.api_key not in caplog.text

    # Rotation: a new first key, the old one still listed; reseal; then the old one goes.
    second_key = new_encryption_key()
    rotating = settings.with_overrides(encryption_keys=f"{second_key},{first_key}")
    async with await build_core(rotating) as core:
        assert await core.edge.dns.reseal_all() == 1
    rotated = settings.with_overrides(encryption_keys=second_key)
    async with await build_core(rotated) as core:
        async with core.uow() as uow:
            configs = await uow.edge.dns_configs.page(None, 10)
        assert len(configs) == 1
        from application.edge.dns_sync import token_context

        assert core.kernel.secrets.open(
            configs[0].sealed_token, token_context(configs[0].network_id)
        ) == (pdns.api_key)
    await api.aclose()
