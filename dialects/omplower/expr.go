package omplower

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/ir"
)

// The values of a plan are the lowering DSL's expressions, predicates and
// actions (docs/omp.md), represented as attributes so that they print,
// parse and compare like any other:
//
//	expression  attribute
//	"packed"    ir.StringAttr
//	4, -1       ir.IntegerAttr of type i64
//	true/false  ir.IntegerAttr of type i1 (ir.BoolAttr)
//	null        NullExpr
//	body        IdentExpr
//	closure()   CallExpr
//	[a, "b"]    *ir.ArrayAttr of expressions
//
// Inside a plan they are written in the DSL's own spelling; standing alone
// (a property value in the generic form) an expression that is not a
// builtin attribute prints as #omp_lower.expr<...>, and an action as
// #omp_lower.action<...>.

// IdentExpr is a bare identifier: a context variable (num_threads, body,
// env_ptr, ...) or a let binding.
type IdentExpr struct{ Name string }

// CallExpr is `name(args)`: a function-like expression, such as a
// property value `closure()`.
type CallExpr struct {
	Callee string
	Args   *ir.ArrayAttr // never nil: an empty array for no arguments
}

// NullExpr is `null`.
type NullExpr struct{}

func (e IdentExpr) PrintAttribute(p *ir.AsmPrinter) { printStandaloneExpr(p, e) }
func (e CallExpr) PrintAttribute(p *ir.AsmPrinter)  { printStandaloneExpr(p, e) }
func (e NullExpr) PrintAttribute(p *ir.AsmPrinter)  { printStandaloneExpr(p, e) }

func printStandaloneExpr(p *ir.AsmPrinter, e ir.Attribute) {
	var b strings.Builder
	writeExpr(&b, e)
	p.WriteString("#omp_lower.expr<" + b.String() + ">")
}

// Ident returns the identifier expression name.
func Ident(name string) IdentExpr { return IdentExpr{Name: name} }

// Call returns the expression `callee(args...)`.
func Call(ctx *ir.Context, callee string, args ...ir.Attribute) CallExpr {
	return CallExpr{Callee: callee, Args: ctx.ArrayAttr(args)}
}

// Int returns the number expression n.
func Int(n int64) ir.IntegerAttr { return ir.IntAttr(ir.I64, n) }

// IsExpr reports whether a is one of the attributes that stand for DSL
// expressions.
func IsExpr(a ir.Attribute) bool {
	switch e := a.(type) {
	case ir.StringAttr, IdentExpr, NullExpr:
		return true
	case ir.IntegerAttr:
		return e.AttrType() == ir.Type(ir.I64) || e.AttrType() == ir.Type(ir.I1)
	case CallExpr:
		return e.Args != nil && allExprs(e.Args)
	case *ir.ArrayAttr:
		return allExprs(e)
	}
	return false
}

func allExprs(a *ir.ArrayAttr) bool {
	for _, e := range a.Elems() {
		if !IsExpr(e) {
			return false
		}
	}
	return true
}

// ExprString returns e in the DSL's spelling.
func ExprString(e ir.Attribute) string {
	var b strings.Builder
	writeExpr(&b, e)
	return b.String()
}

func writeExpr(b *strings.Builder, e ir.Attribute) {
	switch e := e.(type) {
	case ir.StringAttr:
		b.WriteString(ir.Quote(e.Value))
	case ir.IntegerAttr:
		if e.AttrType() == ir.Type(ir.I1) {
			b.WriteString(strconv.FormatBool(e.Bool()))
		} else {
			b.WriteString(strconv.FormatInt(e.Int64(), 10))
		}
	case NullExpr:
		b.WriteString("null")
	case IdentExpr:
		b.WriteString(e.Name)
	case CallExpr:
		b.WriteString(e.Callee)
		writeArgs(b, "(", e.Args, ")")
	case *ir.ArrayAttr:
		writeArgs(b, "[", e, "]")
	default:
		// Not an expression: the verifier reports it; print something
		// that does not parse back as one.
		b.WriteString("<<" + ir.AttrString(e) + ">>")
	}
}

func writeArgs(b *strings.Builder, open string, args *ir.ArrayAttr, close string) {
	b.WriteString(open)
	if args != nil {
		for i, a := range args.Elems() {
			if i > 0 {
				b.WriteString(", ")
			}
			writeExpr(b, a)
		}
	}
	b.WriteString(close)
}

