"""Names from the archive format (DESIGN §1) that several modules share."""

from pathlib import Path

# The sections mirrored by the indexes' has_* flags.
SIGNALS = ("decisions", "discoveries", "procedures", "artifacts")

# What a retrieval copies (--what).
WHAT = ("condensed", "raw", "both", "artifacts")

# Sections a query can ask to prefer ("problems" → chats with failures): the flags plus
# failures, which the indexes have no flag for but condensed files do.
PREFERABLE = SIGNALS + ("failures",)


def signal_bits(names) -> int:
    """The bit set of these sections (bit i: PREFERABLE[i]), as the index stores a chat's
    signals; names that are not sections add nothing."""
    return sum(1 << i for i, s in enumerate(PREFERABLE) if s in names)


def raw_path_for(condensed: Path) -> Path | None:
    """The raw chunk beside a condensed one (`….001.condensed.yml` → `….001.yml`); None
    when the condensed file is not named that way, so no raw file can be told."""
    raw = raw_name_for(condensed.name)
    return condensed.with_name(raw) if raw else None


def raw_name_for(condensed: str) -> str | None:
    """raw_path_for on a file name or path string (index builds handle a million of them,
    and Path objects cost more than the rest of the work on them)."""
    for suffix in (".condensed.yml", ".condensed.yaml"):
        if condensed.endswith(suffix):
            return condensed[: -len(suffix)] + ".yml"
    return None
