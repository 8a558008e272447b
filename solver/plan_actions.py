"""The plan parser's action readings: one checked call (:class:`~kagflow.solver.plan_items._Call`)
to one action node — Retrieval, Search, Math, Sort, Exclude, Deduce, Output and KAG's operator forms —
with each lenient reading recorded. A mixin of the tree reader (``_PlanBuilder`` in
:mod:`kagflow.solver.plan_parser`), whose ``error``, ``note``, ``span`` and token helpers it uses."""

from __future__ import annotations

import re

from kagflow.lark_runtime import Token, Tree

from kagflow.solver.kag_dialect import CANONICAL_OPERATORS, KAG_MATH_OPERATORS, OPERATOR_ALIASES, SORT_DIRECTIONS
from kagflow.solver.math_ops import (
    AGGREGATE_FUNCTIONS, ARITHMETIC, Expr, ExprAggregate, ExprBinary, ExprNumber, ExprText, ExprVar,
    canonical_target, expression_variables, map_target,
)
from kagflow.solver.plan_items import (
    INT64_MAX, _Call, _Empty, _Expr, _is_bare, _List, _Literal, _Neg, _number, _RawConstraint, _Text, _value_span,
)
from kagflow.solver.plan_nodes import (
    KNOWN_OPERATORS, Action, Constraint, Deduce, EdgeRef, Exclude, Math, NodeRef, Output, PropRef, Retrieval, Search, Sort,
    Span,
)
from kagflow.solver.plan_printer import IDENT_RE, backtick_text, format_action, format_edge


