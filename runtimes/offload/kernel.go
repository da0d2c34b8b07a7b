package offload

import (
	"fmt"

	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/runtimes/omprt"
)

// Kernels, the device's observer and the entry points.

// deviceObserver watches a device thread: in explicit mode it refuses
// every page that is not device memory, a device thread's stack, a
// read-only global or a pinned or managed host allocation
// (llvm_omp_target_alloc_host, _shared: the device reaches those over
// the link); under USM it refuses nothing. inner is the observer
// the thread had (a memory model's), told of the accesses it allows.
type deviceObserver struct {
	rt    *Runtime
	check bool
	inner interp.Observer
}

// RunsOnDevice makes the observer an interp.DeviceObserver.
func (o *deviceObserver) RunsOnDevice() {}

func (o *deviceObserver) Access(p *interp.Page, addr, size uint64, write bool) {
	if o.inner != nil {
		o.inner.Access(p, addr, size, write)
	}
}

// AddFlops passes a device thread's flops to the observers inside (the
// kernel's observer of the device model sums them: interp.FlopObserver).
func (o *deviceObserver) AddFlops(n uint64) { addFlops(o.inner, n) }

func (o *deviceObserver) Check(t *interp.Thread, p *interp.Page, addr, size uint64, write bool) string {
	own := t.StackBase()
	if _, ok := o.rt.stackSet().Load(own); !ok {
		o.rt.stackSet().Store(own, true)
	}
	if o.check && !o.allowed(addr) {
		return o.rt.illegal(addr, size, write)
	}
	o.Access(p, addr, size, write)
	return ""
}

func (o *deviceObserver) allowed(a uint64) bool {
	if interp.IsDeviceAddr(a) || interp.IsReadOnlyGlobalAddr(a) {
		return true
	}
	if base, ok := interp.StackBaseOf(a); ok {
		_, dev := o.rt.stackSet().Load(base)
		return dev
	}
	_, ok := o.rt.kindAt(a)
	return ok
}

// hostObserver watches the host's threads in explicit mode: device
// memory is the device's, and a host thread that dereferences a device
// address (omp_target_alloc's, a mapped copy's) gets a located error, as
// on a discrete GPU. Under USM the host may touch it (seed 000: it
// migrates). Threads that run device code have observers of their own.
type hostObserver struct {
	rt    *Runtime
	inner interp.Observer
}

func (o *hostObserver) Access(p *interp.Page, addr, size uint64, write bool) {
	if d := o.rt.cfg.Device; d != nil {
		d.Access(p, addr, size, write)
	}
	if o.inner != nil {
		o.inner.Access(p, addr, size, write)
	}
}

func (o *hostObserver) Check(t *interp.Thread, p *interp.Page, addr, size uint64, write bool) string {
	if interp.IsDeviceAddr(addr) && !o.rt.USM() {
		what := "read"
		if write {
			what = "write"
		}
		msg := fmt.Sprintf("illegal host memory access: %d-byte %s at device address 0x%x", size, what, addr)
		if al := o.rt.e.Mem.AllocationAt(addr); al != nil {
			msg += fmt.Sprintf(", offset %d of the %s", addr-al.Base, al)
		}
		return msg + "; the host cannot dereference device memory without unified shared memory (copy it with omp_target_memcpy or map it)"
	}
	o.Access(p, addr, size, write)
	return ""
}

// watchHost attaches the host observer, once, at registration (in a
// global constructor, before the program's threads exist).
func (rt *Runtime) watchHost() {
	m := rt.e.Mem
	if _, ok := m.Observer().(*hostObserver); ok {
		return
	}
	m.SetObserver(&hostObserver{rt: rt, inner: m.Observer()})
}

