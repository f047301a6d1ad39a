"""The console's pages, one module per part (users, releases, messages of the day,
moderation, shop) and the sign-in; ``entrypoints/console/router.py`` mounts them."""
