package frontend

import (
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
	"modernc.org/token"
)

// variable is a C object the function can name: its address and C type.
// The address of a variable-length array points to its fixed-size
// element type (see translator.pointee).
type variable struct {
	addr *ir.Value
	ct   cc.Type
}

// allocaSite is where a region's allocas go: the start of the entry block
// of the function or of an OpenMP construct that becomes a function of
// its own (parallel, task). Putting them there, not where C declares the
// local, keeps them out of loops: LLVM promotes to registers only the
// allocas of a function's entry block.
type allocaSite struct {
	block *ir.Block
	last  *ir.Operation
}

// function holds the state of the function being translated.
type function struct {
	t *translator
	// start is where the definition begins: the pragmas of its file from
	// there on are the body's (pragmaTable).
	start token.Position
	b     *ir.Builder
	op    cir.FuncOp
	ft    *cc.FunctionType
	vars  map[*cc.Declarator]*variable
	sites []*allocaSite
	// vlaLen holds the run-time length (as an i64 cir value) of each
	// variable-length array dimension, computed where C evaluates it.
	vlaLen map[*cc.ArrayType]*ir.Value
	// dead is set after a return, break or continue: the rest of the
	// block is unreachable and not translated.
	dead bool
	omp  ompScope
	// owners records the implicit-task depth at which each binding was
	// made (the data-sharing rules of tasks).
	owners map[*variable]int
	// pendingAfter is work an atomic construct leaves for after it.
	pendingAfter []func()
	// labels and gotos, for the check that no goto crosses an OpenMP
	// construct.
	labels map[string]*ompRegion
	gotos  []gotoUse
}

// declarator returns the declarator a name resolves to, for parameters
// too.
func declaratorOf(n cc.Node) *cc.Declarator {
	switch d := n.(type) {
	case *cc.Declarator:
		return d
	case *cc.Parameter:
		return d.Declarator
	}
	return nil
}

// function translates a function definition.
func (t *translator) function(def *cc.FunctionDefinition) {
	d := def.Declarator
	ft, ok := d.Type().(*cc.FunctionType)
	if !ok {
		t.fail(d, "'%s' is not a function", d.Name())
	}
	if def.DeclarationList != nil {
		t.unsupported(def.DeclarationList, "a K&R-style parameter declaration list")
	}
	name := d.Name()
	cft := t.funcType(ft, d)
	linkage := cir.ExternalLinkage
	if d.Linkage() == cc.Internal {
		linkage = cir.InternalLinkage
	}
	loc := t.loc(d)
	if prev, ok := t.symbols[name]; ok {
		if fn, isFn := cir.AsFunc(prev); isFn && !fn.IsDeclaration() {
			t.fail(d, "redefinition of '%s'", name)
		}
		prev.Erase()
		delete(t.symbols, name)
	}
	fnOp := cir.NewFunc(t.top, name, cft, linkage, loc)
	t.symbols[name] = fnOp.Operation
	delete(t.declared, name)
	f := &function{t: t, start: def.Position(), op: fnOp, ft: ft, vars: map[*cc.Declarator]*variable{}, vlaLen: map[*cc.ArrayType]*ir.Value{}, owners: map[*variable]int{}, labels: map[string]*ompRegion{}}
	entry := fnOp.Entry()
	f.b = ir.NewBuilder(t.ctx)
	f.b.SetInsertionPointToEnd(entry)
	f.sites = []*allocaSite{{block: entry}}
	args := fnOp.Arguments()
	i := 0
	for _, p := range ft.Parameters() {
		pt := p.Type()
		if pt.Kind() == cc.Void {
			continue
		}
		arg := args[i]
		i++
		pd := p.Declarator
		if pd == nil || pd.Name() == "" {
			continue
		}
		ct := pt.Decay()
		slot := f.alloca(t.typ(ct, pd), pd.Name(), int64(ct.Align()), t.loc(pd))
		cir.NewStore(f.b, arg, slot, false, t.loc(pd))
		f.define(pd, &variable{addr: slot, ct: ct})
		// The lengths of a variable-length array parameter's dimensions
		// are evaluated on entry, in order (C11 6.9.1p10).
		f.evalVLALengths(ct, pd)
	}
	f.block(def.CompoundStatement)
	if !f.dead {
		f.fallOffEnd(def)
	}
	f.checkGotos()
}

