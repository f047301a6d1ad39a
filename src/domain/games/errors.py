"""What the games area refuses, each with a stable code (docs/games.md, "Errors")."""

from __future__ import annotations

from domain.shared.errors import Conflict, Forbidden, NotFound, PreconditionFailed


class TemplateNotFound(NotFound):
    """There is no such template, or the caller may not read it."""

    code = "games.template_not_found"


class MinigameNotFound(NotFound):
    """There is no such minigame, or the caller may not read it."""

    code = "games.minigame_not_found"


class LeaderboardNotFound(NotFound):
    """There is no such leaderboard."""

    code = "games.leaderboard_not_found"


class EntryNotFound(NotFound):
    """The player has no score on this leaderboard."""

    code = "games.entry_not_found"


class NotOwner(Forbidden):
    """Only the template's owner may do this."""

    code = "games.not_owner"


class NotEditor(Forbidden):
    """Only the owner or an editor may do this."""

    code = "games.not_editor"


class SubmitRefused(Forbidden):
    """Only a server of the minigame's network, or an admin (games:manage), may submit here."""

    code = "games.submit_refused"


class InvalidTransition(Conflict):
    """The minigame cannot move to that state from its current one."""

    code = "games.invalid_transition"


class MinigameArchived(Conflict):
    """An archived minigame cannot change."""

    code = "games.minigame_archived"


class TemplateInUse(Conflict):
    """Minigames were made from this template (archived ones too)."""

    code = "games.template_in_use"


class ScoreOutOfRange(Conflict):
    """The score would leave the range -(2^53 - 1) .. 2^53 - 1."""

    code = "games.score_out_of_range"


class StaleRevision(PreconditionFailed):
    """If-Match names a revision that is no longer current."""

    code = "games.stale_revision"


class MatchNotFound(NotFound):
    """There is no such match of this server."""

    code = "games.match_not_found"


class MatchEnded(Conflict):
    """The match has ended; start a new one."""

    code = "games.match_ended"


class NotHosted(Forbidden):
    """Only a server of the minigame's network may report its matches, and only while it is
    published."""

    code = "games.not_hosted"
