"""Army validation throughput. Generates 10,000 ten-unit lists as YAML files, then in one run
times parsing them only, and validating the parsed lists through the Python API. Goals:

- issue 3: at least 5,000 lists per second on one core (validation, the parsed lists given);
- issue 13: validation through typed effects stays at most 0.5 of the time YAML parsing takes
  for the same lists (the baseline, measured in the same run)."""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).parent))
from _common import report

from rulesref.games import hobgoblin
from rulesref.games.hobgoblin.army import load_army, validate

LISTS = 10_000
STRENGTHS = ["Bloodthirsty", "Brutal", "Critical Hits", "Elite", "Fearless", "Flying",
             "Hero [+1]", "Hero [+2]", "Merciless", "Stubborn", "Swift [+2]", "Tough [+1]"]
WEAKNESSES = ["Berserk", "Cowardly", "Cursed", "Hollow", "Unruly", "Weak [+2]"]


def generate(rules: object, rnd: random.Random) -> dict[str, object]:
    types = [u.name for u in rules.unit_types if u.name != "Artillery"]  # type: ignore[attr-defined]
    units = []
    for n in range(10):
        keywords = rnd.sample(STRENGTHS, rnd.randint(0, 3)) + rnd.sample(WEAKNESSES,
                                                                          rnd.randint(0, 2))
        units.append({"name": f"Unit {n}", "type": rnd.choice(types), "keywords": keywords})
    units[0]["keywords"] = ["General", *units[0]["keywords"]]
    units[1]["keywords"] = ["Battle Standard", *units[1]["keywords"]]
    return {"game": "hobgoblin", "name": "Generated", "points_limit": 8000, "units": units}


def main() -> None:
    rules = hobgoblin.load()
    rnd = random.Random(1)
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for i in range(LISTS):
            path = Path(tmp) / f"army{i:05d}.yaml"
            path.write_text(yaml.safe_dump(generate(rules, rnd), sort_keys=False))
            paths.append(path)
        start = time.perf_counter()
        loaded = [load_army(p) for p in paths]
        parse = time.perf_counter() - start
        start = time.perf_counter()
        for item in loaded:
            validate(rules, item.army, document=item.document)
        check = time.perf_counter() - start
    per_second = LISTS / check
    end_to_end = LISTS / (parse + check)
    print(f"parse only: {LISTS / parse:,.0f} lists/s; parse and validate: {end_to_end:,.0f} "
          "lists/s")
    report("validate, throughput", f"{per_second:,.0f} lists/s validated ({check:.2f} s for "
           f"{LISTS:,})", 5000 / per_second, "at least 5,000 lists/s; ratio is the goal over "
           "the rate", per_second >= 5000)
    ratio = check / parse
    report("validate against parsing", f"validating {check:.2f} s, parsing {parse:.2f} s",
           ratio, "at most 0.5; ratio is validate time over parse time", ratio <= 0.5)


if __name__ == "__main__":
    main()
