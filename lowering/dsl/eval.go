package dsl

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/ir"
)

// ClauseValue is the value of a clause an op carries. Kind says which
// field holds it; KindValue and KindList clauses have no compile-time
// value (the passes bind their SSA operands).
type ClauseValue struct {
	Kind VarKind
	Word string // KindEnum and KindString
	Bool bool   // KindBool
	Int  int64  // KindInt
}

// EnumClause is a clause whose value is a word, such as schedule(dynamic).
func EnumClause(word string) ClauseValue { return ClauseValue{Kind: KindEnum, Word: word} }

// BoolClause is a flag clause such as nowait.
func BoolClause(b bool) ClauseValue { return ClauseValue{Kind: KindBool, Bool: b} }

// IntClause is a clause with a constant integer, such as collapse(2).
func IntClause(n int64) ClauseValue { return ClauseValue{Kind: KindInt, Int: n} }

// StringClause is a clause with a constant string, such as a critical
// section's name.
func StringClause(s string) ClauseValue { return ClauseValue{Kind: KindString, Word: s} }

// ValueClause is a clause whose value is an SSA operand, such as
// num_threads(%n).
func ValueClause() ClauseValue { return ClauseValue{Kind: KindValue} }

// ListClause is a clause with a list of items, such as private(...).
func ListClause() ClauseValue { return ClauseValue{Kind: KindList} }

// Clauses tells the evaluator which clauses an op carries.
type Clauses interface {
	Clause(name string) (ClauseValue, bool)
}

// ClauseMap is a Clauses held in a map.
type ClauseMap map[string]ClauseValue

// Clause returns the named clause's value and whether the op has it.
func (m ClauseMap) Clause(name string) (ClauseValue, bool) {
	v, ok := m[name]
	return v, ok
}

// ValueKind is the kind of a resolved value.
type ValueKind uint8

const (
	ValString ValueKind = iota
	ValInt
	ValBool
	ValNull
	// ValVar is a context variable the passes bind (Str is its name).
	ValVar
	// ValList is a list (Elems).
	ValList
	// ValForm is a form such as microtask(ptr_tid, ptr_btid, captures)
	// (Str is its name, Elems its arguments as ValVar words) or a bare
	// form such as none (Bare).
	ValForm
)

// Value is an expression with lets and properties substituted; context
// variables stay symbolic as ValVar.
type Value struct {
	Kind  ValueKind
	Str   string
	Int   int64
	Bool  bool
	Bare  bool
	Elems []Value
}

// String prints the value in DSL syntax.
func (v Value) String() string {
	switch v.Kind {
	case ValString:
		return quote(v.Str)
	case ValInt:
		return strconv.FormatInt(v.Int, 10)
	case ValBool:
		return strconv.FormatBool(v.Bool)
	case ValNull:
		return "null"
	case ValVar:
		return v.Str
	case ValList:
		return "[" + joinValues(v.Elems) + "]"
	}
	if v.Bare {
		return v.Str
	}
	return v.Str + "(" + joinValues(v.Elems) + ")"
}

func joinValues(vs []Value) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = v.String()
	}
	return strings.Join(parts, ", ")
}

// ActionKind says whether a plan action is a call or an emit.
type ActionKind uint8

const (
	ActionCall ActionKind = iota
	ActionEmit
)

// PlanAction is an action of a plan: a call of the runtime function Name,
// or the emit primitive Name, with resolved arguments.
type PlanAction struct {
	Kind ActionKind
	Name string
	Args []Value
	Pos  Pos // of the action in the spec
}

func (a PlanAction) String() string {
	if a.Kind == ActionCall {
		return "call " + quote(a.Name) + "(" + joinValues(a.Args) + ")"
	}
	if len(a.Args) == 0 {
		return "emit " + a.Name
	}
	return "emit " + a.Name + "(" + joinValues(a.Args) + ")"
}

// NamedValue is a resolved property.
type NamedValue struct {
	Name  string
	Value Value
}

// Plan is the lowering plan of one op: the selected declaration with its
// properties resolved and its statements' guards evaluated away.
type Plan struct {
	Runtime   string
	Construct string
	// Decl is the selected declaration.
	Decl *Construct
	// Properties in source order.
	Properties []NamedValue
	Pre        []PlanAction
	Invoke     []PlanAction
	Post       []PlanAction
}

