"""Third-party services, wired: the directory, consent and token authorization, and the CORS
origins of verified domains behind one attribute (``core.services.directory``);
bootstrap/areas/services.py builds it."""

from __future__ import annotations

from dataclasses import dataclass

from application.services.consent import ServiceAuthorization
from application.services.cors import CorsOrigins
from application.services.directory import ServiceDirectory


@dataclass(frozen=True, slots=True)
class Services:
    directory: ServiceDirectory
    authorization: ServiceAuthorization
    cors: CorsOrigins
