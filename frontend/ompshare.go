package frontend

import (
	"reflect"
	"sort"

	"github.com/strata-ir/strata/frontend/ompdir"
	cc "modernc.org/cc/v4"
)

// referencedOutside returns the declarators of the variables that the
// statement s names and that are bound in this function before s (so
// declared outside it), in order of first use.
func (f *function) referencedOutside(s *cc.Statement) []*cc.Declarator {
	var out []*cc.Declarator
	seen := map[*cc.Declarator]bool{}
	walkIdents(s, func(p *cc.PrimaryExpression) {
		d := declaratorOf(p.ResolvedTo())
		if d == nil || seen[d] {
			return
		}
		if _, bound := f.vars[d]; !bound {
			return
		}
		seen[d] = true
		out = append(out, d)
	})
	return out
}

var nodeType = reflect.TypeOf((*cc.Node)(nil)).Elem()

// walkIdents calls visit for every identifier expression under n.
func walkIdents(n any, visit func(*cc.PrimaryExpression)) {
	walkNodes(n, func(x any) {
		if p, ok := x.(*cc.PrimaryExpression); ok && p.Case == cc.PrimaryExpressionIdent {
			visit(p)
		}
	})
}

// sortedDecls returns the declarators of a set in source order.
func sortedDecls(m map[*cc.Declarator]bool) []*cc.Declarator {
	out := make([]*cc.Declarator, 0, len(m))
	for d := range m {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Position().Offset < out[j].Position().Offset })
	return out
}

// checkDefault enforces the default clause of the construct d with
// statement s. Under default(none) each variable declared outside s that
// s names needs a data-sharing clause, except the iteration variables of
// the loops the construct itself distributes; under default(private) and
// default(firstprivate) the variables of file scope do (OpenMP 5.2,
// 5.4.1: the default privatizes only the locals).
func (f *function) checkDefault(d *ompdir.Directive, s *cc.Statement, exempt map[*cc.Declarator]bool) {
	c := d.Clause("default")
	if c == nil || (c.Kind != "none" && c.Kind != "private" && c.Kind != "firstprivate") {
		return
	}
	listed := listedNames(d)
	var refs []*cc.Declarator
	if c.Kind == "none" {
		refs = f.referencedOutside(s)
	}
	// Variables of file scope too: they have no predetermined
	// data-sharing attribute either (OpenMP 5.2, 5.1.1), gcc and clang
	// require them listed. (A static local declared inside s is not bound
	// yet, so not among them.)
	seen := map[*cc.Declarator]bool{}
	for _, decl := range refs {
		seen[decl] = true
	}
	walkIdents(s, func(p *cc.PrimaryExpression) {
		decl := declaratorOf(p.ResolvedTo())
		if decl == nil || seen[decl] || decl.IsTypename() || decl.Type().Kind() == cc.Function || f.lookup(decl) != nil {
			return
		}
		if decl.StorageDuration() == cc.Static && decl.Linkage() != cc.None {
			seen[decl] = true
			refs = append(refs, decl)
		}
	})
	// Each unlisted variable at its first use, in source order.
	first := map[*cc.Declarator]Pos{}
	walkIdents(s, func(p *cc.PrimaryExpression) {
		decl := declaratorOf(p.ResolvedTo())
		if decl == nil {
			return
		}
		if at, ok := first[decl]; !ok || posBefore(posOf(p.Position()), at) {
			first[decl] = posOf(p.Position())
		}
	})
	var missing []*cc.Declarator
	for _, decl := range refs {
		if !listed[decl.Name()] && !exempt[decl] {
			missing = append(missing, decl)
		}
	}
	sort.SliceStable(missing, func(i, j int) bool { return posBefore(first[missing[i]], first[missing[j]]) })
	for _, decl := range missing {
		f.t.errorAt(first[decl], "variable '%s' must have its data-sharing attribute given: '#pragma omp %s' has default(%s)", decl.Name(), d.Name, c.Kind)
	}
}