// fallOffEnd ends a function whose body runs to its closing brace: main
// returns 0 (C11 5.1.2.2.3), a void function returns, any other function
// returns an undefined value: reaching the end is only undefined if the
// caller uses the value, so it is not an error (gcc warns).
func (f *function) fallOffEnd(def *cc.FunctionDefinition) {
	loc := f.t.loc(def.CompoundStatement.Token2)
	res := f.ft.Result()
	if res.Kind() == cc.Void {
		cir.NewReturn(f.b, nil, loc)
		return
	}
	rt := f.t.typ(res, def)
	if def.Declarator.Name() == "main" {
		cir.NewReturn(f.b, f.zero(rt, loc), loc)
		return
	}
	if completes(&cc.Statement{Case: cc.StatementCompound, CompoundStatement: def.CompoundStatement}) {
		f.t.warnAt(posOf(def.CompoundStatement.Token2.Position()), "control reaches the end of non-void function '%s'", def.Declarator.Name())
	}
	slot := f.alloca(rt, "retval", int64(res.Align()), loc)
	cir.NewReturn(f.b, cir.NewLoad(f.b, slot, false, loc).Result(0), loc)
}

// zero returns the zero value of a scalar or aggregate type.
func (f *function) zero(t ir.Type, loc ir.Location) *ir.Value {
	switch tt := t.(type) {
	case cir.IntType:
		return cir.NewIntConst(f.b, tt, 0, loc)
	case cir.BoolType:
		return cir.NewBoolConst(f.b, false, loc)
	case cir.FloatType:
		return cir.NewConst(f.b, cir.FP(tt, 0), loc).Result(0)
	case cir.PointerType:
		return cir.NewConst(f.b, cir.NullAttr{Type: tt}, loc).Result(0)
	}
	return cir.NewConst(f.b, cir.ZeroAttr{Type: t}, loc).Result(0)
}

// alloca creates a local's storage at the current alloca site.
func (f *function) alloca(t ir.Type, name string, align int64, loc ir.Location) *ir.Value {
	site := f.sites[len(f.sites)-1]
	b := ir.NewBuilder(f.t.ctx)
	if site.last != nil {
		b.SetInsertionPointAfter(site.last)
	} else {
		b.SetInsertionPointToStart(site.block)
	}
	op := cir.NewAlloca(b, t, name, align, loc)
	site.last = op.Operation
	return op.Result(0)
}

// pushSite makes blk's start the alloca site until popSite.
func (f *function) pushSite(blk *ir.Block) { f.sites = append(f.sites, &allocaSite{block: blk}) }
func (f *function) popSite()               { f.sites = f.sites[:len(f.sites)-1] }

// within runs fill with f.b set to b (a region's builder), restoring the
// builder and the reachability after.
func (f *function) within(b *ir.Builder, fill func()) {
	saved, dead := f.b, f.dead
	f.b, f.dead = b, false
	fill()
	f.b, f.dead = saved, dead
}

// region returns a cir.RegionBuilder running fill.
func (f *function) region(fill func()) cir.RegionBuilder {
	return func(b *ir.Builder) { f.within(b, fill) }
}

// lookup returns the variable d names in this function, or nil for a
// global.
func (f *function) lookup(d *cc.Declarator) *variable {
	if f == nil {
		return nil
	}
	return f.vars[d]
}

// bind makes d name v until the returned function restores the previous
// binding (privatization in OpenMP regions).
func (f *function) bind(d *cc.Declarator, v *variable) (restore func()) {
	prev, had := f.vars[d]
	f.define(d, v)
	return func() {
		if had {
			f.vars[d] = prev
		} else {
			delete(f.vars, d)
		}
	}
}

// define binds d to v in the function, recording the binding's owner.
func (f *function) define(d *cc.Declarator, v *variable) {
	f.vars[d] = v
	if _, ok := f.owners[v]; !ok {
		f.owners[v] = f.omp.implicitTasks
	}
}

