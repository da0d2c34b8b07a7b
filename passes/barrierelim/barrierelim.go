// Package barrierelim implements --omp-barrier-elim, which removes the
// OpenMP team barriers that the structure of a parallel region already
// guarantees, before the constructs are lowered to runtime calls.
//
// A barrier orders the memory accesses of the team's threads: what every
// thread did before it happens before what any thread does after it. It is
// redundant when another synchronization of the whole team is adjacent to
// it with nothing in between that touches memory other threads can see:
//
//  1. an explicit omp.barrier that ends a parallel region: the join at the
//     region's end is a barrier;
//  2. an explicit omp.barrier that opens a parallel region: the fork is a
//     synchronization;
//  3. an explicit omp.barrier right after another barrier, or after a
//     work-sharing construct (omp.wsloop, omp.single) whose implicit
//     barrier just happened;
//  4. the implicit barrier of an omp.wsloop or omp.single that ends a
//     parallel region: the pass sets its nowait.
//
// "Adjacent" is checked along straight-line code at the top level of the
// parallel region: the ops of a block, and of the blocks a chain of
// unconditional branches leads through (each the only successor of the one
// before and with no other predecessor). Ops that touch no memory, or only
// allocate memory of their own (a private alloca), are skipped over; an op
// with other effects, or with effects the IR does not know, stops the
// search, and an op with regions counts by the effects of what it holds.
// A barrier nested in another construct (a loop body, a conditional, a
// master region) is never considered, nor one outside any parallel region.
//
// What keeps a barrier that would otherwise go: a reduction clause on the
// work-sharing loop, except for the loop that ends the region, whose
// partial values are combined before the join (the partial values are
// combined at its barrier, which a following barrier cannot stand for), a
// copyprivate clause on single (the value is broadcast at its barrier),
// a reduction on the parallel region itself (its combination at the end
// may read what the threads wrote), and private variables with an
// initialization that reads the original (firstprivate) for the barrier
// that opens the region.
package barrierelim

import (
	"fmt"
	"slices"

	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// BarrierElim is the omp-barrier-elim pass.
type BarrierElim struct {
	Remarks bool `option:"remarks" help:"Report a remark for each barrier kept, with the reason"`

	ExplicitRemoved passes.Statistic `stat:"explicit-barriers-removed" help:"Number of explicit omp.barrier operations removed"`
	ImplicitRemoved passes.Statistic `stat:"implicit-barriers-removed" help:"Number of implicit barriers of work-sharing constructs removed (nowait set)"`
}

// New returns the omp-barrier-elim pass.
func New() passes.Pass { return &BarrierElim{} }

// Register adds the pass to r.
func Register(r *passes.Registry) { r.Register(New) }

// Info describes the pass; it runs on any operation.
func (*BarrierElim) Info() passes.Info {
	return passes.Info{
		Argument: "omp-barrier-elim",
		Name:     "OmpBarrierElim",
		Summary:  "Remove redundant OpenMP team barriers",
		Description: "Removes the omp.barrier ops that open or end a parallel region or follow another synchronization, " +
			"and sets nowait on a work-sharing loop or single that ends a parallel region, when nothing in between touches memory.",
	}
}

// outcome is what processing one part of the IR did: the counts, and the
// remarks with the operations they are about.
type outcome struct {
	explicit, implicit int64
	remarks            []remark
}

type remark struct {
	op   *ir.Operation
	diag *ir.Diagnostic
}

// Run processes the IsolatedFromAbove children of op (its functions) at
// once when threading allows, then the rest of op.
func (p *BarrierElim) Run(op *ir.Operation, st *passes.State) error {
	children := passes.IsolatedChildren(op)
	index := make(map[*ir.Operation]int, len(children))
	for i, c := range children {
		index[c] = i
	}
	outcomes := make([]outcome, len(children)+1)
	if err := passes.ForEach(st, children, func(c *ir.Operation) error {
		outcomes[index[c]] = p.process(c, nil)
		return nil
	}); err != nil {
		return err
	}
	outcomes[len(children)] = p.process(op, index)

	var total outcome
	for _, o := range outcomes {
		total.explicit += o.explicit
		total.implicit += o.implicit
		for _, r := range o.remarks {
			st.Report(r.diag)
		}
	}
	p.ExplicitRemoved.Add(total.explicit)
	p.ImplicitRemoved.Add(total.implicit)
	if total.explicit == 0 && total.implicit == 0 {
		st.MarkUnchanged()
	}
	return nil
}

// process eliminates the barriers in root and what it holds, except in
// the operations of skip (processed on their own).
func (p *BarrierElim) process(root *ir.Operation, skip map[*ir.Operation]int) outcome {
	var parallels, barriers []*ir.Operation
	order := make(map[*ir.Operation]int) // pre-order position, to sort the remarks
	root.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if _, ok := skip[op]; ok && op != root {
			return ir.Skip
		}
		order[op] = len(order)
		return ir.Advance
	})
	// Post-order: an inner parallel region is done before the region
	// around it, whose view of the inner one (through its effects) then
	// is final, so that a second run finds nothing more to do.
	root.Walk(ir.PostOrder, func(op *ir.Operation) ir.WalkResult {
		if _, ok := order[op]; !ok {
			return ir.Advance
		}
		switch {
		case op.Is(omp.ParallelOpName):
			parallels = append(parallels, op)
		case op.Is(omp.BarrierOpName):
			barriers = append(barriers, op)
		}
		return ir.Advance
	})

	var out outcome
	for _, par := range parallels {
		r := newRegion(par)
		for _, seq := range r.sequences {
			for r.eliminate(seq, &out) {
			}
		}
		if p.Remarks {
			for _, seq := range r.sequences {
				out.remarks = append(out.remarks, r.explainKept(seq)...)
			}
		}
	}
	if p.Remarks {
		for _, b := range barriers {
			if b.Block() == nil { // erased
				continue
			}
			if parent := b.ParentOp(); parent == nil || !parent.Is(omp.ParallelOpName) {
				out.remarks = append(out.remarks, remark{b, b.Remarkf("kept: not at the top level of a parallel region")})
			}
		}
		slices.SortStableFunc(out.remarks, func(a, b remark) int { return order[a.op] - order[b.op] })
	}
	return out
}

