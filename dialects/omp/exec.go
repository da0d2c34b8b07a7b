package omp

import (
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/runtimes/omprt"
)

// ExecExtension attaches the engine's executors (package interp) to the
// omp ops, which then run unlowered with OpenMP's semantics on the
// engine's OpenMP runtime (runtimes/omprt, the core the lowered forms'
// __kmpc_*, GOMP_* and pmsis entry points use too): omp.parallel forks a
// team that runs the region outlined as a body, work-sharing loops take
// their chunks from the runtime, tasks are bodies run from a snapshot of
// the creating frame.
func ExecExtension() ir.Extension {
	return ir.Extension{Name: "omp-exec", Dialects: []string{"omp"}, Apply: func(ctx *ir.Context) error {
		nop := interp.DefineFunc(func(*ir.Operation, *interp.Loader) error { return nil })
		if err := interp.AttachDefiners(ctx, map[string]interp.Definer{
			DeclareReductionOpName: nop,
			PrivateOpName:          nop,
			CriticalDeclareOpName:  nop,
		}); err != nil {
			return err
		}
		return interp.Attach(ctx, map[string]interp.Executable{
			ParallelOpName:                       interp.ExecFunc(execParallel),
			WsloopOpName:                         interp.ExecFunc(execWsloop),
			TerminatorOpName:                     interp.ExecFunc(execTerminator),
			YieldOpName:                          interp.ExecFunc(execTerminator),
			BarrierOpName:                        interp.ExecFunc(execBarrier),
			TaskwaitOpName:                       interp.ExecFunc(execTaskwait),
			TaskyieldOpName:                      interp.ExecFunc(execTaskyield),
			CriticalOpName:                       interp.ExecFunc(execCritical),
			SingleOpName:                         interp.ExecFunc(execSingle),
			MasterOpName:                         interp.ExecFunc(execMasked),
			MaskedOpName:                         interp.ExecFunc(execMasked),
			TaskgroupOpName:                      interp.ExecFunc(execTaskgroup),
			TaskOpName:                           interp.ExecFunc(execTask),
			AtomicReadOpName:                     interp.ExecFunc(execAtomic),
			AtomicWriteOpName:                    interp.ExecFunc(execAtomic),
			AtomicUpdateOpName:                   interp.ExecFunc(execAtomic),
			AtomicCaptureOpName:                  interp.ExecFunc(execAtomic),
			"omp.flush":                          interp.ExecFunc(func(*ir.Operation, *interp.Compiler) error { return nil }),
			"builtin.unrealized_conversion_cast": interp.ExecFunc(execCast),
		})
	}}
}

// region is the context of an omp region being compiled: what its
// terminator (omp.terminator, omp.yield) does.
type region struct {
	term func(op *ir.Operation, c *interp.Compiler) error
}

// capture marks the region of an omp.atomic.capture: its atomics are
// under the capture's lock.
type capture struct{}

func execTerminator(op *ir.Operation, c *interp.Compiler) error {
	cs := c.Contexts()
	for i := len(cs) - 1; i >= 0; i-- {
		if r, ok := cs[i].(*region); ok {
			return r.term(op, c)
		}
	}
	return c.Errorf("'%s' outside of an omp region", op.Name())
}

// inline compiles r in place; its terminator jumps past it (after
// yielded, which gets the yielded values, when not nil).
func inline(c *interp.Compiler, r *ir.Region, yielded func(vals []int32)) error {
	end := c.NewLabel()
	c.Push(&region{term: func(t *ir.Operation, c *interp.Compiler) error {
		if yielded != nil {
			yielded(c.Slots(t.Operands()))
		}
		c.Jump(end)
		return nil
	}})
	err := c.CompileRegion(r)
	c.Pop()
	c.Bind(end)
	return err
}

// outline compiles r as a body for other threads or later: its
// terminator returns from the body.
func outline(c *interp.Compiler, name string, r *ir.Region) (*interp.Body, error) {
	return c.Outline(c.Func().Name+"."+name, func() error {
		c.Push(&region{term: func(*ir.Operation, *interp.Compiler) error { c.Return(-1); return nil }})
		defer c.Pop()
		if err := c.CompileRegion(r); err != nil {
			return err
		}
		c.Return(-1)
		return nil
	})
}

