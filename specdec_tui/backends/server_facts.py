"""What each SGLang and vLLM release accepts, read from that release's own source.

Two halves:

- **Extraction** (``extract_facts``): static reading (``ast``, never an import: the servers pull in
  torch and CUDA) of the Python sources of a released wheel, unpacked by ``.ci/server_sources.py``.
  It collects the command-line flags the way each server builds its parser (explicit
  ``add_argument`` calls, SGLang's annotated ``arg_groups/fields`` records, vLLM's config dataclasses
  and ``FrontendArgs``), their ``choices``, whether they take a value, the speculative algorithm names,
  vLLM's ``SpeculativeConfig`` keys and methods, the Prometheus metric names, the HTTP routes and the
  string constants of the response-building modules.
- **Tables** (``load_tables`` / ``flag_table``): the flag part of those facts for the pinned releases,
  shipped as ``server_facts.json`` so that ``specdec validate`` can tell whether a cell's flags exist
  in the declared server version. ``make test`` re-extracts them from the released wheels and fails
  with a diff when the shipped file differs (tests/test_contract_*.py).
"""

from __future__ import annotations

import ast
import json
import re
import warnings
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from specdec_tui.backends.common import parse_version

# The releases read by `make test` (.ci/server_sources.py downloads exactly these).
PINNED: dict[str, tuple[str, ...]] = {
    "sglang": ("0.5.5", "0.5.23"),
    "vllm": ("0.11.0", "0.34.0"),
}
DISPLAY = {"sglang": "SGLang", "vllm": "vLLM"}
TABLES_FILE = Path(__file__).with_name("server_facts.json")

_UNKNOWN = object()
_METRIC = re.compile(r"^(?:sglang|vllm):[A-Za-z0-9_:]+$")
_NO_VALUE_ACTIONS = {"store_true", "store_false", "store_const", "count", "help", "version"}


