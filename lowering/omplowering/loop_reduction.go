package omplowering

import (
	"fmt"

	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
)

// varPartial + the reduction's index is the private partial of a
// reduction (a pointer to a stack slot of the declaration's type).
const varPartial = ".reduction.partial."

// reductionDecl returns the omp.declare_reduction named sym.
func reductionDecl(e *Emitter, sym string) (omp.DeclareReductionOp, error) {
	op := ir.LookupNearestSymbolFrom(e.Construct, ir.SymbolRef(sym))
	decl, ok := omp.AsDeclareReduction(op)
	if !ok {
		return decl, e.Errorf("no omp.declare_reduction named '@%s'", sym)
	}
	return decl, nil
}

// postHasReduction reports whether the plan's post actions combine the
// reductions.
func postHasReduction(p *dsl.Plan) bool {
	for _, a := range p.Post {
		if a.Kind == dsl.ActionEmit && a.Name == "reduction" {
			return true
		}
	}
	return false
}

// privatizeReductions gives each reduction of the wsloop a private
// partial: a stack slot initialized, at the builder, by the declaration's
// init region (whose argument, the original value, is loaded only when
// the region uses it). The region's reduction argument becomes the
// slot's address and is dropped; the slots are bound for emit reduction.
func privatizeReductions(e *Emitter, ws omp.WsloopOp) error {
	vars, syms, byref := ws.ReductionVars(), ws.ReductionSyms(), ws.ReductionByref()
	if len(vars) == 0 {
		return nil
	}
	if !postHasReduction(e.Plan) {
		return e.Errorf("the wsloop has a reduction clause but its plan's post actions do not emit reduction, so the partial values would be lost")
	}
	entry := ws.Body()
	first := len(ws.PrivateVars())
	for i, v := range vars {
		if byref[i] {
			return e.Errorf("byref reduction '@%s' is not supported yet; declare the reduction by value", syms[i])
		}
		decl, err := reductionDecl(e, syms[i])
		if err != nil {
			return err
		}
		slot, err := entryAlloca(e, decl.Type())
		if err != nil {
			return err
		}
		init, err := inlineRegion(e, decl.InitRegion(), func() []*ir.Value {
			return []*ir.Value{llvm.NewLoad(e.B, decl.Type(), v, 0, false, e.Construct.Loc()).Result(0)}
		})
		if err != nil {
			return err
		}
		if len(init) != 1 {
			return e.Errorf("the init region of '@%s' yields %d values; one is needed", syms[i], len(init))
		}
		llvm.NewStore(e.B, init[0], slot, 0, false, e.Construct.Loc())
		entry.Argument(first + i).ReplaceAllUsesWith(slot)
		e.SetVar(fmt.Sprintf("%s%d", varPartial, i), slot)
	}
	// The reduction arguments come last; without them the entry block's
	// arguments are the private variables (privatizeInPlace).
	for i := len(vars) - 1; i >= 0; i-- {
		entry.EraseArgument(first + i)
	}
	return nil
}

// inlineRegion clones the single block of region at the builder, its
// arguments mapped to the values args returns (called only when an
// argument is used), and returns what its omp.yield yields.
func inlineRegion(e *Emitter, region *ir.Region, args func() []*ir.Value) ([]*ir.Value, error) {
	if region.NumBlocks() != 1 {
		return nil, e.Errorf("a reduction region with %d blocks cannot be inlined; one block is supported", region.NumBlocks())
	}
	blk := region.First()
	m := ir.NewMapping()
	used := false
	for _, arg := range blk.Arguments() {
		used = used || arg.HasUses()
	}
	if used {
		vals := args()
		if len(vals) != blk.NumArguments() {
			return nil, e.Errorf("the region takes %d arguments, %d given", blk.NumArguments(), len(vals))
		}
		for i, arg := range blk.Arguments() {
			m.Map(arg, vals[i])
		}
	}
	var yielded []*ir.Value
	for op := range blk.Ops() {
		if op.Is("omp.yield") {
			for _, v := range op.Operands() {
				yielded = append(yielded, m.LookupOrSelf(v))
			}
			break
		}
		e.B.Clone(op, m)
	}
	return yielded, nil
}

