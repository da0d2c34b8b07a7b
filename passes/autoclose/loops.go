package autoclose

import (
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
)

// Loops that write ranges (the kernel rule's "fill, then use"). A loop
// writes a range of the parameter's memory when it is counted, its
// induction variable iv taking every value of [lo, hi) (step 1), and
// each iteration, run whole (no break, continue, return or goto in it),
// stores to p[iv + c] outside any branch, with c the same value in every
// iteration. Two kinds:
//
//   - an omp.loop_nest under its wrappers (omp.wsloop, omp.distribute,
//     omp.simd): OpenMP loops are counted by construction (lower bound,
//     upper bound, step operands, the same for every thread of the
//     team). Its iterations are spread over threads or teams, so c must
//     be a constant (a value computed before the loop may differ from
//     thread to thread).
//   - a serial cir.for in canonical form: `i = lo; i < hi (or <=); i++`
//     with i a scalar variable the body and condition do not store, and
//     hi a value the loop does not change. One thread runs it whole.
//
// Who knows the range afterwards is the wrappers' business: see
// workshare.

// countedLoop is a loop whose induction variable the walk bounds.
type countedLoop struct {
	op *ir.Operation
	iv string   // the induction variable's term
	at interval // the values it takes (elem unused)
	// unit says the step is 1, so every value of at is an iteration.
	unit bool
	// since is the fresh counter at the loop's entry: terms at most it
	// name values the loop does not change.
	since int
	// shared says the iterations are spread over threads, so only a
	// constant offset is the same in each.
	shared bool
}

// isLoopWrapper reports whether op is one of the omp loop wrappers.
func isLoopWrapper(op *ir.Operation) bool {
	switch op.Name() {
	case omp.WsloopOpName, omp.DistributeOpName, omp.SimdOpName:
		return true
	}
	return false
}

// loopNestOf returns the loop nest a chain of wrappers holds, each
// holding only the next one.
func loopNestOf(op *ir.Operation) (omp.LoopNestOp, bool) {
	for {
		if op.NumRegions() != 1 || op.Region(0).NumBlocks() != 1 {
			return omp.LoopNestOp{}, false
		}
		var inner *ir.Operation
		n := 0
		for x := range op.Region(0).First().Ops() {
			if !x.Is(omp.TerminatorOpName) {
				inner, n = x, n+1
			}
		}
		switch {
		case n != 1:
			return omp.LoopNestOp{}, false
		case inner.Is(omp.LoopNestOpName):
			return omp.AsLoopNest(inner)
		case !isLoopWrapper(inner):
			return omp.LoopNestOp{}, false
		}
		op = inner
	}
}

// The orders unknownOrder finds.
const (
	whyNowait     = "the loop that writes it has nowait, so no barrier orders its writes before the read"
	whyDistribute = "the loop that writes it is distributed over teams, and no barrier joins the teams before the read"
)

// unknownOrder returns why a loop's writes, under the wrappers from op
// down, are not known to the code after it in the kernel, "" when they
// are: a wsloop's implicit barrier orders every thread's iterations
// before what the team does next; nowait drops it (until the parallel
// region's end joins the threads), and distribute spreads the
// iterations over teams, which nothing joins inside a kernel. A simd
// loop alone is run by one thread.
func unknownOrder(op *ir.Operation) string {
	why := ""
	for x, ok := op, true; ok && isLoopWrapper(x); x, ok = onlyOp(x) {
		switch {
		case x.Is(omp.DistributeOpName):
			return whyDistribute
		case x.Is(omp.WsloopOpName):
			if ws, _ := omp.AsWsloop(x); ws.Nowait() {
				why = whyNowait
			}
		}
	}
	return why
}

// onlyOp returns the single op (terminators aside) of op's single block.
func onlyOp(op *ir.Operation) (*ir.Operation, bool) {
	if op.NumRegions() != 1 || op.Region(0).NumBlocks() != 1 {
		return nil, false
	}
	var inner *ir.Operation
	for x := range op.Region(0).First().Ops() {
		if !x.Is(omp.TerminatorOpName) {
			if inner != nil {
				return nil, false
			}
			inner = x
		}
	}
	return inner, inner != nil
}

