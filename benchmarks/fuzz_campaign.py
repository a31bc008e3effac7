"""Issue 31's reliability goal: the fuzz campaign over every surface (the code is
:mod:`tests.fuzz.campaign`, beside the strategies it reuses). Prints the inputs per surface
and each problem count next to its goal of 0; ``--replay OUT`` runs each failure class
found through the real ``rulesref`` binary."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.fuzz.campaign import main

if __name__ == "__main__":
    main()
