"""The rules website: pure generators from a rules model to reST lines, and the Sphinx
extension (:mod:`rulesref.docs.sphinxext`) that renders them at build time.

- :mod:`rulesref.docs.rst`, :mod:`rulesref.docs.linker`: reST helpers and name linking;
- :mod:`rulesref.docs.games`: the game plug-ins (pages and their renderers);
- each ruleset's own pages live in its package (``rulesref.games.<game>.docs``), many built on
  :mod:`rulesref.docs.blocks` (page context, rules objects, readings, front page);
- :mod:`rulesref.docs.flow`, :mod:`rulesref.docs.turns`, :mod:`rulesref.docs.schema`,
  :mod:`rulesref.docs.verification`: game-agnostic pages (turn diagram and turn page, file
  formats, the verification report).

Build the site with ``python -m sphinx -W -n -b html docs docs/_build/html``.
"""
