"""YAML text for chunk files: block style, keys in the order given, multi-line strings as
literal blocks (readable in an editor, diffable), Unicode as is."""

from __future__ import annotations

import yaml

_Base = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml's emitter is ~10x faster


class _Dumper(_Base):  # type: ignore[misc,valid-type]
    pass


def _str(dumper, value: str):
    if "\n" in value:
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", value)


_Dumper.add_representer(str, _str)


def dump(data: dict) -> str:
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100,
                     default_flow_style=False)
