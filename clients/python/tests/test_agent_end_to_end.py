"""The reference agent (`svc-agent`, a real process) against a live `svc serve`.

The dash side is the Python client: it claims the server with the key the agent shows,
changes settings and sends commands. Then the agent is killed (kill -9) between commands and
in the middle of one, and the server is killed and restarted: every command runs at most once
(none twice) and every command ends acknowledged (none lost).
"""

from __future__ import annotations

import json
import os
import re
import stat
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import Operator

from svc_client import connect, unwrap
from svc_client._generated.api.connect_commands import create_command as send_command
from svc_client._generated.api.connect_commands import list_commands
from svc_client._generated.api.connect_extensions import list_server_extensions as server_extensions
from svc_client._generated.api.connect_networks import create_join_token as join_token
from svc_client._generated.api.connect_networks import create_network
from svc_client._generated.api.connect_networks import list_hosts as hosts
from svc_client._generated.api.connect_servers import claim_server as claim
from svc_client._generated.api.connect_settings import put_server_settings as put_settings
from svc_client._generated.client import AuthenticatedClient
from svc_client._generated.models.claim_in import ClaimIn
from svc_client._generated.models.command_in import CommandIn
from svc_client._generated.models.command_in_payload import CommandInPayload
from svc_client._generated.models.network_in import NetworkIn
from svc_client._generated.models.settings_put import SettingsPut
from svc_client._generated.models.settings_put_data import SettingsPutData
from tests.support.live_server import LiveServer, server_env
from tests.support.waiting import PATIENCE, wait_until

pytestmark = pytest.mark.slow

HERE = Path(__file__).resolve().parent


