import csv
import string
from datetime import date

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from kbsearch.archive.load import load_archive
from kbsearch.errors import BadIndex, BadIndexRow, IndexNotFound


def write(path, text, encoding="utf-8"):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode(encoding))


def user_dialect_archive(root, condensed_cell, *, bom=False, crlf=False):
    """The user's own column names: chat_name, start_date, filename."""
    nl = "\r\n" if crlf else "\n"
    chunk = root / "claude/2025/11/claude.20251104.f38650c9.reviewing_the_todo_list"
    write(chunk / "claude.20251104.f38650c9.reviewing_the_todo_list.001.condensed.yml", "summary: todo review\n")
    idx = root / "indexes"
    prefix = "\ufeff" if bom else ""
    write(idx / "chat_index.csv", prefix + nl.join([
        "chat_name,start_date,message_count,extra",
        'claude.20251104.f38650c9.reviewing_the_todo_list,2025-11-04,12,"ignored, really"',
    ]) + nl)
    write(idx / "all_topics.csv", prefix + nl.join([
        "topic,chat_name,platform,start_date,has_decisions",
        "dev.todo.review,claude.20251104.f38650c9.reviewing_the_todo_list,claude,2025-11-04,true",
    ]) + nl)
    write(idx / "condensed_index.csv", prefix + nl.join([
        "chat_name,filename,chunk_num",
        f"claude.20251104.f38650c9.reviewing_the_todo_list,{condensed_cell},1",
    ]) + nl)
    return idx


@pytest.mark.parametrize("bom, crlf", [(False, False), (True, True)])
def test_user_column_variants(tmp_path, bom, crlf):
    rel = "claude/2025/11/claude.20251104.f38650c9.reviewing_the_todo_list/claude.20251104.f38650c9.reviewing_the_todo_list.001.condensed.yml"
    archive = load_archive(user_dialect_archive(tmp_path, rel, bom=bom, crlf=crlf))
    chat = archive.chats["f38650c9"]
    assert chat.title == "Reviewing the todo list"
    assert chat.platform == "claude" and chat.date_start == date(2025, 11, 4)
    assert chat.message_count == 12 and chat.topics == ["dev.todo.review"]
    assert chat.signals == {"decisions"}
    assert chat.chunks[0].condensed_path.is_file() and not archive.skipped


def test_absolute_paths_from_another_machine_are_rerooted(tmp_path):
    cell = "/Users/someone/ai/40_histories/claude/2025/11/claude.20251104.f38650c9.reviewing_the_todo_list/claude.20251104.f38650c9.reviewing_the_todo_list.001.condensed.yml"
    archive = load_archive(user_dialect_archive(tmp_path, cell))
    assert archive.chats["f38650c9"].chunks[0].condensed_path.is_file()


def test_quoted_fields_with_commas_and_newlines(tmp_path, small_archive):
    path = small_archive / "chat_index.latest.csv"
    rows = list(csv.reader(path.open()))
    rows[1][1] = 'Title, with "quotes"\nand a newline'
    with path.open("w", newline="") as fh:
        csv.writer(fh).writerows(rows)
    archive = load_archive(small_archive)
    assert archive.chats[rows[1][0]].title == 'Title, with "quotes"\nand a newline'


def test_missing_folder_file_and_column(tmp_path, small_archive):
    with pytest.raises(IndexNotFound, match="does not exist"):
        load_archive(tmp_path / "nowhere")
    (small_archive / "chat_index.latest.csv").unlink()
    with pytest.raises(IndexNotFound, match="chat_index"):
        load_archive(small_archive)


def test_missing_required_column_names_the_file(tmp_path, small_archive):
    write(small_archive / "all_topics.latest.csv", "chat_id,platform\nabc12345,claude\n")
    with pytest.raises(BadIndex, match=r"all_topics.latest.csv: missing required column topic"):
        load_archive(small_archive)


def test_binary_index_file_is_refused(small_archive):
    (small_archive / "chat_index.latest.csv").write_bytes(b"\x00\x01\x02binary")
    with pytest.raises(BadIndex, match="binary"):
        load_archive(small_archive)


def test_bad_rows_are_skipped_and_counted_or_fatal_when_strict(small_archive):
    with (small_archive / "condensed_index.latest.csv").open("a") as fh:
        fh.write("a1b2c3d4,claude/nowhere.condensed.yml,2,claude,10\n")
        fh.write(",claude/x.yml,1,claude,10\n")
    with (small_archive / "chat_index.latest.csv").open("a") as fh:
        fh.write("ffff0000,Bad date,claude,not-a-date,,3,1\n")
    archive = load_archive(small_archive)
    reasons = sorted(s.reason.split(":")[0] for s in archive.skipped)
    assert reasons == ["empty chat_id", "missing file", "unparseable value"]
    assert "ffff0000" not in archive.chats
    assert "skipped 3 index rows" in archive.skipped_summary()
    with pytest.raises(BadIndexRow, match=r"chat_index.latest.csv: line \d+: unparseable"):
        load_archive(small_archive, strict=True)


