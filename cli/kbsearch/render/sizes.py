"""Human sizes, shared by the markdown and terminal views."""


def human_bytes(n: int) -> str:
    if n < 1024:
        return f"{n} B"
    if n < 1024 * 1024:
        return f"{n / 1024:.1f} KB"
    return f"{n / 1024 / 1024:.1f} MB"


def token_text(tokens: int, estimated: bool) -> str:
    return f"{'~' if estimated else ''}{tokens:,} tokens"