class _ArgumentReadings:
    """One argument of a call read as what its action needs: a node, an alias, a list of items, a
    word, an operator, a constraint; KAG's bookkeeping arguments checked and dropped (mixed into
    ``_PlanBuilder`` through :class:`_ActionReadings`)."""

    def keywords_only(self, call: _Call) -> None:
        name = CANONICAL_OPERATORS.get(call.name.lower(), call.name)
        if call.constraints:
            raise self.error(f"{name} takes no constraints", call.constraints[0].span)
        if call.positional:
            raise self.error(f"{name} takes only keyword arguments", _value_span(call.positional[0]))

    def bookkeeping(self, call: _Call, known: tuple[str, ...]) -> None:
        """Record (and drop) the arguments an operator does not take."""
        for key, arg in call.kwargs.items():
            if key not in known:
                self.note(arg.span, "bookkeeping argument", arg.text, "")

    def require(self, call: _Call, name: str, keys: tuple[str, ...]) -> None:
        for key in keys:
            if key not in call.kwargs:
                raise self.error(f"{name}: missing argument {key!r}", call.span)

    def constraint(self, c: _RawConstraint, by_key: dict[str, str]) -> Constraint:
        alias = c.alias
        if alias in by_key and alias not in by_key.values():
            alias = by_key[c.alias]
            self.note(c.span, "argument name as alias", f"{c.alias}.{c.prop}", f"{alias}.{c.prop}")
        op = {"=": "==", "=>": ">=", "=<": "<="}.get(c.op, c.op.lower())
        if c.op in ("=>", "=<"):
            self.note(c.span, "reversed comparison operator", c.op, op)
        value = c.value
        if isinstance(value, _Text):
            self.note(value.span, "unquoted value", value.text, backtick_text(value.text))
            value = value.text
        elif isinstance(value, _Literal):
            value = value.value
        return Constraint(alias, c.prop, op, value, c.span)

    def node_arg(self, call: _Call, key: str) -> NodeRef:
        arg = call.kwargs[key]
        value = arg.value
        if not isinstance(value, NodeRef):  # a quoted s/o is a name without an alias, not a variable
            raise self.error(
                f"{CANONICAL_OPERATORS.get(call.name.lower(), call.name)}: {key} must be a node "
                f"like {key}1:Type[`name`] or a bound alias",
                _value_span(value) or arg.span,
            )
        return value

    def backticked_alias(self, value) -> str | None:
        """The alias a quoted identifier (`o1`) stands for, recorded; else None."""
        if isinstance(value, _Literal) and value.quoted and IDENT_RE.fullmatch(value.value):
            self.note(value.span, "backticked variable", f"`{value.value}`", value.value)
            return value.value
        return None

    def output_by_keyword(self, call: _Call, output: str | None) -> str | None:
        """KAG's node printouts name a Math/Deduce result ``alias_name=math3`` instead of ``->math3``."""
        arg = call.kwargs.get("alias_name")
        if output is None and arg is not None:
            value = arg.value
            alias = value.text if isinstance(value, _Text) else value.alias if _is_bare(value) else None
            if alias is not None and IDENT_RE.fullmatch(alias):
                self.note(arg.span, "output by keyword", arg.text, f"->{alias}")
                return alias
        return output

    def note_empty(self, call: _Call, content: tuple) -> None:
        if not content:
            previous = f"[{self.last_output}]" if self.last_output else "[]"
            self.note(call.span, "empty content", "content=[]", f"content={previous}")

    def keyword_variables(self, call: _Call, key: str) -> list[str]:
        """The variables of KAG's ``get(alias_name=o1)`` / ``get(alias_name_set=[o1, o2])``.

        KAG prints these values unescaped, as its own reading of the planner's line cut them:
        ``alias_name_set=[o1:联系页面]`` (a variable with its type), or, from the planner's
        ``get(o1), get(o2)`` read as one call, ``alias_name_set=[o1), get(o2), get(o3]``. Each
        item is read as the one variable it names, recorded: backticks off, a ``:Type`` dropped,
        or the one identifier among call punctuation that is not an operator name. Numbers are
        dropped, ``None`` is no variable.

        Raises:
            LogicalFormSyntaxError: an item names no variable, or several.
        """
        arg = call.kwargs[key]
        value = arg.value
        if not isinstance(value, _Text):
            return [a for a in self.items(call, "Output", key, text=False) if isinstance(a, str)]
        out: list[str] = []
        for part in (p.strip() for p in value.text.strip("[]").split(",")):
            if not part or _number(part) is not None:
                continue
            if part == "None":  # KAG prints an absent variable as None
                self.note(value.span, "None as empty", part, "")
                continue
            if IDENT_RE.fullmatch(part):
                out.append(part)
                continue
            quoted = re.fullmatch(r"`([^`]*)`|\"([^\"]*)\"|'([^']*)'", part)
            typed = re.fullmatch(r"([^\W\d]\w*)[ \t]*:[ \t]*[^\s()\[\]]+", part)
            if quoted and IDENT_RE.fullmatch(inner := next(g for g in quoted.groups() if g is not None)):
                alias, construct = inner, "backticked variable"
            elif typed:
                alias, construct = typed.group(1), "typed variable"
            else:
                names = [w for w in IDENT_RE.findall(part) if w.lower() not in CANONICAL_OPERATORS]
                if len(names) != 1 or not re.fullmatch(r"[\w \t()]+", part):
                    raise self.error(f"Output: {key} must list variable names, e.g. [o1, o2]", value.span)
                alias, construct = names[0], "variable in call text"
            self.note(value.span, construct, part, alias)
            out.append(alias)
        return out

    def alias(self, call: _Call, name: str, key: str) -> str:
        arg = call.kwargs[key]
        alias = self.backticked_alias(arg.value)
        if alias is not None:
            return alias
        if not _is_bare(arg.value):
            raise self.error(f"{name}: {key} must be a variable name", _value_span(arg.value) or arg.span)
        return arg.value.alias

    def items(self, call: _Call, name: str, key: str, text: bool) -> tuple:
        """A list argument's items: aliases and numbers, and free text when ``text``."""
        arg = call.kwargs[key]
        value = arg.value
        if isinstance(value, _Empty):
            return ()
        if _is_bare(value) and value.alias == "None":  # KAG prints an absent content as None
            self.note(arg.span, "None as empty", arg.text, f"{key}=[]")
            return ()
        if isinstance(value, _Text):
            parts = [p.strip() for p in value.text.strip("[]").split(",")]
            out = []
            for part in parts:
                number = _number(part)
                if number is not None:
                    out.append(number)
                else:
                    if not (IDENT_RE.fullmatch(part) or text):
                        self.note(value.span, "text in Math content", part, backtick_text(part))
                    out.append(part)
            return tuple(out)
        items = value.items if isinstance(value, _List) else (value,)
        return tuple(self.item(item, name, key, text) for item in items)

    def item(self, value, name: str, key: str, text: bool) -> str | int | float:
        """One list item: an alias, a number, or text (Deduce content; Math content too, where
        KAG's prompt allows it: a ``str`` that is not an identifier is then text, recorded)."""
        if _is_bare(value):
            return value.alias
        if isinstance(value, PropRef) and name == "Math":  # content=[p1.transAmt]: an edge's property
            return f"{value.alias}.{value.prop}"
        if isinstance(value, _Literal):
            if not value.quoted or text:
                return value.value
            alias = self.backticked_alias(value)
            if alias is not None:
                return alias
            number = _number(value.value.strip())
            if number is not None:
                self.note(value.span, "quoted number", f"`{value.value}`", repr(number))
                return number
            self.note(value.span, "text in Math content", value.value, backtick_text(value.value))
            return value.value
        if isinstance(value, _Text):
            return value.text
        raise self.error(
            f"{name}: {key} must list variable names{' or text' if text else ' or numbers'}, e.g. [o1, o2]",
            _value_span(value) or Span(1, 1),
        )

    def word(self, call: _Call, name: str, key: str) -> str:
        arg = call.kwargs[key]
        value = arg.value
        if _is_bare(value):
            return value.alias
        if isinstance(value, _Literal):
            return value.value if value.quoted else str(value.value)
        if isinstance(value, _Text):
            return value.text
        if isinstance(value, _Empty):
            return ""
        raise self.error(f"{name}: {key} must be a word or a `quoted` string", _value_span(value) or arg.span)

    def op_word(self, call: _Call, name: str, key: str) -> str:
        """Deduce's op: one word, or several (``judgement,entailment``, ``[a, b]``) joined by ','."""
        value = call.kwargs[key].value
        if isinstance(value, _List):
            words = [self.item(v, name, key, text=True) for v in value.items]
        else:
            words = self.word(call, name, key).strip("[]").split(",")
        joined = ",".join(str(w).strip() for w in words if str(w).strip())
        if not joined:
            raise self.error(f"{name}: {key} is empty", call.kwargs[key].span)
        return joined


