"""Use cases of the social area: friends, requests, blocks, reports, notifications, chat."""