class AgentProcess:
    """``python -m svc_client.agent`` with the suite's plugin, its output in a file."""

    def __init__(self, base_url: str, directory: Path) -> None:
        self.base_url = base_url
        self.directory = directory
        self.credentials = directory / "agent.json"
        self.runs = directory / "runs.txt"
        self.log = directory / "agent.log"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self, *extra: str, env: dict[str, str] | None = None) -> None:
        command = [
            sys.executable, "-m", "svc_client.agent",
            "--url", self.base_url, "--credentials", str(self.credentials),
            "--name", "Lobby", "--type", "paper",
            "--handlers", "agent_plugin:HANDLERS",
            "--claim-key-interval", "0.5", "--max-backoff", "1", "--poll-interval", "0.5",
            *extra,
        ]  # fmt: skip
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                command,
                cwd=HERE,
                env={**os.environ, "SVC_AGENT_TEST_RUNS": str(self.runs), **(env or {})},
                stdout=log,
                stderr=subprocess.STDOUT,
            )

    def kill(self) -> None:
        assert self.process is not None
        self.process.kill()
        self.process.wait()

    def stop(self) -> int | None:
        """SIGTERM: the agent closes its stream and exits 0 (its exit code)."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                return self.process.wait(timeout=PATIENCE)
            except subprocess.TimeoutExpired:
                self.kill()
        return None

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def ran(self) -> list[str]:
        return self.runs.read_text().split() if self.runs.exists() else []

    def wait_for(self, pattern: str) -> re.Match[str]:
        found: list[re.Match[str]] = []

        def seen() -> bool:
            match = re.search(pattern, self.output())
            if match:
                found.append(match)
            return match is not None

        try:
            wait_until(seen, f"the agent printed {pattern!r}")
        except AssertionError as error:
            raise AssertionError(f"{error}; its output:\n{self.output()}") from None
        return found[0]


@pytest.fixture
def server(tmp_path: Path, clients_template: Any) -> Iterator[LiveServer]:
    directory = tmp_path / "server"
    directory.mkdir()
    env = server_env(clients_template.fresh(directory), directory / "var")
    with LiveServer({**env, "SVC_STREAM_PING_SECONDS": "0.5"}) as live:
        live.env = env  # type: ignore[attr-defined]
        yield live


@pytest.fixture
def agent(server: LiveServer, tmp_path: Path) -> Iterator[AgentProcess]:
    running = AgentProcess(server.base_url, tmp_path)
    yield running
    running.stop()


def _send(dash: AuthenticatedClient, server_id: uuid.UUID, action: str) -> str:
    body = CommandIn(action=action, payload=CommandInPayload.from_dict({"n": 1}))
    return unwrap(send_command.sync(server_id, client=dash, body=body)).command.id


def _statuses(dash: AuthenticatedClient, server_id: uuid.UUID) -> dict[str, Any]:
    page = unwrap(list_commands.sync(server_id, client=dash, limit=200))
    return {c.id: (c.status, c.ack_status) for c in page.items}


def _acknowledged(dash: AuthenticatedClient, server_id: uuid.UUID, command_id: str) -> bool:
    return _statuses(dash, server_id).get(command_id, ("",))[0] == "acknowledged"


def test_claim_settings_commands_and_kills(server: LiveServer, agent: AgentProcess) -> None:
    _, token = Operator(server.env).token("Owner")  # type: ignore[attr-defined]
    agent.start()
    key = agent.wait_for(r"claim this server in dash with the key (\S+)").group(1)
    assert stat.S_IMODE(agent.credentials.stat().st_mode) == 0o600
    server_id = uuid.UUID(agent.wait_for(r"registered as server (\S+)").group(1))

    with connect(server.base_url, token=token) as dash:
        unwrap(claim.sync(client=dash, body=ClaimIn(claim_key=key)))
        agent.wait_for("claimed: this server is managed in dash")
        body = SettingsPut(source="game", data=SettingsPutData.from_dict({"pvp": False}))
        unwrap(put_settings.sync(server_id, client=dash, body=body))
        agent.wait_for(r"settings game revision 1: \{'pvp': False\}")

        first = _send(dash, server_id, "record")
        wait_until(lambda: _acknowledged(dash, server_id, first), "the first command is acked")

        agent.kill()  # between commands
        second = _send(dash, server_id, "record")  # sent while the agent is away
        agent.start()
        wait_until(lambda: _acknowledged(dash, server_id, second), "the second is acked")

        third = _send(dash, server_id, "crash")  # the agent dies inside the handler
        wait_until(lambda: agent.process is not None and agent.process.poll() is not None,
                   "the agent died in the middle of the command")  # fmt: skip
        agent.start()
        wait_until(lambda: _acknowledged(dash, server_id, third), "the third is acked")

        server.kill()  # the server dies; it comes back on the same port and database
        server.start()
        server.wait_until_up()
        fourth = _send(dash, server_id, "record")
        wait_until(lambda: _acknowledged(dash, server_id, fourth), "the fourth is acked")
        body = SettingsPut(source="game", data=SettingsPutData.from_dict({"pvp": True}))
        unwrap(put_settings.sync(server_id, client=dash, body=body))
        agent.wait_for(r"settings game revision 2: \{'pvp': True\}")

        statuses = _statuses(dash, server_id)
        assert agent.stop() == 0  # a clean stop on SIGTERM

    assert sorted(agent.ran()) == sorted([first, second, third, fourth])  # each once
    assert statuses[first][1] == statuses[second][1] == statuses[fourth][1] == "success"
    assert statuses[third][1] == "failure"  # interrupted: it may have run, it never runs again
    assert agent.credentials.exists() and "registered as server" in agent.output()
    assert agent.output().count("registered as server") == 1  # the restarts used the file


def test_polls_when_the_stream_is_refused(server: LiveServer, tmp_path: Path) -> None:
    """Behind a proxy that refuses WebSocket upgrades the agent polls: it still gets its
    settings and runs and acknowledges its commands."""
    from refusing_proxy import refusing_proxy

    _, token = Operator(server.env).token("Owner")  # type: ignore[attr-defined]
    with refusing_proxy(server.port) as proxied:
        agent = AgentProcess(proxied, tmp_path)
        agent.start()
        try:
            key = agent.wait_for(r"claim this server in dash with the key (\S+)").group(1)
            server_id = uuid.UUID(agent.wait_for(r"registered as server (\S+)").group(1))
            agent.wait_for(r"stream refused \(403\): polling")
            with connect(server.base_url, token=token) as dash:
                unwrap(claim.sync(client=dash, body=ClaimIn(claim_key=key)))
                body = SettingsPut(source="game", data=SettingsPutData.from_dict({"pvp": True}))
                unwrap(put_settings.sync(server_id, client=dash, body=body))
                agent.wait_for(r"settings game revision 1: \{'pvp': True\}")
                sent = _send(dash, server_id, "record")
                wait_until(lambda: _acknowledged(dash, server_id, sent), "acked after a poll")
        finally:
            agent.stop()
    assert agent.ran() == [sent]


def test_a_host_joins_a_network_publishes_its_extension_and_is_seen(
    server: LiveServer, agent: AgentProcess, tmp_path: Path
) -> None:
    """With a join token (from the environment, not the command line) the agent joins the
    owner's network as a host; its extension is published; its polls make it seen."""
    _, token = Operator(server.env).token("Owner")  # type: ignore[attr-defined]
    extensions = tmp_path / "extensions.json"
    extensions.write_text(
        json.dumps({"chat": {"name": "Chat", "actions": [{"id": "mute", "label": "Mute"}]}})
    )
    with connect(server.base_url, token=token) as dash:
        network = unwrap(create_network.sync(client=dash, body=NetworkIn(name="Net"))).network
        join = unwrap(join_token.sync(network.network_id, client=dash))
        agent.start(
            "--extensions", str(extensions), "--presence-interval", "0.5",
            env={"SVC_AGENT_JOIN_TOKEN": join.join_token},
        )  # fmt: skip
        host_id = uuid.UUID(agent.wait_for(r"joined network \S+ as host (\S+)").group(1))
        agent.wait_for("published extension chat")
        assert stat.S_IMODE(agent.credentials.stat().st_mode) == 0o600

        def seen() -> bool:
            found = [h for h in unwrap(hosts.sync(client=dash)).items if h.server_id == host_id]
            return bool(found) and found[0].last_seen_at is not None

        wait_until(seen, "the host is seen")
        published = unwrap(server_extensions.sync(host_id, client=dash))
    assert [(e.extension_id, [a.id for a in e.actions]) for e in published.items] == [
        ("chat", ["mute"])
    ]


