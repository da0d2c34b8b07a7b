package frontend

import (
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// block translates a block's items in order. The items share the
// function's (or region's) block: C's scopes only affect names, which cc
// has resolved, and allocas go to the alloca site anyway.
func (f *function) block(cs *cc.CompoundStatement) {
	f.blockItems(cs, nil)
}

// blockItems translates a block's items up to stop (not included; nil
// for all of them and the pragmas after the last).
func (f *function) blockItems(cs *cc.CompoundStatement, stop *cc.BlockItemList) {
	for l := cs.BlockItemList; l != nil; l = l.BlockItemList {
		if l == stop {
			return
		}
		f.blockItem(l.BlockItem)
	}
	f.pragmasBefore(cs.Token2, true)
}

// blockItem translates one item of a block.
func (f *function) blockItem(item *cc.BlockItem) {
	if item == nil {
		return
	}
	switch item.Case {
	case cc.BlockItemDecl:
		f.pragmasBefore(item, false)
		if f.dead {
			return
		}
		f.localDeclaration(item.Declaration)
	case cc.BlockItemLabel:
		// __label__ declarations: nothing to do.
	case cc.BlockItemStmt:
		f.statement(item.Statement)
	case cc.BlockItemFuncDef:
		f.t.unsupported(item, "a nested function")
	}
}

// statementExpression translates a GNU statement expression,
// `({ items; e; })`, which glibc's assert expands to: the items run in
// order where the expression is, and its value is that of the last item
// when that is an expression statement (nil, for void, otherwise).
func (f *function) statementExpression(x *cc.PrimaryExpression) *ir.Value {
	cs := x.CompoundStatement
	var last *cc.BlockItemList
	for l := cs.BlockItemList; l != nil; l = l.BlockItemList {
		last = l
	}
	if last == nil || x.Type().Kind() == cc.Void || last.BlockItem.Case != cc.BlockItemStmt {
		f.block(cs)
		return nil
	}
	st := last.BlockItem.Statement
	if st.Case != cc.StatementExpr || st.ExpressionStatement.ExpressionList == nil {
		f.block(cs)
		return nil
	}
	f.blockItems(cs, last)
	if d := f.pragmasBefore(st, false); d != nil {
		f.t.errorAt(dirPos(d[0]), "'#pragma omp %s' cannot apply to the value of a statement expression", d[0].Name)
	}
	if f.dead {
		f.newBlock()
	}
	e := st.ExpressionStatement.ExpressionList
	v := f.convert(f.rvalue(e), e.Type(), x.Type(), x)
	f.pragmasBefore(cs.Token2, true)
	return v
}

// statement translates a statement, with the OpenMP directive that
// precedes it, if any.
func (f *function) statement(s *cc.Statement) {
	if d := f.pragmasBefore(s, false); d != nil {
		if f.dead {
			return
		}
		f.directive(d, s)
		return
	}
	if f.dead {
		// Unreachable code after a return, break, continue or goto,
		// unless a goto may reach a label in it.
		if !hasLabel(s) {
			return
		}
		if !(s.Case == cc.StatementLabeled && s.LabeledStatement.Case == cc.LabeledStatementLabel) {
			f.newBlock()
		}
	}
	f.stmt(s)
}

// stmt translates a statement without looking for directives.
func (f *function) stmt(s *cc.Statement) {
	loc := f.t.loc(s)
	switch s.Case {
	case cc.StatementCompound:
		f.block(s.CompoundStatement)
	case cc.StatementExpr:
		if e := s.ExpressionStatement.ExpressionList; e != nil {
			f.discard(e)
		}
	case cc.StatementSelection:
		f.selection(s.SelectionStatement)
	case cc.StatementIteration:
		f.iteration(s.IterationStatement)
	case cc.StatementJump:
		f.jump(s.JumpStatement)
	case cc.StatementLabeled:
		ls := s.LabeledStatement
		switch ls.Case {
		case cc.LabeledStatementLabel:
			f.label(ls)
			f.statement(ls.Statement)
		default:
			f.t.unsupported(ls, "a case label nested inside a statement of the switch body")
		}
	case cc.StatementAsm:
		f.t.unsupported(s, "inline assembly")
	default:
		_ = loc
		f.t.unsupported(s, "this statement")
	}
}

func (f *function) selection(s *cc.SelectionStatement) {
	loc := f.t.loc(s)
	switch s.Case {
	case cc.SelectionStatementIf:
		c := f.cond(s.ExpressionList)
		cir.NewIf(f.b, c, loc, f.region(func() { f.statement(s.Statement) }), nil)
	case cc.SelectionStatementIfElse:
		c := f.cond(s.ExpressionList)
		cir.NewIf(f.b, c, loc, f.region(func() { f.statement(s.Statement) }),
			f.region(func() { f.statement(s.Statement2) }))
	case cc.SelectionStatementSwitch:
		f.switchStmt(s)
	}
}

// switchStmt translates a switch whose body is a block with its case
// labels at the top level (possibly several on one statement): each
// label starts a cir.switch region, which falls through to the next
// unless it breaks.
func (f *function) switchStmt(s *cc.SelectionStatement) {
	loc := f.t.loc(s)
	ct := cc.IntegerPromotion(s.ExpressionList.Type())
	v := f.convert(f.rvalue(s.ExpressionList), s.ExpressionList.Type(), ct, s.ExpressionList)
	it := f.t.typ(ct, s).(cir.IntType)
	type arm struct {
		kind   cir.SwitchCaseKind
		value  int64
		stmts  []*cc.BlockItem
		first  *cc.Statement // the statement the label is on
		labels *cc.LabeledStatement
	}
	var arms []*arm
	body := s.Statement
	if body.Case != cc.StatementCompound {
		f.t.unsupported(body, "a switch whose body is not a block")
	}
	for l := body.CompoundStatement.BlockItemList; l != nil; l = l.BlockItemList {
		item := l.BlockItem
		st := item.Statement
		for item.Case == cc.BlockItemStmt && st.Case == cc.StatementLabeled && st.LabeledStatement.Case != cc.LabeledStatementLabel {
			ls := st.LabeledStatement
			a := &arm{labels: ls}
			switch ls.Case {
			case cc.LabeledStatementCaseLabel:
				a.kind = cir.CaseEqual
				val := ls.ConstantExpression.Value().Convert(ct)
				switch x := val.(type) {
				case cc.Int64Value:
					a.value = truncate(int64(x), it)
				case cc.UInt64Value:
					a.value = truncate(int64(x), it)
				default:
					f.t.fail(ls.ConstantExpression, "case label does not reduce to an integer constant")
				}
			case cc.LabeledStatementDefault:
				a.kind = cir.CaseDefault
			case cc.LabeledStatementRange:
				f.t.unsupported(ls, "a case range")
			}
			arms = append(arms, a)
			st = ls.Statement
		}
		if len(arms) == 0 {
			// Code before the first label is never run.
			continue
		}
		last := arms[len(arms)-1]
		if item.Case == cc.BlockItemStmt {
			last.stmts = append(last.stmts, &cc.BlockItem{Case: cc.BlockItemStmt, Statement: st})
		} else {
			last.stmts = append(last.stmts, item)
		}
	}
	if len(arms) == 0 {
		return
	}
	seen := map[int64]bool{}
	cases := make([]cir.SwitchCase, len(arms))
	for i, a := range arms {
		if a.kind == cir.CaseEqual {
			if seen[a.value] {
				f.t.fail(a.labels, "duplicate case value")
			}
			seen[a.value] = true
			cases[i] = cir.SwitchCase{Kind: a.kind, Values: []int64{a.value}}
		} else {
			cases[i] = cir.SwitchCase{Kind: a.kind}
		}
	}
	f.omp.switches++
	defer func() { f.omp.switches-- }()
	cir.NewSwitch(f.b, v, cases, loc, func(b *ir.Builder, i int) {
		f.within(b, func() {
			for _, item := range arms[i].stmts {
				switch item.Case {
				case cc.BlockItemDecl:
					if !f.dead {
						f.localDeclaration(item.Declaration)
					}
				case cc.BlockItemStmt:
					f.statement(item.Statement)
				}
			}
		})
	})
}

func (f *function) iteration(s *cc.IterationStatement) {
	loc := f.t.loc(s)
	f.omp.loops++
	defer func() { f.omp.loops-- }()
	switch s.Case {
	case cc.IterationStatementWhile:
		cir.NewWhile(f.b, loc, f.condRegion(s.ExpressionList), f.region(func() { f.statement(s.Statement) }))
	case cc.IterationStatementDo:
		cir.NewDo(f.b, loc, f.region(func() { f.statement(s.Statement) }), f.condRegion(s.ExpressionList))
	case cc.IterationStatementFor, cc.IterationStatementForDecl:
		if s.Case == cc.IterationStatementForDecl {
			f.localDeclaration(s.Declaration)
		} else if s.ExpressionList != nil {
			f.discard(s.ExpressionList)
		}
		cond := s.ExpressionList2
		step := s.ExpressionList3
		if s.Case == cc.IterationStatementForDecl {
			cond, step = s.ExpressionList, s.ExpressionList2
		}
		var c func(b *ir.Builder) *ir.Value
		if cond != nil {
			c = f.condRegion(cond)
		} else {
			c = func(b *ir.Builder) *ir.Value { return cir.NewBoolConst(b, true, loc) }
		}
		cir.NewFor(f.b, loc, c, f.region(func() { f.statement(s.Statement) }),
			f.region(func() {
				if step != nil {
					f.discard(step)
				}
			}))
	}
}

// condRegion returns the callback filling a loop's cond region with e.
func (f *function) condRegion(e cc.ExpressionNode) func(b *ir.Builder) *ir.Value {
	return func(b *ir.Builder) *ir.Value {
		var v *ir.Value
		f.within(b, func() { v = f.cond(e) })
		return v
	}
}

func (f *function) jump(s *cc.JumpStatement) {
	loc := f.t.loc(s)
	switch s.Case {
	case cc.JumpStatementReturn:
		f.ompCheckExit(s, "return")
		res := f.ft.Result()
		if s.ExpressionList == nil {
			if res.Kind() != cc.Void {
				f.t.warnAt(posOf(s.Position()), "non-void function '%s' should return a value", f.op.Name())
				cir.NewReturn(f.b, f.zero(f.t.typ(res, s), loc), loc)
			} else {
				cir.NewReturn(f.b, nil, loc)
			}
		} else {
			v := f.rvalue(s.ExpressionList)
			if res.Kind() == cc.Void {
				cir.NewReturn(f.b, nil, loc)
			} else {
				cir.NewReturn(f.b, f.convert(v, s.ExpressionList.Type(), res, s), loc)
			}
		}
		f.dead = true
	case cc.JumpStatementBreak:
		f.ompCheckBreak(s, "break")
		cir.NewBreak(f.b, loc)
		f.dead = true
	case cc.JumpStatementContinue:
		f.ompCheckBreak(s, "continue")
		cir.NewContinue(f.b, loc)
		f.dead = true
	case cc.JumpStatementGoto:
		f.gotoStmt(s)
	case cc.JumpStatementGotoExpr:
		f.t.unsupported(s, "a computed goto ('goto *p')")
	}
}
