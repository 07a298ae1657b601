"""The user's settings file: `$KBSEARCH_CONFIG`, else `~/.config/kbsearch/config.yaml`.

    rerank: auto             # hybrid ranking (words + sentence embeddings) wherever
                             # `kbsearch embed` has run; false: always by words; true: always hybrid
    rerank_candidates: 50    # how many lexical results hybrid ranking scores by meaning too
    boosts:
      freshness: 0.0         # > 0 favours recent chats (0.2 = up to +20%)
      half_life_days: 180    # a chat this old gets half the freshness boost
      usage: 0.0             # > 0 favours chats you retrieved often (--retrieve)
    llm:
      command: ""            # e.g. "ollama run llama3.2": what `kbsearch answer` pipes its prompt to
      timeout: 120           # seconds
    mcp:
      allow_paths_outside_outputs: false  # true: `kbsearch mcp` clients may write anywhere

Every key is optional; an absent file means these defaults.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from .errors import KbsearchError


class BadSettings(KbsearchError):
    pass


@dataclass(frozen=True)
class Settings:
    rerank: bool | None = None  # None: "auto", hybrid where embeddings exist
    rerank_candidates: int = 50
    freshness: float = 0.0
    half_life_days: float = 180.0
    usage: float = 0.0
    llm_command: str = ""
    llm_timeout: float = 120.0
    # Paths an MCP client names (retrieval_dir, output_file) must stay inside the outputs
    # folder: a model should not be able to write wherever it likes.
    mcp_allow_paths_outside_outputs: bool = False
    source: str = "defaults"


def settings_path() -> Path:
    env = os.environ.get("KBSEARCH_CONFIG")
    if env:
        return Path(env).expanduser()
    base = os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config"
    return Path(base) / "kbsearch" / "config.yaml"


def load_settings(path: Path | None = None) -> Settings:
    from .yamlcache import YamlFileError, load_yaml_file

    given = path
    explicit = path is not None or bool(os.environ.get("KBSEARCH_CONFIG"))
    path = path or settings_path()
    try:
        data = load_yaml_file(path)
    except FileNotFoundError:
        if explicit and given is None:
            raise BadSettings(f"$KBSEARCH_CONFIG is {path}, which does not exist: point it at a settings file, "
                              "or unset it to use ~/.config/kbsearch/config.yaml") from None
        if explicit:
            raise BadSettings(f"{path}: settings file not found") from None
        return Settings()
    except YamlFileError as exc:
        raise BadSettings(str(exc)) from None
    return parse_settings(data, str(path))


def parse_settings(data, source: str) -> Settings:
    if data is None:
        return Settings(source=source)
    if not isinstance(data, dict):
        raise BadSettings(f"{source}: expected a mapping of settings")
    unknown = set(data) - {"rerank", "rerank_candidates", "boosts", "llm", "mcp"}
    if unknown:
        raise BadSettings(f"{source}: unknown setting {sorted(unknown)[0]!r} (known: rerank, rerank_candidates, boosts, llm, mcp)")
    llm = data.get("llm") or {}
    if not isinstance(llm, dict) or set(llm) - {"command", "timeout"}:
        raise BadSettings(f"{source}: llm: expected a mapping with command and timeout")
    if not isinstance(llm.get("command", ""), str):
        raise BadSettings(f"{source}: llm.command must be a command line (text)")
    mcp = data.get("mcp") or {}
    if not isinstance(mcp, dict) or set(mcp) - {"allow_paths_outside_outputs"}:
        raise BadSettings(f"{source}: mcp: expected a mapping with allow_paths_outside_outputs")
    allow_outside = mcp.get("allow_paths_outside_outputs", False)
    if not isinstance(allow_outside, bool):
        raise BadSettings(f"{source}: mcp.allow_paths_outside_outputs must be true or false, not {allow_outside!r}")
    boosts = data.get("boosts") or {}
    if not isinstance(boosts, dict):
        raise BadSettings(f"{source}: boosts: expected a mapping (freshness, half_life_days, usage)")
    unknown = set(boosts) - {"freshness", "half_life_days", "usage"}
    if unknown:
        raise BadSettings(f"{source}: boosts: unknown key {sorted(unknown)[0]!r}")

    def number(value, name, low, high):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
            raise BadSettings(f"{source}: {name} must be a number from {low} to {high}, not {value!r}")
        return value

    rerank = data.get("rerank")
    if isinstance(rerank, str) and rerank.strip().casefold() == "auto":
        rerank = None
    if rerank is not None and not isinstance(rerank, bool):
        raise BadSettings(f"{source}: rerank must be auto, true or false, not {rerank!r}")
    return Settings(
        rerank=rerank,
        rerank_candidates=int(number(data.get("rerank_candidates", 50), "rerank_candidates", 1, 1000)),
        freshness=float(number(boosts.get("freshness", 0.0), "boosts.freshness", 0, 10)),
        half_life_days=float(number(boosts.get("half_life_days", 180), "boosts.half_life_days", 1, 36500)),
        usage=float(number(boosts.get("usage", 0.0), "boosts.usage", 0, 10)),
        llm_command=llm.get("command", ""),
        llm_timeout=float(number(llm.get("timeout", 120), "llm.timeout", 1, 3600)),
        mcp_allow_paths_outside_outputs=allow_outside,
        source=source,
    )
