package dsl

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/strata-ir/strata/ir"
)

// Errors is a list of located diagnostics; it is the error Check returns.
type Errors []*ir.Diagnostic

func (e Errors) Error() string {
	lines := make([]string, len(e))
	for i, d := range e {
		lines[i] = d.Error()
	}
	return strings.Join(lines, "\n")
}

// Check checks f against schema and returns every problem found, ordered
// by position, as Errors; nil when the spec is well formed.
func Check(f *File, schema *Schema) error {
	c := &checker{schema: schema}
	c.file(f)
	if len(c.diags) == 0 {
		return nil
	}
	sort.SliceStable(c.diags, func(i, j int) bool {
		a, _ := ir.FileLineCol(c.diags[i].Loc)
		b, _ := ir.FileLineCol(c.diags[j].Loc)
		return a.Line() < b.Line() || a.Line() == b.Line() && a.Col() < b.Col()
	})
	return Errors(c.diags)
}

type checker struct {
	schema *Schema
	diags  []*ir.Diagnostic
}

func (c *checker) errorf(p Pos, format string, args ...any) *ir.Diagnostic {
	d := errorAt(p, format, args...)
	c.diags = append(c.diags, d)
	return d
}

// scope is what an identifier in an expression can name: the lets visible
// at that point (innermost last), the construct's properties, and the
// construct's context variables.
type scope struct {
	construct string // "" at runtime level: any context variable
	lets      []map[string]*Let
	props     map[string]*Property
	// later holds lets defined after the one whose value is being
	// checked, to say why such a reference is undefined.
	later map[string]*Let
}

func (s *scope) let(name string) *Let {
	for i := len(s.lets) - 1; i >= 0; i-- {
		if l, ok := s.lets[i][name]; ok {
			return l
		}
	}
	return nil
}

func (c *checker) file(f *File) {
	runtimes := map[string]*Runtime{}
	for _, r := range f.Runtimes {
		if prev, ok := runtimes[r.Name]; ok {
			c.errorf(r.Pos, "duplicate runtime '%s'", r.Name).AttachNote(prev.Pos.Loc(), "previous declaration is here")
			continue
		}
		runtimes[r.Name] = r
		c.runtime(r)
	}
}

func (c *checker) runtime(r *Runtime) {
	if len(r.Constructs()) == 0 {
		c.errorf(r.Pos, "runtime '%s' declares no constructs", r.Name)
	}
	runtimeLets := c.lets(r.Lets(), &scope{})
	type decl struct {
		pos   Pos
		guard string
	}
	seen := map[string][]decl{}
	for _, con := range r.Constructs() {
		if !c.schema.HasConstruct(con.Name) {
			c.errorf(con.NamePos, "unknown construct '%s'", con.Name)
			continue
		}
		guard := ""
		if con.Guard != nil {
			guard = formatPred(con.Guard, precOr)
			c.pred(con.Guard, con.Name)
		}
		for _, d := range seen[con.Name] {
			if d.guard != guard {
				continue
			}
			if guard == "" {
				c.errorf(con.Pos, "construct '%s' is already declared without a guard; this declaration can never be selected", con.Name).
					AttachNote(d.pos.Loc(), "previous declaration is here")
			} else {
				c.errorf(con.Pos, "construct '%s' is already declared with guard '%s'; this declaration can never be selected", con.Name, guard).
					AttachNote(d.pos.Loc(), "previous declaration is here")
			}
			break
		}
		seen[con.Name] = append(seen[con.Name], decl{con.Pos, guard})
		c.construct(con, runtimeLets)
	}
}

// lets checks a list of lets in order (each may use only the lets before
// it) and returns them by name.
func (c *checker) lets(lets []*Let, outer *scope) map[string]*Let {
	byName := map[string]*Let{}
	later := map[string]*Let{}
	for _, l := range lets {
		if _, ok := later[l.Name]; !ok {
			later[l.Name] = l
		}
	}
	for _, l := range lets {
		if prev, ok := byName[l.Name]; ok {
			c.errorf(l.NamePos, "duplicate let '%s'", l.Name).AttachNote(prev.NamePos.Loc(), "previous definition is here")
		} else if v, ok := c.schema.Vars[l.Name]; ok {
			c.errorf(l.NamePos, "let '%s' hides the context variable '%s'", l.Name, v.Name)
		}
		delete(later, l.Name)
		sc := &scope{construct: outer.construct, lets: append(append([]map[string]*Let(nil), outer.lets...), byName), props: outer.props, later: later}
		c.expr(l.Value, sc)
		if _, ok := byName[l.Name]; !ok {
			byName[l.Name] = l
		}
	}
	return byName
}