// Property returns the named property's value.
func (p *Plan) Property(name string) (Value, bool) {
	for _, nv := range p.Properties {
		if nv.Name == name {
			return nv.Value, true
		}
	}
	return Value{}, false
}

// String prints the plan, one property or action a line.
func (p *Plan) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "runtime %s construct %s", p.Runtime, p.Construct)
	if p.Decl != nil {
		fmt.Fprintf(&b, " (declaration at %s)", p.Decl.Pos)
	}
	b.WriteString("\n")
	b.WriteString("properties:\n")
	for _, nv := range p.Properties {
		fmt.Fprintf(&b, "  %s = %s\n", nv.Name, nv.Value)
	}
	for _, blk := range []struct {
		name    string
		actions []PlanAction
	}{{"pre", p.Pre}, {"invoke", p.Invoke}, {"post", p.Post}} {
		fmt.Fprintf(&b, "%s:\n", blk.name)
		for _, a := range blk.actions {
			fmt.Fprintf(&b, "  %s\n", a)
		}
	}
	return b.String()
}

// NoDeclarationError says that no declaration of a runtime matches an op.
type NoDeclarationError struct {
	Runtime, Construct string
}

func (e *NoDeclarationError) Error() string {
	return fmt.Sprintf("no declaration for construct '%s' in runtime '%s'", e.Construct, e.Runtime)
}

// OpDiagnostic returns the error the lowering reports at the op:
// "no declaration for 'omp.parallel' at file:3:5 in runtime 'pmsis'".
func (e *NoDeclarationError) OpDiagnostic(opName string, loc ir.Location) *ir.Diagnostic {
	where := "unknown location"
	if f, ok := ir.FileLineCol(loc); ok {
		where = fmt.Sprintf("%s:%d:%d", f.File(), f.Line(), f.Col())
	}
	return ir.Errorf(loc, "no declaration for '%s' at %s in runtime '%s'", opName, where, e.Runtime)
}

// UnknownRuntimeError says that a spec has no runtime of that name.
type UnknownRuntimeError struct {
	File, Runtime string
	Known         []string
}

func (e *UnknownRuntimeError) Error() string {
	known := "none"
	if len(e.Known) > 0 {
		known = strings.Join(e.Known, ", ")
	}
	return fmt.Sprintf("no runtime '%s' in %s (runtimes: %s)", e.Runtime, e.File, known)
}

// FindRuntime returns the runtime named name.
func FindRuntime(f *File, name string) (*Runtime, error) {
	var known []string
	for _, r := range f.Runtimes {
		if r.Name == name {
			return r, nil
		}
		known = append(known, r.Name)
	}
	return nil, &UnknownRuntimeError{File: f.Name, Runtime: name, Known: known}
}

// Evaluate selects the declaration of construct in the named runtime of f
// for an op with the given clauses and resolves it to a plan. The spec
// should have passed Check; schema supplies the values absent clauses
// compare as.
//
// Selection: among the runtime's declarations of construct, the first
// (in file order) whose guard holds wins; when no guard holds, the
// unguarded declaration; when there is none, a *NoDeclarationError.
func Evaluate(f *File, schema *Schema, runtime, construct string, clauses Clauses) (*Plan, error) {
	r, err := FindRuntime(f, runtime)
	if err != nil {
		return nil, err
	}
	ev := &evaluator{schema: schema, clauses: clauses}
	var selected, fallback *Construct
	for _, c := range r.Constructs() {
		if c.Name != construct {
			continue
		}
		if c.Guard == nil {
			if fallback == nil {
				fallback = c
			}
			continue
		}
		if ev.pred(c.Guard) {
			selected = c
			break
		}
	}
	if selected == nil {
		selected = fallback
	}
	if selected == nil {
		return nil, &NoDeclarationError{Runtime: runtime, Construct: construct}
	}
	return ev.plan(r, selected)
}

type evaluator struct {
	schema  *Schema
	clauses Clauses
}

