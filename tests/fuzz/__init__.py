"""The fuzz campaign over every surface (issue 31), and its small run in CI."""