func execCast(op *ir.Operation, c *interp.Compiler) error {
	if op.NumOperands() != op.NumResults() {
		c.EmitTrap("'%s' of %d values to %d is not supported by the engine", op.Name(), op.NumOperands(), op.NumResults())
		return nil
	}
	for i, r := range op.Results() {
		c.Move(c.Slot(r), c.Slot(op.Operand(i)))
	}
	return nil
}

// reduction is one reduction variable of a construct: the slots of the
// original's address and of the private copy's, its layout and its
// omp.declare_reduction.
type reduction struct {
	orig, priv int32
	ti         *interp.TypeInfo
	decl       *ir.Operation
}

// reductionInits compiles, where each thread starts the construct op,
// the private copies of its reduction variables (the block arguments of
// entry), initialized by their declarations' init regions.
func reductionInits(c *interp.Compiler, op *ir.Operation, vars []*ir.Value, syms []string, entry *ir.Block) ([]reduction, error) {
	var reds []reduction
	for i, v := range vars {
		sym := syms[i]
		d, err := lookup(c, op, sym)
		if err != nil {
			return nil, err
		}
		dr, _ := AsDeclareReduction(d)
		ti, err := c.Info(dr.Type())
		if err != nil {
			return nil, err
		}
		r := reduction{orig: c.Slot(v), priv: c.Slot(entry.Argument(i)), ti: ti, decl: d}
		c.Alloca(r.priv, ti.Size, ti.Align, -1, "reduction "+sym)
		init := dr.InitRegion()
		if init.Empty() {
			return nil, c.Errorf("reduction '%s' without an init region", sym)
		}
		// The init region's argument (the original's value, a mold) is
		// not loaded: other threads may be combining into the original.
		var ierr error
		if err := inline(c, init, func(vals []int32) {
			if len(vals) > 0 {
				ierr = c.Store(vals[0], r.priv, ti)
			}
		}); err != nil {
			return nil, err
		}
		if ierr != nil {
			return nil, ierr
		}
		reds = append(reds, r)
	}
	return reds, nil
}

// reductionCombines compiles, where each thread ends the construct, the
// combination of its private copies into the originals under the
// runtime's reduction lock.
func reductionCombines(c *interp.Compiler, rt *omprt.Runtime, reds []reduction) error {
	if len(reds) == 0 {
		return nil
	}
	emit(c, func(fr *interp.Frame, in *interp.Instr) bool {
		rt.CriticalEnter(fr.T, in.Op, "\x00reduction")
		return true
	})
	for _, r := range reds {
		comb := DeclareReductionOp{r.decl}.CombinerRegion()
		a := comb.First().Arguments()
		if len(a) < 2 {
			return c.Errorf("the combiner of a reduction takes two values")
		}
		if err := c.Load(c.Slot(a[0]), r.orig, r.ti); err != nil {
			return err
		}
		if err := c.Load(c.Slot(a[1]), r.priv, r.ti); err != nil {
			return err
		}
		var serr error
		if err := inline(c, comb, func(vals []int32) {
			if len(vals) > 0 {
				serr = c.Store(vals[0], r.orig, r.ti)
			}
		}); err != nil {
			return err
		}
		if serr != nil {
			return serr
		}
	}
	emit(c, func(fr *interp.Frame, in *interp.Instr) bool {
		rt.CriticalExit(fr.T, in.Op, "\x00reduction")
		return true
	})
	return nil
}

// emit emits an instruction running f; f returns false to take in.T.
func emit(c *interp.Compiler, f func(fr *interp.Frame, in *interp.Instr) bool) int32 {
	return c.Emit(interp.Instr{Fn: func(fr *interp.Frame, in *interp.Instr) int32 {
		if f(fr, in) {
			return in.N
		}
		return in.T
	}})
}