# ---------------------------------------------------------------------------------------------
# Static reading of a source tree
# ---------------------------------------------------------------------------------------------
class SourceTree:
    """The ``.py`` files of one unpacked package, parsed lazily; module names resolve to files."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._trees: dict[Path, ast.Module | None] = {}

    def path_of(self, module: str) -> Path | None:
        base = self.root.joinpath(*module.split("."))
        for candidate in (base.with_suffix(".py"), base / "__init__.py"):
            if candidate.is_file():
                return candidate
        return None

    def tree(self, path: Path) -> ast.Module | None:
        if path not in self._trees:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")  # invalid escapes etc. in the servers' own code
                    self._trees[path] = ast.parse(path.read_text(encoding="utf-8", errors="replace"))
            except (SyntaxError, ValueError, OSError):
                self._trees[path] = None
        return self._trees[path]

    def files(self, *relative: str) -> Iterator[Path]:
        for rel in relative:
            target = self.root / rel
            if target.is_file():
                yield target
            elif target.is_dir():
                yield from sorted(target.rglob("*.py"))

    def module_name(self, path: Path) -> str:
        rel = path.relative_to(self.root).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts.pop()
        return ".".join(parts)


class Resolver:
    """Literal values of expressions, following module-level names and ``from x import y``."""

    def __init__(self, tree: SourceTree) -> None:
        self.src = tree
        self._depth = 0

    @cache  # noqa: B019 - one resolver per extraction
    def _module_scope(self, path: Path) -> dict[str, Any]:
        scope: dict[str, Any] = {}
        module = self.src.tree(path)
        if module is None:
            return scope
        package = self.src.module_name(path)
        if path.name != "__init__.py":
            package = package.rpartition(".")[0]
        for node in module.body:
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        scope[target.id] = ("expr", node.value, path)
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value:
                scope[node.target.id] = ("expr", node.value, path)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    parts = parts[: len(parts) - node.level + 1]
                    base = ".".join([*parts, base] if base else parts)
                for alias in node.names:
                    scope[alias.asname or alias.name] = ("import", base, alias.name)
            elif isinstance(node, ast.ClassDef):
                scope[node.name] = ("class", node, path)
        return scope

    def lookup(self, name: str, path: Path) -> tuple[str, Any, Any] | None:
        entry = self._module_scope(path).get(name)
        hops = 0
        while entry is not None and entry[0] == "import" and hops < 8:
            target = self.src.path_of(entry[1])
            if target is None:
                return None
            entry = self._module_scope(target).get(entry[2])
            hops += 1
        return entry

    def value(self, node: ast.AST, path: Path) -> Any:
        """The literal value, or ``_UNKNOWN``."""
        self._depth += 1
        try:
            if self._depth > 20:
                return _UNKNOWN
            return self._value(node, path)
        finally:
            self._depth -= 1

    def _value(self, node: ast.AST, path: Path) -> Any:
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            items = [self.value(e, path) for e in node.elts]
            return _UNKNOWN if any(i is _UNKNOWN for i in items) else items
        if isinstance(node, ast.Name):
            entry = self.lookup(node.id, path)
            if entry is None or entry[0] != "expr":
                return _UNKNOWN
            return self.value(entry[1], entry[2])
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left, right = self.value(node.left, path), self.value(node.right, path)
            if isinstance(left, list) and isinstance(right, list):
                return left + right
            return _UNKNOWN
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("frozenset", "set", "list", "tuple", "sorted")
            and len(node.args) == 1
        ):
            inner = self.value(node.args[0], path)
            return sorted(inner, key=str) if isinstance(inner, list) else _UNKNOWN
        if isinstance(node, ast.Subscript) and _name_of(node.value) == "Literal":
            return self.literal_values(node, path)
        return _UNKNOWN

    def literal_values(self, node: ast.AST, path: Path) -> list[Any] | Any:
        """Values of ``Literal[...]`` (nested aliases and ``Union`` of Literals expanded)."""
        if isinstance(node, ast.Name):
            entry = self.lookup(node.id, path)
            if entry is None or entry[0] != "expr":
                return _UNKNOWN
            return self.literal_values(entry[1], entry[2])
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            left = self.literal_values(node.left, path)
            right = self.literal_values(node.right, path)
            return left + right if isinstance(left, list) and isinstance(right, list) else _UNKNOWN
        if not isinstance(node, ast.Subscript):
            return _UNKNOWN
        head = _name_of(node.value)
        elts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        if head == "Literal":
            out: list[Any] = []
            for elt in elts:
                if isinstance(elt, ast.Constant):
                    out.append(elt.value)
                else:
                    nested = self.literal_values(elt, path)
                    if nested is _UNKNOWN:
                        return _UNKNOWN
                    out.extend(nested)
            return out
        if head == "Union":
            out = []
            for elt in elts:
                nested = self.literal_values(elt, path)
                if nested is _UNKNOWN:
                    return _UNKNOWN
                out.extend(nested)
            return out
        return _UNKNOWN


def _name_of(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


# ---------------------------------------------------------------------------------------------
# Flags
# ---------------------------------------------------------------------------------------------
@dataclass
class FlagFacts:
    """One option string: whether it takes a value, its choices when they are literal."""

    takes_value: bool = True
    choices: list[Any] | None = None
    where: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"value": self.takes_value}
        if self.choices is not None:
            out["choices"] = self.choices
        return out


@dataclass
class _Flags:
    flags: dict[str, FlagFacts] = field(default_factory=dict)

    def add(self, names: Iterable[str], facts: FlagFacts) -> None:
        for name in names:
            # A later registration of the same string replaces the earlier one, as in argparse
            # with conflict_handler="resolve"; keep the richer of the two facts otherwise.
            old = self.flags.get(name)
            if old is not None and old.choices is not None and facts.choices is None:
                facts = FlagFacts(facts.takes_value, old.choices, facts.where)
            self.flags[name] = facts


def _annotation_parts(node: ast.AST) -> tuple[ast.AST, list[ast.AST]]:
    """``A[T, meta...]`` / ``Annotated[T, meta...]`` -> (T, [meta...]); anything else -> (node, [])."""
    if isinstance(node, ast.Subscript) and _name_of(node.value) in ("A", "Annotated"):
        elts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        return elts[0], list(elts[1:])
    return node, []


def _unwrap_optional(node: ast.AST) -> ast.AST:
    if isinstance(node, ast.Subscript) and _name_of(node.value) == "Optional":
        return node.slice
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        sides = [s for s in (node.left, node.right) if not (isinstance(s, ast.Constant) and s.value is None)]
        if len(sides) == 1:
            return _unwrap_optional(sides[0])
    if isinstance(node, ast.Subscript) and _name_of(node.value) == "Union":
        elts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        rest = [e for e in elts if not (isinstance(e, ast.Constant) and e.value is None)]
        if len(rest) == 1:
            return _unwrap_optional(rest[0])
    return node


def _type_names(node: ast.AST) -> set[str]:
    """Every type name mentioned in an annotation (``bool | None`` -> {'bool', 'None'})."""
    names: set[str] = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name):
            names.add(sub.id)
        elif isinstance(sub, ast.Constant) and sub.value is None:
            names.add("None")
        elif isinstance(sub, ast.Constant) and isinstance(sub.value, str) and sub is node:
            try:
                names |= _type_names(ast.parse(sub.value, mode="eval").body)
            except SyntaxError:
                pass
    return names


def _action_takes_value(node: ast.AST | None, resolver: Resolver, path: Path) -> bool:
    if node is None:
        return True
    value = resolver.value(node, path)
    if isinstance(value, str):
        return value not in _NO_VALUE_ACTIONS
    name = _name_of(node) or ""
    return not any(word in name for word in ("StoreTrue", "StoreFalse", "StoreConst", "BooleanOptional"))


def _class_fields(cls: ast.ClassDef) -> Iterator[tuple[str, ast.AST, ast.AST | None]]:
    for node in cls.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            yield node.target.id, node.annotation, node.value


def _find_class(src: SourceTree, resolver: Resolver, name: str, near: Path) -> tuple[ast.ClassDef, Path] | None:
    entry = resolver.lookup(name, near)
    if entry is not None and entry[0] == "class":
        return entry[1], entry[2]
    return None


def _dataclass_flag(
    name: str, annotation: ast.AST, resolver: Resolver, path: Path, *, bool_pair: bool
) -> tuple[list[str], FlagFacts]:
    """vLLM ``get_kwargs`` rules: bool -> ``--x`` and ``--no-x``; Literal -> choices; else a value."""
    flag = "--" + name.replace("_", "-")
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        try:
            annotation = ast.parse(annotation.value, mode="eval").body
        except SyntaxError:
            pass
    names = _type_names(annotation)
    where = f"{path.name}:{getattr(annotation, 'lineno', 0)}"
    if names >= {"bool", "str"} and names <= {"bool", "str", "None"}:
        return [flag], FlagFacts(True, None, where)  # nargs="?" const=True: value optional
    if "bool" in names:
        return ([flag, "--no-" + flag[2:]] if bool_pair else [flag]), FlagFacts(False, None, where)
    choices = resolver.literal_values(_unwrap_optional(annotation), path)
    return [flag], FlagFacts(True, choices if isinstance(choices, list) else None, where)


def _flags_from_add_argument(src: SourceTree, resolver: Resolver, path: Path, out: _Flags) -> None:
    module = src.tree(path)
    if module is None:
        return
    for func in ast.walk(module):
        if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        # X = get_kwargs(SomeConfig) inside the function: **X["field"] takes that field's type
        kwarg_sources: dict[str, str] = {}
        for node in ast.walk(func):
            if (
                isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Call)
                and _name_of(node.value.func) == "get_kwargs"
                and node.value.args
                and isinstance(node.value.args[0], ast.Name)
            ):
                kwarg_sources[node.targets[0].id] = node.value.args[0].id
        for node in ast.walk(func):
            if not (isinstance(node, ast.Call) and _name_of(node.func) == "add_argument"):
                continue
            names = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            names = [n for n in names if n.startswith("-")]
            if not names:
                continue
            kw = {k.arg: k.value for k in node.keywords if k.arg}
            where = f"{src.module_name(path)}:{node.lineno}"
            facts = FlagFacts(_action_takes_value(kw.get("action"), resolver, path), None, where)
            nargs = resolver.value(kw["nargs"], path) if "nargs" in kw else None
            if nargs == 0:
                facts.takes_value = False
            if "choices" in kw:
                choices = resolver.value(kw["choices"], path)
                facts.choices = sorted(choices, key=str) if isinstance(choices, list) else None
            extra_names: list[str] = []
            for starred in (k.value for k in node.keywords if k.arg is None):
                # **model_kwargs["max_model_len"]
                if (
                    isinstance(starred, ast.Subscript)
                    and isinstance(starred.value, ast.Name)
                    and isinstance(starred.slice, ast.Constant)
                    and starred.value.id in kwarg_sources
                ):
                    found = _find_class(src, resolver, kwarg_sources[starred.value.id], path)
                    if found is None:
                        continue
                    cls, cls_path = found
                    for fname, annotation, _default in _class_fields(cls):
                        if fname == starred.slice.value:
                            derived, dfacts = _dataclass_flag(
                                fname, annotation, resolver, cls_path, bool_pair=True
                            )
                            if "action" not in kw:
                                facts.takes_value = dfacts.takes_value
                                if not dfacts.takes_value and len(derived) == 2:
                                    extra_names = ["--no-" + n[2:] for n in names if n.startswith("--")]
                            if facts.choices is None and "choices" not in kw and dfacts.choices is not None:
                                facts.choices = sorted(dfacts.choices, key=str)
            out.add(names + extra_names, facts)


def _sglang_record_flags(src: SourceTree, resolver: Resolver, out: _Flags) -> None:
    """SGLang ≥ 0.5.2x: ``ServerArgs`` collects the annotated fields of the ``arg_groups/fields``
    records; ``add_cli_args_from_dataclass`` turns each ``A[T, "help" | Arg(...)]`` into a flag."""
    for path in src.files("sglang/srt/arg_groups/fields"):
        module = src.tree(path)
        if module is None:
            continue
        for cls in (n for n in module.body if isinstance(n, ast.ClassDef)):
            for name, annotation, _default in _class_fields(cls):
                inner, meta = _annotation_parts(annotation)
                if not meta:
                    continue  # fields without Arg metadata are not registered automatically
                arg: ast.Call | None = None
                for m in meta:
                    if isinstance(m, ast.Call) and _name_of(m.func) == "Arg":
                        arg = m
                        break
                    if isinstance(m, ast.Constant) and isinstance(m.value, str):
                        break
                else:
                    continue  # neither Arg nor a help string: not a CLI field
                kw = {k.arg: k.value for k in arg.keywords if k.arg} if arg is not None else {}
                if "no_cli" in kw and resolver.value(kw["no_cli"], path) is True:
                    continue
                cli = resolver.value(kw["cli_name"], path) if "cli_name" in kw else None
                names = [cli if isinstance(cli, str) else "--" + name.replace("_", "-")]
                aliases = resolver.value(kw["aliases"], path) if "aliases" in kw else None
                if isinstance(aliases, list):
                    names += [a for a in aliases if isinstance(a, str)]
                where = f"{src.module_name(path)}:{getattr(annotation, 'lineno', 0)}"
                facts = FlagFacts(True, None, where)
                explicit = resolver.value(kw["choices"], path) if "choices" in kw else None
                if "action" in kw:
                    facts.takes_value = _action_takes_value(kw["action"], resolver, path)
                else:
                    base = _unwrap_optional(inner)
                    literal = resolver.literal_values(base, path)
                    if isinstance(literal, list):
                        facts.choices = literal
                    elif _name_of(base) == "bool":
                        facts.takes_value = False
                if isinstance(explicit, list):
                    facts.choices = explicit
                if facts.choices is not None:
                    facts.choices = sorted(facts.choices, key=str)
                out.add(names, facts)


def _vllm_frontend_flags(src: SourceTree, resolver: Resolver, out: _Flags) -> None:
    """``FrontendArgs`` (and its bases): one ``--field-name`` per dataclass field (get_kwargs rules)."""
    for rel in ("vllm/entrypoints/openai/cli_args.py", "vllm/entrypoints/common/cli_args.py"):
        path = src.root / rel
        module = src.tree(path) if path.is_file() else None
        if module is None:
            continue
        classes = {n.name: n for n in module.body if isinstance(n, ast.ClassDef)}
        if "FrontendArgs" not in classes:
            continue
        pending, seen = ["FrontendArgs"], set()
        while pending:
            name = pending.pop()
            if name in seen or name not in classes:
                continue
            seen.add(name)
            cls = classes[name]
            pending += [b for b in (_name_of(base) for base in cls.bases) if b]
            for fname, annotation, _default in _class_fields(cls):
                names, facts = _dataclass_flag(fname, annotation, resolver, path, bool_pair=True)
                out.add(names, facts)


def extract_flags(backend: str, root: Path) -> dict[str, FlagFacts]:
    src = SourceTree(root)
    resolver = Resolver(src)
    out = _Flags()
    if backend == "sglang":
        _sglang_record_flags(src, resolver, out)
        for path in src.files("sglang/srt/server_args.py"):
            _flags_from_add_argument(src, resolver, path, out)
    elif backend == "vllm":
        _vllm_frontend_flags(src, resolver, out)
        for path in src.files(
            "vllm/engine/arg_utils.py",
            "vllm/entrypoints/openai/cli_args.py",
            "vllm/entrypoints/common/cli_args.py",
        ):
            _flags_from_add_argument(src, resolver, path, out)
    else:
        raise ValueError(f"no flag extraction for backend {backend!r}")
    return dict(sorted(out.flags.items()))


# ---------------------------------------------------------------------------------------------
# Speculative algorithm names, vLLM SpeculativeConfig
# ---------------------------------------------------------------------------------------------
def sglang_algorithms(root: Path, flags: dict[str, FlagFacts]) -> list[str]:
    """``--speculative-algorithm`` values: the parser's choices when it has them (0.5.5), else the
    builtin ``SpeculativeAlgorithm`` members plus the reserved aliases (NEXTN) of the registry."""
    facts = flags.get("--speculative-algorithm")
    if facts is not None and facts.choices:
        return sorted(str(c) for c in facts.choices)
    src = SourceTree(root)
    resolver = Resolver(src)
    names: set[str] = set()
    for path in src.files("sglang/srt/speculative"):
        module = src.tree(path)
        if module is None:
            continue
        for node in module.body:
            if isinstance(node, ast.ClassDef) and node.name == "SpeculativeAlgorithm":
                for stmt in node.body:
                    if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
                        target = stmt.targets[0]
                        if isinstance(target, ast.Name) and target.id.isupper():
                            names.add(target.id)
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "_RESERVED_ALIASES" for t in node.targets
            ):
                value = node.value
                if isinstance(value, ast.Call) and value.args:
                    value = value.args[0]
                aliases = resolver.value(value, path)
                if isinstance(aliases, list):
                    names |= {str(a) for a in aliases}
    names.discard("NONE")
    return sorted(names)


def _literal_members(resolver: Resolver, node: ast.AST, path: Path) -> list[Any]:
    """The Literal values in a union, ignoring its plain members (``SpeculativeMethod | str | None``)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return _literal_members(resolver, node.left, path) + _literal_members(resolver, node.right, path)
    if isinstance(node, ast.Subscript) and _name_of(node.value) in ("Optional", "Union"):
        elts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        return [v for e in elts for v in _literal_members(resolver, e, path)]
    values = resolver.literal_values(node, path)
    return values if isinstance(values, list) else []


