"""The access token a server on the network asks for: given with --token, or made once
and kept (mode 0600) in the settings folder, so a phone's bookmark keeps working after a
restart."""

from __future__ import annotations

import hmac
import os
import secrets
from pathlib import Path

from ...errors import KbsearchError
from ...settings import settings_path

# 32 URL-safe characters: 192 bits, short enough to type from a screen into a phone.
TOKEN_BYTES = 24
SHORTEST_TOKEN = 16  # a --token shorter than this is guessable over a home network's speed


def token_path() -> Path:
    return settings_path().parent / "serve-token"


def stored_token(path: Path | None = None) -> tuple[str, bool]:
    """(the token, whether it was made just now). Made with the file, never after: two
    servers starting at once end up with the same token (O_EXCL)."""
    path = path or token_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return _read(path), False
    except OSError as exc:
        raise KbsearchError(f"cannot write the token file {path} ({exc.strerror or exc}): "
                            "give one with --token") from None
    token = secrets.token_urlsafe(TOKEN_BYTES)
    with os.fdopen(fd, "w") as f:
        f.write(token + "\n")
    return token, True


def _read(path: Path) -> str:
    try:
        if path.stat().st_mode & 0o077:
            raise KbsearchError(f"{path}: readable by others (mode {path.stat().st_mode & 0o777:o}); "
                                f"chmod 600 {path}, or delete it and a new token is made")
        token = path.read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError) as exc:
        raise KbsearchError(f"cannot read the token file {path} ({getattr(exc, 'strerror', None) or exc}); "
                            "delete it and a new token is made") from None
    check_token(token, str(path))
    return token


def check_token(token: str, where: str = "--token") -> str:
    if len(token) < SHORTEST_TOKEN or not token.isascii() or not token.isprintable() or " " in token:
        raise KbsearchError(f"{where}: a token is at least {SHORTEST_TOKEN} printable ASCII characters "
                            "without spaces")
    return token


def same_token(given: str | None, token: str) -> bool:
    """Constant time, so the time a refusal takes says nothing of how much was right."""
    if given is None:
        return False
    return hmac.compare_digest(given.encode("utf-8", "surrogateescape"), token.encode("utf-8"))
