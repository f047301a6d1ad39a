"""Composition of the profile area: profiles, game options, shares, public profiles."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from application.identity.area import Identity
from application.permissions.area import Permissions
from application.profile.area import Profile
from application.profile.game_options import GameOptions
from application.profile.ports import ProfileReaders
from application.profile.profiles import Profiles
from application.profile.public import PublicProfiles
from application.profile.shares import ProfileShares
from application.social.area import Social
from bootstrap.config import integer

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel


@dataclass(frozen=True, slots=True)
class ProfileSettings:
    profile_shares_max: int = integer("SVC_PROFILE_SHARES_MAX", 10, 0, 1_000_000)


def build_profile(
    *, kernel: Kernel, permissions: Permissions, identity: Identity, social: Social
) -> Profile:
    uow, clock, access, presence = kernel.uow, kernel.clock, permissions.access, identity.presence
    readers = _readers(kernel)
    public = PublicProfiles(readers.public, presence, clock)
    shares_max = kernel.settings.profile.profile_shares_max
    return Profile(
        profiles=Profiles(uow, identity.user_reader, access, presence, clock, social.presence),
        game_options=GameOptions(uow, clock),
        shares=ProfileShares(uow, readers.shares, public, access, clock, kernel.ids, shares_max),
        public=public,
    )


def _readers(kernel: Kernel) -> ProfileReaders:
    from adapters.memory.profile import memory_profile_readers
    from adapters.sql.profile import sql_profile_readers

    return kernel.readers(memory_profile_readers, sql_profile_readers)
