"""Where a benchmark's derived data goes: $KBSEARCH_CACHE_DIR when set, else a temporary
folder removed when the run ends (at a million chunks the index alone is ~3 GiB)."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile


def use_temporary_cache_unless_set() -> None:
    if os.environ.get("KBSEARCH_CACHE_DIR"):
        return
    folder = tempfile.mkdtemp(prefix="kbsearch-bench-cache-")
    os.environ["KBSEARCH_CACHE_DIR"] = folder
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
