"""The version of kbsearch: a module of its own, with no imports, so that every layer can
name it without importing the package's entry (`kbsearch/__init__.py`)."""

__version__ = "0.1.0"