// parseExpr parses a DSL expression.
func parseExpr(p *ir.AsmParser) (ir.Attribute, error) {
	ctx := p.Context()
	if s, err := p.ParseString(); err == nil {
		return ir.Str(s), nil
	}
	if p.ParseOptionalPunct("[") {
		var elems []ir.Attribute
		if !p.ParseOptionalPunct("]") {
			if err := parseList(p, func() error {
				e, err := parseExpr(p)
				elems = append(elems, e)
				return err
			}); err != nil {
				return nil, err
			}
			if err := p.ParsePunct("]"); err != nil {
				return nil, err
			}
		}
		return ctx.ArrayAttr(elems), nil
	}
	n, ok, err := p.ParseOptionalInteger()
	if err != nil {
		return nil, err
	}
	if ok {
		return Int(n), nil
	}
	name, ok := p.ParseOptionalIdentifier()
	if !ok {
		return nil, p.Errorf("expected an expression: a string, a number, true, false, null, a name, a call or a list")
	}
	switch name {
	case "true", "false":
		return ir.BoolAttr(name == "true"), nil
	case "null":
		return NullExpr{}, nil
	}
	if !p.ParseOptionalPunct("(") {
		return IdentExpr{Name: name}, nil
	}
	args, err := parseArgsAfterParen(p)
	if err != nil {
		return nil, err
	}
	return CallExpr{Callee: name, Args: args}, nil
}

// parseArgsAfterParen parses `args)` once `(` is consumed.
func parseArgsAfterParen(p *ir.AsmParser) (*ir.ArrayAttr, error) {
	var args []ir.Attribute
	if !p.ParseOptionalPunct(")") {
		if err := parseList(p, func() error {
			e, err := parseExpr(p)
			args = append(args, e)
			return err
		}); err != nil {
			return nil, err
		}
		if err := p.ParsePunct(")"); err != nil {
			return nil, err
		}
	}
	return p.Context().ArrayAttr(args), nil
}

func parseList(p *ir.AsmParser, item func() error) error {
	for {
		if err := item(); err != nil {
			return err
		}
		if !p.ParseOptionalPunct(",") {
			return nil
		}
	}
}

// Pred is a guard: a predicate over the construct's clauses and the
// values the passes provide. The implementations are comparable values.
type Pred interface {
	// precedence is the binding strength: or 1, and 2, not 3, atoms 4.
	precedence() int
	write(b *strings.Builder)
}

// HasPred is `has(name)`: the construct carries the clause.
type HasPred struct{ Name string }

// FlagPred is a bare name used as a boolean (`nowait`).
type FlagPred struct{ Name string }

// EqPred is `name == value`. The DSL's `name != value` is
// NotPred{EqPred{...}}, spelled `not name == value`: the IR's lexer has
// no `!=` token.
type EqPred struct {
	Name  string
	Value ir.Attribute
}

// NotPred is `not x`.
type NotPred struct{ X Pred }

// AndPred is `l and r`.
type AndPred struct{ L, R Pred }

// OrPred is `l or r`.
type OrPred struct{ L, R Pred }

func (HasPred) precedence() int  { return 4 }
func (FlagPred) precedence() int { return 4 }
func (EqPred) precedence() int   { return 4 }
func (NotPred) precedence() int  { return 3 }
func (AndPred) precedence() int  { return 2 }
func (OrPred) precedence() int   { return 1 }

func (x HasPred) write(b *strings.Builder)  { b.WriteString("has(" + x.Name + ")") }
func (x FlagPred) write(b *strings.Builder) { b.WriteString(x.Name) }
func (x EqPred) write(b *strings.Builder) {
	b.WriteString(x.Name + " == ")
	writeExpr(b, x.Value)
}
func (x NotPred) write(b *strings.Builder) {
	b.WriteString("not ")
	writePred(b, x.X, 3)
}
func (x AndPred) write(b *strings.Builder) {
	writePred(b, x.L, 2)
	b.WriteString(" and ")
	writePred(b, x.R, 3)
}
func (x OrPred) write(b *strings.Builder) {
	writePred(b, x.L, 1)
	b.WriteString(" or ")
	writePred(b, x.R, 2)
}