func optSlot(c *interp.Compiler, v *ir.Value) int32 {
	if v == nil {
		return -1
	}
	return c.Slot(v)
}

func execParallel(op *ir.Operation, c *interp.Compiler) error {
	p, _ := AsParallel(op)
	rt := omprt.For(c.Engine())
	num, cond := optSlot(c, p.NumThreads()), optSlot(c, p.IfExpr())
	// Each thread of the team makes its private copies of the reduction
	// variables at the start of the body and combines them at its end.
	var reds []reduction
	body, err := c.Outline(c.Func().Name+".omp_parallel", func() error {
		var err error
		if reds, err = reductionInits(c, op, p.ReductionVars(), p.ReductionSyms(), op.Region(0).First()); err != nil {
			return err
		}
		end := c.NewLabel()
		c.Push(&region{term: func(*ir.Operation, *interp.Compiler) error { c.Jump(end); return nil }})
		err = c.CompileRegion(op.Region(0))
		c.Pop()
		if err != nil {
			return err
		}
		c.Bind(end)
		if err := reductionCombines(c, rt, reds); err != nil {
			return err
		}
		c.Return(-1)
		return nil
	})
	if err != nil {
		return err
	}
	emit(c, func(fr *interp.Frame, in *interp.Instr) bool {
		n := 0
		if num >= 0 {
			n = int(int32(fr.R[num]))
			if n <= 0 {
				fr.Trap(in, "num_threads(%d): the number of threads must be positive", n)
			}
		}
		if cond >= 0 && fr.R[cond]&1 == 0 {
			n = 1
		}
		snap := fr.Snapshot()
		rt.Fork(fr.T, n, in.Op, func(th *omprt.Thread) { th.T.RunBody(body, snap, in.Op) })
		return true
	})
	return nil
}

func execBarrier(op *ir.Operation, c *interp.Compiler) error {
	rt := omprt.For(c.Engine())
	emit(c, func(fr *interp.Frame, in *interp.Instr) bool { rt.Barrier(fr.T, in.Op); return true })
	return nil
}

func execTaskwait(op *ir.Operation, c *interp.Compiler) error {
	rt := omprt.For(c.Engine())
	emit(c, func(fr *interp.Frame, in *interp.Instr) bool { rt.Taskwait(fr.T, in.Op); return true })
	return nil
}

func execTaskyield(op *ir.Operation, c *interp.Compiler) error {
	rt := omprt.For(c.Engine())
	emit(c, func(fr *interp.Frame, in *interp.Instr) bool { rt.Yield(fr.T); return true })
	return nil
}

func execCritical(op *ir.Operation, c *interp.Compiler) error {
	cr, _ := AsCritical(op)
	name := cr.Name()
	rt := omprt.For(c.Engine())
	emit(c, func(fr *interp.Frame, in *interp.Instr) bool { rt.CriticalEnter(fr.T, in.Op, name); return true })
	if err := inline(c, op.Region(0), nil); err != nil {
		return err
	}
	emit(c, func(fr *interp.Frame, in *interp.Instr) bool { rt.CriticalExit(fr.T, in.Op, name); return true })
	return nil
}

func execTaskgroup(op *ir.Operation, c *interp.Compiler) error {
	rt := omprt.For(c.Engine())
	emit(c, func(fr *interp.Frame, in *interp.Instr) bool { rt.TaskgroupStart(fr.T); return true })
	if err := inline(c, op.Region(0), nil); err != nil {
		return err
	}
	emit(c, func(fr *interp.Frame, in *interp.Instr) bool { rt.TaskgroupEnd(fr.T, in.Op); return true })
	return nil
}

// guarded compiles op's region to run when the instruction f emits says
// so (f returns false to skip it).
func guarded(c *interp.Compiler, op *ir.Operation, f func(fr *interp.Frame, in *interp.Instr) bool) error {
	skip := c.NewLabel()
	pc := emit(c, f)
	c.Target(pc, interp.FieldT, skip)
	if err := inline(c, op.Region(0), nil); err != nil {
		return err
	}
	c.Bind(skip)
	return nil
}