def vllm_speculative(root: Path) -> tuple[list[str], list[str]]:
    """(``SpeculativeConfig`` field names, accepted ``method`` values)."""
    src = SourceTree(root)
    resolver = Resolver(src)
    path = src.path_of("vllm.config.speculative")
    if path is None:
        return [], []
    module = src.tree(path)
    keys: list[str] = []
    methods: list[str] = []
    for node in module.body if module else []:
        if isinstance(node, ast.ClassDef) and node.name == "SpeculativeConfig":
            for name, annotation, _default in _class_fields(node):
                if name.startswith("_"):
                    continue
                keys.append(name)
                if name == "method":
                    methods = sorted({str(v) for v in _literal_members(resolver, annotation, path)})
    return sorted(keys), methods


# ---------------------------------------------------------------------------------------------
# Metric names, routes, string constants
# ---------------------------------------------------------------------------------------------
_ROUTE_CALLS = {"get", "post", "put", "api_route", "add_api_route", "route", "mount", "add_route", "Mount", "Route"}


def _scan(root: Path, backend: str) -> tuple[set[str], set[str], set[str], dict[str, set[str]]]:
    """(metric names, HTTP routes, all string constants, class -> annotated field names) of the
    serving side of the package."""
    src = SourceTree(root)
    if backend == "sglang":
        dirs: tuple[str, ...] = ("sglang/srt/entrypoints", "sglang/srt/managers", "sglang/srt/metrics",
                "sglang/srt/observability", "sglang/srt/utils", "sglang/srt/speculative")
    else:
        dirs = ("vllm/entrypoints", "vllm/v1/metrics", "vllm/v1/spec_decode", "vllm/engine",
                "vllm/v1/engine", "vllm/outputs.py", "vllm/config")
    metrics: set[str] = set()
    routes: set[str] = set()
    strings: set[str] = set()
    classes: dict[str, set[str]] = {}
    for path in src.files(*dirs):
        module = src.tree(path)
        if module is None:
            continue
        for node in ast.walk(module):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                strings.add(node.value)
                if _METRIC.match(node.value):
                    metrics.add(node.value)
            elif isinstance(node, ast.ClassDef):
                classes.setdefault(node.name, set()).update(name for name, _a, _d in _class_fields(node))
            elif isinstance(node, ast.Call) and _name_of(node.func) in _ROUTE_CALLS and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str) and first.value.startswith("/"):
                    routes.add(first.value)
    return metrics, routes, strings, classes


