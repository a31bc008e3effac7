"""Developer sessions: ``nox -s tests lint typecheck verify``; ``docs`` builds the website."""

from __future__ import annotations

import nox

nox.needs_version = ">=2024.3.2"
nox.options.sessions = ["tests", "lint", "typecheck", "verify"]

PYPROJECT = nox.project.load_toml("pyproject.toml")
TEST_DEPS = PYPROJECT["project"]["optional-dependencies"]["test"]


@nox.session
def tests(session: nox.Session) -> None:
    """Run the test suite."""
    session.install("-e", ".[test]")
    session.run("pytest", *session.posargs)


@nox.session
def lint(session: nox.Session) -> None:
    """Lint with ruff."""
    session.install("ruff")
    session.run("ruff", "check", "rulesref", "verify", "tests", "benchmarks", *session.posargs)


@nox.session
def typecheck(session: nox.Session) -> None:
    """Type-check the library strictly."""
    session.install("-e", ".[test,docs]")
    session.run("mypy", "rulesref", "verify/rulesref_verify", *session.posargs)


@nox.session
def verify(session: nox.Session) -> None:
    """Run every rulebook check; fails on any new finding or stale errata entry."""
    session.install("-e", ".")
    session.run("rulesref", "verify", *session.posargs)


@nox.session(default=False)
def docs(session: nox.Session) -> None:
    """Build the rules website into docs/_build/html (warnings are errors)."""
    session.install("-e", ".[docs]")
    session.run("python", "-m", "sphinx", "-W", "-n", "-b", "html", "docs", "docs/_build/html",
                *session.posargs)


@nox.session(default=False)
def benchmarks(session: nox.Session) -> None:
    """Run the benchmarks (slow; prints each ratio against its goal)."""
    session.install("-e", ".[test]")
    for script in sorted(__import__("pathlib").Path("benchmarks").glob("bench_*.py")):
        session.run("python", str(script), *session.posargs)
