"""The operator console (docs/console.md): server-rendered HTML pages at ``/console``, a second
delivery adapter beside the JSON API. Its controllers only translate: every action calls the
same use case, with the same permission checks and limits, as the API's controller does."""
