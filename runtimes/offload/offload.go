// Package offload is the OpenMP target offload runtime of strata's
// execution engine (package interp): the entry points of LLVM 16's
// libomptarget that strata's offload lowering calls (docs/offload.md,
// "The runtime ABI") and the OpenMP device API, run against one device
// modeled in the engine: a discrete GPU whose memory is separate from the
// host's (explicit mode), or one that shares the host's memory (unified
// shared memory, USM).
//
// Explicit mode keeps libomptarget's mapping table: host ranges with their
// device copies in the engine's device memory (interp.Memory.AllocDevice)
// and their dynamic and structured reference counts. Kernels run on engine
// threads (through the OpenMP runtime, runtimes/omprt, so that teams and
// parallel regions inside them work) whose observer refuses every page
// that is not device memory, a device thread's stack or a read-only
// global: a kernel that dereferences an unmapped host address stops with
// a located "illegal device memory access", as on a discrete GPU. Under
// USM, maps without close allocate and copy nothing and host pointers
// pass through; close maps and omp_target_associate_ptr behave as in
// explicit mode.
//
// The state hangs off the engine (interp.Engine.Ext): no package state.
package offload

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/runtimes/omprt"
)

// Mode is how the device reaches memory.
type Mode int

const (
	// ModeRequires: what the program's requires directives say (USM when
	// a translation unit said unified_shared_memory), else explicit.
	ModeRequires Mode = iota
	// ModeExplicit: device memory separate from the host's.
	ModeExplicit
	// ModeUSM: the host's memory is the device's.
	ModeUSM
)

// Config configures the runtime.
type Config struct {
	// Mode overrides the program's requires (strata-run --offload).
	Mode Mode
	// Info traces every mapping, reference-count change, transfer and
	// launch (docs/offload.md, "Runtime"); also when the program's
	// environment has LIBOMPTARGET_INFO set to a non-zero number.
	Info bool
	// Trace receives the trace (nil: the process's stderr).
	Trace io.Writer
	// Device, when set, models the device's memory system and time
	// (runtimes/gpu; docs/gpu.md).
	Device Device
}

// The requires flags of __tgt_register_requires, libomptarget's
// numbering (clang-16 registers 1 when a unit has no requires directive
// and 8 for unified_shared_memory).
const (
	reqNone              = 0x001
	reqReverseOffload    = 0x002
	reqUnifiedAddress    = 0x004
	reqUnifiedSharedMem  = 0x008
	reqDynamicAllocators = 0x010
)

// Map-type bits (libomptarget's OMP_TGT_MAPTYPE_*).
const (
	mapTo          = 0x001
	mapFrom        = 0x002
	mapAlways      = 0x004
	mapDelete      = 0x008
	mapPtrAndObj   = 0x010
	mapTargetParam = 0x020
	mapReturnParam = 0x040
	mapPrivate     = 0x080
	mapLiteral     = 0x100
	mapImplicit    = 0x200
	mapClose       = 0x400
	mapPresent     = 0x1000
	mapHold        = 0x2000
	mapMemberOf    = 0xffff000000000000
)

type key struct{}

// Install returns the runtime as an interp.Runtime for Options.Runtimes.
// The OpenMP runtime (runtimes/omprt) must be installed too (before or
// after): kernels run on its threads.
func Install(cfg Config) interp.Runtime { return installer(cfg) }

type installer Config

func (c installer) Install(e *interp.Engine) error {
	rt := &Runtime{e: e, cfg: Config(c), entries: map[uint64]*entry{}}
	if got := e.Ext(key{}, func() any { return rt }); got != rt {
		return fmt.Errorf("offload: the offload runtime is installed twice")
	}
	if rt.cfg.Trace == nil {
		rt.cfg.Trace = os.Stderr
	}
	if v, ok := e.Getenv("LIBOMPTARGET_INFO"); ok {
		if n, err := strconv.ParseInt(strings.TrimSpace(v), 0, 64); err == nil && n != 0 {
			rt.cfg.Info = true
		}
	}
	rt.policy = "default"
	if v, ok := e.Getenv("OMP_TARGET_OFFLOAD"); ok {
		switch p := strings.ToLower(strings.TrimSpace(v)); p {
		case "mandatory", "disabled", "default":
			rt.policy = p
		default:
			return fmt.Errorf("offload: OMP_TARGET_OFFLOAD=%s: expected mandatory, disabled or default", v)
		}
	}
	for name, fn := range rt.externs() {
		e.RegisterExtern(name, fn)
	}
	return nil
}

