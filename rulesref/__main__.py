"""``python -m rulesref``: the command line."""

from rulesref.cli import main

main()