@dataclass
class ServerFacts:
    backend: str
    version: str
    flags: dict[str, FlagFacts]
    algorithms: list[str]
    spec_config_keys: list[str]
    spec_methods: list[str]
    metrics: set[str]
    routes: set[str]
    strings: set[str]
    classes: dict[str, set[str]]

    def table(self) -> dict[str, Any]:
        """The JSON-able part shipped in ``server_facts.json``."""
        out: dict[str, Any] = {
            "flags": {name: facts.to_json() for name, facts in self.flags.items()},
            "algorithms": self.algorithms,
        }
        if self.backend == "vllm":
            out["speculative_config_keys"] = self.spec_config_keys
            out["speculative_methods"] = self.spec_methods
        return out

    def has_metric(self, exposed: str) -> bool:
        """prometheus_client exposes counter ``x`` as ``x_total``."""
        return exposed in self.metrics or exposed.removesuffix("_total") in self.metrics


def extract_facts(backend: str, version: str, root: Path) -> ServerFacts:
    flags = extract_flags(backend, root)
    keys: list[str]
    methods: list[str]
    if backend == "sglang":
        algorithms, keys, methods = sglang_algorithms(root, flags), [], []
    else:
        keys, methods = vllm_speculative(root)
        algorithms = methods
    metrics, routes, strings, classes = _scan(root, backend)
    return ServerFacts(backend, version, flags, algorithms, keys, methods, metrics, routes, strings, classes)


