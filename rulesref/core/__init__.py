"""The game-agnostic rules model: citations, keywords, dice tables, sequences, the loader."""