func (c *checker) construct(con *Construct, runtimeLets map[string]*Let) {
	props := map[string]*Property{}
	for _, p := range con.Properties() {
		if prev, ok := props[p.Name]; ok {
			c.errorf(p.Pos, "duplicate property '%s'", p.Name).AttachNote(prev.Pos.Loc(), "previous definition is here")
			continue
		}
		props[p.Name] = p
	}
	lets := c.lets(con.Lets(), &scope{construct: con.Name, lets: []map[string]*Let{runtimeLets}, props: props})
	sc := &scope{construct: con.Name, lets: []map[string]*Let{runtimeLets, lets}, props: props}
	for _, p := range con.Properties() {
		if props[p.Name] != p {
			continue // a duplicate, reported above
		}
		c.property(p, con.Name, sc)
	}
	blocks := map[BlockKind]*Block{}
	for _, b := range itemsOf[*Block](con.Items) {
		if prev, ok := blocks[b.Kind]; ok {
			c.errorf(b.Pos, "duplicate '%s' block in construct '%s'", b.Kind, con.Name).AttachNote(prev.Pos.Loc(), "previous block is here")
		} else {
			blocks[b.Kind] = b
		}
		for _, s := range b.Stmts {
			if s.Guard != nil {
				c.pred(s.Guard, con.Name)
			}
			c.action(s.Action, con.Name, sc)
		}
	}
}

func (c *checker) property(p *Property, construct string, sc *scope) {
	def, ok := c.schema.Properties[p.Name]
	if !ok {
		c.errorf(p.Pos, "unknown property '%s'", p.Name)
		return
	}
	if !def.ReadIn(construct) {
		c.errorf(p.Pos, "property '%s' is not read by the lowering of construct '%s'", p.Name, construct)
		return
	}
	// Follow lets to the value they name; the error points at the
	// property's own expression.
	v := p.Value
	for depth := 0; depth < 64; depth++ {
		id, ok := v.(*Ident)
		if !ok {
			break
		}
		l := sc.let(id.Name)
		if l == nil {
			break
		}
		v = l.Value
	}
	if msg := checkPropertyValue(def, v); msg != "" {
		c.errorf(p.Value.Start(), "%s", msg)
		return
	}
	if id, ok := p.Value.(*Ident); ok && sc.let(id.Name) == nil {
		return // a bare form such as none
	}
	c.expr(p.Value, sc)
}

// checkPropertyValue returns why v is not a value of def, or "".
func checkPropertyValue(def *PropertyDef, v Expr) string {
	switch def.Value.Kind {
	case PropFunction:
		if s, ok := v.(*StringLit); ok {
			if s.Value == "" {
				return fmt.Sprintf("property '%s' names a function: the name cannot be empty", def.Name)
			}
			return ""
		}
		return fmt.Sprintf("property '%s' names a function: expected a string, found %s", def.Name, describeExpr(v))
	case PropStringEnum:
		want := quotedList(def.Value.Strings)
		if s, ok := v.(*StringLit); ok {
			for _, w := range def.Value.Strings {
				if s.Value == w {
					return ""
				}
			}
			return fmt.Sprintf("value %s is not allowed for property '%s'; expected %s", quote(s.Value), def.Name, want)
		}
		return fmt.Sprintf("property '%s' expects a string (%s), found %s", def.Name, want, describeExpr(v))
	case PropInt:
		if _, ok := v.(*NumberLit); ok {
			return ""
		}
		return fmt.Sprintf("property '%s' expects a number, found %s", def.Name, describeExpr(v))
	case PropBool:
		if _, ok := v.(*BoolLit); ok {
			return ""
		}
		return fmt.Sprintf("property '%s' expects true or false, found %s", def.Name, describeExpr(v))
	}
	// PropForm.
	var names []string
	for _, f := range def.Value.Forms {
		if f.Bare {
			names = append(names, f.Name)
		} else if len(f.Params) == 0 {
			names = append(names, f.Name+"()")
		} else {
			names = append(names, f.Name+"(...)")
		}
	}
	want := orList(names)
	switch v := v.(type) {
	case *CallExpr:
		for _, f := range def.Value.Forms {
			if f.Name == v.Name && !f.Bare {
				return "" // the arguments are checked as an expression
			}
		}
		return fmt.Sprintf("value '%s(...)' is not allowed for property '%s'; expected %s", v.Name, def.Name, want)
	case *Ident:
		for _, f := range def.Value.Forms {
			if f.Name == v.Name && f.Bare {
				return ""
			}
		}
		return fmt.Sprintf("value '%s' is not allowed for property '%s'; expected %s", v.Name, def.Name, want)
	}
	return fmt.Sprintf("property '%s' expects %s, found %s", def.Name, want, describeExpr(v))
}

