package interp

import (
	"fmt"
	"sort"

	"github.com/strata-ir/strata/ir"
)

// Device memory and device-accessible host memory, for an offload
// runtime (runtimes/offload) that models a discrete GPU in the engine.
//
// The address space gets two more ranges: read-only globals live apart
// from writable ones, in pages of their own, so that a page-granular
// check can let a device read them (a kernel's printf format strings, the
// constant reference-pointer globals of docs/offload.md) without letting
// it touch a writable global that shares their page; and device memory
// is a range of its own, so that an address tells which memory it is in.
//
//	[16 MiB, 2 GiB)    writable globals
//	[2 GiB, 4 GiB)     read-only globals
//	[4 GiB, 512 GiB)   heap
//	[512 GiB, 1 TiB)   device memory
//	[1 TiB, ...)       thread stacks
//
// A device thread's accesses are checked by its observer (a Checker, set
// with Thread.SetObserver): the first access of a thread to a page asks
// the checker, which may refuse it with a message; the access then fails
// as an invalid one does, located at the op that made it.

const (
	roGlobalBase = 1 << 31 // read-only globals
	deviceBase   = 1 << 39 // device memory
)

// DeviceAlloc is the kind of a device allocation (Memory.AllocDevice).
const DeviceAlloc AllocKind = GlobalAlloc + 1

// constGlobal asks Alloc for a read-only global: a GlobalAlloc in the
// read-only range.
const constGlobal AllocKind = GlobalAlloc + 2

// arena returns where allocations of kind come from: the next free
// address, the end of the range and the kind the allocation records.
func (m *Memory) arena(kind AllocKind) (next *uint64, limit uint64, stored AllocKind) {
	switch kind {
	case GlobalAlloc:
		return &m.globNext, roGlobalBase, GlobalAlloc
	case constGlobal:
		return &m.roNext, heapBase, GlobalAlloc
	case DeviceAlloc:
		return &m.devNext, stackBase, DeviceAlloc
	}
	return &m.heapNext, deviceBase, kind
}

// insertAlloc adds a to the allocations, kept sorted by address (each
// range grows upward, but the ranges are allocated from interleaved:
// a device block or a thread's copy of a thread-local global after heap
// blocks). Under m.mu.
func (m *Memory) insertAlloc(a *Allocation) {
	n := len(m.allocs)
	if n == 0 || m.allocs[n-1].Base < a.Base {
		m.allocs = append(m.allocs, a)
		return
	}
	i := sort.Search(n, func(i int) bool { return m.allocs[i].Base > a.Base })
	m.allocs = append(m.allocs, nil)
	copy(m.allocs[i+1:], m.allocs[i:])
	m.allocs[i] = a
}

// AllocDevice allocates size bytes of device memory (zero-filled, in the
// device range, redzones around it as for the heap). name says who
// allocated it ("omp_target_alloc", "the device copy of ...").
func (m *Memory) AllocDevice(size, align uint64, name string, op *ir.Operation) (*Allocation, error) {
	return m.Alloc(size, align, DeviceAlloc, name, op)
}

// FreeDevice frees the device allocation at a; freeing what is not the
// start of a live device allocation is an error naming what a is.
func (m *Memory) FreeDevice(a uint64, op *ir.Operation) error {
	if a == 0 {
		return nil
	}
	al := m.find(a)
	if al == nil || al.Base != a || al.Kind != DeviceAlloc {
		msg := fmt.Sprintf("freeing 0x%x, which is not the start of a device allocation", a)
		if al != nil && a < al.Base+al.Size {
			msg += ": it is inside the " + al.String()
		} else if !IsDeviceAddr(a) {
			msg += ": it is a host address"
		}
		return &FreeError{Msg: msg, Alloc: al}
	}
	return m.release(al, op)
}

// release frees the allocation al (a heap or device block) at op; a
// freed one is a double free.
func (m *Memory) release(al *Allocation, op *ir.Operation) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if al.Freed {
		msg := fmt.Sprintf("double free of the %s", al)
		if al.FreedBy != nil {
			if l, ok := ir.FileLineCol(al.FreedBy.Loc()); ok {
				msg += ", already freed at " + l.String()
			}
		}
		return &FreeError{Msg: msg, Alloc: al}
	}
	al.Freed, al.FreedBy = true, op
	m.live -= al.Size
	m.setValid(al.Base, al.Size, false)
	return nil
}

// IsDeviceAddr reports whether a is in the device memory range.
func IsDeviceAddr(a uint64) bool { return a >= deviceBase && a < stackBase }

// IsReadOnlyGlobalAddr reports whether a is in the range of read-only
// globals (whole pages: no writable global shares them).
func IsReadOnlyGlobalAddr(a uint64) bool { return a >= roGlobalBase && a < heapBase }

// StackBaseOf returns the base of the thread stack that a is in (the
// Thread.StackBase of its thread), false when a is not a stack address.
func StackBaseOf(a uint64) (uint64, bool) {
	if a < stackBase || a >= maxAddr {
		return 0, false
	}
	return stackBase + (a-stackBase)/stackSpan*stackSpan, true
}

// StackBase returns the lowest address of the thread's stack.
func (t *Thread) StackBase() uint64 { return t.stackLo }

// AllocationAt returns the heap, global or device allocation that holds
// a (freed ones too), nil when a is in none (a gap, a stack address).
func (m *Memory) AllocationAt(a uint64) *Allocation {
	al := m.find(a)
	if al == nil || a >= al.Base+max(al.Size, 1) {
		return nil
	}
	return al
}

// Checker is an observer that may refuse a thread's access: Check is
// called in place of Access when thread t starts accessing a page, and
// returns "" to allow it or the message of the runtime error that stops
// the program at the access (a device model refusing a host address).
type Checker interface {
	Observer
	Check(t *Thread, p *Page, addr, size uint64, write bool) string
}

// DeviceObserver is implemented by the observer of a thread that runs
// device code (a kernel, or a thread its OpenMP constructs made), so that
// a runtime can tell such a thread from a host thread that is watched
// too (runtimes/offload).
type DeviceObserver interface {
	Observer
	// RunsOnDevice marks the observer; it does nothing.
	RunsOnDevice()
}

// observe tells observer o of t's access; false when o refuses it (the
// message waits in t.fault for MemFault).
func (t *Thread) observe(o Observer, p *Page, a, n uint64, write bool) bool {
	if c, ok := o.(Checker); ok {
		if msg := c.Check(t, p, a, n, write); msg != "" {
			t.fault = msg
			return false
		}
		return true
	}
	o.Access(p, a, n, write)
	return true
}

// takeFault returns and clears the message of a refused access.
func (t *Thread) takeFault() string {
	msg := t.fault
	t.fault = ""
	return msg
}

// CheckRange stops the program at op when [a, a+n) is not all valid
// memory, with what (the runtime's view: "copying 'a[0:4]' to the
// device") and the engine's explanation of the first invalid byte.
func (t *Thread) CheckRange(op *ir.Operation, a, n uint64, what string) {
	if t.M.Valid(a, n) {
		return
	}
	for i := uint64(0); i < n; i++ {
		if !t.M.Valid(a+i, 1) {
			t.Trap(op, "%s: %s", what, t.M.Describe(a+i, 1, t.stackPtrs()))
		}
	}
}

// PageAt returns the page that holds a, nil when none is mapped. A
// device model keeps the residency state of every page of a granule it
// migrates (Page.Meta), touched or not.
func (m *Memory) PageAt(a uint64) *Page { return m.page(a) }