# ---------------------------------------------------------------------------------------------
# Shipped tables
# ---------------------------------------------------------------------------------------------
@cache
def load_tables() -> dict[str, dict[str, dict[str, Any]]]:
    """{backend: {version: table}} from ``server_facts.json``."""
    with TABLES_FILE.open(encoding="utf-8") as handle:
        data = json.load(handle)
    return data["tables"]


def known_versions(backend: str) -> list[str]:
    versions = list(load_tables().get(backend, {}))
    return sorted(versions, key=lambda v: parse_version(v) or (0, 0, 0))


@dataclass(frozen=True)
class TableChoice:
    """Which table a cell is checked against, and how sure that choice is."""

    backend: str
    version: str  # the table's version
    declared: str | None  # what the sweep said
    exact: bool  # the declared version is a table we read

    @property
    def label(self) -> str:
        return f"{DISPLAY.get(self.backend, self.backend)} {self.version}"


def choose_table(backend: str, declared: str | None) -> TableChoice | None:
    """The table for a declared version: that version's, else the nearest older one we read; with no
    version (or one older than all), the newest. None when the backend has no tables."""
    versions = known_versions(backend)
    if not versions:
        return None
    wanted = parse_version(declared)
    if wanted is None:
        return TableChoice(backend, versions[-1], declared, False)
    for version in reversed(versions):
        parsed = parse_version(version)
        if parsed == wanted:
            return TableChoice(backend, version, declared, True)
        if parsed is not None and parsed < wanted:
            return TableChoice(backend, version, declared, False)
    return TableChoice(backend, versions[0], declared, False)