func (c *checker) action(a Action, construct string, sc *scope) {
	switch a := a.(type) {
	case *CallAction:
		if a.Callee == "" {
			c.errorf(a.NamePos, "'call' needs a function name, not an empty string")
		}
		for _, arg := range a.Args {
			c.expr(arg, sc)
		}
	case *EmitAction:
		prim, ok := c.schema.Primitives[a.Name]
		switch {
		case !ok:
			c.errorf(a.NamePos, "unknown emit primitive '%s'", a.Name)
		case !prim.AvailableIn(construct):
			c.errorf(a.NamePos, "emit primitive '%s' does not apply to construct '%s'", a.Name, construct)
		case len(a.Args) < prim.MinArgs || len(a.Args) > prim.MaxArgs:
			c.errorf(a.NamePos, "emit primitive '%s' takes %s, found %d", a.Name, arity(prim), len(a.Args))
		}
		for _, arg := range a.Args {
			c.expr(arg, sc)
		}
	}
}

func arity(p *Primitive) string {
	plural := func(n int) string {
		if n == 1 {
			return "1 argument"
		}
		return fmt.Sprintf("%d arguments", n)
	}
	switch {
	case p.MinArgs == p.MaxArgs:
		return plural(p.MinArgs)
	case p.MinArgs == 0:
		return "at most " + plural(p.MaxArgs)
	}
	return fmt.Sprintf("%d to %d arguments", p.MinArgs, p.MaxArgs)
}

// expr checks that every identifier of e is defined and every call names
// a form with fitting arguments.
func (c *checker) expr(e Expr, sc *scope) {
	switch e := e.(type) {
	case *Ident:
		c.ident(e, sc)
	case *ListExpr:
		for _, x := range e.Elems {
			c.expr(x, sc)
		}
	case *CallExpr:
		f, ok := c.schema.form(e.Name)
		if !ok || f.Bare {
			c.errorf(e.Pos, "unknown function '%s'; an expression can only call a form such as closure() or microtask(...)", e.Name)
			return
		}
		if len(f.Params) == 0 && len(e.Args) > 0 {
			c.errorf(e.Args[0].Start(), "%s() takes no arguments", f.Name)
			return
		}
		used := map[string]bool{}
		for _, arg := range e.Args {
			id, ok := arg.(*Ident)
			if !ok || !slices.Contains(f.Params, id.Name) {
				c.errorf(arg.Start(), "%s is not a parameter of %s(); expected %s", describeExpr(arg), f.Name, orList(f.Params))
				continue
			}
			if used[id.Name] {
				c.errorf(arg.Start(), "parameter '%s' appears twice in %s()", id.Name, f.Name)
			}
			used[id.Name] = true
		}
	}
}

func (c *checker) ident(id *Ident, sc *scope) {
	if sc.let(id.Name) != nil {
		return
	}
	if _, ok := sc.props[id.Name]; ok {
		return
	}
	if v, ok := c.schema.Vars[id.Name]; ok {
		if sc.construct != "" && !v.AvailableIn(sc.construct) {
			c.errorf(id.Pos, "context variable '%s' is not available in construct '%s'", id.Name, sc.construct)
		}
		return
	}
	d := c.errorf(id.Pos, "undefined identifier '%s': not a let, a property or a context variable", id.Name)
	if l, ok := sc.later[id.Name]; ok {
		d.AttachNote(l.NamePos.Loc(), "'%s' is defined later; a let can use only the lets before it", id.Name)
	}
}

