"""Names from the archive format (DESIGN §1) that several modules share."""

# Sections of a condensed file, in the order they are written.
SECTIONS = ("summary", "decisions", "failures", "procedures", "discoveries", "outcomes", "quotes", "artifacts")

# The sections mirrored by the indexes' has_* flags.
SIGNALS = ("decisions", "discoveries", "procedures", "artifacts")