// sharedLoop reports whether the wrappers from op down spread the
// iterations over threads or teams (any but a lone simd).
func sharedLoop(op *ir.Operation) bool {
	for x, ok := op, true; ok && isLoopWrapper(x); x, ok = onlyOp(x) {
		if !x.Is(omp.SimdOpName) {
			return true
		}
	}
	return false
}

// workshare walks an OpenMP loop: its body once, for an iteration of
// the induction variables' ranges, then makes what it wrote known where
// the wrappers say.
func (w *kernelWalk) workshare(op *ir.Operation, ln omp.LoopNestOp, st *state) verdict {
	since := w.fresh
	stored := w.storedIn(op)
	inner := st.copy()
	inner.forget(stored)
	var loop *countedLoop
	lbs, ubs, steps := ln.LowerBounds(), ln.UpperBounds(), ln.Steps()
	for k, iv := range ln.IVs() {
		t := w.opaque(iv)
		step := w.aff(steps[k])
		if !step.isConst() || step.c <= 0 {
			continue
		}
		at := interval{lo: w.aff(lbs[k]), hi: w.aff(ubs[k])}
		if ln.Inclusive() {
			var ok bool
			if at.hi, ok = at.hi.plus(1, constAff(1)); !ok {
				continue
			}
		}
		w.ranges[t] = at
		if ln.NumLoops() == 1 {
			loop = &countedLoop{op: ln.Operation, iv: t, at: at, unit: step.c == 1, since: since, shared: sharedLoop(op)}
		}
	}
	w.cond++
	v := w.block(ln.Body(), inner)
	w.cond--
	if v.why != "" {
		return v
	}
	st.forget(stored)
	spans, misses := w.loopWrites(loop, op, inner)
	w.publish(spans, misses, unknownOrder(op), op, st)
	return verdict{}
}

// forLoop is a cir.for in canonical form.
type forLoop struct {
	op        *ir.Operation
	slot      *ir.Value // the induction variable
	lo        aff
	hi        *ir.Value // compared against in the condition
	inclusive bool
}

// canonicalFor recognizes `i = lo; i < hi (or <=); i++` (or i += 1), i
// a signed scalar variable stored only by the step; lo is the term i
// holds before the loop.
func (w *kernelWalk) canonicalFor(op *ir.Operation, st *state) (forLoop, bool) {
	f, _ := cir.AsFor(op)
	if w.exits || f.Cond().NumBlocks() != 1 || f.Step().NumBlocks() != 1 || f.Body().NumBlocks() != 1 {
		return forLoop{}, false
	}
	cond := f.Cond().First().Last()
	if cond == nil || !cond.Is(cir.ConditionOpName) || cond.NumOperands() != 1 {
		return forLoop{}, false
	}
	cmp, ok := cir.AsCmp(cond.Operand(0).DefiningOp())
	if !ok || (cmp.Kind() != cir.CmpLT && cmp.Kind() != cir.CmpLE) || !signedInt(cmp.Lhs().Type()) || !signedInt(cmp.Rhs().Type()) {
		return forLoop{}, false
	}
	slot := w.loadedScalar(peelWidening(cmp.Lhs()))
	if pt, ok := slotType(slot); !ok || !signedInt(pt) {
		return forLoop{}, false
	}
	var stores []*ir.Operation
	op.WalkAll(func(o *ir.Operation) {
		if s, ok := cir.AsStore(o); ok && s.Addr() == slot {
			stores = append(stores, o)
		}
	})
	if len(stores) != 1 || stores[0].ParentOp() != op || stores[0].Block().Parent() != f.Step() || !w.increments(stores[0], slot) {
		return forLoop{}, false
	}
	t, ok := st.vars[slot]
	if !ok {
		return forLoop{}, false
	}
	lo, ok := w.affs[t]
	if !ok {
		lo = atomAff(t)
	}
	return forLoop{op: op, slot: slot, lo: lo, hi: cmp.Rhs(), inclusive: cmp.Kind() == cir.CmpLE}, true
}

