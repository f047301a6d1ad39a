"""The agent's life: credentials, claim key, extensions, commands, settings, presence."""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

import httpx
from websockets.exceptions import InvalidHandshake, InvalidURI

from svc_client._generated.api.connect_commands import acknowledge_command as acknowledge
from svc_client._generated.api.connect_commands import list_commands
from svc_client._generated.api.connect_extensions import (
    publish_server_extension as publish_extension,
)
from svc_client._generated.api.connect_networks import join_network as join
from svc_client._generated.api.connect_servers import get_claim_key as claim_key
from svc_client._generated.api.connect_servers import register_server as register
from svc_client._generated.api.connect_settings import get_server_settings as current_settings
from svc_client._generated.api.public_servers import report_public_status as report_status
from svc_client._generated.models.ack_in import AckIn
from svc_client._generated.models.ack_in_result import AckInResult
from svc_client._generated.models.join_in import JoinIn
from svc_client._generated.models.register_in import RegisterIn
from svc_client._generated.models.server_extension_in import ServerExtensionIn
from svc_client._generated.models.status_in import StatusIn
from svc_client.agent import credentials as stored
from svc_client.agent import logs
from svc_client.agent.backoff import Backoff
from svc_client.agent.handlers import BUILT_IN, Command, Handler, Outcome
from svc_client.agent.journal import Journal
from svc_client.problems import ProblemError, unwrap
from svc_client.session import ServerCredentials, connect
from svc_client.stream import Stream, StreamRefused, open_stream

log = logging.getLogger(logs.LOGGER)

SettingsHandler = Callable[[dict[str, Any]], Any]


@dataclass
class AgentConfig:
    base_url: str
    credentials_path: Path
    journal_path: Path | None = None  # default: beside the credentials, ``<name>.journal``
    server_type: str = "custom"
    server_name: str = "svc-agent"
    join_token: str | None = None  # join a network as a host instead of registering
    handlers: Mapping[str, Handler] = field(default_factory=lambda: dict(BUILT_IN))
    extensions: Mapping[str, dict[str, Any]] = field(default_factory=dict)  # id -> body
    on_settings: SettingsHandler | None = None
    status: Callable[[], dict[str, Any]] | None = None  # presence: {motd, playerCount, ...}
    status_interval: float = 60.0
    presence_interval: float = 60.0  # a poll while streaming: the server's last-seen time
    poll_interval: float = 5.0
    stream_retry_after: float = 60.0  # polling for this long after a refused stream
    claim_key_interval: float = 30.0
    backoff: Backoff = field(default_factory=Backoff)
    out: TextIO = field(default_factory=lambda: sys.stdout)


