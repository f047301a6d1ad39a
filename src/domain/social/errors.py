"""Everything the social rules can refuse, each with a stable code."""

from __future__ import annotations

from domain.shared.errors import Conflict, Forbidden, Gone, InvalidInput, NotFound


class SelfRequest(InvalidInput):
    code = "friends.self_request"

    def __init__(self) -> None:
        super().__init__("you cannot befriend yourself", field="targetId")


class AlreadyFriends(Conflict):
    """You are already friends."""

    code = "friends.already_friends"


class RequestPending(Conflict):
    """You already asked this user; wait for an answer."""

    code = "friends.request_pending"


class RequestsRefused(Forbidden):
    """This user does not accept friend requests from you."""

    code = "friends.requests_refused"


class YouBlocked(Conflict):
    """You blocked this user; remove the block first."""

    code = "friends.blocked"


class FriendLimitReached(Conflict):
    """You reached your friends limit."""

    code = "friends.limit_reached"


class OtherFriendLimitReached(Conflict):
    """The other user reached their friends limit."""

    code = "friends.other_limit_reached"


class RequestNotFound(NotFound):
    """No such friend request."""

    code = "friends.request_not_found"


class RequestExpired(Gone):
    """This friend request has expired."""

    code = "friends.request_expired"


class RequestClosed(Conflict):
    """This friend request was already answered or withdrawn."""

    code = "friends.request_closed"


class NotRecipient(Forbidden):
    """Only the recipient of a friend request may accept it."""

    code = "friends.not_recipient"


class NotFriends(NotFound):
    """You are not friends with this user."""

    code = "friends.not_friends"


class BlockNotFound(NotFound):
    """You have not blocked this user."""

    code = "blocks.not_found"


class NotificationNotFound(NotFound):
    """No such notification."""

    code = "notifications.not_found"


class ConversationNotFound(NotFound):
    """No such conversation."""

    code = "chat.conversation_not_found"


class MessageNotFound(NotFound):
    """No such message."""

    code = "chat.message_not_found"


class ChatRefused(Forbidden):
    """You cannot write to this user."""

    code = "chat.refused"


class ReportNotFound(NotFound):
    """No such report."""

    code = "reports.not_found"
