"""kbsearch: search an archive of AI conversations through its CSV indexes."""

from .version import __version__

__all__ = ["__version__", "search"]


def __getattr__(name):
    # Lazy so that `import kbsearch` (and `kbsearch --version`) stays cheap.
    if name == "search":
        from .ranking.search import search

        return search
    raise AttributeError(name)
