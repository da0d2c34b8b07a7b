package frontend

import (
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// C's labels and goto become cir.label and cir.goto (docs/cir.md); the
// lowering turns them into branches once the structured ops around them
// are flattened. A goto may not enter or leave an OpenMP construct: the
// construct's region becomes a function of its own.

// gotoUse is one goto, checked against its label when the function ends.
type gotoUse struct {
	name   string
	region *ompRegion
	node   cc.Node
}

// innermostRegion returns the innermost enclosing OpenMP construct, or
// nil.
func (f *function) innermostRegion() *ompRegion {
	if n := len(f.omp.regions); n > 0 {
		return f.omp.regions[n-1]
	}
	return nil
}

// label emits a label; after a return, break, continue or goto it
// starts a new block, reachable only by goto.
func (f *function) label(ls *cc.LabeledStatement) {
	name := ls.Token.SrcStr()
	if f.dead {
		f.newBlock()
	}
	f.b.Create(ir.OperationState{Name: cir.LabelOpName, Loc: f.t.loc(ls),
		Attributes: []ir.NamedAttribute{{Name: "label", Value: ir.Str(name)}}})
	f.labels[name] = f.innermostRegion()
}

// newBlock continues translation in a new block of the current region,
// after the block that ended in a terminator.
func (f *function) newBlock() {
	cur := f.b.InsertionPoint().Block
	blk := cur.Parent().AddBlock(nil, nil)
	f.b.SetInsertionPointToEnd(blk)
	f.dead = false
}

// gotoStmt emits a goto.
func (f *function) gotoStmt(s *cc.JumpStatement) {
	name := s.Token2.SrcStr()
	f.b.Create(ir.OperationState{Name: cir.GotoOpName, Loc: f.t.loc(s),
		Attributes: []ir.NamedAttribute{{Name: "label", Value: ir.Str(name)}}})
	f.gotos = append(f.gotos, gotoUse{name: name, region: f.innermostRegion(), node: s})
	f.dead = true
}

// checkGotos reports the gotos that cross an OpenMP construct's boundary.
func (f *function) checkGotos() {
	for _, g := range f.gotos {
		r, ok := f.labels[g.name]
		if !ok {
			continue // cc reports undeclared labels
		}
		if r != g.region {
			f.t.errorAt(posOf(g.node.Position()), "goto cannot jump into or out of an OpenMP construct (label '%s')", g.name)
		}
	}
}

// hasLabel reports whether s holds a label (so that code after a return
// may still be reached).
func hasLabel(s *cc.Statement) bool {
	found := false
	walkStatements(s, func(st *cc.Statement) {
		if st.Case == cc.StatementLabeled && st.LabeledStatement.Case == cc.LabeledStatementLabel {
			found = true
		}
	})
	return found
}

// walkStatements calls visit for s and every statement nested in it.
func walkStatements(s *cc.Statement, visit func(*cc.Statement)) {
	if s == nil {
		return
	}
	visit(s)
	switch s.Case {
	case cc.StatementCompound:
		for l := s.CompoundStatement.BlockItemList; l != nil; l = l.BlockItemList {
			if l.BlockItem != nil && l.BlockItem.Case == cc.BlockItemStmt {
				walkStatements(l.BlockItem.Statement, visit)
			}
		}
	case cc.StatementSelection:
		walkStatements(s.SelectionStatement.Statement, visit)
		walkStatements(s.SelectionStatement.Statement2, visit)
	case cc.StatementIteration:
		walkStatements(s.IterationStatement.Statement, visit)
	case cc.StatementLabeled:
		walkStatements(s.LabeledStatement.Statement, visit)
	}
}
