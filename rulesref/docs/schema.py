"""A file format page from a JSON Schema: one table of fields per object, then the schema.

Field descriptions come from the record classes' attribute docstrings (the model documents
every field, in reST), read with :func:`attribute_docs`, so the page and the code never drift
apart.
"""

from __future__ import annotations

import ast
import inspect
import itertools
import json
import textwrap
from collections.abc import Iterator, Mapping
from typing import Any

from rulesref.docs import rst


def _body_docs(cls: type) -> dict[str, str]:
    """The docstrings written under each name assigned in a class body (an annotated field
    or a plain assignment such as an enum member), by name."""
    try:
        source = textwrap.dedent(inspect.getsource(cls))
    except (OSError, TypeError):
        return {}
    body = ast.parse(source).body[0]
    assert isinstance(body, ast.ClassDef)
    docs: dict[str, str] = {}
    for stmt, after in itertools.pairwise(body.body):
        if not (isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)):
            continue
        target: ast.expr | None = None
        if isinstance(stmt, ast.AnnAssign):
            target = stmt.target
        elif isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            target = stmt.targets[0]
        if isinstance(target, ast.Name):
            docs[target.id] = " ".join(after.value.value.split())
    return docs


def attribute_docs(cls: type) -> dict[str, str]:
    """The docstrings written under each field of a class body, by field name."""
    return _body_docs(cls)


def member_docs(cls: type) -> dict[str, str]:
    """The docstrings written under each member of an enum class body, by member name."""
    return _body_docs(cls)


def _ref_name(ref: str) -> str:
    return ref.rsplit("/", 1)[-1]


def type_text(prop: Mapping[str, Any]) -> str:
    """A property's JSON type in words: ``string or list of string or null``."""
    if "const" in prop:
        return f"``{json.dumps(prop['const'])}``"
    if "$ref" in prop:
        return f"*{_ref_name(str(prop['$ref']))}* object"
    if "anyOf" in prop:
        return " or ".join(type_text(p) for p in prop["anyOf"])
    kind = str(prop.get("type", "any"))
    if kind == "array":
        return "list of " + type_text(prop.get("items", {}))
    return kind


def _fields(title: str, schema: Mapping[str, Any], cls: type | None) -> Iterator[str]:
    required = set(schema.get("required", ()))
    docs = attribute_docs(cls) if cls is not None else {}
    rows = []
    for name, prop in schema.get("properties", {}).items():
        default = ""
        if name not in required and "default" in prop:
            default = f"``{json.dumps(prop['default'])}``"
        rows.append([f"``{name}``", type_text(prop), "yes" if name in required else "no",
                     default, docs.get(name, "")])
    yield from rst.list_table(["Field", "Type", "Required", "Default", "Meaning"], rows,
                              title=rst.inline(title), widths=[2, 3, 1, 1, 6])


def _description(schema: Mapping[str, Any], cls: type | None) -> str:
    if schema.get("description"):
        return rst.inline(str(schema["description"]))
    doc = inspect.getdoc(cls) if cls is not None else None
    return " ".join(doc.split("\n\n")[0].split()) if doc else ""


def schema_lines(
    schema: Mapping[str, Any],
    classes: Mapping[str, type],
    *,
    root_name: str,
) -> Iterator[str]:
    """Field tables for the root object and every definition, then the schema itself.

    Descriptions are the record classes' docstrings, written in reST like the rest of the
    model's documentation.

    :param classes: the record class of each definition, by name (the root as ``root_name``).
    """
    yield from rst.paragraph(_description(schema, classes.get(root_name)))
    yield from _fields(root_name, schema, classes.get(root_name))
    for name, definition in schema.get("$defs", {}).items():
        cls = classes.get(name)
        yield from rst.paragraph(f"*{rst.inline(name)}*: {_description(definition, cls)}")
        yield from _fields(name, definition, cls)
    yield from rst.heading("JSON Schema", 1)
    text = json.dumps(schema, indent=2, ensure_ascii=False)
    yield from rst.directive("code-block", "json", content=text.split("\n"))
