"""A real OpenID Connect provider on 127.0.0.1 for tests: oidc-provider-mock in a thread.

It signs users in non-interactively: POST its authorize URL with a form field ``sub``.
Extra claims for a user: ``PUT /users/<sub>`` with a JSON object. Its id_token has no
``kid``. It accepts any client id and secret, and does not check PKCE.

It listens before ``oidc_provider()`` yields: a call that comes before its thread runs waits
in the socket's backlog, so no start-up wait is needed.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

import oidc_provider_mock
import werkzeug.serving

from tests.support.serving import serving


@contextmanager
def oidc_provider(require_nonce: bool = True) -> Iterator[str]:
    """Run the provider; yields its issuer URL."""
    os.environ.setdefault("AUTHLIB_INSECURE_TRANSPORT", "1")  # plain http on loopback
    app = oidc_provider_mock.app(require_nonce=require_nonce)
    server = werkzeug.serving.make_server("127.0.0.1", 0, app, threaded=True)
    with serving(server) as issuer:
        yield issuer
