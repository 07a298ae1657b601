"""The user's archive as it is on disk: the three CSV indexes (loading and normalising
their column variants), the chunk files and their YAML, path safety, the per-chunk
passages, and `kbsearch check`.

Reads the user's files and never writes them. May use the ground floor (config, settings,
errors, schema, text, yamlcache, version) and nothing above it: no derived index, no
ranking, no command line."""