// region is a parallel region being processed.
type region struct {
	par omp.ParallelOp
	// sequences are the straight-line runs of blocks of the region: the
	// chain from the entry block first, then every other block alone.
	sequences [][]*ir.Block
	// forkSyncs: the fork synchronizes with the first ops of the region
	// (no privatization reads shared memory before them).
	forkSyncs bool
	// joinSyncs: the join synchronizes with the last ops of the region
	// (no reduction combines after them).
	joinSyncs bool
}

func newRegion(op *ir.Operation) *region {
	par, _ := omp.AsParallel(op)
	r := &region{par: par, forkSyncs: !privatizationTouchesMemory(par), joinSyncs: len(par.ReductionVars()) == 0}
	body := op.Region(0)
	inChain := make(map[*ir.Block]bool)
	if entry := body.First(); entry != nil {
		chain := []*ir.Block{entry}
		inChain[entry] = true
		for b := entry; ; {
			next := straightSuccessor(b)
			if next == nil || inChain[next] {
				break
			}
			chain = append(chain, next)
			inChain[next] = true
			b = next
		}
		r.sequences = append(r.sequences, chain)
	}
	for _, b := range body.Blocks() {
		if !inChain[b] {
			r.sequences = append(r.sequences, []*ir.Block{b})
		}
	}
	return r
}

// straightSuccessor returns the block b's terminator always continues in,
// when b is its only predecessor, or nil.
func straightSuccessor(b *ir.Block) *ir.Block {
	term := b.Terminator()
	if term == nil || term.NumSuccessors() != 1 || !skippable(term) {
		return nil
	}
	next := term.Successor(0)
	if len(next.Predecessors()) != 1 {
		return nil
	}
	return next
}

// privatizationTouchesMemory reports whether making the private copies
// of par's private variables may read or write memory other threads see:
// a firstprivate copy reads the original, and an initialization that does
// more than allocate may too. An unknown privatizer counts as touching.
func privatizationTouchesMemory(par omp.ParallelOp) bool {
	for _, sym := range par.PrivateSyms() {
		def := ir.LookupNearestSymbolFrom(par.Operation, ir.SymbolRef(sym))
		priv, ok := omp.AsPrivate(def)
		if !ok || priv.IsFirstprivate() {
			return true
		}
		for _, b := range priv.InitRegion().Blocks() {
			for op := range b.Ops() {
				if !skippable(op) {
					return true
				}
			}
		}
	}
	return false
}

// ops returns the operations of a sequence, in order.
func ops(seq []*ir.Block) []*ir.Operation {
	var out []*ir.Operation
	for _, b := range seq {
		for op := range b.Ops() {
			out = append(out, op)
		}
	}
	return out
}

// endsRegion reports whether seq ends with the region's terminator.
func endsRegion(seq []*ir.Block) bool {
	term := seq[len(seq)-1].Terminator()
	return term != nil && term.Is(omp.TerminatorOpName)
}

// eliminate applies the four rules once along seq and reports whether it
// changed anything.
func (r *region) eliminate(seq []*ir.Block, out *outcome) bool {
	changed := false
	// Forward: rules 2 and 3. synced holds while nothing that touches
	// memory happened since the last synchronization of the team.
	synced := r.forkSyncs && seq[0].IsEntry()
	for _, op := range ops(seq) {
		switch {
		case op.Is(omp.BarrierOpName):
			if synced {
				op.Erase()
				out.explicit++
				changed = true
			}
			synced = true
		case syncConstruct(op):
			synced = true
		case !skippable(op):
			synced = false
		}
	}
	// Backward from the region's end: rules 1 and 4.
	if !r.joinSyncs || !endsRegion(seq) {
		return changed
	}
	all := ops(seq)
	for i := len(all) - 2; i >= 0; i-- { // all[len-1] is omp.terminator
		op := all[i]
		switch {
		case op.Is(omp.BarrierOpName):
			op.Erase()
			out.explicit++
			changed = true
			continue
		case implicitBarrier(op) && droppableAtEnd(op):
			omp.Clauses{Operation: op}.SetNowait()
			out.implicit++
			changed = true
		}
		if !skippable(op) {
			break
		}
	}
	return changed
}

