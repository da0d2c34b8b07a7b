package omplowering

import (
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
)

// callI32 calls the runtime function named by the string property prop,
// which takes nothing and returns an i32 (a thread number, a team size),
// and returns the result as an i64.
func callI32(e *Emitter, a arith, prop string) (*ir.Value, error) {
	name, err := e.StringProperty(prop)
	if err != nil {
		return nil, err
	}
	call, err := e.Call(name, nil, ir.I32)
	if err != nil {
		return nil, err
	}
	return a.cast(call.Result(0), ir.I64), nil
}

// chunkSize returns the wsloop's chunk as an i64, or 1 without a chunk
// clause.
func chunkSize(e *Emitter, a arith) (*ir.Value, error) {
	ws, _, err := wsloopOf(e)
	if err != nil {
		return nil, err
	}
	c := ws.ScheduleChunk()
	if c == nil {
		return a.c64(1), nil
	}
	if _, ok := c.Type().(ir.IntegerType); !ok {
		return nil, e.Errorf("the chunk has type %s; an integer is needed", ir.TypeString(c.Type()))
	}
	return a.cast(c, ir.I64), nil
}

// emitThreadBounds is `emit thread_bounds` (pre): this thread's block of
// the static schedule without a chunk, as libgomp computes it: with
// count iterations over nth threads, q = count / nth and r = count % nth,
// threads below r run q+1 iterations, the others q. Binds lower and upper
// (inclusive i64 values; upper < lower when the thread has none).
func emitThreadBounds(e *Emitter, _ []dsl.Value) error {
	a := arith{e.B, e.Construct.Loc()}
	count, err := tripCount(e)
	if err != nil {
		return err
	}
	tid, err := callI32(e, a, "thread_id_function")
	if err != nil {
		return err
	}
	nth, err := callI32(e, a, "num_threads_function")
	if err != nil {
		return err
	}
	q := a.bin(llvm.SDivOpName, count, nth)
	r := a.bin(llvm.SRemOpName, count, nth)
	one := a.c64(1)
	fewer := a.cmp(llvm.ICmpSGE, tid, r)
	size := a.sel(fewer, q, a.add(q, one))
	start := a.sel(fewer, a.add(a.mul(tid, q), r), a.mul(tid, a.add(q, one)))
	e.SetVar("lower", start)
	e.SetVar("upper", a.sub(a.add(start, size), one))
	return nil
}

// emitLoopSlots is `emit loop_slots` (pre): the slots a runtime that
// computes a thread's range writes (libomp's __kmpc_for_static_init_8):
// lower = 0, upper = count-1, stride = 1 (i64) and last = 0 (i32), bound
// as pointers, with step bound to the i64 1 (the normalized increment)
// and chunk to the chunk as an i64 (1 without a chunk clause).
func emitLoopSlots(e *Emitter, _ []dsl.Value) error {
	a := arith{e.B, e.Construct.Loc()}
	count, err := tripCount(e)
	if err != nil {
		return err
	}
	chunk, err := chunkSize(e, a)
	if err != nil {
		return err
	}
	init := []struct {
		name  string
		t     ir.IntegerType
		value *ir.Value
	}{
		{"lower", ir.I64, a.c64(0)},
		{"upper", ir.I64, a.sub(count, a.c64(1))},
		{"stride", ir.I64, a.c64(1)},
		{"last", ir.I32, llvm.NewIntConstant(e.B, ir.I32, 0, a.loc)},
	}
	for _, s := range init {
		slot, err := entryAlloca(e, s.t)
		if err != nil {
			return err
		}
		llvm.NewStore(e.B, s.value, slot, 0, false, a.loc)
		e.SetVar(s.name, slot)
	}
	e.SetVar("step", a.c64(1))
	e.SetVar("chunk", chunk)
	return nil
}

// rangeBound returns the bound context variable name as an i64: the
// value thread_bounds bound, or the load of the slot loop_slots bound.
func rangeBound(e *Emitter, a arith, name string) (*ir.Value, bool, error) {
	v, ok := e.Var(name)
	if !ok {
		return nil, false, e.Errorf("'%s' is not bound: emit thread_bounds, or loop_slots and the runtime call that fills it, before the loop", name)
	}
	if _, isPtr := v.Type().(llvm.PointerType); isPtr {
		return a.load(ir.I64, v), true, nil
	}
	if _, isInt := v.Type().(ir.IntegerType); isInt {
		return a.cast(v, ir.I64), false, nil
	}
	return nil, false, e.Errorf("'%s' has type %s; an integer or a pointer to an i64 is needed", name, ir.TypeString(v.Type()))
}

