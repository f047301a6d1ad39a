"""The reference Connect agent: what a game-server plugin does, as a runnable program
(``svc-agent``; docs/clients.md, "The reference agent")."""

from svc_client.agent.handlers import Command, Handler, Outcome
from svc_client.agent.runner import Agent, AgentConfig

__all__ = ["Agent", "AgentConfig", "Command", "Handler", "Outcome"]