// illegal is the message of a device access to host memory.
func (rt *Runtime) illegal(a, size uint64, write bool) string {
	what := "read"
	if write {
		what = "write"
	}
	msg := fmt.Sprintf("illegal device memory access: %d-byte %s at host address 0x%x", size, what, a)
	if al := rt.e.Mem.AllocationAt(a); al != nil {
		msg += fmt.Sprintf(", offset %d of the %s", a-al.Base, al)
	} else if _, ok := interp.StackBaseOf(a); ok {
		msg += ", on the stack of a host thread"
	}
	if d, ok := rt.translate(a); ok {
		msg += fmt.Sprintf("; it is mapped: its device copy is at 0x%x (pass the mapped variable to the kernel, not the host pointer)", d)
	} else {
		msg += "; it is not mapped to the device (map it, or run under unified shared memory)"
	}
	return msg
}

// IsDevice reports whether t runs device code (a kernel or a thread the
// kernel's OpenMP constructs made).
func IsDevice(t *interp.Thread) bool {
	_, ok := t.Observer().(*deviceObserver)
	return ok
}

// kernelArgs is __tgt_kernel_arguments (clang-16 fills Version 2; Version
// 1 ends after Tripcount).
type kernelArgs struct {
	version, n                                  uint32
	bases, begins, sizes, types, names, mappers uint64
	tripcount                                   uint64
	teams, limit                                int // Version 2's NumTeams[0], ThreadLimit[0]
	args                                        []mapArg
}

func readKernelArgs(c *interp.ExternCall, a uint64) *kernelArgs {
	t := c.T
	t.CheckRange(c.Op, a, 64, "offload: reading the __tgt_kernel_arguments of '"+c.Fn.Name+"'")
	ld := func(off, n uint64) uint64 { v, _ := t.M.LoadN(a+off, n); return v }
	k := &kernelArgs{version: uint32(ld(0, 4)), n: uint32(ld(4, 4)), bases: ld(8, 8), begins: ld(16, 8), sizes: ld(24, 8),
		types: ld(32, 8), names: ld(40, 8), mappers: ld(48, 8), tripcount: ld(56, 8)}
	switch k.version {
	case 1:
	case 2:
		t.CheckRange(c.Op, a, 100, "offload: reading the __tgt_kernel_arguments of '"+c.Fn.Name+"'")
		k.teams, k.limit = int(int32(ld(72, 4))), int(int32(ld(84, 4)))
	default:
		errorf(c, "__tgt_kernel_arguments of version %d (the runtime knows versions 1 and 2)", k.version)
	}
	k.args = readArgs(c, int(k.n), k.bases, k.begins, k.sizes, k.types, k.names, k.mappers)
	return k
}

// kernel returns the device function registered for host address hp; a
// function address that no entry names is its own kernel (hand-written
// programs launch without registering).
func (rt *Runtime) kernel(c *interp.ExternCall, hp uint64) *interp.Func {
	rt.mu.Lock()
	en := rt.entries[hp]
	rt.mu.Unlock()
	if en != nil && en.fn != nil {
		return en.fn
	}
	if f, ok := rt.e.FuncAt(hp); ok {
		return f
	}
	errorf(c, "no kernel is registered for host address 0x%x (__tgt_register_lib's entries name the kernels)", hp)
	return nil
}