// pred checks a guard of construct.
func (c *checker) pred(p Pred, construct string) {
	switch p := p.(type) {
	case *OrPred:
		c.pred(p.L, construct)
		c.pred(p.R, construct)
	case *AndPred:
		c.pred(p.L, construct)
		c.pred(p.R, construct)
	case *NotPred:
		c.pred(p.X, construct)
	case *HasPred:
		c.clause(p.Name, p.NamePos, construct)
	case *FlagPred:
		v := c.clause(p.Name, p.Pos, construct)
		if v == nil || v.Kind == KindBool {
			return
		}
		if v.Kind == KindValue || v.Kind == KindList {
			c.errorf(p.Pos, "clause '%s' is not a flag; test its presence with has(%s)", p.Name, p.Name)
		} else {
			c.errorf(p.Pos, "clause '%s' is not a flag; compare it with '==' or '!=', or use has(%s)", p.Name, p.Name)
		}
	case *ComparePred:
		v := c.clause(p.Name, p.Pos, construct)
		if v == nil {
			return
		}
		c.compare(p, v)
	}
}

// clause looks up a clause named in a guard of construct, reporting why
// it cannot be tested; nil when it cannot.
func (c *checker) clause(name string, pos Pos, construct string) *Var {
	v, ok := c.schema.Vars[name]
	switch {
	case !ok:
		c.errorf(pos, "unknown clause '%s'", name)
	case !v.Clause:
		c.errorf(pos, "'%s' is not a clause; guards test the clauses of the op", name)
	case !v.AvailableIn(construct):
		c.errorf(pos, "construct '%s' has no clause '%s'", construct, name)
	default:
		return v
	}
	return nil
}

func (c *checker) compare(p *ComparePred, v *Var) {
	bad := func(want string) {
		c.errorf(p.Value.Start(), "cannot compare %s clause '%s' with %s; expected %s", v.Kind, v.Name, describeExpr(p.Value), want)
	}
	switch v.Kind {
	case KindValue, KindList:
		what := "a value known only at run time"
		if v.Kind == KindList {
			what = "a list"
		}
		c.errorf(p.OpPos, "clause '%s' is %s; a guard can only test its presence with has(%s)", v.Name, what, v.Name)
	case KindEnum:
		id, ok := p.Value.(*Ident)
		if !ok {
			bad("one of " + orList(v.Values))
			return
		}
		if !slices.Contains(v.Values, id.Name) {
			c.errorf(id.Pos, "'%s' is not a value of clause '%s'; expected %s", id.Name, v.Name, orList(v.Values))
		}
	case KindBool:
		if _, ok := p.Value.(*BoolLit); !ok {
			bad("true or false")
		}
	case KindInt:
		if _, ok := p.Value.(*NumberLit); !ok {
			bad("a number")
		}
	case KindString:
		if _, ok := p.Value.(*StringLit); !ok {
			bad("a string")
		}
	}
}

// describeExpr names an expression's kind for messages.
func describeExpr(e Expr) string {
	switch e := e.(type) {
	case *Ident:
		return fmt.Sprintf("identifier '%s'", e.Name)
	case *StringLit:
		return "a string"
	case *NumberLit:
		return "a number"
	case *BoolLit:
		return "a boolean"
	case *NullLit:
		return "null"
	case *ListExpr:
		return "a list"
	case *CallExpr:
		return fmt.Sprintf("'%s(...)'", e.Name)
	}
	return "an expression"
}

// orList writes a, b or c.
func orList(items []string) string {
	switch len(items) {
	case 0:
		return "nothing"
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

func quotedList(items []string) string {
	q := make([]string, len(items))
	for i, s := range items {
		q[i] = quote(s)
	}
	return orList(q)
}

// Unwrap returns the diagnostics as errors, so that errors.Join-aware
// callers (the pass manager's reporting) print each one located.
func (e Errors) Unwrap() []error {
	out := make([]error, len(e))
	for i, d := range e {
		out[i] = d
	}
	return out
}
