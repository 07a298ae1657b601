"""A local LLM run as a command: the prompt on its stdin, its reply from its stdout.
ANSWER mode's `--llm` and ingest's `--llm` condensing both run one this way, so the runner
lives on the ground floor where both can import it.

    reply = run_llm("ollama run llama3.2", prompt, timeout=120)  # raises LlmFailed
"""

from __future__ import annotations

import os
import shlex
import signal
import subprocess

from .errors import KbsearchError

STDERR_EXCERPT_CHARS = 300


class LlmFailed(KbsearchError):
    """The LLM command could not give a usable answer; `reason` says why, in one line."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def run_llm(command: str, prompt: str, timeout: float | None) -> str:
    """Run `command` (split like a shell would, never through one) with `prompt` on its
    stdin; its stdout, stripped. Raises LlmFailed when the command cannot be parsed or
    found, exits non-zero (with an excerpt of its stderr), runs past `timeout` seconds
    (it is killed, with anything it started) or prints nothing."""
    try:
        argv = shlex.split(command)
    except ValueError as exc:
        raise LlmFailed(f"cannot read the LLM command {command!r}: {exc}") from None
    if not argv:
        raise LlmFailed("no LLM command given")
    try:
        proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            start_new_session=os.name == "posix",  # its own process group: a timeout kills it all
        )
    except FileNotFoundError:
        raise LlmFailed(f"LLM command not found: {argv[0]}") from None
    except PermissionError:
        raise LlmFailed(f"LLM command is not executable: {argv[0]}") from None
    except OSError as exc:
        raise LlmFailed(f"cannot run the LLM command {argv[0]}: {exc.strerror or exc}") from None
    try:
        out, err = proc.communicate(prompt.encode("utf-8"), timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill(proc)
        raise LlmFailed(f"the LLM command timed out after {timeout:g} s and was stopped") from None
    finally:
        if proc.poll() is None:  # interrupted (Ctrl-C): leave nothing running
            _kill(proc)
    if proc.returncode != 0:
        how = f"exit {proc.returncode}" if proc.returncode > 0 else f"killed by signal {-proc.returncode}"
        excerpt = _excerpt(err)
        raise LlmFailed(f"the LLM command failed ({how})" + (f": {excerpt}" if excerpt else ""))
    text = out.decode("utf-8", errors="replace").strip()
    if not text:
        raise LlmFailed("the LLM command printed nothing")
    return text


def _kill(proc: subprocess.Popen) -> None:
    try:
        if os.name == "posix":
            os.killpg(proc.pid, signal.SIGKILL)
        else:
            proc.kill()
    except (ProcessLookupError, PermissionError):
        pass
    try:
        proc.communicate(timeout=5)
    except (subprocess.TimeoutExpired, ValueError, OSError):
        pass


def _excerpt(err: bytes) -> str:
    lines = [ln.strip() for ln in err.decode("utf-8", errors="replace").splitlines() if ln.strip()]
    text = " | ".join(lines[-3:])
    return text if len(text) <= STDERR_EXCERPT_CHARS else "…" + text[-STDERR_EXCERPT_CHARS:]
