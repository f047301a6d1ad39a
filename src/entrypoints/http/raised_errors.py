"""The domain errors a function can raise, read from the code (the OpenAPI document lists them
per operation: entrypoints/http/problem_codes.py).

From a function, every call whose target the code names is followed: a function or class of our
packages (a class: its ``__init__`` and ``__post_init__``, where dataclasses check their
rules), a method of ``self``, of an attribute whose type the class declares (a dataclass field,
an annotated attribute, or ``self._x = x`` of an annotated constructor parameter), of a
parameter or local whose type is known (``connect: Inject[Connect]``, then
``connect.claims.claim`` through the bundle's fields). Every ``DomainError`` subclass a
followed function names outside an ``except`` clause counts: raised, or built and returned to
be raised by its caller (``raise record.refusal(now)``). An ``InvalidInput`` given a literal
code counts as that code.

Calls through ports (repositories, outbound systems) are not followed: a Protocol's methods
have no body. tests/http/test_problem_codes.py answers real errors over HTTP and checks each
code is listed, and the schemathesis run (tests/support/openapi_fuzz.py) checks every problem
it provokes, which keeps the reading honest.
"""

from __future__ import annotations

import ast
import collections.abc
import inspect
import types
import typing
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from domain.shared.errors import DomainError, InvalidInput

OUR_PACKAGES = ("domain", "application", "entrypoints", "bootstrap")
"""Code that is read; calls into anything else (the standard library, Litestar) are not."""


@dataclass(frozen=True, slots=True, order=True)
class Raised:
    """A problem code and the error class that carries it."""

    code: str
    kind: type[DomainError] = field(compare=False)


def ours(value: object) -> bool:
    module = getattr(value, "__module__", None) or ""
    return module.split(".", 1)[0] in OUR_PACKAGES


def is_error(value: object) -> bool:
    return isinstance(value, type) and issubclass(value, DomainError)


class ErrorReader:
    """Reads functions once each (memoised; a call cycle reads as what is known so far)."""

    def __init__(self) -> None:
        self._read: dict[tuple[object, type | None], frozenset[Raised]] = {}
        self._attributes: dict[type, dict[str, type]] = {}

    def of(self, function: Callable[..., Any], owner: type | None = None) -> frozenset[Raised]:
        function = inspect.unwrap(function)
        if inspect.ismethod(function):  # a controller's handler, bound
            owner = owner or type(function.__self__)
            function = function.__func__
        key = (function, owner)
        if key in self._read:
            return self._read[key]
        self._read[key] = frozenset()  # a cycle stops here
        found = frozenset(self._read_function(function, owner))
        self._read[key] = found
        return found

    def _read_function(self, function: Callable[..., Any], owner: type | None) -> Iterator[Raised]:
        node = _parsed(function)
        if node is None:
            return
        scope = _Scope(self, function, owner)
        scope.learn_parameters(node)
        caught: set[int] = {  # names an error is compared with, not raised
            id(n) for h in _nodes(node) for tested in _tested(h) for n in ast.walk(tested)
        }
        for child in _nodes(node):
            if isinstance(child, ast.Assign | ast.AnnAssign):
                scope.learn_assignment(child)
            elif isinstance(child, ast.With | ast.AsyncWith):
                scope.learn_with(child)
            elif isinstance(child, ast.For | ast.AsyncFor | ast.comprehension):
                scope.learn_loop(child)
        for child in _nodes(node):
            if isinstance(child, ast.Call):
                yield from scope.called(child)
            elif isinstance(child, ast.Name | ast.Attribute) and id(child) not in caught:
                value = scope.value_of(child)
                if is_error(value) and value is not DomainError:
                    yield Raised(code_of(value), value)

    def member_type(self, cls: type, name: str) -> type | None:
        """The type of ``instance.name`` for an instance of ``cls``: declared, or what its
        property returns."""
        declared = self.attributes(cls).get(name)
        if declared is not None:
            return declared
        member = inspect.getattr_static(cls, name, None)
        return _returns(member.fget) if isinstance(member, property) else None

    def attributes(self, cls: type) -> dict[str, type]:
        """What ``cls`` declares of its instances' attributes: annotations (dataclass fields)
        and ``self._x = x`` of annotated constructor parameters."""
        known = self._attributes.get(cls)
        if known is not None:
            return known
        found: dict[str, type] = {}
        for klass in reversed(cls.__mro__):
            if not ours(klass):
                continue
            for name, annotation in getattr(klass, "__annotations__", {}).items():
                kind = _resolve_annotation(annotation, vars(inspect.getmodule(klass) or types))
                if kind is not None:
                    found[name] = kind
            init = klass.__dict__.get("__init__")
            node = _parsed(init) if init is not None else None
            if node is not None:
                parameters = _annotated_parameters(node, init)
                for statement in _nodes(node):
                    if (
                        isinstance(statement, ast.Assign)
                        and len(statement.targets) == 1
                        and isinstance(target := statement.targets[0], ast.Attribute)
                        and isinstance(target.value, ast.Name)
                        and target.value.id == "self"
                        and isinstance(statement.value, ast.Name)
                        and statement.value.id in parameters
                    ):
                        found[target.attr] = parameters[statement.value.id]
        self._attributes[cls] = found
        return found


