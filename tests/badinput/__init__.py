"""Bad input: the corpus, paths that are not files, and fuzzing of documents and arguments."""
