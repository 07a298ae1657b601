"""ANSWER mode: evidence passages chosen from the chats a thorough search found, grouped
into themed points and composed into a short answer with numbered citations (offline,
deterministic), and the bridge to a local LLM command (`--llm`) whose citations are checked
against the same sources.

May use ranking/ and everything below it; never rendering or the command line."""
