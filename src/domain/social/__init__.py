"""Social: friends, friend requests, blocks, reports, notifications, presence and chat."""