class _Scope:
    """One function being read: the types of its names."""

    def __init__(self, reader: ErrorReader, function: Callable[..., Any], owner: type | None):
        self.reader = reader
        self.function = function
        self.globals: dict[str, Any] = getattr(function, "__globals__", {})
        self.types: dict[str, type] = {}
        self.others: dict[str, list[type]] = {}
        """The other classes of a parameter annotated with a union (``Grant | GrantChange``)."""
        if owner is not None:
            self.types["self"] = owner
            self.types["cls"] = owner

    def learn_parameters(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        for name, kind in _annotated_parameters(node, self.function).items():
            self.types.setdefault(name, kind)
        arguments = node.args
        for argument in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]:
            if argument.annotation is not None and argument.arg in self.types:
                kinds = _union_of(ast.unparse(argument.annotation), self.globals)
                self.others[argument.arg] = kinds[1:]

    def learn_assignment(self, statement: ast.Assign | ast.AnnAssign) -> None:
        targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
        if len(targets) != 1 or not isinstance(targets[0], ast.Name):
            return
        kind = None
        if isinstance(statement, ast.AnnAssign):
            kind = _resolve_annotation(ast.unparse(statement.annotation), self.globals)
        if kind is None and statement.value is not None:
            kind = self.type_of(statement.value)
        if kind is not None:
            self.types[targets[0].id] = kind

    def type_of(self, expression: ast.expr) -> type | None:
        """The type of what ``expression`` evaluates to, where the code says."""
        if isinstance(expression, ast.Await):
            expression = expression.value
        if isinstance(expression, ast.Name) and expression.id in self.types:
            return self.types[expression.id]
        if isinstance(expression, ast.Attribute):
            holder = self.type_of(expression.value)
            if holder is not None:
                return self.reader.member_type(holder, expression.attr)
        if isinstance(expression, ast.Call):
            called = self.value_of(expression.func)
            if isinstance(called, type):
                return called if ours(called) else None
            if called is None:
                holder = self.type_of(expression.func)
                if holder is not None:  # an instance called: its __call__, or a factory's R
                    called = inspect.getattr_static(holder, "__call__", None)
                    if not inspect.isfunction(called):
                        return holder
                elif isinstance(expression.func, ast.Attribute):
                    holder = self.type_of(expression.func.value)
                    if holder is not None:
                        called = inspect.getattr_static(holder, expression.func.attr, None)
            return _returns(called)
        return None

    def learn_loop(self, loop: ast.For | ast.AsyncFor | ast.comprehension) -> None:
        """``for grant in self.grants``: a collection's type is read as its items' type."""
        if isinstance(loop.target, ast.Name):
            kind = self.type_of(loop.iter)
            if kind is not None:
                self.types[loop.target.id] = kind

    def learn_with(self, statement: ast.With | ast.AsyncWith) -> None:
        for item in statement.items:
            if isinstance(item.optional_vars, ast.Name):
                kind = self.type_of(item.context_expr)
                if kind is not None:
                    entered = _returns(inspect.getattr_static(kind, "__aenter__", None))
                    self.types[item.optional_vars.id] = entered or kind

    def value_of(self, expression: ast.expr) -> Any:
        """The module-level object ``expression`` names (a class, function, module), if any."""
        if isinstance(expression, ast.Name):
            return None if expression.id in self.types else self.globals.get(expression.id)
        if isinstance(expression, ast.Attribute):
            holder = self.value_of(expression.value)
            if isinstance(holder, types.ModuleType | type):
                return getattr(holder, expression.attr, None)
        return None

    def called(self, call: ast.Call) -> Iterator[Raised]:
        function = call.func
        if isinstance(function, ast.Attribute) and isinstance(function.value, ast.Name):
            for other in self.others.get(function.value.id, []):
                method = inspect.getattr_static(other, function.attr, None)
                if inspect.isfunction(method) and ours(method):
                    yield from self.reader.of(method, other)
        target = self.value_of(call.func)
        owner: type | None = None
        if target is None and isinstance(call.func, ast.Attribute):
            holder = self.type_of(call.func.value)
            if holder is not None:
                target, owner = inspect.getattr_static(holder, call.func.attr, None), holder
                if isinstance(target, staticmethod | classmethod):
                    target = target.__func__
        if is_error(target) and issubclass(target, InvalidInput):
            literal = _literal_code(call)
            if literal is not None:
                yield Raised(literal, target)
                return
        made = _returns(target)
        if made is not None and issubclass(made, DomainError) and callable(target):  # builds one
            yield Raised(_literal_code(call) or _default_code(target) or code_of(made), made)
        if isinstance(target, type) and ours(target):
            for name in ("__init__", "__post_init__"):
                method = target.__dict__.get(name)
                if method is not None and not is_error(target):
                    yield from self.reader.of(method, target)
        elif callable(target) and ours(target) and not isinstance(target, type):
            if owner is None and isinstance(call.func, ast.Attribute):
                holder = self.value_of(call.func.value)
                owner = holder if isinstance(holder, type) else None
            yield from self.reader.of(target, owner)


