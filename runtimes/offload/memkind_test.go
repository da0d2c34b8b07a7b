package offload_test

import (
	"strings"
	"sync"
	"testing"

	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/runtimes/offload"
	"github.com/strata-ir/strata/runtimes/omprt"
)

// recorder is a Device that records the runtime's allocation and copy
// events.
type recorder struct {
	mu         sync.Mutex
	hostAllocs map[uint64]offload.MemKind
	hostSizes  map[uint64]uint64
	hostFrees  []uint64
	allocs     int
	copies     []copyEvent
}

type copyEvent struct {
	to      bool
	host, n uint64
}

func newRecorder() *recorder {
	return &recorder{hostAllocs: map[uint64]offload.MemKind{}, hostSizes: map[uint64]uint64{}}
}

func (r *recorder) BeginKernel(*interp.Thread, string, bool, func(uint64) bool) interp.Observer {
	return nil
}
func (r *recorder) EndKernel(*interp.Thread, interp.Observer) {}
func (r *recorder) Copy(_ *interp.Thread, to bool, host, n uint64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.copies = append(r.copies, copyEvent{to, host, n})
}
func (r *recorder) Alloc(*interp.Thread, uint64, uint64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.allocs++
}
func (r *recorder) Free(*interp.Thread, uint64) {}
func (r *recorder) HostAlloc(_ *interp.Thread, base, size uint64, k offload.MemKind) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.hostAllocs[base] = k
	r.hostSizes[base] = size
}
func (r *recorder) HostFree(_ *interp.Thread, base uint64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.hostFrees = append(r.hostFrees, base)
}
func (r *recorder) NowaitCreate(*interp.Thread, []omprt.Dep) any { return nil }
func (r *recorder) TaskBegin(*interp.Thread, any)                {}
func (r *recorder) TaskEnd(*interp.Thread, any)                  {}
func (r *recorder) Access(*interp.Page, uint64, uint64, bool)    {}

// TestMemKindsDevice checks what the device hook is told of the three
// allocators: the pinned and managed blocks (page-aligned, with their
// kinds) and their frees, one device allocation, and each copy's host
// address (the host side, never the device's).
func TestMemKindsDevice(t *testing.T) {
	rec := newRecorder()
	r := runC(t, "memkinds.c", offload.Config{Mode: offload.ModeExplicit, Device: rec}, omprt.Config{}, nil)
	if r.code != 0 || !strings.Contains(r.out, "shared 21 41 61 81") {
		t.Fatalf("status %d\nstdout:\n%s\nstderr:\n%s", r.code, r.out, r.trace)
	}
	kinds := map[offload.MemKind]int{}
	for base, k := range rec.hostAllocs {
		kinds[k]++
		if base%interp.PageSize != 0 || rec.hostSizes[base] != 16 {
			t.Errorf("%s block at 0x%x of %d bytes: want page-aligned, 16 bytes", k, base, rec.hostSizes[base])
		}
	}
	if len(rec.hostAllocs) != 2 || kinds[offload.MemHost] != 1 || kinds[offload.MemShared] != 1 {
		t.Errorf("host allocations %v, want one host and one shared", rec.hostAllocs)
	}
	if len(rec.hostFrees) != 2 {
		t.Errorf("host frees %v, want both blocks", rec.hostFrees)
	}
	for _, b := range rec.hostFrees {
		if _, ok := rec.hostAllocs[b]; !ok {
			t.Errorf("HostFree of 0x%x, which HostAlloc never saw", b)
		}
	}
	if rec.allocs != 1 {
		t.Errorf("device allocations %d, want 1 (llvm_omp_target_alloc_device)", rec.allocs)
	}
	if len(rec.copies) != 2 || !rec.copies[0].to || rec.copies[1].to {
		t.Fatalf("copies %+v, want one to the device and one back", rec.copies)
	}
	for _, c := range rec.copies {
		if interp.IsDeviceAddr(c.host) || c.n != 16 {
			t.Errorf("copy %+v: want the host side's address and 16 bytes", c)
		}
	}
}

// TestMemKindsErrors: freeing a managed block twice is the heap's
// located double free, a kernel's access after the free the engine's use
// after free (not an illegal device access); freeing it with the initial
// device's number is an error naming its kind; none panics.
func TestMemKindsErrors(t *testing.T) {
	for _, tc := range []struct{ def, want string }{
		{"TWICE", "memkinds.c:53:3: runtime error: offload: omp_target_free: double free of the 16-byte heap block at 0x"},
		{"UAF", "memkinds.c:18:43: runtime error: use after free: 4-byte access at 0x"},
		{"HOSTDEV", "is device 0's shared memory (from llvm_omp_target_alloc_shared), freed with the initial device 1"},
	} {
		r := runCDefs(t, "memkinds.c", []string{tc.def}, explicit, omprt.Config{}, nil)
		if r.code != 1 || !strings.Contains(r.trace, tc.want) {
			t.Errorf("-D%s: status %d\nstderr:\n%s\nwant %q", tc.def, r.code, r.trace, tc.want)
		}
	}
}
