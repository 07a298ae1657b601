"""What the `kbsearch serve` tests share: the app in-process behind Starlette's TestClient
(the whole ASGI stack: access log, guard, routes, MCP), and a real server process on a
loopback port it picks."""

from __future__ import annotations

import io
import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path

from starlette.testclient import TestClient

from kbsearch.commands.serve.app import build_app
from kbsearch.commands.serve.live import ReadOnlyTools

REPO = Path(__file__).resolve().parents[1]
DEMO = REPO / "indexes"


@contextmanager
def isolated(tmp_path_factory):
    """conftest's isolated_env for a module-scoped fixture (which runs before it)."""
    import pytest

    with pytest.MonkeyPatch.context() as mp:
        for var in ("KBSEARCH_INDEX_DIR", "AI_ROOT", "KBSEARCH_SYNONYMS"):
            mp.delenv(var, raising=False)
        mp.setenv("KBSEARCH_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))
        mp.setenv("KBSEARCH_OUTPUTS_DIR", str(tmp_path_factory.getbasetemp() / "outputs"))
        mp.setenv("KBSEARCH_CONFIG", str(Path(__file__).parent / "fixtures" / "settings.yaml"))
        yield


@contextmanager
def served(index_dir: Path = DEMO, token: str | None = None, loopback: bool = True, notes: list | None = None):
    """(client, access log) for the app over `index_dir`, its index open."""
    log = io.StringIO()
    archive = ReadOnlyTools(index_dir, None, (notes if notes is not None else []).append)
    app = build_app(archive, token, loopback, log)
    with TestClient(app, base_url="http://127.0.0.1:8765", follow_redirects=False) as client:
        assert archive.wait_ready(60), "the index did not open"
        client.archive = archive
        yield client, log


class ServerProcess:
    """`kbsearch serve ARGS --port 0` as a user runs it; its URL read from stderr."""

    def __init__(self, *args: str, env: dict | None = None, cwd: Path | None = None):
        self.stderr_path = Path(os.environ.get("TMPDIR", "/tmp")) / f"kbsearch-serve-{os.getpid()}-{id(self)}.err"
        self._err = open(self.stderr_path, "w+")
        command = [*self.command(), *args]
        if "--port" not in args:
            command += ["--port", "0"]
        self.proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                     stderr=self._err, env=env, cwd=cwd, text=True)
        self.url = self._wait_for(r"at (http://\S+/) ", 60).group(1)

    @staticmethod
    def command() -> list[str]:
        return [sys.executable, "-m", "kbsearch", "serve"]

    def stderr(self) -> str:
        return self.stderr_path.read_text()

    def _wait_for(self, pattern: str, timeout: float):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = re.search(pattern, self.stderr())
            if found:
                return found
            if self.proc.poll() is not None:
                raise AssertionError(f"the server exited ({self.proc.returncode}): {self.stderr()}")
            time.sleep(0.05)
        raise AssertionError(f"no {pattern!r} on stderr within {timeout} s: {self.stderr()}")

    def wait_for(self, pattern: str, timeout: float = 30):
        return self._wait_for(pattern, timeout)

    def get(self, path: str, headers: dict | None = None, base: str | None = None) -> tuple[int, dict, bytes]:
        request = urllib.request.Request((base or self.url).rstrip("/") + path, headers=headers or {})
        opener = urllib.request.build_opener(NoRedirect)
        try:
            with opener.open(request, timeout=30) as response:
                return response.status, dict(response.headers), response.read()
        except urllib.error.HTTPError as exc:
            return exc.code, dict(exc.headers), exc.read()

    def ready(self, headers: dict | None = None, timeout: float = 60) -> None:
        """Until the index is open (no more 503)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.get("/api/stats", headers)[0] != 503:
                return
            time.sleep(0.1)
        raise AssertionError("still 503 after {timeout} s")

    def stop(self, sig=signal.SIGTERM, timeout: float = 20) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        try:
            return self.proc.wait(timeout)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
            self._err.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()
        self.stderr_path.unlink(missing_ok=True)


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def server_env(**extra) -> dict:
    env = {**os.environ, "PYTHONPATH": str(REPO / "cli") + os.pathsep + os.environ.get("PYTHONPATH", "")}
    env.update(extra)
    return env
