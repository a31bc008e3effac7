"""Issue 14: ``rulesref lint`` of the whole Hobgoblin text, on one core, against a baseline
of reading and tokenising the same file in the same run. Goal: at most 3 s.

The measured run is what the command does: read the text, build the vocabulary from the
(cached) model, load the English word list, run every check including the whole-book one.
Needs the real book: ``hobgoblin.txt`` in the ``RULESREF_RULEBOOKS`` folder (by default
``../shared/rulebooks`` beside the repository).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _common import best_of, report

ROOT = Path(__file__).resolve().parent.parent
BOOK = Path(os.environ.get("RULESREF_RULEBOOKS") or ROOT.parent / "shared" / "rulebooks"
            ) / "hobgoblin.txt"
GOAL = 3.0


def main() -> None:
    if not BOOK.exists():
        print(f"lint benchmark: {BOOK} is not there; nothing measured")
        return
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    sys.path.insert(0, str(ROOT))
    from rulesref.games.hobgoblin.lint import vocabulary
    from rulesref.lint.phrases import _base as phrase_base
    from rulesref.lint.reading import read_manuscript
    from rulesref.lint.runner import lint
    from rulesref.lint.spelling import english
    from rulesref.lint.text import base_form, singular, tokens

    vocabulary()  # fill the model cache, as any earlier run of the command has

    def baseline() -> None:
        manuscript = read_manuscript(BOOK)
        for line in manuscript.lines:
            tokens(line.text)

    def full() -> None:
        english.cache_clear()
        base_form.cache_clear()
        singular.cache_clear()
        phrase_base.cache_clear()
        lint([read_manuscript(BOOK)], vocabulary(), unused=True)

    t_base = best_of(baseline, 5)
    t_lint = best_of(full, 3)
    print(f"baseline: read and tokenise {BOOK.name} {t_base * 1000:.0f} ms")
    report("lint (Hobgoblin, whole book, one core)", f"{t_lint:.2f} s", t_lint / t_base,
           f"at most {GOAL:.0f} s; ratio is lint time over the baseline's", t_lint <= GOAL)


if __name__ == "__main__":
    main()