// writePred writes x, parenthesized when it binds less tightly than min.
func writePred(b *strings.Builder, x Pred, min int) {
	if x.precedence() < min {
		b.WriteString("(")
		x.write(b)
		b.WriteString(")")
		return
	}
	x.write(b)
}

// PredString returns x in the DSL's spelling.
func PredString(x Pred) string {
	var b strings.Builder
	writePred(&b, x, 0)
	return b.String()
}

// parsePred parses a predicate: or binds loosest, then and, then not.
func parsePred(p *ir.AsmParser) (Pred, error) {
	l, err := parseAnd(p)
	for err == nil && p.ParseOptionalKeyword("or") {
		var r Pred
		if r, err = parseAnd(p); err == nil {
			l = OrPred{L: l, R: r}
		}
	}
	return l, err
}

func parseAnd(p *ir.AsmParser) (Pred, error) {
	l, err := parseNot(p)
	for err == nil && p.ParseOptionalKeyword("and") {
		var r Pred
		if r, err = parseNot(p); err == nil {
			l = AndPred{L: l, R: r}
		}
	}
	return l, err
}

func parseNot(p *ir.AsmParser) (Pred, error) {
	if p.ParseOptionalKeyword("not") {
		x, err := parseNot(p)
		return NotPred{X: x}, err
	}
	return parseAtom(p)
}

func parseAtom(p *ir.AsmParser) (Pred, error) {
	if p.ParseOptionalPunct("(") {
		x, err := parsePred(p)
		if err != nil {
			return nil, err
		}
		return x, p.ParsePunct(")")
	}
	name, err := p.ParseIdentifier()
	if err != nil {
		return nil, p.Errorf("expected a predicate: has(name), name == value, name, not, and, or, or parentheses")
	}
	if name == "has" && p.ParseOptionalPunct("(") {
		clause, err := p.ParseIdentifier()
		if err != nil {
			return nil, err
		}
		return HasPred{Name: clause}, p.ParsePunct(")")
	}
	if p.ParseOptionalPunct("=") {
		if err := p.ParsePunct("="); err != nil {
			return nil, err
		}
		v, err := parseExpr(p)
		if err != nil {
			return nil, err
		}
		return EqPred{Name: name, Value: v}, nil
	}
	return FlagPred{Name: name}, nil
}

// ActionKind says what an action does.
type ActionKind uint8

const (
	// CallAction calls a runtime function.
	CallAction ActionKind = iota
	// EmitAction runs a structured rewrite registered in Go.
	EmitAction
)

// GuardKind says when an action runs.
type GuardKind uint8

const (
	// Always: the action is unguarded.
	Always GuardKind = iota
	// When: the action runs when its predicate holds.
	When
	// Otherwise: the action runs when no action of the when-chain right
	// before it ran.
	Otherwise
)

// ActionAttr is one action of a plan: `call "name"(args)` or
// `emit name` / `emit name(args)`, optionally guarded by `when(pred)` or
// `otherwise`.
type ActionAttr struct {
	Guard GuardKind
	Cond  Pred // the predicate of a When guard
	Kind  ActionKind
	// Name is the callee of a call, the rewrite of an emit.
	Name string
	// Args are the arguments, expressions; nil for an emit without
	// parentheses.
	Args *ir.ArrayAttr
}

// NewCall returns the unguarded action `call "callee"(args...)`.
func NewCall(ctx *ir.Context, callee string, args ...ir.Attribute) ActionAttr {
	return ActionAttr{Kind: CallAction, Name: callee, Args: ctx.ArrayAttr(args)}
}

// NewEmit returns the unguarded action `emit name`, or `emit name(args)`
// when args are given.
func NewEmit(ctx *ir.Context, name string, args ...ir.Attribute) ActionAttr {
	a := ActionAttr{Kind: EmitAction, Name: name}
	if len(args) > 0 {
		a.Args = ctx.ArrayAttr(args)
	}
	return a
}

// When returns a guarded by cond.
func (a ActionAttr) When(cond Pred) ActionAttr {
	a.Guard, a.Cond = When, cond
	return a
}

// Otherwise returns a as the otherwise branch of the when-chain before it.
func (a ActionAttr) Otherwise() ActionAttr {
	a.Guard, a.Cond = Otherwise, nil
	return a
}