// emitReduction is `emit reduction` (post): each private partial is
// combined into its shared variable with the declaration's combiner,
// atomically: one llvm.atomicrmw when the combiner is a single operation
// it has (integer add, and, or, xor, signed and unsigned min and max;
// float add), else a compare-and-swap loop around the inlined combiner
// (any integer or float type up to 64 bits).
func emitReduction(e *Emitter, _ []dsl.Value) error {
	ws, ok := omp.AsWsloop(e.Construct)
	if !ok {
		return e.Errorf("emit reduction combines the partials of a wsloop's reduction clause; '%s' has none", e.Construct.Name())
	}
	vars, syms := ws.ReductionVars(), ws.ReductionSyms()
	if len(vars) == 0 {
		return e.Errorf("emit reduction: the wsloop has no reduction clause")
	}
	for i, shared := range vars {
		partial, ok := e.Var(fmt.Sprintf("%s%d", varPartial, i))
		if !ok {
			return e.Errorf("emit reduction: the partial of '@%s' was not made; a loop primitive (loop_body, static_chunk_loop, dynamic_loop) must come first", syms[i])
		}
		decl, err := reductionDecl(e, syms[i])
		if err != nil {
			return err
		}
		value := llvm.NewLoad(e.B, decl.Type(), partial, 0, false, e.Construct.Loc()).Result(0)
		if err := combineAtomically(e, decl, shared, value); err != nil {
			return err
		}
	}
	return nil
}

// atomicBinOp returns the llvm.atomicrmw operation the combiner region
// amounts to, if it is one operation of its two arguments.
func atomicBinOp(region *ir.Region) (llvm.AtomicBinOp, bool) {
	if region.NumBlocks() != 1 {
		return 0, false
	}
	blk := region.First()
	if blk.NumArguments() != 2 || blk.NumOps() != 2 {
		return 0, false
	}
	op, yield := blk.First(), blk.Last()
	if !yield.Is("omp.yield") || yield.NumOperands() != 1 || yield.Operand(0) != op.Result(0) || op.NumOperands() != 2 {
		return 0, false
	}
	x, y := blk.Argument(0), blk.Argument(1)
	if !(op.Operand(0) == x && op.Operand(1) == y) && !(op.Operand(0) == y && op.Operand(1) == x) {
		return 0, false
	}
	kinds := map[string]llvm.AtomicBinOp{
		llvm.AddOpName: llvm.AtomicAdd, llvm.AndOpName: llvm.AtomicAnd, llvm.OrOpName: llvm.AtomicOr, llvm.XorOpName: llvm.AtomicXor,
		llvm.SMaxOpName: llvm.AtomicMax, llvm.SMinOpName: llvm.AtomicMin,
		llvm.UMaxOpName: llvm.AtomicUMax, llvm.UMinOpName: llvm.AtomicUMin,
		llvm.FAddOpName: llvm.AtomicFAdd,
	}
	k, ok := kinds[op.Name()]
	return k, ok
}

// combineAtomically performs *shared = combiner(*shared, value)
// atomically at the builder.
func combineAtomically(e *Emitter, decl omp.DeclareReductionOp, shared, value *ir.Value) error {
	loc := e.Construct.Loc()
	if k, ok := atomicBinOp(decl.CombinerRegion()); ok {
		llvm.NewAtomicRMW(e.B, k, shared, value, llvm.AcqRel, loc)
		return nil
	}
	t := decl.Type()
	width, isFloat := 0, false
	switch t := t.(type) {
	case ir.IntegerType:
		width = int(t.Width)
	case ir.FloatType:
		width, isFloat = t.Width(), true
	}
	if width == 0 || width > 64 || width&(width-1) != 0 || width < 8 {
		return e.Errorf("reduction '@%s' of type %s cannot be combined atomically; integer and float types of 8 to 64 bits can", decl.SymName(), ir.TypeString(t))
	}
	bits := ir.IntegerType{Width: uint32(width)}
	// The current value, read atomically: a plain load racing with other
	// threads' compare-and-swap would be a data race.
	cur := llvm.NewLoad(e.B, bits, shared, int64(width/8), false, loc)
	cur.SetAttr(llvm.OrderingAttr, ir.IntAttr(ir.I64, int64(llvm.Monotonic)))
	w, err := newSplit(e)
	if err != nil {
		return err
	}
	retry := w.newBlock(bits)
	w.br(retry, cur.Result(0))
	e.B.SetInsertionPointToEnd(retry)
	old := retry.Argument(0)
	oldTyped := old
	if isFloat {
		oldTyped = llvm.NewCast(e.B, llvm.BitcastOpName, old, t, loc).Result(0)
	}
	combined, err := inlineRegion(e, decl.CombinerRegion(), func() []*ir.Value { return []*ir.Value{oldTyped, value} })
	if err != nil {
		return err
	}
	if len(combined) != 1 {
		return e.Errorf("the combiner of '@%s' yields %d values; one is needed", decl.SymName(), len(combined))
	}
	next := combined[0]
	if isFloat {
		next = llvm.NewCast(e.B, llvm.BitcastOpName, next, bits, loc).Result(0)
	}
	pair := llvm.NewCmpXchg(e.B, shared, old, next, llvm.AcqRel, llvm.Monotonic, loc).Result(0)
	seen := llvm.NewExtractValue(e.B, pair, []int64{0}, bits, loc).Result(0)
	done := llvm.NewExtractValue(e.B, pair, []int64{1}, ir.I1, loc).Result(0)
	w.condBr(done, w.exit, nil, retry, []*ir.Value{seen})
	e.B.SetInsertionPointBefore(e.anchorOp())
	return nil
}

