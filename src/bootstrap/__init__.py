"""The composition root: reads Settings, builds adapters, hands them to the use cases."""

from bootstrap.core import Core, build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import ConfigError, Settings

__all__ = ["ConfigError", "Core", "Outbound", "Settings", "build_core"]