def _returns(function: object) -> type | None:
    """The class of ours a function's return annotation names, if one."""
    if isinstance(function, staticmethod | classmethod):
        function = function.__func__
    if not inspect.isfunction(function):
        return None
    annotation = function.__annotations__.get("return")
    return None if annotation is None else _resolve_annotation(annotation, function.__globals__)


def code_of(kind: type[DomainError]) -> str:
    """The code an error of ``kind`` carries: its class's, or the literal its constructor gives
    (``super().__init__(..., code="news.unknown_feed")``)."""
    init = kind.__dict__.get("__init__")
    node = _parsed(init) if init is not None else None
    if node is not None:
        for call in _nodes(node):
            if isinstance(call, ast.Call):
                literal = _literal_code(call)
                if literal is not None:
                    return literal
    return kind.code


def _default_code(function: Callable[..., Any]) -> str | None:
    """The literal default of a ``code`` parameter (``def invalid(..., code="edge.invalid")``)."""
    try:
        default = inspect.signature(function).parameters["code"].default
    except (KeyError, TypeError, ValueError):
        return None
    return default if isinstance(default, str) else None


def _literal_code(call: ast.Call) -> str | None:
    """The code a call making an ``InvalidInput`` gives: a literal ``code`` keyword, or its
    third argument (detail, field, code)."""
    if (
        len(call.args) >= 3
        and isinstance(argument := call.args[2], ast.Constant)
        and isinstance(argument.value, str)
    ):
        return argument.value
    for keyword in call.keywords:
        if (
            keyword.arg == "code"
            and isinstance(keyword.value, ast.Constant)
            and isinstance(keyword.value.value, str)
        ):
            return keyword.value.value
    return None


FunctionNode = ast.FunctionDef | ast.AsyncFunctionDef
_TREES: dict[str, ast.Module] = {}
_MODULE_FUNCTIONS: dict[str, dict[int, FunctionNode]] = {}
_NODES: dict[object, list[ast.AST]] = {}


def _tree(filename: str) -> ast.Module:
    """A module's syntax, parsed once."""
    tree = _TREES.get(filename)
    if tree is None:
        try:
            with open(filename, encoding="utf-8") as source:
                tree = ast.parse(source.read())
        except (OSError, SyntaxError):
            tree = ast.Module([], [])
        _TREES[filename] = tree
    return tree


def _parsed(function: object) -> FunctionNode | None:
    """The syntax of one of our functions: a module's or a class's (by its first line)."""
    function = inspect.unwrap(function) if callable(function) else function
    if not (inspect.isfunction(function) and ours(function)):
        return None
    code = function.__code__
    functions = _MODULE_FUNCTIONS.get(code.co_filename)
    if functions is None:
        functions = _MODULE_FUNCTIONS[code.co_filename] = {}
        bodies = [_tree(code.co_filename).body]
        while bodies:
            for node in bodies.pop():
                if isinstance(node, ast.ClassDef):
                    bodies.append(node.body)
                elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                    functions[first] = node
                    bodies.append(node.body)  # functions defined in functions
    return functions.get(code.co_firstlineno)


