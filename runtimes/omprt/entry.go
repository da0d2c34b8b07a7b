package omprt

import (
	"math"
	"time"

	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
)

// The entry points of the three runtimes and the omp_* API, as external
// functions of the engine.

func (rt *Runtime) register() {
	for name, fn := range rt.externs() {
		rt.e.RegisterExtern(name, fn)
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func i32(v int) uint64 { return uint64(uint32(int32(v))) }

func (rt *Runtime) load(c *interp.ExternCall, a, n uint64) uint64 {
	v, ok := c.T.M.LoadN(a, n)
	if !ok {
		c.Trap("'%s': invalid %d-byte read at 0x%x", c.Fn.Name, n, a)
	}
	return v
}

func (rt *Runtime) store(c *interp.ExternCall, a, n, v uint64) {
	if !c.T.M.StoreN(a, n, v) {
		c.Trap("'%s': invalid %d-byte write at 0x%x", c.Fn.Name, n, a)
	}
}

func sext(v uint64, bytes uint64) int64 {
	sh := 64 - 8*bytes
	return int64(v<<sh) >> sh
}

// args copies the call's arguments (the engine reuses their buffer when
// the program is called back).
func args(c *interp.ExternCall) []uint64 { return append([]uint64(nil), c.Args...) }

// threadIDs returns the address of the thread's (gtid, btid) words, the
// first two arguments of a libomp microtask.
func (rt *Runtime) threadIDs(c *interp.ExternCall, th *Thread) uint64 {
	if th.ids == 0 {
		alloc := c.T.M.Alloc
		if _, dev := c.T.Observer().(interp.DeviceObserver); dev {
			// a device thread (runtimes/offload): in memory its checker
			// lets it use
			alloc = func(n, al uint64, _ interp.AllocKind, name string, op *ir.Operation) (*interp.Allocation, error) {
				return c.T.M.AllocDevice(n, al, name, op)
			}
		}
		a, err := alloc(8, 8, interp.HeapAlloc, "the OpenMP thread ids", nil)
		if err != nil {
			c.Trap("%v", err)
		}
		th.ids = a.Base
	}
	c.T.M.StoreN(th.ids, 4, uint64(th.gtid))
	c.T.M.StoreN(th.ids+4, 4, uint64(th.ws.num))
	return th.ids
}

func (rt *Runtime) externs() map[string]interp.Extern {
	m := map[string]interp.Extern{}
	rt.apiExterns(m)
	rt.kmpcExterns(m)
	rt.gompExterns(m)
	rt.pmsisExterns(m)
	rt.teamsExterns(m)
	return m
}

// ---------------------------------------------------------------------
// The omp_* API, sched_yield and sleeping.

func (rt *Runtime) apiExterns(m map[string]interp.Extern) {
	m["omp_get_thread_num"] = func(c *interp.ExternCall) uint64 { return i32(rt.Of(c.T).ws.num) }
	m["omp_get_num_threads"] = func(c *interp.ExternCall) uint64 { return i32(rt.Of(c.T).ws.team.n) }
	m["omp_get_max_threads"] = func(c *interp.ExternCall) uint64 { return i32(rt.Of(c.T).icv) }
	m["omp_set_num_threads"] = func(c *interp.ExternCall) uint64 {
		if n := int(int32(c.Arg(0))); n > 0 {
			rt.Of(c.T).icv = n
		}
		return 0
	}
	m["omp_get_num_procs"] = func(c *interp.ExternCall) uint64 { return i32(rt.cfg.Threads) }
	m["omp_in_parallel"] = func(c *interp.ExternCall) uint64 { return b2u(rt.Of(c.T).ws.active > 0) }
	m["omp_get_level"] = func(c *interp.ExternCall) uint64 { return i32(rt.Of(c.T).ws.level) }
	m["omp_get_active_level"] = func(c *interp.ExternCall) uint64 { return i32(rt.Of(c.T).ws.active) }
	m["omp_get_dynamic"] = func(c *interp.ExternCall) uint64 { return 0 }
	m["omp_set_dynamic"] = func(c *interp.ExternCall) uint64 { return 0 }
	m["omp_get_nested"] = func(c *interp.ExternCall) uint64 { return 0 }
	m["omp_set_nested"] = func(c *interp.ExternCall) uint64 { return 0 }
	m["omp_get_max_active_levels"] = func(c *interp.ExternCall) uint64 { return 1 }
	m["omp_in_final"] = func(c *interp.ExternCall) uint64 { return 0 }
	m["omp_get_wtime"] = func(c *interp.ExternCall) uint64 {
		return math.Float64bits(float64(time.Now().UnixNano()) / 1e9)
	}
	m["omp_get_wtick"] = func(c *interp.ExternCall) uint64 { return math.Float64bits(1e-9) }
	lockFn := func(nest bool, f func(c *interp.ExternCall, l *mutex) uint64) interp.Extern {
		return func(c *interp.ExternCall) uint64 {
			a := c.Arg(0)
			if !c.T.M.Valid(a, 1) {
				c.Trap("'%s' of an invalid lock address 0x%x", c.Fn.Name, a)
			}
			rt.mu.Lock()
			l := rt.locks[a]
			rt.mu.Unlock()
			if c.Fn.Name == "omp_init_lock" || c.Fn.Name == "omp_init_nest_lock" {
				l = &mutex{name: "the lock at " + hex(a), init: true, nest: nest}
				rt.mu.Lock()
				rt.locks[a] = l
				rt.mu.Unlock()
				return 0
			}
			if l == nil || !l.init {
				c.Trap("'%s' of a lock that was not initialized (at 0x%x)", c.Fn.Name, a)
			}
			if l.nest != nest {
				c.Trap("'%s' of a %s", c.Fn.Name, map[bool]string{true: "nestable lock", false: "simple lock"}[l.nest])
			}
			return f(c, l)
		}
	}
	for _, nest := range []bool{false, true} {
		n := "_"
		if nest {
			n = "_nest_"
		}
		m["omp_init"+n+"lock"] = lockFn(nest, nil)
		m["omp_destroy"+n+"lock"] = lockFn(nest, func(c *interp.ExternCall, l *mutex) uint64 {
			rt.mu.Lock()
			defer rt.mu.Unlock()
			if l.owner != nil {
				rt.mu.Unlock()
				defer rt.mu.Lock()
				c.Trap("'%s' of a lock that is held", c.Fn.Name)
			}
			l.init = false
			return 0
		})
		m["omp_set"+n+"lock"] = lockFn(nest, func(c *interp.ExternCall, l *mutex) uint64 {
			rt.lock(rt.Of(c.T), l, c.Op, "waits for "+l.name+" (omp_set_lock)")
			return 0
		})
		m["omp_unset"+n+"lock"] = lockFn(nest, func(c *interp.ExternCall, l *mutex) uint64 {
			rt.unlock(rt.Of(c.T), l, c.Op)
			return 0
		})
		m["omp_test"+n+"lock"] = lockFn(nest, func(c *interp.ExternCall, l *mutex) uint64 {
			th := rt.Of(c.T)
			rt.mu.Lock()
			defer rt.mu.Unlock()
			switch {
			case l.owner == nil:
				l.owner, l.count = th, 1
			case l.owner == th && l.nest:
				l.count++
			default:
				return 0
			}
			if l.nest {
				return i32(l.count)
			}
			return 1
		})
	}
	m["sched_yield"] = func(c *interp.ExternCall) uint64 { rt.Yield(c.T); return 0 }
	m["usleep"] = func(c *interp.ExternCall) uint64 {
		rt.sleep(c.T, time.Duration(uint32(c.Arg(0)))*time.Microsecond)
		return 0
	}
	m["sleep"] = func(c *interp.ExternCall) uint64 {
		rt.sleep(c.T, time.Duration(uint32(c.Arg(0)))*time.Second)
		return 0
	}
	m["nanosleep"] = func(c *interp.ExternCall) uint64 {
		a := c.Arg(0)
		s, _ := c.T.M.LoadN(a, 8)
		ns, _ := c.T.M.LoadN(a+8, 8)
		rt.sleep(c.T, time.Duration(s)*time.Second+time.Duration(ns))
		return 0
	}
}

func hex(a uint64) string {
	const d = "0123456789abcdef"
	b := []byte{}
	for a > 0 {
		b = append([]byte{d[a&15]}, b...)
		a >>= 4
	}
	return "0x" + string(b)
}

// sleep sleeps for real in parallel; the deterministic schedule yields
// instead.
func (rt *Runtime) sleep(t *interp.Thread, d time.Duration) {
	if rt.cfg.Deterministic {
		rt.Yield(t)
		return
	}
	time.Sleep(min(d, time.Second))
}

// ---------------------------------------------------------------------
// LLVM's libomp.

func (rt *Runtime) kmpcExterns(m map[string]interp.Extern) {
	m["__kmpc_global_thread_num"] = func(c *interp.ExternCall) uint64 { return i32(rt.Of(c.T).gtid) }
	m["__kmpc_push_num_threads"] = func(c *interp.ExternCall) uint64 {
		rt.Of(c.T).push = int(int32(c.Arg(2)))
		return 0
	}
	m["__kmpc_push_proc_bind"] = func(c *interp.ExternCall) uint64 { return 0 }
	m["__kmpc_fork_call"] = func(c *interp.ExternCall) uint64 {
		a := args(c)
		argc := int(int32(a[1]))
		fn, op := a[2], c.Op
		caps := append([]uint64(nil), a[3:min(len(a), 3+argc)]...)
		rt.Fork(c.T, 0, op, func(th *Thread) {
			ids := rt.threadIDs(&interp.ExternCall{T: th.T, Op: op, Fn: c.Fn}, th)
			th.T.CallPtr(fn, append([]uint64{ids, ids + 4}, caps...), op)
		})
		return 0
	}
	m["__kmpc_serialized_parallel"] = func(c *interp.ExternCall) uint64 {
		th := rt.Of(c.T)
		th.ws.serial = append(th.ws.serial, th.ws)
		saved := th.ws.serial
		th.ws = wsState{team: newTeam(1), level: th.ws.level + 1, active: th.ws.active, task: &Task{}, serial: saved}
		th.push = 0
		return 0
	}
	m["__kmpc_end_serialized_parallel"] = func(c *interp.ExternCall) uint64 {
		th := rt.Of(c.T)
		if k := len(th.ws.serial); k > 0 {
			rt.Taskwait(c.T, c.Op)
			th.ws = th.ws.serial[k-1]
		}
		return 0
	}
	m["__kmpc_barrier"] = func(c *interp.ExternCall) uint64 { rt.Barrier(c.T, c.Op); return 0 }
	m["__kmpc_critical"] = func(c *interp.ExternCall) uint64 {
		rt.lock(rt.Of(c.T), rt.named(c.Arg(2), "the critical section of lock "+hex(c.Arg(2))), c.Op, "waits to enter a critical section")
		return 0
	}
	m["__kmpc_end_critical"] = func(c *interp.ExternCall) uint64 {
		rt.unlock(rt.Of(c.T), rt.named(c.Arg(2), "the critical section of lock "+hex(c.Arg(2))), c.Op)
		return 0
	}
	m["__kmpc_master"] = func(c *interp.ExternCall) uint64 { return b2u(rt.Of(c.T).ws.num == 0) }
	m["__kmpc_end_master"] = func(c *interp.ExternCall) uint64 { return 0 }
	m["__kmpc_masked"] = func(c *interp.ExternCall) uint64 { return b2u(rt.Of(c.T).ws.num == int(int32(c.Arg(2)))) }
	m["__kmpc_end_masked"] = func(c *interp.ExternCall) uint64 { return 0 }
	m["__kmpc_single"] = func(c *interp.ExternCall) uint64 { return b2u(rt.SingleStart(c.T)) }
	m["__kmpc_end_single"] = func(c *interp.ExternCall) uint64 { return 0 }
	m["__kmpc_copyprivate"] = func(c *interp.ExternCall) uint64 {
		a := args(c)
		data, fn, didit, op := a[3], a[4], int32(a[5]) != 0, c.Op
		rt.CopyPrivate(c.T, op, didit, data, func(src any) {
			c.T.CallPtr(fn, []uint64{data, src.(uint64)}, op)
		})
		return 0
	}
	m["__kmpc_flush"] = func(c *interp.ExternCall) uint64 { return 0 }
	staticInit := func(bytes uint64, signed bool) interp.Extern {
		return func(c *interp.ExternCall) uint64 {
			th := rt.Of(c.T)
			sched := int32(c.Arg(2))
			plast, plower, pupper, pstride := c.Arg(3), c.Arg(4), c.Arg(5), c.Arg(6)
			incr, chunk := sext(c.Arg(7), bytes), sext(c.Arg(8), bytes)
			lower, upper := rt.load(c, plower, bytes), rt.load(c, pupper, bytes)
			var lo, up int64
			if signed {
				lo, up = sext(lower, bytes), sext(upper, bytes)
			} else {
				lo, up = int64(lower), int64(upper)
			}
			if incr == 0 {
				c.Trap("'%s': a loop with increment 0", c.Fn.Name)
			}
			var trip uint64
			switch {
			case incr > 0 && up >= lo:
				trip = uint64(up-lo)/uint64(incr) + 1
			case incr < 0 && lo >= up:
				trip = uint64(lo-up)/uint64(-incr) + 1
			}
			n, num := th.ws.team.n, th.ws.num
			if s := sched &^ (3 << 29); s == 91 || s == 92 {
				// distribute: the league's teams share the iterations
				// as a team's threads share a loop's (92 as 34, 91 as 33)
				n, num, sched = th.NumTeams(), th.TeamNum(), s-58
			}
			mask := uint64(math.MaxUint64) >> (64 - 8*bytes)
			put := func(a uint64, v int64) { rt.store(c, a, bytes, uint64(v)&mask) }
			if trip == 0 {
				rt.store(c, plast, 4, 0)
				put(pstride, incr)
				return 0
			}
			switch sched &^ (3 << 29) {
			case 33: // static, chunked
				if chunk < 1 {
					chunk = 1
				}
				first := lo + int64(num)*chunk*incr
				put(plower, first)
				put(pupper, first+(chunk-1)*incr)
				put(pstride, int64(n)*chunk*incr)
				last := ((trip - 1) / uint64(chunk)) % uint64(n)
				rt.store(c, plast, 4, b2u(last == uint64(num)))
			default: // static, one block per thread
				b0, b1 := StaticBlock(trip, num, n)
				put(plower, lo+int64(b0)*incr)
				put(pupper, lo+int64(b1)*incr-incr)
				put(pstride, int64(trip)*incr)
				rt.store(c, plast, 4, b2u(b1 == trip && b1 > b0))
			}
			return 0
		}
	}
	m["__kmpc_for_static_init_4"] = staticInit(4, true)
	m["__kmpc_for_static_init_4u"] = staticInit(4, false)
	m["__kmpc_for_static_init_8"] = staticInit(8, true)
	m["__kmpc_for_static_init_8u"] = staticInit(8, false)
	m["__kmpc_for_static_fini"] = func(c *interp.ExternCall) uint64 { return 0 }
	dispatchInit := func(bytes uint64, signed bool) interp.Extern {
		return func(c *interp.ExternCall) uint64 {
			th := rt.Of(c.T)
			sched := int32(c.Arg(2)) &^ (3 << 29)
			var lb, ub int64
			if signed {
				lb, ub = sext(c.Arg(3), bytes), sext(c.Arg(4), bytes)
			} else {
				lb, ub = int64(c.Arg(3)), int64(c.Arg(4))
			}
			st, chunk := sext(c.Arg(5), bytes), sext(c.Arg(6), bytes)
			if st == 0 {
				c.Trap("'%s': a loop with increment 0", c.Fn.Name)
			}
			var trip uint64
			switch {
			case st > 0 && ub >= lb:
				trip = uint64(ub-lb)/uint64(st) + 1
			case st < 0 && lb >= ub:
				trip = uint64(lb-ub)/uint64(-st) + 1
			}
			d := &dispatch{lb: lb, st: st, trip: trip, chunk: uint64(max(chunk, 1))}
			switch sched {
			case 33, 34:
				d.static = true
				if sched == 34 {
					d.chunk = 0
				}
			case 36, 40, 41, 42:
				rt.LoopStart(c.T, Guided, trip, uint64(max(chunk, 1)))
			default:
				rt.LoopStart(c.T, Dynamic, trip, uint64(max(chunk, 1)))
			}
			th.ws.dispatch = d
			return 0
		}
	}
	dispatchNext := func(bytes uint64) interp.Extern {
		return func(c *interp.ExternCall) uint64 {
			th := rt.Of(c.T)
			d := th.ws.dispatch
			if d == nil {
				return 0
			}
			plast, plower, pupper, pstride := c.Arg(2), c.Arg(3), c.Arg(4), c.Arg(5)
			var lo, hi uint64
			ok := false
			if d.static {
				n, num := uint64(th.ws.team.n), uint64(th.ws.num)
				if d.chunk == 0 {
					if d.k == 0 {
						lo, hi = StaticBlock(d.trip, int(num), int(n))
						ok = hi > lo
					}
				} else {
					lo = (num + d.k*n) * d.chunk
					hi = min(lo+d.chunk, d.trip)
					ok = lo < d.trip
				}
				d.k++
			} else {
				lo, hi, ok = rt.LoopNext(c.T)
			}
			if !ok {
				th.ws.dispatch = nil
				return 0
			}
			mask := uint64(math.MaxUint64) >> (64 - 8*bytes)
			rt.store(c, plower, bytes, uint64(d.lb+int64(lo)*d.st)&mask)
			rt.store(c, pupper, bytes, uint64(d.lb+int64(hi-1)*d.st)&mask)
			if pstride != 0 {
				rt.store(c, pstride, bytes, uint64(d.st)&mask)
			}
			if plast != 0 {
				rt.store(c, plast, 4, b2u(hi == d.trip))
			}
			return 1
		}
	}
	for _, v := range []struct {
		s      string
		bytes  uint64
		signed bool
	}{{"4", 4, true}, {"4u", 4, false}, {"8", 8, true}, {"8u", 8, false}} {
		m["__kmpc_dispatch_init_"+v.s] = dispatchInit(v.bytes, v.signed)
		m["__kmpc_dispatch_next_"+v.s] = dispatchNext(v.bytes)
		m["__kmpc_dispatch_fini_"+v.s] = func(c *interp.ExternCall) uint64 { return 0 }
	}
	m["__kmpc_omp_task_alloc"] = func(c *interp.ExternCall) uint64 {
		size, shareds, entry := c.Arg(3), c.Arg(4), c.Arg(5)
		base := (size + 15) &^ 15
		a, err := c.T.M.Alloc(base+shareds, 16, interp.HeapAlloc, "an OpenMP task", c.Op)
		if err != nil {
			c.Trap("%v", err)
		}
		rt.store(c, a.Base, 8, a.Base+base)
		rt.store(c, a.Base+8, 8, entry)
		return a.Base
	}
	runTask := func(c *interp.ExternCall, task uint64, op *ir.Operation) func(th *Thread) {
		entry := rt.load(c, task+8, 8)
		return func(th *Thread) {
			th.T.CallPtr(entry, []uint64{uint64(th.gtid), task}, op)
			if err := th.T.M.Free(task, op); err != nil {
				th.T.Trap(op, "%v", err)
			}
		}
	}
	m["__kmpc_omp_task"] = func(c *interp.ExternCall) uint64 {
		rt.NewTask(c.T, c.Op, nil, false, runTask(c, c.Arg(2), c.Op))
		return 0
	}
	m["__kmpc_omp_task_with_deps"] = func(c *interp.ExternCall) uint64 {
		deps := append(rt.KmpDeps(c, uint64(uint32(c.Arg(3))), c.Arg(4)), rt.KmpDeps(c, uint64(uint32(c.Arg(5))), c.Arg(6))...)
		rt.NewTask(c.T, c.Op, deps, false, runTask(c, c.Arg(2), c.Op))
		return 0
	}
	m["__kmpc_omp_wait_deps"] = func(c *interp.ExternCall) uint64 {
		deps := append(rt.KmpDeps(c, uint64(uint32(c.Arg(2))), c.Arg(3)), rt.KmpDeps(c, uint64(uint32(c.Arg(4))), c.Arg(5))...)
		rt.NewTask(c.T, c.Op, deps, true, func(*Thread) {})
		return 0
	}
	m["__kmpc_omp_task_begin_if0"] = func(c *interp.ExternCall) uint64 { return 0 }
	m["__kmpc_omp_task_complete_if0"] = func(c *interp.ExternCall) uint64 {
		if err := c.T.M.Free(c.Arg(2), c.Op); err != nil {
			c.Trap("%v", err)
		}
		return 0
	}
	m["__kmpc_omp_taskwait"] = func(c *interp.ExternCall) uint64 { rt.Taskwait(c.T, c.Op); return 0 }
	m["__kmpc_omp_taskyield"] = func(c *interp.ExternCall) uint64 { rt.Yield(c.T); return 0 }
	m["__kmpc_taskgroup"] = func(c *interp.ExternCall) uint64 { rt.TaskgroupStart(c.T); return 0 }
	m["__kmpc_end_taskgroup"] = func(c *interp.ExternCall) uint64 { rt.TaskgroupEnd(c.T, c.Op); return 0 }
}

// ---------------------------------------------------------------------
// GCC's libgomp (and the GOMP_loop_* entry points of PULP's runtime).

func gompTrip(start, end, incr int64) uint64 {
	switch {
	case incr > 0 && end > start:
		return uint64(end-start+incr-1) / uint64(incr)
	case incr < 0 && start > end:
		return uint64(start-end-incr-1) / uint64(-incr)
	}
	return 0
}

func (rt *Runtime) gompExterns(m map[string]interp.Extern) {
	m["GOMP_parallel"] = func(c *interp.ExternCall) uint64 {
		fn, data, n, op := c.Arg(0), c.Arg(1), int(uint32(c.Arg(2))), c.Op
		rt.Fork(c.T, n, op, func(th *Thread) { th.T.CallPtr(fn, []uint64{data}, op) })
		return 0
	}
	m["GOMP_barrier"] = func(c *interp.ExternCall) uint64 { rt.Barrier(c.T, c.Op); return 0 }
	m["GOMP_critical_start"] = func(c *interp.ExternCall) uint64 { rt.CriticalEnter(c.T, c.Op, ""); return 0 }
	m["GOMP_critical_end"] = func(c *interp.ExternCall) uint64 { rt.CriticalExit(c.T, c.Op, ""); return 0 }
	m["GOMP_critical_name_start"] = func(c *interp.ExternCall) uint64 {
		rt.lock(rt.Of(c.T), rt.named(c.Arg(0), "the critical section of lock "+hex(c.Arg(0))), c.Op, "waits to enter a named critical section")
		return 0
	}
	m["GOMP_critical_name_end"] = func(c *interp.ExternCall) uint64 {
		rt.unlock(rt.Of(c.T), rt.named(c.Arg(0), ""), c.Op)
		return 0
	}
	m["GOMP_atomic_start"] = func(c *interp.ExternCall) uint64 { rt.AtomicEnter(c.T, c.Op); return 0 }
	m["GOMP_atomic_end"] = func(c *interp.ExternCall) uint64 { rt.AtomicExit(c.T, c.Op); return 0 }
	m["GOMP_single_start"] = func(c *interp.ExternCall) uint64 { return b2u(rt.SingleStart(c.T)) }
	m["GOMP_single_copy_start"] = func(c *interp.ExternCall) uint64 { return rt.SingleCopyStart(c.T, c.Op) }
	m["GOMP_single_copy_end"] = func(c *interp.ExternCall) uint64 { rt.SingleCopyEnd(c.T, c.Arg(0)); return 0 }
	start := func(kind Schedule, hasChunk bool) interp.Extern {
		return func(c *interp.ExternCall) uint64 {
			s, e, incr := int64(c.Arg(0)), int64(c.Arg(1)), int64(c.Arg(2))
			chunk, pi := uint64(1), 3
			if hasChunk {
				chunk, pi = c.Arg(3), 4
			}
			if incr == 0 {
				c.Trap("'%s': a loop with increment 0", c.Fn.Name)
			}
			trip := gompTrip(s, e, incr)
			th := rt.Of(c.T)
			if kind == Static {
				kind = Dynamic
				if chunk == 0 {
					chunk = max(1, (trip+uint64(th.ws.team.n)-1)/uint64(th.ws.team.n))
				}
			}
			rt.LoopStart(c.T, kind, trip, chunk)
			th.ws.dispatch = &dispatch{lb: s, st: incr, end: e, trip: trip}
			return rt.gompNext(c, c.Arg(pi), c.Arg(pi+1))
		}
	}
	next := func(c *interp.ExternCall) uint64 { return rt.gompNext(c, c.Arg(0), c.Arg(1)) }
	for _, v := range []struct {
		name     string
		kind     Schedule
		hasChunk bool
	}{{"dynamic", Dynamic, true}, {"guided", Guided, true}, {"static", Static, true}, {"runtime", Dynamic, false},
		{"nonmonotonic_dynamic", Dynamic, true}, {"nonmonotonic_guided", Guided, true}, {"nonmonotonic_runtime", Dynamic, false},
		{"maybe_nonmonotonic_runtime", Dynamic, false}} {
		m["GOMP_loop_"+v.name+"_start"] = start(v.kind, v.hasChunk)
		m["GOMP_loop_"+v.name+"_next"] = next
		kind, hasChunk := v.kind, v.hasChunk
		// GOMP_parallel_loop_KIND(fn, data, nthreads, start, end, incr, [chunk,] flags)
		m["GOMP_parallel_loop_"+v.name] = func(c *interp.ExternCall) uint64 {
			fn, data, n, op := c.Arg(0), c.Arg(1), int(uint32(c.Arg(2))), c.Op
			s, e, incr := int64(c.Arg(3)), int64(c.Arg(4)), int64(c.Arg(5))
			chunk := uint64(1)
			if hasChunk {
				chunk = c.Arg(6)
			}
			trip := gompTrip(s, e, incr)
			rt.Fork(c.T, n, op, func(th *Thread) {
				k, ch := kind, chunk
				if k == Static {
					k = Dynamic
					if ch == 0 {
						ch = max(1, (trip+uint64(th.ws.team.n)-1)/uint64(th.ws.team.n))
					}
				}
				rt.LoopStart(th.T, k, trip, ch)
				th.ws.dispatch = &dispatch{lb: s, st: incr, end: e, trip: trip}
				th.T.CallPtr(fn, []uint64{data}, op)
			})
			return 0
		}
	}
	m["GOMP_loop_end"] = func(c *interp.ExternCall) uint64 {
		rt.LoopEnd(c.T)
		rt.Barrier(c.T, c.Op)
		return 0
	}
	m["GOMP_loop_end_nowait"] = func(c *interp.ExternCall) uint64 { rt.LoopEnd(c.T); return 0 }
	m["GOMP_task"] = func(c *interp.ExternCall) uint64 {
		a := args(c)
		fn, data, cpyfn, size, align, ifc, flags, depend, op := a[0], a[1], a[2], a[3], a[4], a[5]&1 != 0, uint32(a[6]), a[7], c.Op
		var deps []Dep
		if flags&8 != 0 && depend != 0 {
			n, nout := rt.load(c, depend, 8), rt.load(c, depend+8, 8)
			for i := uint64(0); i < n; i++ {
				deps = append(deps, Dep{Addr: rt.load(c, depend+16+8*i, 8), In: i >= nout, Out: i < nout})
			}
		}
		if !ifc {
			rt.NewTask(c.T, op, deps, true, func(th *Thread) {
				th.T.CallPtr(fn, []uint64{data}, op)
			})
			return 0
		}
		buf := data
		if size > 0 {
			al, err := c.T.M.Alloc(size, max(align, 16), interp.HeapAlloc, "the data of an OpenMP task", op)
			if err != nil {
				c.Trap("%v", err)
			}
			buf = al.Base
			if cpyfn != 0 {
				c.T.CallPtr(cpyfn, []uint64{buf, data}, op)
			} else {
				b := make([]byte, size)
				if !c.T.M.Read(data, b) || !c.T.M.Write(buf, b) {
					c.Trap("'GOMP_task': invalid task data at 0x%x (%d bytes)", data, size)
				}
			}
		}
		rt.NewTask(c.T, op, deps, false, func(th *Thread) {
			th.T.CallPtr(fn, []uint64{buf}, op)
			if size > 0 {
				th.T.M.Free(buf, op)
			}
		})
		return 0
	}
	m["GOMP_taskwait"] = func(c *interp.ExternCall) uint64 { rt.Taskwait(c.T, c.Op); return 0 }
	m["GOMP_taskyield"] = func(c *interp.ExternCall) uint64 { rt.Yield(c.T); return 0 }
	m["GOMP_taskgroup_start"] = func(c *interp.ExternCall) uint64 { rt.TaskgroupStart(c.T); return 0 }
	m["GOMP_taskgroup_end"] = func(c *interp.ExternCall) uint64 { rt.TaskgroupEnd(c.T, c.Op); return 0 }
}

func (rt *Runtime) gompNext(c *interp.ExternCall, pstart, pend uint64) uint64 {
	th := rt.Of(c.T)
	d := th.ws.dispatch
	if d == nil {
		return 0
	}
	lo, hi, ok := rt.LoopNext(c.T)
	if !ok {
		th.ws.dispatch = nil
		return 0
	}
	e := d.lb + int64(hi)*d.st
	if hi == d.trip {
		e = d.end
	}
	rt.store(c, pstart, 8, uint64(d.lb+int64(lo)*d.st))
	rt.store(c, pend, 8, uint64(e))
	return 1
}

// ---------------------------------------------------------------------
// PULP's pmsis (the host emulation's semantics, runtimes/pmsis/pmsis.c).

func (rt *Runtime) pmsisExterns(m map[string]interp.Extern) {
	fork := func(c *interp.ExternCall) uint64 {
		n, entry, arg, op := int(int32(c.Arg(0))), c.Arg(1), c.Arg(2), c.Op
		if n < 0 {
			c.Trap("pi_cl_team_fork: %d cores", n)
		}
		if th := rt.Of(c.T); th.ws.level > 0 {
			c.Trap("nested pi_cl_team_fork (from core %d of a team of %d) is not supported", th.ws.num, th.ws.team.n)
		}
		if n == 0 || n > rt.cluster {
			n = rt.cluster
		}
		rt.Fork(c.T, n, op, func(th *Thread) { th.T.CallPtr(entry, []uint64{arg}, op) })
		return 0
	}
	m["pi_cl_team_fork"] = fork
	m["ext_pi_cl_team_fork"] = fork
	coreID := func(c *interp.ExternCall) uint64 { return i32(rt.Of(c.T).ws.num) }
	nbCores := func(c *interp.ExternCall) uint64 { return i32(rt.Of(c.T).ws.team.n) }
	m["pi_core_id"], m["ext_pi_core_id"] = coreID, coreID
	m["pi_cl_team_nb_cores"], m["ext_pi_cl_nb_cores"] = nbCores, nbCores
	m["pi_cl_cluster_nb_cores"] = func(c *interp.ExternCall) uint64 { return i32(rt.cluster) }
	m["pi_cl_cluster_nb_pe_cores"] = m["pi_cl_cluster_nb_cores"]
	m["pi_cluster_id"] = func(c *interp.ExternCall) uint64 { return 0 }
	barrier := func(c *interp.ExternCall) uint64 { rt.Barrier(c.T, c.Op); return 0 }
	m["pi_cl_team_barrier"], m["ext_pi_cl_team_barrier"] = barrier, barrier
	m["pi_cl_team_critical_enter"] = func(c *interp.ExternCall) uint64 {
		rt.lock(rt.Of(c.T), rt.named("pmsis", "the cluster's mutex"), c.Op, "waits for the cluster's mutex (pi_cl_team_critical_enter)")
		return 0
	}
	m["pi_cl_team_critical_exit"] = func(c *interp.ExternCall) uint64 {
		rt.unlock(rt.Of(c.T), rt.named("pmsis", "the cluster's mutex"), c.Op)
		return 0
	}
}

// KmpDeps reads n kmp_depend_info records at list (24 bytes each: the
// address, the length, the flags byte: 1 in, 2 out, 4 mutexinoutset).
func (rt *Runtime) KmpDeps(c *interp.ExternCall, n, list uint64) []Dep {
	var deps []Dep
	for i := uint64(0); i < n; i++ {
		e := list + 24*i
		addr := rt.load(c, e, 8)
		flags := rt.load(c, e+16, 1)
		deps = append(deps, Dep{Addr: addr, In: flags&1 != 0, Out: flags&2 != 0 || flags&4 != 0})
	}
	return deps
}