// increments reports whether store writes slot's value plus one.
func (w *kernelWalk) increments(store *ir.Operation, slot *ir.Value) bool {
	s, _ := cir.AsStore(store)
	def := s.Value().DefiningOp()
	if u, ok := cir.AsUnary(def); ok {
		return u.Kind() == cir.UnaryInc && w.loadedScalar(u.Input()) == slot
	}
	if b, ok := cir.AsBinOp(def); ok && b.Kind() == cir.BinAdd {
		one := func(v *ir.Value) bool { a, ok := w.affOf(v); return ok && a.isConst() && a.c == 1 }
		return w.loadedScalar(b.Lhs()) == slot && one(b.Rhs()) || w.loadedScalar(b.Rhs()) == slot && one(b.Lhs())
	}
	return false
}

// loadedScalar returns the scalar variable v is a load of, or nil.
func (w *kernelWalk) loadedScalar(v *ir.Value) *ir.Value {
	l, ok := cir.AsLoad(v.DefiningOp())
	if !ok || !w.scalars[l.Addr()] {
		return nil
	}
	return l.Addr()
}

// peelWidening looks through integral casts that keep the value (to a
// wider signed type).
func peelWidening(v *ir.Value) *ir.Value {
	for {
		c, ok := cir.AsCast(v.DefiningOp())
		if !ok || c.Kind() != cir.CastIntegral {
			return v
		}
		src, ok1 := c.Src().Type().(cir.IntType)
		dst, ok2 := v.Type().(cir.IntType)
		if !ok1 || !ok2 || !src.Signed || !dst.Signed || dst.Width < src.Width {
			return v
		}
		v = c.Src()
	}
}

// serialFor walks a canonical cir.for: the condition, the body with i
// bound to [lo, hi), the step; the thread that ran it knows what it
// wrote afterwards.
func (w *kernelWalk) serialFor(loop forLoop, st *state) verdict {
	since := w.fresh
	w.cond++
	counted, body, v := w.forRegions(loop, st, since)
	w.cond--
	if v.why != "" {
		return v
	}
	st.forget(w.storedIn(loop.op))
	spans, misses := w.loopWrites(counted, loop.op, body)
	w.publish(spans, misses, "", loop.op, st)
	return verdict{}
}

// forRegions walks the regions of a canonical cir.for, each from a copy
// of st without the variables the loop stores; it returns the loop as
// counted (nil when its bound changes in the loop) and the body's state
// at the end of an iteration.
func (w *kernelWalk) forRegions(loop forLoop, st *state, since int) (*countedLoop, *state, verdict) {
	f, _ := cir.AsFor(loop.op)
	stored := w.storedIn(loop.op)
	condSt := st.copy()
	condSt.forget(stored)
	if v := w.block(f.Cond().First(), condSt); v.why != "" {
		return nil, nil, v
	}
	at := interval{lo: loop.lo, hi: w.aff(loop.hi)}
	bounded := w.invariant(at.hi, since, "") && w.invariant(at.lo, since, "")
	if bounded && loop.inclusive {
		at.hi, bounded = at.hi.plus(1, constAff(1))
	}
	iv := w.atom()
	if bounded {
		w.ranges[iv] = at
	}
	bodySt := st.copy()
	bodySt.forget(stored)
	bodySt.vars[loop.slot] = iv
	if v := w.block(f.Body().First(), bodySt); v.why != "" {
		return nil, nil, v
	}
	stepSt := st.copy()
	stepSt.forget(stored)
	if v := w.block(f.Step().First(), stepSt); v.why != "" {
		return nil, nil, v
	}
	if !bounded {
		return nil, bodySt, verdict{}
	}
	return &countedLoop{op: loop.op, iv: iv, at: at, unit: true, since: since}, bodySt, verdict{}
}