// launch runs the kernel of a target region (libomptarget's target()):
// map the entries, pass the kernel its arguments (device addresses of
// mapped entries, literals by value, private copies), run it on a device
// thread with its num_teams and thread_limit, unmap. It returns 0, or 1
// when the host fallback must run instead.
func (rt *Runtime) launch(c *interp.ExternCall, dev int64, teams, limit int, hp uint64, k *kernelArgs) uint64 {
	if !rt.offloading() || !rt.device(c, dev) {
		rt.tracef("launch host=0x%x: host fallback (%s)", hp, map[bool]string{true: "OMP_TARGET_OFFLOAD=disabled", false: "the initial device"}[!rt.offloading()])
		return 1
	}
	f := rt.kernel(c, hp)
	if k.version >= 2 && teams <= 0 {
		teams = k.teams
	}
	if k.version >= 2 && limit <= 0 {
		limit = k.limit
	}
	maps := rt.dataBegin(c, k.args, refStructured)
	var params []uint64
	var privates []uint64
	for i, a := range k.args {
		if a.typ&mapTargetParam == 0 {
			continue
		}
		var v uint64
		switch {
		case a.typ&mapLiteral != 0:
			v = a.begin
		case a.typ&mapPrivate != 0:
			v = a.base
			if !rt.USM() && a.size > 0 {
				al, err := c.T.M.AllocDevice(a.size, 16, "the private copy of "+a.label(), c.Op)
				if err != nil {
					errorf(c, "cannot allocate %d bytes of device memory for %s: %v", a.size, a.label(), err)
				}
				if a.typ&mapTo != 0 {
					copyMem(c, c.Op, al.Base, a.begin, a.size, "offload: copying the firstprivate "+a.label()+" to the device")
				}
				privates = append(privates, al.Base)
				rt.devAlloc(c.T, al.Base, a.size)
				v = al.Base - (a.begin - a.base)
			}
		case maps[i] != nil:
			m := maps[i]
			v = m.tgt + (a.begin - m.begin) - (a.begin - a.base)
		default:
			// Under USM, or a zero-length section that nothing maps: the
			// host address (OpenMP 5.1: it keeps its original value).
			v = a.base
		}
		if j := len(params); j < len(f.Params) && f.Params[j].Size < 8 {
			v &= 1<<(8*uint(f.Params[j].Size)) - 1
		}
		params = append(params, v)
	}
	if len(params) != len(f.Params) {
		errorf(c, "the kernel '%s' takes %d arguments, the launch passes %d (entries with TARGET_PARAM)", f.Name, len(f.Params), len(params))
	}
	rt.mu.Lock()
	rt.stats.Kernels++
	rt.mu.Unlock()
	rt.tracef("launch '%s' teams=%d thread_limit=%d args=%d", f.Name, max(teams, 0), max(limit, 0), len(params))
	rt.runKernel(c.T, c.Op, f, params, teams, limit)
	for _, p := range privates {
		if err := c.T.M.FreeDevice(p, c.Op); err != nil {
			errorf(c, "%v", err)
		}
		rt.devFree(c.T, p)
	}
	rt.dataEnd(c, k.args, refStructured)
	return 0
}

// runKernel runs f on a new device thread, the calling thread waiting.
func (rt *Runtime) runKernel(t *interp.Thread, op *ir.Operation, f *interp.Func, params []uint64, teams, limit int) {
	obs := &deviceObserver{rt: rt, check: !rt.USM(), inner: t.Observer()}
	if d, ok := obs.inner.(*deviceObserver); ok {
		obs.inner = d.inner
	}
	if h, ok := obs.inner.(*hostObserver); ok {
		// The host's observer tells the model of host accesses: a device
		// thread's go to the kernel's observer instead.
		obs.inner = h.inner
	}
	if d := rt.cfg.Device; d != nil {
		k := d.BeginKernel(t, f.Name, rt.USM(), rt.IsDeviceStack)
		defer d.EndKernel(t, k)
		obs.inner = chain(k, obs.inner)
	}
	rt.omp().RunInitial(t, op, "waits for the kernel '"+f.Name+"' on device 0",
		func(et *interp.Thread) { et.SetObserver(obs) },
		func(th *omprt.Thread) {
			th.SetTeamsDefaults(teams, limit)
			th.T.CallFunc(f, params, op)
		})
}

// nowait runs do as a deferred target task of the OpenMP runtime with
// the construct's dependences (kmp_depend_info arrays at args i..i+3:
// ndeps, deps, nnoalias, noalias): taskwait, barriers and the end of a
// taskgroup wait for it, and depend orders it with the host's tasks.
func (rt *Runtime) nowait(c *interp.ExternCall, i int, do func(c *interp.ExternCall)) {
	omp := rt.omp()
	deps := append(omp.KmpDeps(c, uint64(uint32(c.Arg(i))), c.Arg(i+1)), omp.KmpDeps(c, uint64(uint32(c.Arg(i+2))), c.Arg(i+3))...)
	fn, op := c.Fn, c.Op
	var task any
	if d := rt.cfg.Device; d != nil {
		task = d.NowaitCreate(c.T, deps)
	}
	omp.NewTask(c.T, op, deps, false, func(th *omprt.Thread) {
		if d := rt.cfg.Device; d != nil {
			d.TaskBegin(th.T, task)
			defer d.TaskEnd(th.T, task)
		}
		do(&interp.ExternCall{T: th.T, Op: op, Fn: fn})
	})
}