// pred evaluates a guard. An absent clause compares as its schema
// default when it has one; otherwise `==` is false and `!=` true.
func (ev *evaluator) pred(p Pred) bool {
	switch p := p.(type) {
	case *OrPred:
		return ev.pred(p.L) || ev.pred(p.R)
	case *AndPred:
		return ev.pred(p.L) && ev.pred(p.R)
	case *NotPred:
		return !ev.pred(p.X)
	case *HasPred:
		_, ok := ev.clauses.Clause(p.Name)
		return ok
	case *FlagPred:
		v, ok := ev.clause(p.Name)
		return ok && v.Kind == KindBool && v.Bool
	case *ComparePred:
		v, ok := ev.clause(p.Name)
		if !ok {
			return p.Op == "!="
		}
		return equalClause(v, p.Value) == (p.Op == "==")
	}
	return false
}

// clause returns the value of a clause, or its default when absent.
func (ev *evaluator) clause(name string) (ClauseValue, bool) {
	if v, ok := ev.clauses.Clause(name); ok {
		return v, true
	}
	def, ok := ev.schema.Vars[name]
	if !ok || def.Default == "" {
		return ClauseValue{}, false
	}
	switch def.Kind {
	case KindBool:
		return BoolClause(def.Default == "true"), true
	case KindInt:
		n, err := strconv.ParseInt(def.Default, 10, 64)
		return IntClause(n), err == nil
	case KindEnum:
		return EnumClause(def.Default), true
	case KindString:
		return StringClause(def.Default), true
	}
	return ClauseValue{}, false
}

func equalClause(v ClauseValue, e Expr) bool {
	switch e := e.(type) {
	case *Ident:
		return v.Kind == KindEnum && v.Word == e.Name
	case *BoolLit:
		return v.Kind == KindBool && v.Bool == e.Value
	case *NumberLit:
		return v.Kind == KindInt && v.Int == e.Value
	case *StringLit:
		return v.Kind == KindString && v.Word == e.Value
	}
	return false
}

func (ev *evaluator) plan(r *Runtime, c *Construct) (*Plan, error) {
	res := newResolver(ev, r, c)
	plan := &Plan{Runtime: r.Name, Construct: c.Name, Decl: c}
	for _, p := range c.Properties() {
		v, err := res.expr(p.Value)
		if err != nil {
			return nil, err
		}
		plan.Properties = append(plan.Properties, NamedValue{Name: p.Name, Value: v})
	}
	for _, b := range itemsOf[*Block](c.Items) {
		var actions []PlanAction
		lastWhen := false
		for _, s := range b.Stmts {
			fire := true
			switch s.Kind {
			case When:
				lastWhen = ev.pred(s.Guard)
				fire = lastWhen
			case Otherwise:
				fire = !lastWhen
			}
			if !fire {
				continue
			}
			a, err := res.action(s.Action)
			if err != nil {
				return nil, err
			}
			actions = append(actions, a)
		}
		switch b.Kind {
		case Pre:
			plan.Pre = append(plan.Pre, actions...)
		case Invoke:
			plan.Invoke = append(plan.Invoke, actions...)
		case Post:
			plan.Post = append(plan.Post, actions...)
		}
	}
	return plan, nil
}

// resolver turns expressions into values: lets and properties are
// substituted (construct lets hide runtime lets, lets hide properties),
// context variables stay symbolic, forms keep their argument words. A
// let's value sees only the lets before it in its scope, as the checker
// does.
type resolver struct {
	schema      *Schema
	runtimeLets []*Let
	lets        []*Let // the construct's
	props       map[string]*Property
	// runtimeLimit and letLimit are how many runtime and construct lets
	// are visible; props is nil in a runtime let's value.
	runtimeLimit, letLimit int
	// active holds the lets and properties being resolved, to report a
	// cycle rather than recurse forever.
	active map[any]bool
	// ev supplies the op's clauses.
	ev *evaluator
	// budget bounds the work of substituting lets, which can grow
	// exponentially (let b = [a, a]; let c = [b, b]; ...).
	budget *int
}

// maxResolveSteps bounds the expressions one plan may expand to.
const maxResolveSteps = 100000

// contextVar resolves a context variable: a clause the op lacks is its
// default (nowait: false, collapse: 1) or null; anything else stays
// symbolic for the passes to bind.
func (res *resolver) contextVar(name string) Value {
	def, ok := res.schema.Vars[name]
	if !ok || !def.Clause {
		return Value{Kind: ValVar, Str: name}
	}
	if _, present := res.ev.clauses.Clause(name); present {
		return Value{Kind: ValVar, Str: name}
	}
	v, ok := res.ev.clause(name)
	if !ok {
		return Value{Kind: ValNull}
	}
	switch v.Kind {
	case KindBool:
		return Value{Kind: ValBool, Bool: v.Bool}
	case KindInt:
		return Value{Kind: ValInt, Int: v.Int}
	}
	return Value{Kind: ValString, Str: v.Word}
}