def flag_table(backend: str, version: str) -> dict[str, Any]:
    return load_tables()[backend][version]


def has_flag(backend: str, declared: str | None, flag: str) -> bool:
    """Whether the declared version has the flag, going by its table or the nearest older one read;
    False when no version is declared (an unknown flag stops the server, so only pass it when known)."""
    parsed = parse_version(declared)
    if parsed is None:
        return False
    choice = choose_table(backend, declared)
    if choice is None:
        return False
    if parsed < (parse_version(known_versions(backend)[0]) or (0, 0, 0)):
        return False  # older than every release read
    return flag in flag_table(backend, choice.version)["flags"]


def local_label(version: str | None) -> str | None:
    """The local part of a version (``0.5.23+ddtree`` -> ``ddtree``): a build of one's own."""
    if not version or "+" not in version:
        return None
    return version.split("+", 1)[1].strip().lower() or None


def _lookup(flags: dict[str, Any], name: str) -> tuple[str | None, str | None]:
    """(the flag's canonical spelling, a problem) for an option as argparse would read it: exact, or a
    unique prefix of a long option (argparse's ``allow_abbrev``, on in both servers)."""
    if name in flags:
        return name, None
    if name.startswith("--"):
        matches = sorted(flag for flag in flags if flag.startswith(name))
        if len(matches) == 1:
            return matches[0], None
        if matches:
            return None, f"{name}: ambiguous abbreviation ({', '.join(matches[:4])}{', ...' if len(matches) > 4 else ''})"
    return None, f"{name}: no such flag"


