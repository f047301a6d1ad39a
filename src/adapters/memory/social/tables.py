"""Names of the in-memory tables of the social area, and their keys."""

LINKS = "friend_links"  # (owner_id, friend_id) -> FriendLink
REQUESTS = "friend_requests"  # id -> FriendRequest
BLOCKS = "blocks"  # (blocker_id, blocked_id) -> Block
REPORTS = "reports"  # id -> Report
NOTIFICATIONS = "notifications"  # id -> Notification
PRESENCE = "user_presence"  # user_id -> PresenceSetting
CONVERSATIONS = "conversations"  # id -> Conversation
MESSAGES = "chat_messages"  # id -> Message
VOTES = "chat_poll_votes"  # (message_id, user_id) -> Vote
