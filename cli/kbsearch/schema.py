"""Names from the archive format (DESIGN §1) that several modules share."""

# The sections mirrored by the indexes' has_* flags.
SIGNALS = ("decisions", "discoveries", "procedures", "artifacts")

# Sections a query can ask to prefer ("problems" → chats with failures): the flags plus
# failures, which the indexes have no flag for but condensed files do.
PREFERABLE = SIGNALS + ("failures",)
