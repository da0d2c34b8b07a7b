package transforms

import (
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// SymbolDCE is MLIR's symbol-dce: it erases the symbols of the symbol table
// it runs on, and of the symbol tables nested in it, that nothing live
// refers to.
//
// Liveness starts from what cannot be discarded: every operation of a table
// that is not a symbol, and every public symbol of a table visible from
// outside (a table is hidden when it is the root, or when it or a table
// around it is private or not a symbol). Symbols referenced by a live
// operation (through any attribute, resolved from the table holding it) are
// live in turn. Private symbols, and nested ones in a hidden table, that
// are not reached are erased.
type SymbolDCE struct {
	NumDCE passes.Statistic `stat:"num-dce'd" help:"Number of symbols DCE'd"`
}

// NewSymbolDCE returns the symbol-dce pass.
func NewSymbolDCE() passes.Pass { return &SymbolDCE{} }

// Info describes the pass.
func (*SymbolDCE) Info() passes.Info {
	return passes.Info{
		Argument:    "symbol-dce",
		Name:        "SymbolDCE",
		Summary:     "Eliminate dead symbols",
		Description: "Erases the private symbols (and the non-public ones of hidden symbol tables) that no live operation refers to, transitively, in the symbol table and the tables nested in it.",
	}
}

// Run erases the dead symbols of the symbol table op.
func (p *SymbolDCE) Run(op *ir.Operation, st *passes.State) error {
	if !ir.IsSymbolTable(op) {
		return op.Errorf(" was scheduled to run under SymbolDCE, but does not define a symbol table")
	}
	// The root is hidden unless it is a symbol nested in something, where
	// its visibility says.
	hidden := true
	if op.ParentOp() != nil && isSymbolOp(op) {
		hidden = ir.IsPrivateSymbol(op)
	}
	live := map[*ir.Operation]bool{}
	symbols := ir.NewSymbolTableCollection()
	if err := computeLiveness(op, symbols, hidden, live); err != nil {
		return err
	}
	var erased int64
	// Post-order, as MLIR walks: the dead symbols of a nested table are
	// erased (and counted) before the table itself.
	op.Walk(ir.PostOrder, func(table *ir.Operation) ir.WalkResult {
		if !ir.IsSymbolTable(table) || table.NumRegions() == 0 {
			return ir.Advance
		}
		for _, b := range table.Region(0).Blocks() {
			for child := range b.Ops() {
				if child.IsTerminator() || !isSymbolOp(child) || live[child] {
					continue
				}
				if !child.UseEmpty() {
					// A symbol whose results are used is not dead; MLIR
					// would leave the IR broken here.
					continue
				}
				child.Erase()
				erased++
			}
		}
		return ir.Advance
	})
	p.NumDCE.Add(erased)
	if erased == 0 {
		st.MarkUnchanged()
	}
	return nil
}

// computeLiveness marks in live the symbols of table (and of the tables
// nested in live parts of it) that must stay.
func computeLiveness(table *ir.Operation, symbols *ir.SymbolTableCollection, hidden bool, live map[*ir.Operation]bool) error {
	var worklist []*ir.Operation
	for _, b := range table.Region(0).Blocks() {
		for op := range b.Ops() {
			if !isSymbolOp(op) {
				worklist = append(worklist, op)
				continue
			}
			// Only non-public symbols may go; a public one only when the
			// table itself cannot be seen from outside.
			discardable := (hidden || ir.IsPrivateSymbol(op)) && !isPublicSymbol(op)
			if !discardable && !live[op] {
				live[op] = true
				worklist = append(worklist, op)
			}
		}
	}
	for len(worklist) > 0 {
		op := worklist[len(worklist)-1]
		worklist = worklist[:len(worklist)-1]
		if ir.IsSymbolTable(op) {
			nestedHidden := hidden || !isSymbolOp(op) || ir.IsPrivateSymbol(op)
			if err := computeLiveness(op, symbols, nestedHidden, live); err != nil {
				return err
			}
		}
		uses, err := symbolUsesIn(op)
		if err != nil {
			return err
		}
		parent := op.ParentOp()
		for _, ref := range uses {
			for _, resolved := range resolveAll(symbols, parent, ref) {
				if !live[resolved] {
					live[resolved] = true
					worklist = append(worklist, resolved)
				}
			}
		}
	}
	return nil
}

// isSymbolOp reports whether op defines a symbol: it has the Symbol trait,
// or, like a named builtin.module (an optional symbol), a symbol name.
func isSymbolOp(op *ir.Operation) bool {
	if op.HasTrait(ir.Symbol) {
		return true
	}
	_, named := ir.SymbolName(op)
	return named
}

// isPublicSymbol reports whether op's symbol has public visibility (no
// sym_visibility, or "public").
func isPublicSymbol(op *ir.Operation) bool {
	v, ok := op.Attr(ir.SymbolVisibilityAttr).(ir.StringAttr)
	return !ok || v.Value == "public"
}

// symbolUsesIn lists the symbol references in op's attributes and, unless
// op is a symbol table (which starts a new scope), in the operations nested
// in it, not looking into nested symbol tables. An unregistered operation
// with one region might be a symbol table nobody knows about: then the uses
// cannot be computed.
func symbolUsesIn(op *ir.Operation) ([]ir.SymbolRefAttr, error) {
	var refs []ir.SymbolRefAttr
	collect := func(o *ir.Operation) {
		for _, a := range o.Attrs() {
			if a.Name != ir.SymbolNameAttr {
				refs = appendSymbolRefs(refs, a.Value)
			}
		}
	}
	collect(op)
	if ir.IsSymbolTable(op) {
		return refs, nil
	}
	var err error
	op.WalkNested(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		if o.Def() == nil && o.NumRegions() == 1 {
			err = o.EmitErrorf("operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses")
			return ir.Interrupt
		}
		collect(o)
		if ir.IsSymbolTable(o) {
			return ir.Skip
		}
		return ir.Advance
	})
	return refs, err
}

func appendSymbolRefs(refs []ir.SymbolRefAttr, a ir.Attribute) []ir.SymbolRefAttr {
	switch a := a.(type) {
	case ir.SymbolRefAttr:
		refs = append(refs, a)
	case *ir.ArrayAttr:
		for _, e := range a.Elems() {
			refs = appendSymbolRefs(refs, e)
		}
	case *ir.DictionaryAttr:
		for _, e := range a.Entries() {
			refs = appendSymbolRefs(refs, e.Value)
		}
	}
	return refs
}

// resolveAll resolves ref in the symbol table table and returns every
// symbol on its path (@a::@b gives @a and @b), or nothing when a part does
// not resolve.
func resolveAll(symbols *ir.SymbolTableCollection, table *ir.Operation, ref ir.SymbolRefAttr) []*ir.Operation {
	if table == nil || !ir.IsSymbolTable(table) {
		return nil
	}
	var path []*ir.Operation
	cur := symbols.LookupSymbolIn(table, ir.SymbolRef(ref.Root()))
	if cur == nil {
		return nil
	}
	path = append(path, cur)
	for _, name := range ref.Nested() {
		if !ir.IsSymbolTable(cur) {
			return nil
		}
		cur = symbols.LookupSymbolIn(cur, ir.SymbolRef(name))
		if cur == nil {
			return nil
		}
		path = append(path, cur)
	}
	return path
}