func execMasked(op *ir.Operation, c *interp.Compiler) error {
	rt := omprt.For(c.Engine())
	filter := int32(-1)
	if m, ok := AsMasked(op); ok {
		filter = optSlot(c, m.Filter())
	}
	return guarded(c, op, func(fr *interp.Frame, in *interp.Instr) bool {
		want := 0
		if filter >= 0 {
			want = int(int32(fr.R[filter]))
		}
		return rt.Of(fr.T).Num() == want
	})
}

func execSingle(op *ir.Operation, c *interp.Compiler) error {
	s, _ := AsSingle(op)
	rt := omprt.For(c.Engine())
	won := c.NewSlot()
	if err := guarded(c, op, func(fr *interp.Frame, in *interp.Instr) bool {
		w := rt.SingleStart(fr.T)
		fr.R[won] = 0
		if w {
			fr.R[won] = 1
		}
		return w
	}); err != nil {
		return err
	}
	vars := c.Slots(s.CopyprivateVars())
	if len(vars) > 0 {
		var fns []*interp.Func
		for _, sym := range s.CopyprivateSyms() {
			f, err := c.Callee(sym)
			if err != nil {
				return err
			}
			fns = append(fns, f)
		}
		emit(c, func(fr *interp.Frame, in *interp.Instr) bool {
			mine := make([]uint64, len(vars))
			for i, v := range vars {
				mine[i] = fr.R[v]
			}
			rt.CopyPrivate(fr.T, in.Op, fr.R[won] != 0, mine, func(src any) {
				for i, a := range src.([]uint64) {
					fr.T.CallFunc(fns[i], []uint64{mine[i], a}, in.Op)
				}
			})
			return true
		})
		return nil
	}
	if !s.Nowait() {
		return execBarrier(op, c)
	}
	return nil
}

// lookup returns the module-level op named sym.
func lookup(c *interp.Compiler, from *ir.Operation, sym string) (*ir.Operation, error) {
	d := ir.LookupNearestSymbolFrom(from, ir.SymbolRef(sym))
	if d == nil {
		return nil, c.Errorf("no symbol '%s'", sym)
	}
	return d, nil
}