// emitLoopBody is `emit loop_body` (invoke): the loop over this thread's
// range lower .. upper (inclusive).
func emitLoopBody(e *Emitter, _ []dsl.Value) error {
	a := arith{e.B, e.Construct.Loc()}
	lo, _, err := rangeBound(e, a, "lower")
	if err != nil {
		return err
	}
	hi, _, err := rangeBound(e, a, "upper")
	if err != nil {
		return err
	}
	w, err := newLoopWriter(e)
	if err != nil {
		return err
	}
	if err := w.chunk(lo, hi, w.exit); err != nil {
		return err
	}
	w.finish()
	return nil
}

// emitStaticChunkLoop is `emit static_chunk_loop` (invoke): the chunks of
// schedule(static, c), round-robin. When loop_slots bound lower, upper
// and stride and the runtime filled them (libomp with kmp_sch_static_chunked),
// the first chunk is lower .. upper and the next ones stride further;
// otherwise thread t of nth starts at t*c with stride nth*c, from
// thread_id_function and num_threads_function. Every chunk is clipped to
// the last iteration:
//
//	^outer(%lo, %hi): cond_br (%lo <= count-1), ^chunk, ^exit
//	^chunk:           the loop over %lo .. min(%hi, count-1)
//	^next:            br ^outer(%lo + stride, %hi + stride)
func emitStaticChunkLoop(e *Emitter, _ []dsl.Value) error {
	a := arith{e.B, e.Construct.Loc()}
	count, err := tripCount(e)
	if err != nil {
		return err
	}
	var lo, hi, stride *ir.Value
	if _, bound := e.Var("stride"); bound {
		if lo, _, err = rangeBound(e, a, "lower"); err != nil {
			return err
		}
		if hi, _, err = rangeBound(e, a, "upper"); err != nil {
			return err
		}
		if stride, _, err = rangeBound(e, a, "stride"); err != nil {
			return err
		}
	} else {
		chunk, err := chunkSize(e, a)
		if err != nil {
			return err
		}
		tid, err := callI32(e, a, "thread_id_function")
		if err != nil {
			return err
		}
		nth, err := callI32(e, a, "num_threads_function")
		if err != nil {
			return err
		}
		lo = a.mul(tid, chunk)
		hi = a.sub(a.add(lo, chunk), a.c64(1))
		stride = a.mul(nth, chunk)
	}
	last := a.sub(count, a.c64(1))
	w, err := newLoopWriter(e)
	if err != nil {
		return err
	}
	outer := w.newBlock(ir.I64, ir.I64)
	w.br(outer, lo, hi)
	chunkBlock := w.newBlock()
	e.B.SetInsertionPointToEnd(outer)
	curLo, curHi := outer.Argument(0), outer.Argument(1)
	w.condBr(a.cmp(llvm.ICmpSLE, curLo, last), chunkBlock, nil, w.exit, nil)
	e.B.SetInsertionPointToEnd(chunkBlock)
	clipped := a.sel(a.cmp(llvm.ICmpSLT, curHi, last), curHi, last)
	next := ir.NewBlock(nil, nil)
	if err := w.chunk(curLo, clipped, next); err != nil {
		return err
	}
	w.after.Parent().InsertAfter(w.after, next)
	w.after = next
	e.B.SetInsertionPointToEnd(next)
	w.br(outer, a.add(curLo, stride), a.add(curHi, stride))
	w.finish()
	return nil
}