func newResolver(ev *evaluator, r *Runtime, c *Construct) *resolver {
	schema := ev.schema
	budget := maxResolveSteps
	res := &resolver{ev: ev, schema: schema, budget: &budget, runtimeLets: r.Lets(), props: map[string]*Property{}, active: map[any]bool{}}
	if c != nil {
		res.lets = c.Lets()
		for _, p := range c.Properties() {
			if _, ok := res.props[p.Name]; !ok {
				res.props[p.Name] = p
			}
		}
	}
	res.runtimeLimit, res.letLimit = len(res.runtimeLets), len(res.lets)
	return res
}

// findLet returns the index of the last visible let named name in lets.
func findLet(lets []*Let, limit int, name string) int {
	for i := limit - 1; i >= 0; i-- {
		if lets[i].Name == name {
			return i
		}
	}
	return -1
}

func (res *resolver) action(a Action) (PlanAction, error) {
	var out PlanAction
	var args []Expr
	switch a := a.(type) {
	case *CallAction:
		out = PlanAction{Kind: ActionCall, Name: a.Callee, Pos: a.Pos}
		args = a.Args
	case *EmitAction:
		out = PlanAction{Kind: ActionEmit, Name: a.Name, Pos: a.Pos}
		args = a.Args
	}
	for _, e := range args {
		v, err := res.expr(e)
		if err != nil {
			return PlanAction{}, err
		}
		out.Args = append(out.Args, v)
	}
	return out, nil
}

func (res *resolver) expr(e Expr) (Value, error) {
	if *res.budget--; *res.budget < 0 {
		return Value{}, errorAt(e.Start(), "the expression expands to more than %d values", maxResolveSteps)
	}
	switch e := e.(type) {
	case *StringLit:
		return Value{Kind: ValString, Str: e.Value}, nil
	case *NumberLit:
		return Value{Kind: ValInt, Int: e.Value}, nil
	case *BoolLit:
		return Value{Kind: ValBool, Bool: e.Value}, nil
	case *NullLit:
		return Value{Kind: ValNull}, nil
	case *ListExpr:
		elems, err := res.exprs(e.Elems)
		return Value{Kind: ValList, Elems: elems}, err
	case *CallExpr:
		// A form's arguments are parameter words, not references.
		var elems []Value
		for _, a := range e.Args {
			if id, ok := a.(*Ident); ok {
				elems = append(elems, Value{Kind: ValVar, Str: id.Name})
				continue
			}
			v, err := res.expr(a)
			if err != nil {
				return Value{}, err
			}
			elems = append(elems, v)
		}
		return Value{Kind: ValForm, Str: e.Name, Elems: elems}, nil
	case *Ident:
		return res.ident(e)
	}
	return Value{}, fmt.Errorf("unknown expression")
}

func (res *resolver) exprs(list []Expr) ([]Value, error) {
	var out []Value
	for _, e := range list {
		v, err := res.expr(e)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

func (res *resolver) ident(id *Ident) (Value, error) {
	inner := *res
	var target any
	var value Expr
	if i := findLet(res.lets, res.letLimit, id.Name); i >= 0 {
		target, value = res.lets[i], res.lets[i].Value
		inner.letLimit = i
	} else if i := findLet(res.runtimeLets, res.runtimeLimit, id.Name); i >= 0 {
		target, value = res.runtimeLets[i], res.runtimeLets[i].Value
		inner.runtimeLimit, inner.letLimit, inner.props = i, 0, nil
	} else if p, ok := res.props[id.Name]; ok {
		target, value = p, p.Value
		inner.letLimit = len(res.lets)
	} else {
		if f, ok := res.schema.form(id.Name); ok && f.Bare {
			if _, isVar := res.schema.Vars[id.Name]; !isVar {
				return Value{Kind: ValForm, Str: id.Name, Bare: true}, nil
			}
		}
		return res.contextVar(id.Name), nil
	}
	if res.active[target] {
		return Value{}, errorAt(id.Pos, "'%s' refers to itself", id.Name)
	}
	res.active[target] = true
	defer delete(res.active, target)
	return inner.expr(value)
}