// For returns the engine's offload runtime, nil when none is installed.
func For(e *interp.Engine) *Runtime {
	rt, _ := e.Ext(key{}, nil).(*Runtime)
	return rt
}

// Runtime is the offload runtime of one engine: one device, number 0.
type Runtime struct {
	e      *interp.Engine
	cfg    Config
	policy string // OMP_TARGET_OFFLOAD

	// mu guards everything below; it is never held while the program
	// runs (kernels, copies that may trap release it first).
	mu         sync.Mutex
	requires   int64 // the first unit's flags (0: none registered)
	defaultDev int
	entries    map[uint64]*entry // registered kernels and globals by host address
	table      []*mapping        // device 0's mappings, sorted by host begin
	stats      Stats

	// devStacks holds the stack bases of the threads that ran device
	// code (read on every page a device thread changes to: lock-free).
	devStacks sync.Map
	// kinds holds the pinned and managed host allocations
	// (llvm_omp_target_alloc_host, _shared), read by the device observer.
	kinds hostKinds
}

func (rt *Runtime) stackSet() *sync.Map { return &rt.devStacks }

// Stats counts the runtime's work.
type Stats struct {
	ToBytes, FromBytes uint64 // explicit transfers, each direction
	Transfers          int
	Kernels            int
	Allocs             int // device allocations made
}

// Stats returns the counts so far.
func (rt *Runtime) Stats() Stats {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	return rt.stats
}

// USM reports whether the device shares the host's memory.
func (rt *Runtime) USM() bool {
	switch rt.cfg.Mode {
	case ModeExplicit:
		return false
	case ModeUSM:
		return true
	}
	rt.mu.Lock()
	defer rt.mu.Unlock()
	return rt.requires&reqUnifiedSharedMem != 0
}

func (rt *Runtime) omp() *omprt.Runtime { return omprt.For(rt.e) }

// tracef writes one trace line when tracing is on.
func (rt *Runtime) tracef(format string, args ...any) {
	if !rt.cfg.Info {
		return
	}
	rt.e.Flush() // the program's output so far comes first
	fmt.Fprintf(rt.cfg.Trace, "offload: "+format+"\n", args...)
}

// device checks a device number of an entry point: -1 is the default
// device; the initial device (the host, number 1 = omp_get_num_devices())
// makes the construct run on the host. It returns false for the host.
func (rt *Runtime) device(c *interp.ExternCall, dev int64) bool {
	if dev == -1 {
		rt.mu.Lock()
		dev = int64(rt.defaultDev)
		rt.mu.Unlock()
	}
	switch {
	case dev == 0:
		return true
	case dev == 1: // omp_get_initial_device()
		return false
	}
	c.Trap("offload: device %d does not exist (omp_get_num_devices() is 1: device 0, and %d is the initial device)", dev, 1)
	return false
}

// offloading reports whether constructs run on the device (not when
// OMP_TARGET_OFFLOAD=disabled).
func (rt *Runtime) offloading() bool { return rt.policy != "disabled" }

// entry is a registered offload entry (__tgt_offload_entry).
type entry struct {
	addr  uint64 // the host address: a kernel's id, a global's variable
	name  string // the device function, or the reference-pointer global
	size  uint64 // 0 for a kernel
	fn    *interp.Func
	ref   uint64 // a global's reference pointer
	flags uint32
}

// registerRequires is __tgt_register_requires: the flags of each unit
// must agree on reverse_offload, unified_address and
// unified_shared_memory (dynamic_allocators may differ), as libomptarget
// checks.
func (rt *Runtime) registerRequires(c *interp.ExternCall, flags int64) {
	defer rt.watchHost()
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if flags == 0 {
		return
	}
	if rt.requires == 0 {
		rt.requires = flags
		return
	}
	for _, r := range []struct {
		bit  int64
		name string
	}{{reqReverseOffload, "reverse_offload"}, {reqUnifiedAddress, "unified_address"}, {reqUnifiedSharedMem, "unified_shared_memory"}} {
		if rt.requires&r.bit != flags&r.bit {
			rt.mu.Unlock()
			defer rt.mu.Lock()
			c.Trap("offload: '#pragma omp requires %s' not used consistently: a translation unit registered requires flags 0x%x, another 0x%x", r.name, rt.requires, flags)
		}
	}
	rt.requires |= flags & reqDynamicAllocators
}