// emitDynamicLoop is `emit dynamic_loop[(sched)]` (invoke): the loop over
// the chunks a runtime hands out, with the functions named by the
// properties chunk_init_function and chunk_next_function, by
// chunk_protocol:
//
//   - "start_next" (libgomp): start(0, count, 1, chunk, &istart, &iend)
//     returns whether a first chunk istart .. iend-1 (end-exclusive) was
//     given, next(&istart, &iend) each further one; schedule(runtime) and
//     schedule(auto) pass no chunk (GOMP_loop_runtime_start). The
//     functions return C's bool.
//   - "init_next" (libomp): init(ident, global_tid, sched, 0, count-1, 1,
//     chunk) once, then next(ident, global_tid, &last, &lb, &ub, &stride)
//     returns non-zero with each chunk lb .. ub (inclusive); sched is the
//     primitive's argument, ident and global_tid must be bound.
//
// Bounds and chunk are i64 (libgomp's long, libomp's _8 entry points).
func emitDynamicLoop(e *Emitter, args []dsl.Value) error {
	a := arith{e.B, e.Construct.Loc()}
	initFn, err := e.StringProperty("chunk_init_function")
	if err != nil {
		return err
	}
	nextFn, err := e.StringProperty("chunk_next_function")
	if err != nil {
		return err
	}
	protocol, err := e.StringProperty("chunk_protocol")
	if err != nil {
		return err
	}
	ws, _, err := wsloopOf(e)
	if err != nil {
		return err
	}
	count, err := tripCount(e)
	if err != nil {
		return err
	}
	chunk, err := chunkSize(e, a)
	if err != nil {
		return err
	}
	switch protocol {
	case "start_next":
		istart, err := entryAlloca(e, ir.I64)
		if err != nil {
			return err
		}
		iend, err := entryAlloca(e, ir.I64)
		if err != nil {
			return err
		}
		startArgs := []*ir.Value{a.c64(0), count, a.c64(1), chunk, istart, iend}
		if kind := ws.ScheduleKind(); kind == "runtime" || kind == "auto" {
			startArgs = []*ir.Value{a.c64(0), count, a.c64(1), istart, iend}
		}
		w, err := newLoopWriter(e)
		if err != nil {
			return err
		}
		started, err := e.Call(initFn, startArgs, ir.IntegerType{Width: 8})
		if err != nil {
			return err
		}
		chunkBlock := w.newBlock()
		w.condBr(a.cmp(llvm.ICmpNE, started.Result(0), llvm.NewIntConstant(e.B, ir.IntegerType{Width: 8}, 0, a.loc)), chunkBlock, nil, w.exit, nil)
		e.B.SetInsertionPointToEnd(chunkBlock)
		lo := a.load(ir.I64, istart)
		hi := a.sub(a.load(ir.I64, iend), a.c64(1))
		next := ir.NewBlock(nil, nil)
		if err := w.chunk(lo, hi, next); err != nil {
			return err
		}
		w.after.Parent().InsertAfter(w.after, next)
		w.after = next
		e.B.SetInsertionPointToEnd(next)
		more, err := e.Call(nextFn, []*ir.Value{istart, iend}, ir.IntegerType{Width: 8})
		if err != nil {
			return err
		}
		w.condBr(a.cmp(llvm.ICmpNE, more.Result(0), llvm.NewIntConstant(e.B, ir.IntegerType{Width: 8}, 0, a.loc)), chunkBlock, nil, w.exit, nil)
		w.finish()
		return nil
	case "init_next":
		if len(args) != 1 {
			return e.Errorf("dynamic_loop with chunk_protocol \"init_next\" needs the schedule code as its argument")
		}
		ident, err := boundVar(e, "ident")
		if err != nil {
			return err
		}
		gtid, err := boundVar(e, "global_tid")
		if err != nil {
			return err
		}
		sched, err := e.Arg(args[0], ir.I32)
		if err != nil {
			return err
		}
		last, err := entryAlloca(e, ir.I32)
		if err != nil {
			return err
		}
		slots := make([]*ir.Value, 3) // lb, ub, stride
		for i := range slots {
			if slots[i], err = entryAlloca(e, ir.I64); err != nil {
				return err
			}
		}
		w, err := newLoopWriter(e)
		if err != nil {
			return err
		}
		if _, err := e.Call(initFn, []*ir.Value{ident, gtid, sched, a.c64(0), a.sub(count, a.c64(1)), a.c64(1), chunk}, llvm.Void); err != nil {
			return err
		}
		nextBlock := w.newBlock()
		w.br(nextBlock)
		chunkBlock := w.newBlock()
		e.B.SetInsertionPointToEnd(nextBlock)
		more, err := e.Call(nextFn, []*ir.Value{ident, gtid, last, slots[0], slots[1], slots[2]}, ir.I32)
		if err != nil {
			return err
		}
		w.condBr(a.cmp(llvm.ICmpNE, more.Result(0), llvm.NewIntConstant(e.B, ir.I32, 0, a.loc)), chunkBlock, nil, w.exit, nil)
		e.B.SetInsertionPointToEnd(chunkBlock)
		lo := a.load(ir.I64, slots[0])
		hi := a.load(ir.I64, slots[1])
		if err := w.chunk(lo, hi, nextBlock); err != nil {
			return err
		}
		w.finish()
		return nil
	}
	return e.Errorf("unknown chunk_protocol \"%s\"; expected \"start_next\" or \"init_next\"", protocol)
}

// boundVar returns the value bound to name, or an error saying which
// primitive binds it.
func boundVar(e *Emitter, name string) (*ir.Value, error) {
	v, ok := e.Var(name)
	if !ok {
		return nil, e.Errorf("'%s' is not bound: emit %s before the loop", name, name)
	}
	return v, nil
}