// completes reports whether the statement s can complete normally (run
// into what follows it), conservatively: it is false only when every
// path ends in a return, a call of a function that does not return,
// or a loop that never ends; the warning about reaching the end of a
// non-void function needs no more.
func completes(s *cc.Statement) bool {
	if s == nil {
		return true
	}
	switch s.Case {
	case cc.StatementCompound:
		for l := s.CompoundStatement.BlockItemList; l != nil; l = l.BlockItemList {
			if it := l.BlockItem; it != nil && it.Case == cc.BlockItemStmt && !completes(it.Statement) {
				return false
			}
		}
		return true
	case cc.StatementLabeled:
		return completes(s.LabeledStatement.Statement)
	case cc.StatementExpr:
		return !callsNoReturn(s.ExpressionStatement.ExpressionList)
	case cc.StatementJump:
		return false
	case cc.StatementSelection:
		x := s.SelectionStatement
		switch x.Case {
		case cc.SelectionStatementIfElse:
			return completes(x.Statement) || completes(x.Statement2)
		case cc.SelectionStatementSwitch:
			return !hasDefault(x.Statement) || breaks(x.Statement) || completes(x.Statement)
		}
		return true
	case cc.StatementIteration:
		x := s.IterationStatement
		var cond cc.ExpressionNode
		switch x.Case {
		case cc.IterationStatementWhile, cc.IterationStatementDo:
			cond = x.ExpressionList
		case cc.IterationStatementFor:
			cond = x.ExpressionList2
		case cc.IterationStatementForDecl:
			cond = x.ExpressionList
		}
		forever := cond == nil && (x.Case == cc.IterationStatementFor || x.Case == cc.IterationStatementForDecl)
		if cond != nil {
			switch v := cond.Value().(type) {
			case cc.Int64Value:
				forever = v != 0
			case cc.UInt64Value:
				forever = v != 0
			}
		}
		return !forever || breaks(x.Statement)
	}
	return true
}

// callsNoReturn reports whether e is a call of a function that does not
// return (exit, abort, ...).
func callsNoReturn(e cc.ExpressionNode) bool {
	p, ok := unparen(e).(*cc.PostfixExpression)
	if !ok || p.Case != cc.PostfixExpressionCall {
		return false
	}
	if id, ok := unparen(p.PostfixExpression).(*cc.PrimaryExpression); ok && id.Case == cc.PrimaryExpressionIdent {
		switch id.Token.SrcStr() {
		case "exit", "abort", "_Exit", "quick_exit", "__builtin_unreachable", "__builtin_trap", "__assert_fail":
			return true
		}
	}
	return false
}

// hasDefault reports whether a switch body has a default label at its
// top level.
func hasDefault(body *cc.Statement) bool {
	found := false
	var walk func(s *cc.Statement)
	walk = func(s *cc.Statement) {
		if s == nil || found {
			return
		}
		switch s.Case {
		case cc.StatementCompound:
			for l := s.CompoundStatement.BlockItemList; l != nil; l = l.BlockItemList {
				if it := l.BlockItem; it != nil && it.Case == cc.BlockItemStmt {
					walk(it.Statement)
				}
			}
		case cc.StatementLabeled:
			if s.LabeledStatement.Case == cc.LabeledStatementDefault {
				found = true
			}
			walk(s.LabeledStatement.Statement)
		}
	}
	walk(body)
	return found
}

// breaks reports whether s has a break that leaves the loop or switch s
// is the body of (not one of a loop or switch inside it).
func breaks(s *cc.Statement) bool {
	if s == nil {
		return false
	}
	switch s.Case {
	case cc.StatementCompound:
		for l := s.CompoundStatement.BlockItemList; l != nil; l = l.BlockItemList {
			if it := l.BlockItem; it != nil && it.Case == cc.BlockItemStmt && breaks(it.Statement) {
				return true
			}
		}
	case cc.StatementLabeled:
		return breaks(s.LabeledStatement.Statement)
	case cc.StatementSelection:
		if s.SelectionStatement.Case == cc.SelectionStatementSwitch {
			return false
		}
		return breaks(s.SelectionStatement.Statement) || breaks(s.SelectionStatement.Statement2)
	case cc.StatementJump:
		return s.JumpStatement.Case == cc.JumpStatementBreak
	}
	return false
}

// undo restores, last first, the bindings a construct made (the
// functions bind returned).
func undo(restores *[]func()) {
	for i := len(*restores) - 1; i >= 0; i-- {
		(*restores)[i]()
	}
}