// loopWrites returns the ranges loop writes, by its body's state at the
// end of an iteration, and for each element type it stores to but does
// not write a range of, why not. loop is nil when the walk does not
// bound the loop.
func (w *kernelWalk) loopWrites(loop *countedLoop, op *ir.Operation, end *state) ([]interval, map[string]miss) {
	stores := w.storedElems(op)
	misses := map[string]miss{}
	var spans []interval
	for _, elem := range stores {
		var why string
		switch {
		case loop == nil:
			why = "the pass does not bound the loop that writes it"
		case !loop.unit:
			why = "the loop that writes it steps by more than 1, so it skips elements"
		case leavesIteration(op):
			why = "the loop that writes it may leave an iteration early (break, continue, return or goto)"
		default:
			found := w.rangesOf(loop, elem, end)
			if len(found) > 0 {
				spans = append(spans, found...)
				continue
			}
			why = "the loop that writes it does not write element i + c of every iteration i unconditionally"
		}
		misses[elem] = miss{why: why, loop: op}
	}
	return spans, misses
}

// rangesOf returns the ranges [lo + c, hi + c) of the accesses p[iv + c]
// of type elem the iteration wrote whole.
func (w *kernelWalk) rangesOf(loop *countedLoop, elem string, end *state) []interval {
	var out []interval
	for _, k := range sortedKeys(end.written) {
		acc := end.written[k]
		if acc.elem != elem || acc.idx.coef[loop.iv] != 1 || !w.invariant(acc.idx, loop.since, loop.iv) {
			continue
		}
		c, _ := acc.idx.plus(-1, atomAff(loop.iv))
		if loop.shared && !c.isConst() {
			continue
		}
		lo, ok1 := loop.at.lo.plus(1, c)
		hi, ok2 := loop.at.hi.plus(1, c)
		if ok1 && ok2 {
			out = append(out, interval{elem, lo, hi})
		}
	}
	return out
}

// storedElems returns the element types of the parameter's memory op
// stores to, sorted.
func (w *kernelWalk) storedElems(op *ir.Operation) []string {
	seen := map[string]bool{}
	op.WalkAll(func(o *ir.Operation) {
		if s, ok := cir.AsStore(o); ok && (w.ptrs[s.Addr()] || w.elems[s.Addr()]) {
			seen[ir.TypeString(s.Addr().Type())] = true
		}
	})
	return sortedKeys(seen)
}

// leavesIteration reports whether an iteration of the loop op may end
// before its body does.
func leavesIteration(op *ir.Operation) bool {
	early := false
	op.WalkAll(func(o *ir.Operation) {
		switch o.Name() {
		case cir.BreakOpName, cir.ContinueOpName, cir.ReturnOpName, cir.GotoOpName, cir.LabelOpName:
			early = true
		}
	})
	return early
}

// publish makes a loop's ranges known to the code after it (order is ""),
// or records why not; ranges a run of the kernel always writes are
// written at its end either way.
func (w *kernelWalk) publish(spans []interval, misses map[string]miss, order string, loop *ir.Operation, st *state) {
	for elem, m := range misses {
		w.misses[elem] = m
	}
	for _, s := range spans {
		switch order {
		case "":
			st.spans = append(st.spans, s)
			delete(w.misses, s.elem)
		case whyNowait:
			st.joined = append(st.joined, s)
			w.misses[s.elem] = miss{why: order, loop: loop}
		default:
			w.misses[s.elem] = miss{why: order, loop: loop}
		}
		if w.cond == 0 && paramOnly(s.lo) && paramOnly(s.hi) {
			w.wrote = append(w.wrote, s)
		}
	}
}

// runsOnce reports whether each region of op runs exactly once, whole,
// whenever op runs (for the threads that run it), so that what it writes
// always happens. Not masked: its filter may name no thread of the team.
func runsOnce(op *ir.Operation) bool {
	switch op.Name() {
	case cir.ScopeOpName, omp.ParallelOpName, omp.TeamsOpName, omp.SingleOpName,
		omp.MasterOpName, omp.CriticalOpName, omp.TaskgroupOpName:
		return true
	}
	return false
}

// slotType returns the type a scalar variable holds.
func slotType(slot *ir.Value) (ir.Type, bool) {
	if slot == nil {
		return nil, false
	}
	pt, ok := slot.Type().(cir.PointerType)
	return pt.Pointee, ok
}