// ArgList returns the arguments, none for an emit without parentheses.
func (a ActionAttr) ArgList() []ir.Attribute {
	if a.Args == nil {
		return nil
	}
	return a.Args.Elems()
}

// String returns the action in the plan's spelling.
func (a ActionAttr) String() string {
	var b strings.Builder
	switch a.Guard {
	case When:
		b.WriteString("when(")
		if a.Cond != nil {
			writePred(&b, a.Cond, 0)
		}
		b.WriteString(") ")
	case Otherwise:
		b.WriteString("otherwise ")
	}
	switch a.Kind {
	case CallAction:
		b.WriteString("call " + ir.Quote(a.Name))
		writeArgs(&b, "(", a.Args, ")")
	default:
		b.WriteString("emit " + a.Name)
		if a.Args != nil {
			writeArgs(&b, "(", a.Args, ")")
		}
	}
	return b.String()
}

// PrintAttribute prints the action standing alone, in the generic form.
func (a ActionAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#omp_lower.action<" + a.String() + ">")
}

// startsAction reports, after consuming it, which keyword begins an action.
func parseAction(p *ir.AsmParser) (ActionAttr, error) {
	var a ActionAttr
	switch {
	case p.ParseOptionalKeyword("when"):
		if err := p.ParsePunct("("); err != nil {
			return a, err
		}
		cond, err := parsePred(p)
		if err != nil {
			return a, err
		}
		if err := p.ParsePunct(")"); err != nil {
			return a, err
		}
		a.Guard, a.Cond = When, cond
	case p.ParseOptionalKeyword("otherwise"):
		a.Guard = Otherwise
	}
	switch {
	case p.ParseOptionalKeyword("call"):
		name, err := p.ParseString()
		if err != nil {
			return a, err
		}
		if err := p.ParsePunct("("); err != nil {
			return a, err
		}
		args, err := parseArgsAfterParen(p)
		if err != nil {
			return a, err
		}
		a.Kind, a.Name, a.Args = CallAction, name, args
	case p.ParseOptionalKeyword("emit"):
		name, err := p.ParseIdentifier()
		if err != nil {
			return a, err
		}
		a.Kind, a.Name = EmitAction, name
		if p.ParseOptionalPunct("(") {
			if a.Args, err = parseArgsAfterParen(p); err != nil {
				return a, err
			}
		}
	default:
		return a, p.Errorf("expected an action: `call \"name\"(args)` or `emit name`")
	}
	return a, nil
}

func parseAttribute(p *ir.AsmParser, mnemonic string, _ ir.Type) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var (
		a   ir.Attribute
		err error
	)
	switch mnemonic {
	case "expr":
		a, err = parseExpr(p)
	case "action":
		a, err = parseAction(p)
	default:
		return nil, p.Errorf("unknown omp_lower attribute '%s'", mnemonic)
	}
	if err != nil {
		return nil, err
	}
	return a, p.ParsePunct(">")
}

// validateAction reports what is wrong with an action built by hand.
func validateAction(a ActionAttr) error {
	if a.Name == "" {
		return fmt.Errorf("action without a name")
	}
	if a.Guard == When && a.Cond == nil {
		return fmt.Errorf("action %q guarded by when without a predicate", a.Name)
	}
	if a.Kind == CallAction && a.Args == nil {
		return fmt.Errorf("call of %q without an argument list", a.Name)
	}
	if a.Args != nil && !allExprs(a.Args) {
		return fmt.Errorf("action %q has an argument that is not an expression", a.Name)
	}
	if a.Cond != nil {
		return validatePred(a.Cond)
	}
	return nil
}

func validatePred(x Pred) error {
	switch x := x.(type) {
	case EqPred:
		if !IsExpr(x.Value) {
			return fmt.Errorf("predicate compares %s with a value that is not an expression", x.Name)
		}
	case NotPred:
		return validatePred(x.X)
	case AndPred:
		if err := validatePred(x.L); err != nil {
			return err
		}
		return validatePred(x.R)
	case OrPred:
		if err := validatePred(x.L); err != nil {
			return err
		}
		return validatePred(x.R)
	case nil:
		return fmt.Errorf("missing predicate")
	}
	return nil
}