func execWsloop(op *ir.Operation, c *interp.Compiler) error {
	w, _ := AsWsloop(op)
	ln := w.LoopNest()
	if ln.Operation == nil {
		return c.Errorf("'%s' without an omp.loop_nest", op.Name())
	}
	rt := omprt.For(c.Engine())
	kind := omprt.Static
	switch w.ScheduleKind() {
	case "dynamic", "runtime":
		kind = omprt.Dynamic
	case "guided":
		kind = omprt.Guided
	}
	chunk := optSlot(c, w.ScheduleChunk())
	reds, err := reductionInits(c, op, w.ReductionVars(), w.ReductionSyms(), op.Region(0).First())
	if err != nil {
		return err
	}
	n := ln.NumLoops()
	lbs, ubs, steps := c.Slots(ln.LowerBounds()), c.Slots(ln.UpperBounds()), c.Slots(ln.Steps())
	ivs := c.Slots(ln.IVs())
	inclusive := ln.Inclusive()
	bits := make([]int, n)
	for d, v := range ln.IVs() {
		ti, err := c.Info(v.Type())
		if err != nil {
			return err
		}
		bits[d] = ti.Bits
	}
	trips := make([]int32, n)
	for d := range trips {
		trips[d] = c.NewSlot()
	}
	kCur, kEnd, total, state := c.NewSlot(), c.NewSlot(), c.NewSlot(), c.NewSlot()
	sx := func(v uint64, b int) int64 { return int64(v<<(64-b)) >> (64 - b) }
	emit(c, func(fr *interp.Frame, in *interp.Instr) bool {
		tot := uint64(1)
		for d := 0; d < n; d++ {
			lb, ub, st := sx(fr.R[lbs[d]], bits[d]), sx(fr.R[ubs[d]], bits[d]), sx(fr.R[steps[d]], bits[d])
			if st == 0 {
				fr.Trap(in, "a work-sharing loop with step 0")
			}
			var trip uint64
			switch {
			case st > 0 && inclusive && ub >= lb:
				trip = uint64(ub-lb)/uint64(st) + 1
			case st > 0 && !inclusive && ub > lb:
				trip = (uint64(ub-lb) + uint64(st) - 1) / uint64(st)
			case st < 0 && inclusive && lb >= ub:
				trip = uint64(lb-ub)/uint64(-st) + 1
			case st < 0 && !inclusive && lb > ub:
				trip = (uint64(lb-ub) + uint64(-st) - 1) / uint64(-st)
			}
			fr.R[trips[d]] = trip
			tot *= trip
		}
		fr.R[total] = tot
		fr.R[state] = 0
		if kind != omprt.Static {
			ch := uint64(1)
			if chunk >= 0 {
				ch = uint64(max(1, int64(int32(fr.R[chunk]))))
			}
			rt.LoopStart(fr.T, kind, tot, ch)
		}
		return true
	})
	next, iter, exit := c.NewLabel(), c.NewLabel(), c.NewLabel()
	c.Bind(next)
	pc := emit(c, func(fr *interp.Frame, in *interp.Instr) bool {
		var lo, hi uint64
		tot := fr.R[total]
		switch {
		case kind != omprt.Static:
			var ok bool
			if lo, hi, ok = rt.LoopNext(fr.T); !ok {
				return false
			}
		case chunk < 0:
			if fr.R[state] != 0 {
				return false
			}
			th := rt.Of(fr.T)
			lo, hi = omprt.StaticBlock(tot, th.Num(), th.TeamSize())
			fr.R[state] = 1
		default:
			th := rt.Of(fr.T)
			ch := uint64(max(1, int64(int32(fr.R[chunk]))))
			lo = (uint64(th.Num()) + fr.R[state]*uint64(th.TeamSize())) * ch
			if lo >= tot {
				return false
			}
			hi = min(tot, lo+ch)
			fr.R[state]++
		}
		fr.R[kCur], fr.R[kEnd] = lo, hi
		return true
	})
	c.Target(pc, interp.FieldT, exit)
	c.Bind(iter)
	pc = emit(c, func(fr *interp.Frame, in *interp.Instr) bool {
		k := fr.R[kCur]
		if k >= fr.R[kEnd] {
			return false
		}
		fr.R[kCur] = k + 1
		for d := n - 1; d >= 0; d-- {
			tr := fr.R[trips[d]]
			idx := k % tr
			k /= tr
			v := uint64(sx(fr.R[lbs[d]], bits[d]) + int64(idx)*sx(fr.R[steps[d]], bits[d]))
			if bits[d] < 64 {
				v &= 1<<bits[d] - 1
			}
			fr.R[ivs[d]] = v
		}
		return true
	})
	c.Target(pc, interp.FieldT, next)
	c.Push(&region{term: func(*ir.Operation, *interp.Compiler) error { c.Jump(iter); return nil }})
	err = c.CompileRegion(ln.Region(0))
	c.Pop()
	if err != nil {
		return err
	}
	c.Bind(exit)
	if err := reductionCombines(c, rt, reds); err != nil {
		return err
	}
	if !w.Nowait() {
		return execBarrier(op, c)
	}
	return nil
}

