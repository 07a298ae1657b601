"""Getting things out of the archive: copying matched chunk files (copy_out) and the
artifacts inside them into a retrieval folder with its manifest, writing result files
(outputs), and the log of what was retrieved (usage).

Writes only into folders the user named or the outputs folder, atomically. May use index/,
archive/ and the ground floor; never ranking, answers or the command line."""