def _nodes(node: ast.AST) -> list[ast.AST]:
    """Every node under ``node`` (walked once)."""
    found = _NODES.get(node)
    if found is None:
        found = _NODES[node] = list(ast.walk(node))
    return found


def _annotated_parameters(
    node: ast.FunctionDef | ast.AsyncFunctionDef, function: object
) -> dict[str, type]:
    namespace: dict[str, Any] = getattr(function, "__globals__", {})
    arguments = node.args
    found: dict[str, type] = {}
    for argument in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]:
        if argument.annotation is not None:
            kind = _resolve_annotation(ast.unparse(argument.annotation), namespace)
            if kind is not None:
                found[argument.arg] = kind
    return found


def _union_of(annotation: str, namespace: dict[str, Any]) -> list[type]:
    """Every class of ours an annotation names, in order."""
    try:
        value = eval(annotation, _with_typing_imports(namespace))
    except Exception:
        return []
    return [kind for kind in _classes_in(value) if ours(kind)]


_ANNOTATIONS: dict[tuple[str, object], type | None] = {}


def _resolve_annotation(annotation: object, namespace: dict[str, Any]) -> type | None:
    """The one class of ours an annotation names (``Inject[Connect]``, ``Claims | None``)."""
    if isinstance(annotation, str):
        key = (annotation, namespace.get("__name__"))
        if key not in _ANNOTATIONS:
            _ANNOTATIONS[key] = _resolve_text(annotation, namespace)
        return _ANNOTATIONS[key]
    return _resolve_text(annotation, namespace)


def _resolve_text(annotation: object, namespace: dict[str, Any]) -> type | None:
    if isinstance(annotation, str):
        try:
            annotation = eval(annotation, _with_typing_imports(namespace))
        except Exception:  # a name this module cannot resolve: not followed
            return None
    for candidate in _classes_in(annotation):
        if ours(candidate):
            return candidate
    return None


_TYPING_NAMESPACES: dict[str, dict[str, Any]] = {}


def _with_typing_imports(namespace: dict[str, Any]) -> dict[str, Any]:
    """A module's globals and the names it imports only for type checking
    (``if TYPE_CHECKING:``), which annotations name."""
    name = namespace.get("__name__")
    if not isinstance(name, str):
        return dict(namespace)
    known = _TYPING_NAMESPACES.get(name)
    if known is None:
        known = dict(namespace)
        filename = namespace.get("__file__")
        for block in _tree(filename).body if isinstance(filename, str) else []:
            if (
                isinstance(block, ast.If)
                and isinstance(block.test, ast.Name)
                and block.test.id == "TYPE_CHECKING"
            ):
                for statement in block.body:
                    if isinstance(statement, ast.Import | ast.ImportFrom):
                        try:
                            exec(compile(ast.Module([statement], []), name, "exec"), known)
                        except ImportError:
                            continue
        _TYPING_NAMESPACES[name] = known
    return known


_COLLECTIONS = (
    list,
    tuple,
    set,
    frozenset,
    collections.abc.Sequence,
    collections.abc.Iterable,
    collections.abc.Collection,
    collections.abc.Set,
)


def _classes_in(annotation: object) -> Iterator[type]:
    if isinstance(annotation, type) and not typing.get_args(annotation):
        yield annotation
        return
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        yield from _classes_in(typing.get_args(annotation)[0])
    elif origin in _COLLECTIONS:  # list[GrantIn]: read as its items' type, for loops
        for argument in typing.get_args(annotation):
            if argument is not Ellipsis:
                yield from _classes_in(argument)
    elif origin is collections.abc.Callable:  # a factory, Callable[..., R]: read as R
        yield from _classes_in(typing.get_args(annotation)[-1])
    elif origin in (typing.Union, types.UnionType):
        for argument in typing.get_args(annotation):
            if argument is not type(None):
                yield from _classes_in(argument)


def _tested(node: ast.AST) -> Iterator[ast.AST]:
    """What a node compares errors with: an ``except`` clause's types, the classes of an
    ``isinstance``/``issubclass`` test."""
    if isinstance(node, ast.ExceptHandler) and node.type is not None:
        yield node.type
    elif (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("isinstance", "issubclass")
        and len(node.args) == 2
    ):
        yield node.args[1]
