package offload

import (
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/runtimes/omprt"
)

// Device is a model of the device's memory system and time (a modeled
// GPU, runtimes/gpu) that the runtime tells of what it does: kernels,
// explicit copies, device allocations, the stages of nowait constructs,
// and the host's accesses to memory (the host observer's inner
// observer). t is the thread that does it (the host's, or the one
// running a nowait construct). The runtime never waits on the model:
// it only accounts.
type Device interface {
	// BeginKernel is called before the kernel name runs: usm says the
	// device reaches host memory, local whether an address is one of a
	// device thread's stack (the device's own local memory). It returns
	// the observer that sees the device threads' page accesses, which
	// EndKernel is given back after the kernel. When it is an
	// interp.FlopObserver it is also told of the device threads' flops,
	// each thread's when its work ends: all of them before EndKernel.
	BeginKernel(t *interp.Thread, name string, usm bool, local func(addr uint64) bool) interp.Observer
	EndKernel(t *interp.Thread, obs interp.Observer)
	// Copy is an explicit transfer of n bytes to the device or from it;
	// host is the host side's address (a copy from or to pinned memory
	// goes over the pinned link).
	Copy(t *interp.Thread, toDevice bool, host, n uint64)
	// Alloc and Free are device allocations (mapped copies, private
	// copies, omp_target_alloc).
	Alloc(t *interp.Thread, base, size uint64)
	Free(t *interp.Thread, base uint64)
	// HostAlloc and HostFree are host allocations of kind MemHost
	// (pinned) or MemShared (managed): llvm_omp_target_alloc_host and
	// _shared, and omp_target_free of what they returned.
	HostAlloc(t *interp.Thread, base, size uint64, kind MemKind)
	HostFree(t *interp.Thread, base uint64)
	// NowaitCreate is called when a nowait construct is encountered, with
	// its dependences; TaskBegin and TaskEnd bracket its stages on the
	// thread that runs it, with what NowaitCreate returned.
	NowaitCreate(t *interp.Thread, deps []omprt.Dep) any
	TaskBegin(t *interp.Thread, task any)
	TaskEnd(t *interp.Thread, task any)
	interp.Observer // the host's accesses
}

// IsDeviceStack reports whether a is on the stack of a thread that ran
// device code.
func (rt *Runtime) IsDeviceStack(a uint64) bool {
	base, ok := interp.StackBaseOf(a)
	if !ok {
		return false
	}
	_, dev := rt.stackSet().Load(base)
	return dev
}

func (rt *Runtime) devCopy(t *interp.Thread, to bool, host, n uint64) {
	if d := rt.cfg.Device; d != nil && n > 0 {
		d.Copy(t, to, host, n)
	}
}

func (rt *Runtime) devAlloc(t *interp.Thread, base, size uint64) {
	if d := rt.cfg.Device; d != nil {
		d.Alloc(t, base, size)
	}
}

func (rt *Runtime) devFree(t *interp.Thread, base uint64) {
	if d := rt.cfg.Device; d != nil && base != 0 {
		d.Free(t, base)
	}
}