func execTask(op *ir.Operation, c *interp.Compiler) error {
	t, _ := AsTask(op)
	rt := omprt.For(c.Engine())
	entry := op.Region(0).First()
	// Private copies: allocated at the task's creation (firstprivate ones
	// copied then), freed when it ends.
	var privs []int32
	var sizes []int64
	for i, v := range t.PrivateVars() {
		sym := t.PrivateSyms()[i]
		d, err := lookup(c, op, sym)
		if err != nil {
			return err
		}
		p, _ := AsPrivate(d)
		ti, err := c.Info(p.Type())
		if err != nil {
			return err
		}
		priv := c.Slot(entry.Argument(i))
		privs, sizes = append(privs, priv), append(sizes, ti.Size)
		size, name := uint64(max(ti.Size, 1)), "the private copy "+sym
		emit(c, func(fr *interp.Frame, in *interp.Instr) bool {
			a, err := fr.T.M.Alloc(size, 16, interp.HeapAlloc, name, in.Op)
			if err != nil {
				fr.Trap(in, "%v", err)
			}
			fr.R[priv] = a.Base
			return true
		})
		if p.IsFirstprivate() && d.NumRegions() > 1 && !p.CopyRegion().Empty() {
			a := p.CopyRegion().First().Arguments()
			if len(a) >= 2 {
				c.Move(c.Slot(a[0]), c.Slot(v))
				c.Move(c.Slot(a[1]), priv)
			}
			if err := inline(c, p.CopyRegion(), nil); err != nil {
				return err
			}
		}
	}
	deps := c.Slots(t.DependVars())
	kinds := t.DependKinds()
	cond := optSlot(c, t.IfExpr())
	body, err := outline(c, "omp_task", op.Region(0))
	if err != nil {
		return err
	}
	emit(c, func(fr *interp.Frame, in *interp.Instr) bool {
		var ds []omprt.Dep
		for i, s := range deps {
			k := ""
			if i < len(kinds) {
				k = kinds[i]
			}
			ds = append(ds, omprt.Dep{Addr: fr.R[s], In: k == "taskdependin", Out: k != "taskdependin"})
		}
		snap := fr.Snapshot()
		undeferred := cond >= 0 && fr.R[cond]&1 == 0
		rt.NewTask(fr.T, in.Op, ds, undeferred, func(th *omprt.Thread) {
			th.T.RunBody(body, snap, in.Op)
			for _, p := range privs {
				if err := th.T.M.Free(snap.R[p], in.Op); err != nil {
					th.T.Trap(in.Op, "%v", err)
				}
			}
		})
		return true
	})
	return nil
}

func execAtomic(op *ir.Operation, c *interp.Compiler) error {
	rt := omprt.For(c.Engine())
	locked := false
	for _, x := range c.Contexts() {
		if _, ok := x.(*capture); ok {
			locked = true
		}
	}
	if !locked {
		emit(c, func(fr *interp.Frame, in *interp.Instr) bool { rt.AtomicEnter(fr.T, in.Op); return true })
	}
	a, _ := AsAtomic(op)
	var err error
	switch op.Name() {
	case AtomicReadOpName:
		var ti *interp.TypeInfo
		if et := a.ElementType(); et != nil {
			ti, err = c.Info(et)
		} else {
			err = c.Errorf("'%s' without an element type", op.Name())
		}
		if err == nil {
			tmp := c.NewSlot()
			if err = c.Load(tmp, c.Slot(a.X()), ti); err == nil {
				err = c.Store(tmp, c.Slot(a.V()), ti)
			}
		}
	case AtomicWriteOpName:
		var ti *interp.TypeInfo
		if ti, err = c.Info(a.Expr().Type()); err == nil {
			err = c.Store(c.Slot(a.Expr()), c.Slot(a.X()), ti)
		}
	case AtomicUpdateOpName:
		arg := op.Region(0).First().Argument(0)
		var ti *interp.TypeInfo
		if ti, err = c.Info(arg.Type()); err == nil {
			x := c.Slot(a.X())
			if err = c.Load(c.Slot(arg), x, ti); err == nil {
				var serr error
				err = inline(c, op.Region(0), func(vals []int32) {
					if len(vals) > 0 {
						serr = c.Store(vals[0], x, ti)
					}
				})
				if err == nil {
					err = serr
				}
			}
		}
	case AtomicCaptureOpName:
		c.Push(&capture{})
		err = inline(c, op.Region(0), nil)
		c.Pop()
	}
	if err != nil {
		return err
	}
	if !locked {
		emit(c, func(fr *interp.Frame, in *interp.Instr) bool { rt.AtomicExit(fr.T, in.Op); return true })
	}
	return nil
}