// The layout of __tgt_bin_desc and __tgt_offload_entry (docs/offload.md,
// "Runtime"): libomptarget's, with the module itself as the image.
const (
	binHostBegin = 16 // __tgt_bin_desc: i32 NumDeviceImages, ptr DeviceImages, ptr HostEntriesBegin, ptr HostEntriesEnd
	binHostEnd   = 24
	entrySize    = 32 // __tgt_offload_entry: ptr addr, ptr name, i64 size, i32 flags, i32 reserved
)

// registerLib is __tgt_register_lib: the entries of the table between
// HostEntriesBegin and HostEntriesEnd. A kernel entry (size 0) names its
// device function; a global entry (size > 0) names its reference-pointer
// global, which explicit mode points at a device copy initialized from
// the host variable and USM leaves at the host variable.
func (rt *Runtime) registerLib(c *interp.ExternCall, desc uint64) {
	t := c.T
	load := func(a, n uint64) uint64 {
		t.CheckRange(c.Op, a, n, "offload: reading the __tgt_bin_desc of __tgt_register_lib")
		v, _ := t.M.LoadN(a, n)
		return v
	}
	begin, end := load(desc+binHostBegin, 8), load(desc+binHostEnd, 8)
	if end < begin || (end-begin)%entrySize != 0 {
		c.Trap("offload: __tgt_register_lib: the entry table [0x%x, 0x%x) is not a whole number of %d-byte __tgt_offload_entry records", begin, end, entrySize)
	}
	usm := rt.USM()
	for a := begin; a < end; a += entrySize {
		en := &entry{addr: load(a, 8), size: load(a+16, 8), flags: uint32(load(a+24, 4))}
		en.name = string(t.CString(nil, load(a+8, 8), 4096))
		if en.size == 0 {
			f, ok := rt.e.Func(en.name)
			if !ok {
				c.Trap("offload: __tgt_register_lib: the kernel entry '%s' names no function of the module", en.name)
			}
			en.fn = f
			rt.tracef("register kernel '%s' host=0x%x", en.name, en.addr)
		} else {
			ref, ok := rt.e.SymbolAddr(en.name)
			if !ok {
				c.Trap("offload: __tgt_register_lib: the global entry '%s' names no global of the module", en.name)
			}
			en.ref = ref
			if usm {
				rt.tracef("register global '%s' host=0x%x size=%d: usm, the host variable", en.name, en.addr, en.size)
			} else {
				// The device copy lives as long as the program, as the
				// globals of a device image do; its reference pointer
				// is read-only to the program, written here only.
				m := rt.mapEntry(c, mapArg{base: en.addr, begin: en.addr, size: en.size, typ: mapTo, name: en.name}, refDynamic)
				m.dyn = infinite
				if !t.M.StoreN(ref, 8, m.tgt) {
					c.Trap("offload: __tgt_register_lib: cannot write the reference pointer '%s' at 0x%x", en.name, ref)
				}
				rt.tracef("register global '%s' host=0x%x size=%d device=0x%x", en.name, en.addr, en.size, m.tgt)
			}
		}
		rt.mu.Lock()
		rt.entries[en.addr] = en
		rt.mu.Unlock()
	}
}

// name reads a map entry's name: clang's ";file;name;line;col;;" or a
// plain C string (strata's lowering), "" when there is none.
func mapName(t *interp.Thread, names uint64, i int) string {
	if names == 0 {
		return ""
	}
	p, ok := t.M.LoadN(names+8*uint64(i), 8)
	if !ok || p == 0 || !t.M.Valid(p, 1) {
		return ""
	}
	s := string(t.CString(nil, p, 256))
	if strings.HasPrefix(s, ";") {
		if f := strings.Split(s, ";"); len(f) > 2 {
			return f[2]
		}
	}
	return s
}

func hex(a uint64) string { return "0x" + strconv.FormatUint(a, 16) }

func i32(v int) uint64 { return uint64(uint32(int32(v))) }

// errorf stops the program at the call with an offload error.
func errorf(c *interp.ExternCall, format string, args ...any) {
	c.Trap("offload: "+format, args...)
}

// copyMem copies n bytes from src to dst, checking both (a copy that
// reads or writes outside valid memory is an error naming what).
func copyMem(c *interp.ExternCall, op *ir.Operation, dst, src, n uint64, what string) {
	if n == 0 {
		return
	}
	c.T.CheckRange(op, src, n, what+": reading the source")
	c.T.CheckRange(op, dst, n, what+": writing the destination")
	buf := make([]byte, n)
	c.T.M.Read(src, buf)
	c.T.M.Write(dst, buf)
}
