"""Developer sessions: ``nox`` runs the tests on every supported Python, lint, typecheck and
verify; ``docs`` builds the website and ``benchmarks`` measures speed against each goal."""

from __future__ import annotations

from pathlib import Path

import nox

nox.needs_version = ">=2024.3.2"
nox.options.sessions = ["tests", "lint", "typecheck", "verify"]

PYPROJECT = nox.project.load_toml("pyproject.toml")
#: Every CPython the project supports and tests (Pyodide runs 3.14; see the README).
PYTHONS = ["3.11", "3.12", "3.13"]
CHECKED = ["rulesref", "verify/rulesref_verify", "tests", "benchmarks", "tools", "noxfile.py"]


@nox.session(python=PYTHONS)
def tests(session: nox.Session) -> None:
    """Run the whole test suite, browser tests included."""
    session.install("-e", ".[test]")
    session.run("python", "-m", "pytest", *session.posargs)


@nox.session
def lint(session: nox.Session) -> None:
    """Lint with ruff."""
    session.install("ruff")
    session.run("ruff", "check", *CHECKED, *session.posargs)


@nox.session
def typecheck(session: nox.Session) -> None:
    """Type-check the library, the tests, the benchmarks and the tools strictly."""
    session.install("-e", ".[test,docs]")
    session.run("mypy", *CHECKED, *session.posargs)


@nox.session
def verify(session: nox.Session) -> None:
    """Run every rulebook check; fails on any new finding or stale errata entry."""
    session.install("-e", ".")
    session.run("rulesref", "verify", *session.posargs)


@nox.session(default=False)
def docs(session: nox.Session) -> None:
    """Build the rules website into docs/_build/html (warnings are errors)."""
    session.install("-e", ".[docs]")
    session.run("npm", "ci", "--prefix", "frontend", "--no-audit", "--no-fund", external=True)
    session.run("python", "-m", "sphinx", "-W", "-n", "-b", "html", "docs", "docs/_build/html",
                *session.posargs)


@nox.session(default=False)
def benchmarks(session: nox.Session) -> None:
    """Run the benchmarks (slow; prints each ratio against its goal)."""
    session.install("-e", ".[test]")
    for script in sorted(Path("benchmarks").glob("bench_*.py")):
        session.run("python", str(script), *session.posargs)