// posBefore reports whether a comes before b (in one file).
func posBefore(a, b Pos) bool {
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Col < b.Col
}

// ompCheckExit refuses a return inside an OpenMP construct.
func (f *function) ompCheckExit(n cc.Node, what string) {
	if len(f.omp.regions) > 0 {
		f.t.fail(n, "'%s' cannot leave the OpenMP '%s' construct", what, f.omp.regions[len(f.omp.regions)-1].name)
	}
}

// ompCheckBreak refuses a break or continue that would leave an OpenMP
// construct.
func (f *function) ompCheckBreak(n cc.Node, what string) {
	if len(f.omp.regions) == 0 {
		return
	}
	if what == "continue" && f.omp.loops == 0 && f.omp.ompLoop {
		return
	}
	if f.omp.loops > 0 || what == "break" && f.omp.switches > 0 {
		return
	}
	f.t.fail(n, "'%s' cannot leave the OpenMP '%s' construct", what, f.omp.regions[len(f.omp.regions)-1].name)
}

// readOnlyShared returns the variables that s names, bound outside it,
// whose value s cannot change: automatic scalars (or pointers) that s
// never assigns, increments or takes the address of, that are not in a
// clause of a directive inside s, and whose address the function never
// takes (so no pointer reaches them). Such a shared variable may be
// copied into the region (firstprivate) without changing the program,
// as gcc does: the copy is a register in the outlined function, where a
// shared variable is a load through the captured address at each use
// that LLVM cannot hoist past the stores of the loop.
func (f *function) readOnlyShared(s *cc.Statement) []*cc.Declarator {
	written := map[*cc.Declarator]bool{}
	walkNodes(s, func(n any) {
		switch x := n.(type) {
		case *cc.AssignmentExpression:
			if x.Case != cc.AssignmentExpressionCond {
				if d := identDecl(x.UnaryExpression); d != nil {
					written[d] = true
				}
			}
		case *cc.PostfixExpression:
			if x.Case == cc.PostfixExpressionInc || x.Case == cc.PostfixExpressionDec {
				if d := identDecl(x.PostfixExpression); d != nil {
					written[d] = true
				}
			}
		case *cc.UnaryExpression:
			switch x.Case {
			case cc.UnaryExpressionInc, cc.UnaryExpressionDec:
				if d := identDecl(x.UnaryExpression); d != nil {
					written[d] = true
				}
			case cc.UnaryExpressionAddrof:
				if d := identDecl(x.CastExpression); d != nil {
					written[d] = true
				}
			}
		}
	})
	inClauses := f.t.pragmas.namesWithin(f.t, s)
	var out []*cc.Declarator
	for _, d := range f.referencedOutside(s) {
		v := f.vars[d]
		if v == nil || written[d] || inClauses[d.Name()] || d.AddressTaken() || d.IsVolatile() ||
			d.StorageDuration() == cc.Static || !cc.IsScalarType(v.ct) || isVLA(v.ct) {
			continue
		}
		out = append(out, d)
	}
	return out
}

// walkNodes calls visit for every AST node under n.
func walkNodes(n any, visit func(any)) {
	var walk func(v reflect.Value, depth int)
	walk = func(v reflect.Value, depth int) {
		if depth > 10000 {
			return
		}
		switch v.Kind() {
		case reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem(), depth+1)
			}
		case reflect.Pointer:
			if v.IsNil() || v.Elem().Kind() != reflect.Struct || !v.Type().Implements(nodeType) {
				return
			}
			visit(v.Interface())
			walk(v.Elem(), depth+1)
		case reflect.Struct:
			t := v.Type()
			for i := 0; i < v.NumField(); i++ {
				if !t.Field(i).IsExported() {
					continue
				}
				fv := v.Field(i)
				if fv.Kind() == reflect.Pointer || fv.Kind() == reflect.Interface {
					walk(fv, depth+1)
				}
			}
		}
	}
	walk(reflect.ValueOf(n), 0)
}