// droppableAtEnd reports whether the implicit barrier of op, the last
// construct of a parallel region, may go: the region's join waits for
// every thread anyway. A loop's reduction may go with it, since every
// runtime's plan combines the partial values before the loop's barrier,
// not in it (gcc and clang drop this barrier too); copyprivate's
// broadcast is done in the barrier, so single keeps it.
func droppableAtEnd(op *ir.Operation) bool {
	if s, ok := omp.AsSingle(op); ok && len(s.CopyprivateVars()) > 0 {
		return false
	}
	return true
}

// explainKept returns remarks for the barriers of seq that stay, and for
// the implicit barrier at the region's end that stays.
func (r *region) explainKept(seq []*ir.Block) []remark {
	var out []remark
	all := ops(seq)
	for i, op := range all {
		if !op.Is(omp.BarrierOpName) {
			continue
		}
		before := r.blockerBefore(seq, all, i)
		after := r.blockerAfter(seq, all, i)
		out = append(out, remark{op, op.Remarkf("kept: %s; %s", before, after)})
	}
	if endsRegion(seq) {
		for i := len(all) - 2; i >= 0; i-- {
			op := all[i]
			if implicitBarrier(op) {
				why := nowaitAllowed(op)
				if why == "" || droppableAtEnd(op) {
					why = "the parallel region's reduction follows it"
				}
				out = append(out, remark{op, op.Remarkf("implicit barrier kept: %s", why)})
			}
			if !skippable(op) && !op.Is(omp.BarrierOpName) {
				break
			}
		}
	}
	return out
}

// blockerBefore says what before all[i] keeps it from following a
// synchronization.
func (r *region) blockerBefore(seq []*ir.Block, all []*ir.Operation, i int) string {
	for j := i - 1; j >= 0; j-- {
		if !skippable(all[j]) {
			return fmt.Sprintf("before it, '%s' may access memory", all[j].Name())
		}
	}
	if seq[0].IsEntry() {
		return "before it, the privatization at the region's entry may access memory"
	}
	return "control flow joins before it"
}

// blockerAfter says what after all[i] keeps it from preceding the join.
func (r *region) blockerAfter(seq []*ir.Block, all []*ir.Operation, i int) string {
	for j := i + 1; j < len(all); j++ {
		if all[j].Is(omp.TerminatorOpName) {
			return "after it, the parallel region's reduction combines the partial values"
		}
		if !skippable(all[j]) {
			return fmt.Sprintf("after it, '%s' may access memory", all[j].Name())
		}
	}
	return "control flow branches after it"
}

// implicitBarrier reports whether op is a work-sharing construct of the
// team that ends with a barrier: an omp.wsloop or omp.single without
// nowait. A reduction or copyprivate does its work at that barrier; such
// a construct is not counted as a synchronization a following barrier may
// rely on, since lowering may finish the reduction or broadcast around it.
func implicitBarrier(op *ir.Operation) bool {
	switch {
	case op.Is(omp.WsloopOpName):
		w, _ := omp.AsWsloop(op)
		return !w.Nowait()
	case op.Is(omp.SingleOpName):
		s, _ := omp.AsSingle(op)
		return !s.Nowait()
	}
	return false
}

// syncConstruct reports whether op's implicit barrier is a plain team
// synchronization, which a following explicit barrier may rely on.
func syncConstruct(op *ir.Operation) bool {
	return implicitBarrier(op) && nowaitAllowed(op) == ""
}

// nowaitAllowed returns "" when the implicit barrier of op, a work-sharing
// construct, may be dropped where a synchronization follows, or why not.
func nowaitAllowed(op *ir.Operation) string {
	if w, ok := omp.AsWsloop(op); ok && len(w.ReductionVars()) > 0 {
		return "its reduction combines the partial values at the barrier"
	}
	if s, ok := omp.AsSingle(op); ok && len(s.CopyprivateVars()) > 0 {
		return "its copyprivate broadcasts the values at the barrier"
	}
	return ""
}

// skippable reports whether op touches no memory another thread can see:
// it has no memory effects, or only allocates memory of its own (a stack
// slot of the thread), everything nested in it included when its effects
// are those of what it holds. Unknown effects are not skippable.
func skippable(op *ir.Operation) bool {
	effects, known := op.MemoryEffects()
	if !known {
		return false
	}
	for _, e := range effects {
		if e.Kind != ir.EffectAllocate || e.Value == nil {
			return false
		}
	}
	return true
}