AGENT_LINE = re.compile(r"\S+ \S+ (DEBUG|INFO|WARNING|ERROR) svc_agent: (.*)")
PRINTED = ("registered as server ", "claim this server in dash", "claimed: ", "settings ")
POLLS = ("polled: ", "poll: ", "presence poll: ")  # a poll, or one that failed
RECONNECT = re.compile(
    r"(stream closed|stream: .+|server unreachable: .+); reconnecting in [0-9.]+ s"
)


def test_verbose_logs_reconnects_and_polls_and_never_a_credential(
    server: LiveServer, agent: AgentProcess
) -> None:
    """``-v`` logs what the help promises, the agent's own lines only: the stream opened, one
    line per reconnect, one per poll (no library's debug output: the websockets client shows
    each handshake header there, the server secret's ``Authorization`` included), and no
    record shows the server secret."""
    agent.start("-v", "--presence-interval", "0.5")
    server_id = agent.wait_for(r"registered as server (\S+)").group(1)
    wait_until(
        lambda: f'{server_id}/stream" [accepted]' in server.output(), "the server took the stream"
    )
    secret = json.loads(agent.credentials.read_text())["serverSecret"]
    assert secret not in agent.output()  # the handshake's Authorization header included
    agent.wait_for(r"svc_agent: stream open")
    agent.wait_for(r"svc_agent: polled: 0 commands, 0 settings")
    server.kill()  # the stream drops; the agent reconnects once the server is back
    agent.wait_for(r"svc_agent: stream closed; reconnecting in \d")
    server.start()
    server.wait_until_up()
    wait_until(lambda: agent.output().count("svc_agent: stream open") >= 2, "the stream reopened")
    assert agent.stop() == 0

    output = agent.output()
    assert secret not in output
    assert not re.search(r"(?i)authorization|bearer", output)
    lines = output.splitlines()
    logged = [AGENT_LINE.fullmatch(line) for line in lines]
    strays = [
        line
        for line, match in zip(lines, logged, strict=True)
        if match is None and not line.startswith(PRINTED)
    ]
    assert strays == []  # every line is the agent's: printed, or logged by svc_agent
    info = [m.group(2) for m in logged if m is not None and m.group(1) == "INFO"]
    warnings = [m.group(2) for m in logged if m is not None and m.group(1) != "INFO"]
    unpromised = [
        m for m in info if m != "stream open" and not m.startswith(POLLS)
        and not RECONNECT.fullmatch(m)
    ]  # fmt: skip
    assert unpromised == []
    assert info.count("stream open") == 2
    assert all(m.startswith("claim key: ") for m in warnings)  # while the server was down