def check_argv(table: dict[str, Any], argv: list[str]) -> list[str]:
    """Problems of an argv tail (options only, after the program and its positionals) against a flag
    table: unknown flags, values outside ``choices``, a value missing for a flag that needs one."""
    flags: dict[str, Any] = table["flags"]
    problems: list[str] = []
    i = 0
    while i < len(argv):
        item = argv[i]
        i += 1
        if not item.startswith("-") or item == "-" or _is_number(item):
            problems.append(f"{item}: stray value (no flag before it takes one)")
            continue
        name, inline = item, None
        if item.startswith("--") and "=" in item:
            name, inline = item.split("=", 1)
        canonical, problem = _lookup(flags, name)
        if problem is not None or canonical is None:
            problems.append(problem or f"{name}: unknown option")
            # skip its value, if it looks like one, so it is not reported as stray
            if inline is None and i < len(argv) and not (argv[i].startswith("-") and not _is_number(argv[i])):
                i += 1
            continue
        facts = flags[canonical]
        value = inline
        if facts["value"] and value is None:
            if i < len(argv) and (not argv[i].startswith("-") or _is_number(argv[i]) or argv[i].startswith("-{")):
                value = argv[i]
                i += 1
            else:
                problems.append(f"{name}: needs a value")
                continue
        elif not facts["value"] and value is not None:
            problems.append(f"{name}: takes no value (got {value!r})")
            continue
        choices = facts.get("choices")
        if choices is not None and value is not None and value not in [str(c) for c in choices]:
            problems.append(f"{name} {value}: not one of {', '.join(str(c) for c in choices)}")
    return problems


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _option_values(argv: list[str], *names: str) -> list[str]:
    out: list[str] = []
    for i, item in enumerate(argv):
        for name in names:
            if item == name and i + 1 < len(argv):
                out.append(argv[i + 1])
            elif item.startswith(name + "="):
                out.append(item.split("=", 1)[1])
    return out