class _ActionReadings(_ArgumentReadings):
    """Calls to actions (mixed into ``_PlanBuilder``)."""

    def action(self, call: _Call, output: str | None) -> Action:
        lowered = call.name.lower()
        canonical = CANONICAL_OPERATORS.get(lowered)
        if canonical is not None:
            if call.name != canonical:
                self.note(call.span, "operator alias", call.name, canonical)
            if canonical == "Output":
                return self.output(call)
            if canonical == "Retrieval":
                return self.retrieval(call, output)
            if canonical == "Search":
                return self.search(call, output)
            if canonical == "Math" and call.positional:
                return self.math_expression(call, output)
            self.keywords_only(call)
            if canonical == "Math":
                return self.math(call, output)
            if canonical == "Sort":
                return self.sort(call, output)
            if canonical == "Exclude":
                return self.exclude(call, output)
            return self.deduce(call, output)
        if lowered in KAG_MATH_OPERATORS:
            return self.kag_form(call, self.kag_aggregate(call, KAG_MATH_OPERATORS[lowered], output))
        if lowered == "compare":
            return self.kag_form(call, self.kag_compare(call, output))
        if lowered == "verify":
            return self.kag_form(call, self.kag_verify(call, output))
        if {"s", "p", "o"} <= call.kwargs.keys():
            self.note(call.span, "unknown operator read as Retrieval", call.name, "Retrieval")
            return self.retrieval(call, output)
        aliases = ", ".join(f"{a} = {c}" for a, c in OPERATOR_ALIASES.items())
        raise self.error(
            f"unknown operator {call.name!r}; known operators: {', '.join(KNOWN_OPERATORS)}"
            f" (aliases: {aliases}; KAG forms: {', '.join(KAG_MATH_OPERATORS)}, compare, verify)",
            call.span,
            "unknown operator",
        )

    def kag_form(self, call: _Call, action: Action) -> Action:
        self.note(call.span, "KAG operator form", call.text, format_action(action))
        return action

    def retrieval(self, call: _Call, output: str | None) -> Retrieval:
        if call.positional:
            raise self.error(
                "Retrieval: unexpected positional argument; write s=..., p=..., o=... and "
                "constraints as alias.prop OP value",
                _value_span(call.positional[0]),
            )
        self.bookkeeping(call, ("s", "p", "o"))
        self.require(call, "Retrieval", ("s", "p", "o"))
        s = self.node_arg(call, "s")
        o = self.node_arg(call, "o")
        p_arg = call.kwargs["p"]
        p = p_arg.value
        if not isinstance(p, NodeRef):
            raise self.error("Retrieval: p must be an edge like p1:predicate", _value_span(p) or p_arg.span)
        if p.name is not None and p.type is not None and p.concept is None and p.span in self.unquoted_named:
            # KAG's planner writes p1:属性[组织机构代码]: unquoted, the predicate runs to the end of
            # the argument, brackets included, as KAG reads it (resolution ranks it); a quoted
            # name (p1:r[`x`]) is node syntax on an edge, an error
            self.notes.remove(self.unquoted_named[p.span])
            edge = EdgeRef(p.alias, f"{p.type}[{p.name}]", p.span)
            self.note(p.span, "unquoted predicate with brackets", p_arg.text, f"p={format_edge(edge)}")
        elif p.concept is not None or p.name is not None:
            raise self.error("Retrieval: an edge p has a predicate only (no concept or [name])", p.span)
        else:
            edge = EdgeRef(p.alias, p.type, p.span)
        by_key = {"s": s.alias, "p": edge.alias, "o": o.alias}
        constraints = tuple(self.constraint(c, by_key) for c in call.constraints)
        return Retrieval(s, edge, o, constraints, output)

    def search(self, call: _Call, output: str | None) -> Search:
        """KAG's ``search_s(s=s1:医院, s.省份=浙江省)``: one node and its constraints."""
        if call.positional:
            raise self.error(
                "Search: unexpected positional argument; write s=... and constraints as alias.prop OP value",
                _value_span(call.positional[0]),
            )
        self.bookkeeping(call, ("s",))
        self.require(call, "Search", ("s",))
        s = self.node_arg(call, "s")
        constraints = tuple(self.constraint(c, {"s": s.alias}) for c in call.constraints)
        return Search(s, constraints, output)

    def expression(self, tree: Tree, text: str) -> "_Expr":
        """An ``expr_top`` subtree as an :data:`Expr` (see :mod:`solver.math_ops`)."""
        first = next(tree.scan_values(lambda t: isinstance(t, Token)))
        return _Expr(self.expr_node(tree), self.span(first), text)

    def expr_node(self, tree) -> Expr:
        kind = tree.data
        ch = tree.children
        if kind == "expr_top":
            if len(ch) == 1:
                return self.expr_node(ch[0])
            return ExprBinary(str(ch[1]), self.expr_node(ch[0]), self.expr_node(ch[2]))
        if kind == "xbin":
            return ExprBinary(str(ch[1]), self.expr_node(ch[0]), self.expr_node(ch[2]))
        if kind == "xparen":
            return self.expr_node(ch[1])
        if kind == "xnum":
            number = _number(str(ch[0]))
            if number is None:
                raise self.error(f"number {str(ch[0])[:40]} is out of range (the largest is about 1.8e308)", self.span(ch[0]), "number")
            if isinstance(number, int) and any(c in str(ch[0]) for c in ".eE"):
                number = float(number)
            return ExprNumber(number)
        if kind == "xvar":
            return ExprVar(str(ch[0]))
        if kind == "xprop":
            alias, prop = ch[0].children
            raise self.error(f"{alias}.{prop}: a property in an expression needs an aggregate, e.g. sum({alias}.{prop})",
                             self.span(alias), "expression")
        if kind == "xtext":
            return ExprText(self.unquote(ch[0]))
        if kind == "xcall":
            name_tok = ch[0]
            target = AGGREGATE_FUNCTIONS.get(str(name_tok).lower())
            if target is None:
                raise self.error(
                    f"Math: unknown function {str(name_tok)!r} in an expression; known: {', '.join(AGGREGATE_FUNCTIONS)}",
                    self.span(name_tok), "expression",
                )
            items: list[str | int | float] = []
            for arg in ch[2:-1]:
                if isinstance(arg, Tree) and arg.data == "xprop":  # sum(p1.transAmt): an edge's property
                    alias, prop = arg.children[0].children
                    items.append(f"{alias}.{prop}")
                    continue
                node = self.expr_node(arg)
                if isinstance(node, ExprVar):
                    items.append(node.alias)
                elif isinstance(node, ExprNumber):
                    items.append(node.value)
                else:
                    raise self.error(f"{name_tok}(...) takes variables and numbers, e.g. {name_tok}(o1)", self.span(name_tok), "expression")
            return ExprAggregate(target, tuple(items))
        raise AssertionError(f"unexpected tree {kind}")  # pragma: no cover

    def math_expression(self, call: _Call, output: str | None) -> Math:
        """``math(1000*10 + count(o1))->o2``: one positional arithmetic expression."""
        output = self.output_by_keyword(call, output)
        if len(call.positional) != 1 or call.kwargs.keys() - {"alias_name"} or call.constraints:
            where = _value_span(call.positional[1]) if len(call.positional) > 1 else call.span
            raise self.error("Math takes either one arithmetic expression or content=[...], target=...", where or call.span)
        value = call.positional[0]
        if isinstance(value, _Expr):
            expr = value.expr
        elif _is_bare(value):
            expr = ExprVar(value.alias)
        elif isinstance(value, _Literal) and not value.quoted:
            expr = ExprNumber(value.value)
        else:
            raise self.error("Math: write an arithmetic expression such as 1000 * 10 + count(o1)", _value_span(value) or call.span)
        self.bookkeeping(call, ("alias_name",) if output else ())
        return Math(expression_variables(expr), ARITHMETIC, output, None, expr)

    def math(self, call: _Call, output: str | None) -> Math:
        output = self.output_by_keyword(call, output)
        self.bookkeeping(call, ("content", "target", "target_text") + (("alias_name",) if output else ()))
        self.require(call, "Math", ("content", "target"))
        content = self.items(call, "Math", "content", text=False)
        self.note_empty(call, content)
        target, target_text = self.math_target(call, "Math", "target")
        if "target_text" in call.kwargs:
            target_text = self.word(call, "Math", "target_text")
        return Math(content, target, output, target_text)

    def math_target(self, call: _Call, name: str, key: str) -> tuple[str | None, str | None]:
        raw = self.word(call, name, key)
        exact = canonical_target(raw)
        if exact is not None:
            return exact, None
        mapped = map_target(raw)
        if mapped is not None:
            self.note(call.kwargs[key].span, "free-text Math target", raw, mapped)
        return mapped, raw

    def sort(self, call: _Call, output: str | None) -> Sort:
        self.bookkeeping(call, ("set", "orderby", "direction", "limit", "rank", "atleast", "atmost"))
        self.require(call, "Sort", ("set",))
        set_ = self.alias(call, "Sort", "set")
        orderby = orderby_prop = orderby_agg = None
        if "orderby" in call.kwargs:
            value = call.kwargs["orderby"].value
            if isinstance(value, PropRef):
                orderby, orderby_prop = value.alias, value.prop
            elif isinstance(value, _Expr):  # orderby=count(o1), orderby=sum(p1.transAmt)
                expr = value.expr
                if not (isinstance(expr, ExprAggregate) and len(expr.content) == 1 and isinstance(expr.content[0], str)):
                    raise self.error("Sort: orderby takes a variable, alias.prop or one aggregate of one variable, e.g. count(o1)",
                                     value.span)
                orderby, _, prop = expr.content[0].partition(".")
                orderby_prop, orderby_agg = prop or None, expr.target
            else:
                orderby = self.alias(call, "Sort", "orderby")
        direction = "desc"
        if "direction" in call.kwargs:
            raw = self.word(call, "Sort", "direction")
            if raw.lower() not in SORT_DIRECTIONS:
                raise self.error(
                    f"Sort: unknown direction {raw!r}; expected {', '.join(SORT_DIRECTIONS)}",
                    _value_span(call.kwargs["direction"].value),
                )
            direction = SORT_DIRECTIONS[raw.lower()]
        limit = None
        if "limit" in call.kwargs:
            arg = call.kwargs["limit"]
            value = arg.value
            if not (isinstance(value, _Literal) and isinstance(value.value, int) and value.value >= 1):
                raise self.error("Sort: limit must be a positive integer", _value_span(value) or arg.span)
            limit = value.value
        rank = None
        if "rank" in call.kwargs:  # "the second largest": the items at one place, not the first N
            arg = call.kwargs["rank"]
            value = arg.value
            if not (isinstance(value, _Literal) and isinstance(value.value, int) and 1 <= value.value <= INT64_MAX):
                raise self.error("Sort: rank must be a positive integer", _value_span(value) or arg.span)
            if limit is not None:
                raise self.error("Sort: give limit (the first N) or rank (the Nth place), not both", arg.span)
            rank = value.value
        bounds = []
        for key in ("atleast", "atmost"):  # "the people who own more than one device": count(o1) >= 2
            arg = call.kwargs.get(key)
            if arg is None:
                bounds.append(None)
                continue
            value = arg.value
            if not (isinstance(value, _Literal) and isinstance(value.value, (int, float)) and not isinstance(value.value, bool)):
                raise self.error(f"Sort: {key} must be a number", _value_span(value) or arg.span)
            if orderby_agg is None:
                raise self.error(f"Sort: {key} bounds an aggregate orderby, e.g. orderby=count(o1), {key}=2", arg.span)
            bounds.append(value.value)
        return Sort(set_, orderby, orderby_prop, direction, limit, output, orderby_agg, rank, *bounds)

    def exclude(self, call: _Call, output: str | None) -> Exclude:
        self.bookkeeping(call, ("set", "by"))
        self.require(call, "Exclude", ("set", "by"))
        return Exclude(self.alias(call, "Exclude", "set"), self.alias(call, "Exclude", "by"), output)

    def sort_words(self, tree: Tree, output: str | None) -> Sort:
        """KAG's ``sort: o1 p1.prop max top5``: set, sort key, direction, limit."""
        head = tree.children[0]
        set_ = orderby = orderby_prop = None
        direction, limit = "desc", None
        for part in tree.children[1:]:
            if isinstance(part, Tree):  # propref
                orderby, orderby_prop = str(part.children[0]), str(part.children[1])
            elif part.type == "TOP_N":
                digits = "".join(c for c in part.value if c.isdigit())
                limit = int(digits) if len(digits) <= 19 else INT64_MAX + 1  # more digits than any int64
                if limit < 1:
                    raise self.error("sort: topN needs N of at least 1", self.span(part))
                if limit > INT64_MAX:
                    raise self.error(f"sort: topN: N is out of range (at most {INT64_MAX})", self.span(part), "number")
            elif set_ is None:
                set_ = str(part)
            elif part.value.lower() in SORT_DIRECTIONS:
                direction = SORT_DIRECTIONS[part.value.lower()]
            else:
                orderby = str(part)
        if set_ is None:
            raise self.error("sort: name the variable to sort first", self.span(head))
        action = Sort(set_, orderby, orderby_prop, direction, limit, output)
        text = self.text[tree.meta.start_pos : tree.meta.end_pos]
        self.note(self.span(head), "KAG operator form", text, format_action(action))
        return action

    def deduce(self, call: _Call, output: str | None) -> Deduce:
        by_keyword = self.output_by_keyword(call, output)
        self.bookkeeping(call, ("op", "content", "target") + (("alias_name",) if by_keyword != output else ()))
        output = by_keyword
        self.require(call, "Deduce", ("op",))
        op = self.op_word(call, "Deduce", "op")
        if "content" in call.kwargs:
            content = tuple(str(x) for x in self.items(call, "Deduce", "content", text=True))
        else:
            content = ()
        self.note_empty(call, content)
        target = self.word(call, "Deduce", "target") if "target" in call.kwargs else None
        return Deduce(op, content, target, output)

    def output(self, call: _Call) -> Output:
        if call.constraints:
            raise self.error("Output takes no constraints", call.constraints[0].span)
        aliases = []
        for value in call.positional:
            alias = self.backticked_alias(value)
            if alias is None and isinstance(value, PropRef):  # Output(p1.transDate): the kept edges' values of it
                alias = f"{value.alias}.{value.prop}"
            elif alias is None:
                if not _is_bare(value):
                    raise self.error("Output takes variable names such as o1 or math5, or an edge variable's property "
                                     "such as p1.transDate", _value_span(value))
                alias = value.alias
            aliases.append(alias)
        if not aliases:  # KAG's get(alias_name=o1) names its variables by keyword
            for key in ("alias_name_set", "alias_name"):
                if key in call.kwargs:
                    aliases = self.keyword_variables(call, key)
                    self.note(call.kwargs[key].span, "variables by keyword", call.kwargs[key].text, ", ".join(aliases))
                    self.bookkeeping(call, (key,))
                    break
            else:
                self.bookkeeping(call, ())
        else:
            self.bookkeeping(call, ())
        if not aliases:
            raise self.error("Output needs at least one variable", call.span)
        return Output(tuple(aliases))

    # KAG operator forms ----------------------------------------------------------------

    def kag_aggregate(self, call: _Call, target: str, output: str | None) -> Math:
        if call.constraints:
            raise self.error(f"{call.name} takes no constraints", call.constraints[0].span)
        output = self.output_by_keyword(call, output)  # count(alias_name=count1, set=s1)
        self.bookkeeping(call, ("set", "content") + (("alias_name",) if output else ()))
        values = list(call.positional)
        for key in ("set", "content"):
            if key in call.kwargs:
                value = call.kwargs[key].value
                values += list(value.items) if isinstance(value, _List) else [value]
        negated = [i for i, v in enumerate(values) if isinstance(v, _Neg)]
        if negated:
            if target == "sum" and len(values) == 2 and negated == [1]:
                target = "difference"  # sum(2024, -o3) is 2024 - o3
                values[1] = NodeRef(values[1].alias, span=values[1].span)
            else:
                raise self.error(
                    f"{call.name}: a negated operand is read only as sum(a, -b)",
                    values[negated[0]].span,
                    "KAG operator form",
                )
        content = tuple(self.item(v, call.name, "argument", text=False) for v in values)
        self.note_empty(call, content)
        return Math(content, target, output)

    def kag_compare(self, call: _Call, output: str | None) -> Math:
        self.keywords_only(call)
        output = self.output_by_keyword(call, output)
        self.bookkeeping(call, ("set", "op") + (("alias_name",) if output else ()))
        self.require(call, "compare", ("set", "op"))
        content = self.items(call, "compare", "set", text=False)
        target, target_text = self.math_target(call, "compare", "op")
        return Math(content, target, output, target_text)

    def kag_verify(self, call: _Call, output: str | None) -> Math | Deduce:
        """KAG's verify(left_expr=..., right_expr=..., op=...).

        A Math comparison of the two sides; a Deduce judgement when the right side is free text
        (a claim to check rather than a value).
        """
        if call.constraints:
            raise self.error("verify takes no constraints", call.constraints[0].span)
        self.bookkeeping(call, ("left_expr", "right_expr", "op"))
        self.require(call, "verify", ("left_expr", "op"))
        left = list(self.items(call, "verify", "left_expr", text=False))
        for value in call.positional:  # left_expr=o1,o1 puts the second o1 here
            left.append(self.item(value, "verify", "left_expr", text=False))
        left = list(dict.fromkeys(left))
        op_text = self.word(call, "verify", "op")
        right = call.kwargs.get("right_expr")
        right_value = None if right is None or isinstance(right.value, _Empty) else right.value
        if isinstance(right_value, _Text) and not (
            IDENT_RE.fullmatch(right_value.text) or _number(right_value.text) is not None
        ):
            return Deduce("judgement", tuple(str(x) for x in left) + (right_value.text,), op_text, output)
        if right_value is not None:
            left += list(self.items(call, "verify", "right_expr", text=False))
        target, target_text = self.math_target(call, "verify", "op")
        return Math(tuple(left), target, output, target_text)

    # argument shapes -------------------------------------------------------------------