class Agent:
    def __init__(self, config: AgentConfig) -> None:
        self.config = config
        logs.remember(config.join_token)
        path = config.journal_path or config.credentials_path.with_suffix(".journal")
        self.journal = Journal(path)
        self.revisions: dict[str, int] = {}
        self.credentials: ServerCredentials | None = None
        self._lock = asyncio.Lock()
        self._stop = asyncio.Event()
        self.connected = asyncio.Event()  # set while the stream is open

    def say(self, line: str) -> None:
        print(line, file=self.config.out, flush=True)

    def stop(self) -> None:
        self._stop.set()

    # -- start ------------------------------------------------------------------------------

    async def ensure_credentials(self) -> ServerCredentials:
        """The stored credentials, or new ones (saved before anything else is done)."""
        found = stored.load(self.config.credentials_path)
        if found is not None:
            logs.remember(found.secret)
            self.credentials = found
            return found
        config = self.config
        async with connect(config.base_url) as anonymous:
            if config.join_token:
                joined = unwrap(
                    await join.asyncio(
                        client=anonymous,
                        body=JoinIn(join_token=config.join_token, name=config.server_name),
                    )
                )
                credentials = ServerCredentials(joined.server_id, joined.server_secret)
                logs.remember(credentials.secret)
                stored.save(config.credentials_path, credentials, networkId=str(joined.network_id))
                self.say(f"joined network {joined.network_id} as host {joined.server_id}")
            else:
                registered = unwrap(
                    await register.asyncio(
                        client=anonymous,
                        body=RegisterIn(
                            server_name=config.server_name, server_type=config.server_type
                        ),
                    )
                )
                credentials = ServerCredentials(registered.server_id, registered.server_secret)
                logs.remember(credentials.secret)
                stored.save(config.credentials_path, credentials)
                self.say(f"registered as server {registered.server_id}")
        self.credentials = credentials
        return credentials

    async def run(self) -> None:
        credentials = await self.ensure_credentials()
        async with connect(self.config.base_url, server=credentials) as client:
            self.client = client
            await self._retry(self.settle_journal)
            await self._retry(self.publish_extensions)
            tasks = [
                asyncio.create_task(self.show_claim_key()),
                asyncio.create_task(self.keep_presence()),
            ]
            if self.config.status is not None:
                tasks.append(asyncio.create_task(self.report_presence()))
            try:
                await self.receive()
            finally:
                for task in tasks:
                    task.cancel()
                await asyncio.gather(*tasks, return_exceptions=True)
                self.journal.close()

    async def _retry(self, step: Callable[[], Any]) -> None:
        """A start-up step, retried with backoff while the server cannot be reached."""
        backoff = Backoff(self.config.backoff.base, self.config.backoff.cap)
        while True:
            try:
                await step()
                return
            except (httpx.TransportError, ProblemError) as error:
                if isinstance(error, ProblemError) and error.status < 500:
                    raise
                log.warning("%s: %s; retrying", getattr(step, "__name__", step), error)
                await self._sleep(backoff.next_delay())

    async def settle_journal(self) -> None:
        """Commands handled before a crash but not acknowledged: acknowledge, never re-run."""
        for command_id, entry in list(self.journal.entries.items()):
            if entry.state != "acked":
                await self._acknowledge(command_id, self._recorded(command_id))

    async def publish_extensions(self) -> None:
        assert self.credentials is not None
        for extension_id, body in self.config.extensions.items():
            unwrap(
                await publish_extension.asyncio(
                    self.credentials.server_id,
                    extension_id,
                    client=self.client,
                    body=ServerExtensionIn.from_dict(body),
                )
            )
            self.say(f"published extension {extension_id}")

    async def show_claim_key(self) -> None:
        """The claim key, refreshed before it expires, until someone claims the server."""
        assert self.credentials is not None
        while not self._stop.is_set():
            try:
                key = unwrap(
                    await claim_key.asyncio(self.credentials.server_id, client=self.client)
                )
            except ProblemError as error:
                if 400 <= error.status < 500 and error.status != 429:
                    log.info("no claim key for this server (%s)", error.code)
                    return
                log.warning("claim key: %s", _text(error))
            except httpx.TransportError as error:
                log.warning("claim key: %s", _text(error))
            else:
                if key.claimed:
                    self.say("claimed: this server is managed in dash")
                    return
                self.say(f"claim this server in dash with the key {key.claim_key}")
            await self._sleep(self.config.claim_key_interval)

    async def keep_presence(self) -> None:
        """Polls record the server's last-seen time (the stream does not): one every
        ``presence_interval`` while streaming, which also catches anything a stream missed."""
        while not self._stop.is_set():
            await self._sleep(self.config.presence_interval)
            if self.connected.is_set():
                try:
                    await self.poll_once()
                except (httpx.TransportError, ProblemError) as error:
                    log.info("presence poll: %s", _text(error))

    async def report_presence(self) -> None:
        assert self.credentials is not None and self.config.status is not None
        while not self._stop.is_set():
            try:
                unwrap(
                    await report_status.asyncio(
                        self.credentials.server_id,
                        client=self.client,
                        body=StatusIn.from_dict(self.config.status()),
                    )
                )
            except ProblemError as error:
                if error.status in (403, 404, 409):
                    log.info("no public status to report (%s)", error.code)
                    return
                log.warning("status: %s", error)
            except httpx.TransportError as error:
                log.warning("status: %s", error)
            await self._sleep(self.config.status_interval)

    # -- receiving --------------------------------------------------------------------------

    async def receive(self) -> None:
        """The stream, reconnected with backoff; polling while it is refused."""
        assert self.credentials is not None
        backoff = self.config.backoff
        while not self._stop.is_set():
            try:
                async with open_stream(
                    self.config.base_url, self.credentials.server_id, server=self.credentials
                ) as stream:
                    self.connected.set()
                    log.info("stream open")
                    closer = asyncio.create_task(self._close_on_stop(stream))
                    try:
                        async for message in stream:
                            if message.get("type") == "hello":
                                backoff.reset()
                            await self.on_message(message)
                    finally:
                        closer.cancel()
                    if self._stop.is_set():
                        return
                    reason = "stream closed"
            except StreamRefused as refused:
                self.connected.clear()
                if refused.code == 4401:
                    raise  # the credentials no longer work: registering again is a person's call
                self.say(f"stream refused ({refused.code}): polling")
                await self.poll_for(self.config.stream_retry_after)
                continue
            except (OSError, TimeoutError, InvalidHandshake, InvalidURI, ProblemError) as error:
                reason = f"stream: {_text(error)}"
            except httpx.TransportError as error:
                reason = f"server unreachable: {_text(error)}"
            self.connected.clear()
            delay = backoff.next_delay()
            log.info("%s; reconnecting in %.1f s", reason, delay)
            await self._sleep(delay)

    async def _close_on_stop(self, stream: Stream) -> None:
        """On stop, close the stream: a command being handled finishes, then the loop ends."""
        await self._stop.wait()
        await stream.socket.close()

    async def poll_for(self, seconds: float) -> None:
        loop = asyncio.get_running_loop()
        until = loop.time() + seconds
        while not self._stop.is_set() and loop.time() < until:
            try:
                await self.poll_once()
            except (httpx.TransportError, ProblemError) as error:
                log.info("poll: %s", _text(error))
            await self._sleep(self.config.poll_interval)

    async def poll_once(self) -> None:
        assert self.credentials is not None
        server_id = self.credentials.server_id
        page = unwrap(await list_commands.asyncio(server_id, client=self.client))
        for command in page.items:
            await self.handle(command.to_dict())
        settings = unwrap(await current_settings.asyncio(server_id, client=self.client))
        for entry in settings.items:
            await self.on_settings(entry.to_dict())
        log.info("polled: %d commands, %d settings", len(page.items), len(settings.items))

    async def on_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "hello":
            for entry in message.get("settings", []):
                await self.on_settings(entry)
            for command in message.get("commands", []):
                await self.handle(command)
        elif kind == "settings.updated":
            await self.on_settings(message)
        elif kind == "command.created":
            await self.handle(message)

    async def on_settings(self, entry: dict[str, Any]) -> None:
        source, revision = str(entry.get("source")), int(entry.get("revision") or 0)
        if self.revisions.get(source, -1) >= revision:
            return  # a duplicate around a reconnect
        self.revisions[source] = revision
        if self.config.on_settings is not None:
            applied = self.config.on_settings(entry)
            if inspect.isawaitable(applied):
                await applied
        else:
            self.say(f"settings {source} revision {revision}: {entry.get('data')}")

    # -- commands ---------------------------------------------------------------------------

    async def handle(self, record: Mapping[str, Any]) -> None:
        """Run the command's handler at most once, acknowledge it exactly once."""
        command = Command.of(record)
        async with self._lock:
            entry = self.journal.state(command.id)
            if entry is not None and entry.state == "acked":
                return
            if entry is None:
                self.journal.started(command.id)
                outcome = await self._run(command)
                self.journal.done(command.id, outcome.status, outcome.result)
                self.say(f"command {command.id} {command.action}: {outcome.status}")
            else:
                outcome = self._recorded(command.id)
            await self._acknowledge(command.id, outcome)

    async def _run(self, command: Command) -> Outcome:
        handler = self.config.handlers.get(command.action)
        if handler is None:
            return Outcome("rejected", {"error": f"no handler for {command.action}"})
        try:
            answer = handler(command)
            if inspect.isawaitable(answer):
                answer = await answer
        except Exception as error:  # a plugin's failure is the command's, not the agent's
            log.exception("handler of %s failed", command.action)
            return Outcome("failure", {"error": str(error) or type(error).__name__})
        if isinstance(answer, Outcome):
            return answer
        return Outcome("success", dict(answer or {}))

    def _recorded(self, command_id: str) -> Outcome:
        entry = self.journal.state(command_id)
        if entry is None or entry.state == "started":
            return Outcome("failure", {"error": "interrupted"})  # may have run: never again
        status = entry.status if entry.status in ("success", "failure", "rejected") else "failure"
        return Outcome(status, entry.result or {})  # type: ignore[arg-type]

    async def _acknowledge(self, command_id: str, outcome: Outcome) -> None:
        assert self.credentials is not None
        entry = self.journal.state(command_id)
        if entry is None or entry.state == "started":
            self.journal.done(command_id, outcome.status, outcome.result)
        try:
            await acknowledge.asyncio(
                self.credentials.server_id,
                command_id,
                client=self.client,
                body=AckIn(status=outcome.status, result=AckInResult.from_dict(outcome.result)),
            )
        except ProblemError as error:
            # 409 acknowledged already (our earlier try got through), 410 expired, 404 gone:
            # nothing more can be done for it
            if error.status not in (404, 409, 410):
                raise
        self.journal.acked(command_id)

    async def _sleep(self, seconds: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._stop.wait(), timeout=seconds)


def _text(error: BaseException) -> str:
    """An error for a log line: its text, or its kind when it has none (httpx's read errors)."""
    return str(error) or type(error).__name__
