"""``svc-agent``: the reference Connect agent as a command.

    svc-agent --url https://api.example.com --credentials ./svc-agent.json \\
              --name Lobby --type paper [--join-token TOKEN] [--handlers mymodule:HANDLERS]

Settings also come from the environment: SVC_AGENT_URL, SVC_AGENT_CREDENTIALS,
SVC_AGENT_JOIN_TOKEN (a token is better kept out of the command line).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import sys
from collections.abc import Sequence
from pathlib import Path

from svc_client.agent import logs
from svc_client.agent.handlers import BUILT_IN, load
from svc_client.agent.runner import Agent, AgentConfig
from svc_client.problems import ProblemError
from svc_client.stream import StreamRefused


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="svc-agent", description="The reference svc Connect agent.")
    env = os.environ.get
    p.add_argument("--url", default=env("SVC_AGENT_URL"), required=not env("SVC_AGENT_URL"))
    p.add_argument(
        "--credentials",
        type=Path,
        default=Path(env("SVC_AGENT_CREDENTIALS", "svc-agent.json")),
        help="the credentials file (created 0600 on first start)",
    )
    p.add_argument("--journal", type=Path, help="default: the credentials file's .journal")
    p.add_argument("--name", default="svc-agent", help="serverName (or the host's name)")
    p.add_argument("--type", default="custom", help="serverType on registration")
    p.add_argument("--join-token", default=env("SVC_AGENT_JOIN_TOKEN"))
    p.add_argument(
        "--handlers",
        action="append",
        default=[],
        help="module:attribute, a mapping of action to callable (repeatable)",
    )
    p.add_argument("--extensions", type=Path, help='a JSON file {"<extensionId>": {body}}')
    p.add_argument("--poll-interval", type=float, default=5.0)
    p.add_argument("--stream-retry-after", type=float, default=60.0)
    p.add_argument("--claim-key-interval", type=float, default=30.0)
    p.add_argument("--max-backoff", type=float, default=30.0)
    p.add_argument("--presence-interval", type=float, default=60.0)
    p.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="log what it does (the stream opened and closed, reconnects, polls) to standard "
        "error; credentials never show",
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logs.configure(args.verbose)
    logs.remember(args.join_token)
    if "" not in sys.path:
        sys.path.insert(0, "")  # handler modules of the working directory
    handlers = dict(BUILT_IN)
    for spec in args.handlers:
        handlers.update(load(spec))
    extensions = json.loads(args.extensions.read_text()) if args.extensions else {}
    config = AgentConfig(
        base_url=args.url,
        credentials_path=args.credentials,
        journal_path=args.journal,
        server_type=args.type,
        server_name=args.name,
        join_token=args.join_token,
        handlers=handlers,
        extensions=extensions,
        poll_interval=args.poll_interval,
        stream_retry_after=args.stream_retry_after,
        claim_key_interval=args.claim_key_interval,
        presence_interval=args.presence_interval,
    )
    config.backoff.cap = args.max_backoff
    return asyncio.run(_run(Agent(config)))


async def _run(agent: Agent) -> int:
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, agent.stop)
    try:
        await agent.run()
    except StreamRefused as refused:
        print(f"svc-agent: {refused}", file=sys.stderr)
        return 1
    except ProblemError as problem:
        print(f"svc-agent: {problem}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
