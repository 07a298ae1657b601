"""The derived content index: a SQLite file of chat and chunk rows and per-field postings,
kept beside the CSVs (or in the user cache) and never part of the user's files.

format (what the file holds, shared below the rest), build (a full build, its chunk files
read by tasks, in worker processes for large archives), update (appending new chats),
read (querying an open index), open (choosing between them), and the reports over an open
index (`kbsearch stats`, `kbsearch show`).

May use archive/ and the ground floor; never ranking, answers or the command line."""