// lowerRegionReductions makes the reduction clause of a construct whose
// body is outlined (omp.parallel) explicit in its region, so that the
// outlining pass only has to capture the shared variables: at the start
// of the region each reduction gets a private partial initialized by its
// declaration's init region (the block argument is replaced by it), and
// before every omp.terminator of the region the partial is combined into
// the shared variable atomically, as emit reduction does for a wsloop.
// The clause is then removed from the op. plan is the construct's plan,
// for error messages. --omp-outline calls it before collecting captures.
func lowerRegionReductions(op *ir.Operation, plan *dsl.Plan) error {
	cl := omp.Clauses{Operation: op}
	vars, syms, byref := cl.ReductionVars(), cl.ReductionSyms(), cl.ReductionByref()
	if len(vars) == 0 {
		return nil
	}
	entry := op.Region(0).First()
	first := len(cl.PrivateVars())
	b := ir.NewBuilder(op.Context())
	b.SetInsertionPointToStart(entry)
	e := NewEmitter(b, op, plan)
	decls := make([]omp.DeclareReductionOp, len(vars))
	partials := make([]*ir.Value, len(vars))
	for i, v := range vars {
		if byref[i] {
			return e.Errorf("byref reduction '@%s' is not supported yet; declare the reduction by value", syms[i])
		}
		decl, err := reductionDecl(e, syms[i])
		if err != nil {
			return err
		}
		one := llvm.NewIntConstant(b, ir.I64, 1, op.Loc())
		slot := llvm.NewAlloca(b, decl.Type(), one, 0, op.Loc()).Result(0)
		init, err := inlineRegion(e, decl.InitRegion(), func() []*ir.Value {
			return []*ir.Value{llvm.NewLoad(b, decl.Type(), v, 0, false, op.Loc()).Result(0)}
		})
		if err != nil {
			return err
		}
		if len(init) != 1 {
			return e.Errorf("the init region of '@%s' yields %d values; one is needed", syms[i], len(init))
		}
		llvm.NewStore(b, init[0], slot, 0, false, op.Loc())
		entry.Argument(first + i).ReplaceAllUsesWith(slot)
		decls[i], partials[i] = decl, slot
	}
	var exits []*ir.Operation
	for _, blk := range op.Region(0).Blocks() {
		if t := blk.Last(); t != nil && t.Is("omp.terminator") {
			exits = append(exits, t)
		}
	}
	for _, t := range exits {
		tb := ir.NewBuilder(op.Context())
		tb.SetInsertionPointBefore(t)
		te := NewEmitter(tb, t, plan)
		for i, shared := range vars {
			value := llvm.NewLoad(tb, decls[i].Type(), partials[i], 0, false, op.Loc()).Result(0)
			if err := combineAtomically(te, decls[i], shared, value); err != nil {
				return err
			}
		}
	}
	return dropReductionClause(op, first, len(vars))
}

// dropReductionClause removes the reduction operands, attributes and
// entry block arguments (first .. first+n-1) of op.
func dropReductionClause(op *ir.Operation, first, n int) error {
	if err := (omp.Clauses{Operation: op}).RemoveReductionClause(); err != nil {
		return err
	}
	entry := op.Region(0).First()
	for i := n - 1; i >= 0; i-- {
		entry.EraseArgument(first + i)
	}
	return nil
}