def check_semantics(backend: str, table: dict[str, Any], argv: list[str]) -> list[str]:
    """What a flag's parser leaves to later code: SGLang's algorithm names (0.5.2x has no ``choices``),
    vLLM's ``--speculative-config`` JSON keys and method."""
    problems: list[str] = []
    if backend == "sglang":
        known = {str(a).upper() for a in table.get("algorithms", [])}
        for value in _option_values(argv, "--speculative-algorithm"):
            if known and value.upper() not in known:
                problems.append(
                    f"--speculative-algorithm {value}: no such algorithm (it has {', '.join(sorted(known))})"
                )
    elif backend == "vllm":
        keys = set(table.get("speculative_config_keys", []))
        methods = set(table.get("speculative_methods", []))
        for value in _option_values(argv, "--speculative-config", "-sc"):
            try:
                config = json.loads(value)
            except ValueError:
                problems.append(f"--speculative-config: not JSON ({value[:60]})")
                continue
            if not isinstance(config, dict):
                problems.append("--speculative-config: not a JSON object")
                continue
            unknown = sorted(k for k in config if keys and k not in keys)
            if unknown:
                problems.append(f"--speculative-config: no key {', '.join(unknown)} in SpeculativeConfig")
            method = config.get("method")
            if method is not None and methods and str(method) not in methods:
                problems.append(f"--speculative-config method {method!r}: not a SpeculativeMethod")
    return problems


@dataclass
class FlagReport:
    """The outcome of checking one launch against a version's table."""

    choice: TableChoice | None
    problems: list[str] = field(default_factory=list)  # the build cannot take these
    provided_by_build: list[str] = field(default_factory=list)  # missing, but named by the local build tag

    @property
    def enforceable(self) -> bool:
        """The declared version is a release we read exactly (no local build tag): problems are certain."""
        return self.choice is not None and self.choice.exact and local_label(self.choice.declared) is None


def check_launch(backend: str, declared: str | None, argv_tail: list[str]) -> FlagReport:
    """Check the options of a launch (argv after the program and model) against the table the declared
    version selects. Problems that name the local build tag (``--speculative-ddtree-budget`` under
    ``0.5.23+ddtree``) are set apart: that build is said to provide them."""
    choice = choose_table(backend, declared)
    if choice is None:
        return FlagReport(None)
    table = flag_table(backend, choice.version)
    found = check_argv(table, argv_tail) + check_semantics(backend, table, argv_tail)
    label = local_label(declared)
    report = FlagReport(choice)
    for problem in found:
        if label and label in problem.lower():
            report.provided_by_build.append(problem)
        else:
            report.problems.append(problem)
    return report


def enforce(backend: str, declared: str | None, argv_tail: list[str]) -> None:
    """ValueError when the declared version is a release we read and cannot take these options.
    Unknown versions and local builds pass here; ``specdec validate`` warns about them."""
    if backend not in PINNED:
        return
    report = check_launch(backend, declared, argv_tail)
    if report.enforceable and report.problems and report.choice is not None:
        raise ValueError(f"{report.choice.label} cannot take " + "; ".join(report.problems))


__all__ = [
    "PINNED",
    "FlagReport",
    "ServerFacts",
    "TableChoice",
    "check_argv",
    "check_launch",
    "check_semantics",
    "choose_table",
    "enforce",
    "extract_facts",
    "extract_flags",
    "flag_table",
    "has_flag",
    "known_versions",
    "load_tables",
    "local_label",
]