def test_cp1252_and_utf16_files_are_read(tmp_path, small_archive):
    path = small_archive / "chat_index.latest.csv"
    text = path.read_text().replace("Portfolio notes", "Café notes")
    path.write_bytes(text.encode("cp1252"))
    assert load_archive(small_archive).chats["d4e5f6a7"].title == "Café notes"
    path.write_bytes(text.encode("utf-16"))
    assert load_archive(small_archive).chats["d4e5f6a7"].title == "Café notes"


cell = st.text(alphabet=string.printable + "éü\u2028,\"", max_size=30)


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
@given(rows=st.lists(st.lists(cell, min_size=0, max_size=9), max_size=8))
def test_hostile_rows_never_crash_the_loader(small_archive, rows):
    path = small_archive / "all_topics.latest.csv"
    with path.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["topic", "chat_id", "platform", "date_start", "date_end", "message_count", "has_decisions"])
        w.writerows(rows)
    archive = load_archive(small_archive)  # must not raise: bad rows are skipped
    for chat in archive.chats.values():
        assert chat.chat_id.strip()


def test_overflowing_numbers_and_line_separators(small_archive):
    path = small_archive / "chat_index.latest.csv"
    text = path.read_text().replace("Portfolio notes", "Portfolio\u2028notes")
    text += "eeee0000,Infinite,claude,2025-01-01,,inf,1\n"
    path.write_text(text, encoding="utf-8")
    archive = load_archive(small_archive)
    assert archive.chats["d4e5f6a7"].title == "Portfolio\u2028notes"
    assert [s.reason for s in archive.skipped] == ["unparseable value: 'inf' is not a count"]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(["a", "b.yml", ".", "..", "", "...", ".x", "x.", " ", "\x00"]), max_size=6).map("/".join))
def test_plain_relative_cells_are_told_as_the_part_by_part_rule_tells_them(cell):
    from kbsearch.archive.load import _plain_relative

    by_parts = bool(cell) and cell[0] != "/" and cell[-1] != "/" and "//" not in cell and "\x00" not in cell and not any(
        part in (".", "..") for part in cell.split("/"))
    assert _plain_relative(cell) == by_parts


@pytest.mark.parametrize("value", ["2024-03-05", " 2024-03-05 ", "20240305", "2024-03-05T10:00:00Z", "", "  "])
def test_dates_parse_the_same_the_second_time(value):
    from kbsearch.archive.load import _parse_date, parse_date

    assert parse_date(value) == parse_date(value) == _parse_date(value)
    with pytest.raises(ValueError):
        parse_date("2024-13-45")
    with pytest.raises(ValueError):
        parse_date("2024-13-45")


@settings(max_examples=40, deadline=None)
@given(nums=st.lists(st.integers(min_value=1, max_value=6), min_size=1, max_size=12))
def test_chunk_rows_in_any_order_keep_the_first_of_each_number(tmp_path_factory, nums):
    """The loader keeps a chat's highest chunk number last to skip the duplicate check for
    rows in order; in any order, each number's first row is the one kept."""
    root = tmp_path_factory.mktemp("order")
    folder = root / "claude/2025/11/claude.20251104.f38650c9.order"
    folder.mkdir(parents=True)
    rows = []
    for k, num in enumerate(nums):
        name = f"claude.20251104.f38650c9.order.{k + 1:03d}.condensed.yml"
        (folder / name).write_text(f"summary: row {k}\n")
        rows.append(f"f38650c9,{folder.relative_to(root)}/{name},{num}")
    idx = root / "indexes"
    write(idx / "chat_index.csv", "chat_id,title\nf38650c9,Order\n")
    write(idx / "all_topics.csv", "topic,chat_id\ntest.order,f38650c9\n")
    write(idx / "condensed_index.csv", "chat_id,condensed_path,chunk_num\n" + "\n".join(rows) + "\n")
    archive = load_archive(idx)
    first = {}
    for k, num in enumerate(nums):
        first.setdefault(num, k)
    chunks = archive.chats["f38650c9"].chunks
    assert [c.chunk_num for c in chunks] == sorted(first)
    assert [c.condensed_path.name for c in chunks] == [
        f"claude.20251104.f38650c9.order.{first[n] + 1:03d}.condensed.yml" for n in sorted(first)]
    assert len(archive.skipped) == len(nums) - len(first)
    assert all(s.reason.startswith("duplicate chunk") for s in archive.skipped)