func (rt *Runtime) externs() map[string]interp.Extern {
	m := map[string]interp.Extern{}
	m["__tgt_register_requires"] = func(c *interp.ExternCall) uint64 { rt.registerRequires(c, int64(c.Arg(0))); return 0 }
	m["__tgt_register_lib"] = func(c *interp.ExternCall) uint64 { rt.registerLib(c, c.Arg(0)); return 0 }
	m["__tgt_unregister_lib"] = func(c *interp.ExternCall) uint64 { return 0 }
	m["__tgt_init_all_rtls"] = func(c *interp.ExternCall) uint64 { return 0 }
	// __tgt_target_data_{begin,end,update}_mapper(ident, dev, n, bases,
	// begins, sizes, types, names, mappers) and their _nowait_ forms.
	type dataOp func(c *interp.ExternCall, args []mapArg)
	data := map[string]dataOp{
		"begin":  func(c *interp.ExternCall, args []mapArg) { rt.dataBegin(c, args, refDynamic) },
		"end":    func(c *interp.ExternCall, args []mapArg) { rt.dataEnd(c, args, refDynamic) },
		"update": rt.update,
	}
	for name, do := range data {
		run := func(c *interp.ExternCall) []mapArg {
			return readArgs(c, int(int32(c.Arg(2))), c.Arg(3), c.Arg(4), c.Arg(5), c.Arg(6), c.Arg(7), c.Arg(8))
		}
		m["__tgt_target_data_"+name+"_mapper"] = func(c *interp.ExternCall) uint64 {
			if !rt.offloading() || !rt.device(c, int64(c.Arg(1))) {
				return 0
			}
			do(c, run(c))
			return 0
		}
		m["__tgt_target_data_"+name+"_nowait_mapper"] = func(c *interp.ExternCall) uint64 {
			if !rt.offloading() || !rt.device(c, int64(c.Arg(1))) {
				return 0
			}
			args := run(c)
			rt.nowait(c, 9, func(c *interp.ExternCall) { do(c, args) })
			return 0
		}
	}
	m["__tgt_target_kernel"] = func(c *interp.ExternCall) uint64 {
		k := readKernelArgs(c, c.Arg(5))
		return i32(int(rt.launch(c, int64(c.Arg(1)), int(int32(c.Arg(2))), int(int32(c.Arg(3))), c.Arg(4), k)))
	}
	m["__tgt_target_kernel_nowait"] = func(c *interp.ExternCall) uint64 {
		dev, teams, limit, hp := int64(c.Arg(1)), int(int32(c.Arg(2))), int(int32(c.Arg(3))), c.Arg(4)
		if !rt.offloading() || !rt.device(c, dev) {
			return 1
		}
		k := readKernelArgs(c, c.Arg(5))
		rt.nowait(c, 6, func(c *interp.ExternCall) { rt.launch(c, dev, teams, limit, hp, k) })
		return 0
	}
	rt.apiExterns(m)
	return m
}

// chain returns an observer that tells a, then b (either may be nil).
func chain(a, b interp.Observer) interp.Observer {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return pair{a, b}
}

type pair [2]interp.Observer

func (p pair) Access(pg *interp.Page, addr, size uint64, write bool) {
	p[0].Access(pg, addr, size, write)
	p[1].Access(pg, addr, size, write)
}

func (p pair) AddFlops(n uint64) {
	addFlops(p[0], n)
	addFlops(p[1], n)
}

// addFlops tells o of n flops when it counts them.
func addFlops(o interp.Observer, n uint64) {
	if f, ok := o.(interp.FlopObserver); ok {
		f.AddFlops(n)
	}
}
