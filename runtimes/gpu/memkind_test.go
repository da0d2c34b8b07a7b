package gpu

import (
	"math"
	"testing"

	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/runtimes/offload"
)

// block allocates an n-byte heap block aligned to align whose every page
// the host wrote.
func block(t *testing.T, m *Model, mem *interp.Memory, n, align uint64) uint64 {
	t.Helper()
	al, err := mem.Alloc(n, align, interp.HeapAlloc, "test", nil)
	if err != nil {
		t.Fatal(err)
	}
	for a := al.Base; a < al.Base+n; a += pageSize {
		m.Access(mem.PageAt(a), a, 1, true)
	}
	return al.Base
}

// touch runs one kernel (explicit mode unless usm) touching every page of
// [a, a+n).
func touch(m *Model, mem *interp.Memory, usm bool, a, n uint64) {
	obs := m.BeginKernel(nil, "k", usm, nil)
	for x := a; x < a+n; x += pageSize {
		obs.Access(mem.PageAt(x), x, 8, false)
	}
	m.EndKernel(nil, obs)
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-12*max(1, math.Abs(b)) }

func TestPinnedCopies(t *testing.T) {
	mem := interp.NewMemory()
	m := New(profile(t, "base = h200"), mem)
	pinned := block(t, m, mem, 1<<20, pageSize)
	plain := block(t, m, mem, 1<<20, pageSize)
	m.HostAlloc(nil, pinned, 1<<20, offload.MemHost)
	want := 0.0
	for _, c := range []struct {
		what     string
		to       bool
		host, n  uint64
		pinnedOK bool
	}{
		{"to the device from pinned memory", true, pinned, 1 << 20, true},
		{"from the device to pinned memory", false, pinned + 4096, 8192, true},
		{"from malloc'd memory", true, plain, 1 << 20, false},
		{"running past the pinned block", true, pinned + 4096, 1 << 20, false},
	} {
		before := m.Report(0).Breakdown.Transfer
		m.Copy(nil, c.to, c.host, c.n)
		l := map[bool]Link{true: m.P.H2DPageable, false: m.P.D2HPageable}[c.to]
		if c.pinnedOK {
			l = map[bool]Link{true: m.P.H2DPinned, false: m.P.D2HPinned}[c.to]
		}
		want += l.Time(c.n)
		if got := m.Report(0).Breakdown.Transfer - before; !near(got, l.Time(c.n)) {
			t.Errorf("copy %s: %g s, want %g", c.what, got, l.Time(c.n))
		}
	}
	m.HostFree(nil, pinned)
	before := m.Report(0).Breakdown.Transfer
	m.Copy(nil, true, pinned, 1<<20)
	if got := m.Report(0).Breakdown.Transfer - before; !near(got, m.P.H2DPageable.Time(1<<20)) {
		t.Errorf("copy from a freed pinned block: %g s, want the pageable link's %g", got, m.P.H2DPageable.Time(1<<20))
	}
	// host_memory = pinned still makes every copy pinned.
	m2 := New(profile(t, "base = h200\nhost_memory = pinned"), mem)
	m2.Copy(nil, true, plain, 1<<20)
	if got := m2.Report(0).Breakdown.Transfer; !near(got, m2.P.H2DPinned.Time(1<<20)) {
		t.Errorf("host_memory = pinned: %g s, want %g", got, m2.P.H2DPinned.Time(1<<20))
	}
}

func TestManagedInExplicitMode(t *testing.T) {
	mem := interp.NewMemory()
	m := New(profile(t, "base = h200"), mem)
	plain := block(t, m, mem, 2<<20, 2<<20)
	shared := block(t, m, mem, 2<<20, 2<<20)
	m.HostAlloc(nil, shared, 2<<20, offload.MemShared)
	// The allocation costs managed_alloc at once.
	if r := m.Report(0); !near(r.Time, m.P.ManagedAlloc) {
		t.Errorf("time after the managed allocation %g, want managed_alloc %g", r.Time, m.P.ManagedAlloc)
	}
	// Explicit mode: the malloc'd block counts as mapped (no faults); the
	// managed one faults and migrates whole (nvidia, dense).
	touch(m, mem, false, plain, 2<<20)
	if r := m.Report(0); r.GPUFaults != 0 || r.MigratedH2D != 0 {
		t.Fatalf("malloc'd block in explicit mode: %d faults, %d migrated; want none", r.GPUFaults, r.MigratedH2D)
	}
	before := m.Report(0)
	touch(m, mem, false, shared, 2<<20)
	r := m.Report(0)
	if r.GPUFaults != 512 || r.MigratedH2D != 2<<20 || r.MigrationsH2D["2M"] != 1 {
		t.Errorf("managed block in explicit mode: %d faults, %d migrated, %v; want 512, 2 MiB, one 2M", r.GPUFaults, r.MigratedH2D, r.MigrationsH2D)
	}
	// Its first touch does not charge managed_alloc again: the fault time
	// is what the same faults of a malloc'd block under USM cost less
	// managed_alloc.
	mu := New(profile(t, "base = h200"), mem)
	other := block(t, mu, mem, 2<<20, 2<<20)
	touch(mu, mem, true, other, 2<<20)
	if got, want := r.Breakdown.Fault-before.Breakdown.Fault, mu.Report(0).Breakdown.Fault-m.P.ManagedAlloc; !near(got, want) {
		t.Errorf("managed block's fault time %g, want %g (no second managed_alloc)", got, want)
	}
	// Freeing it gives its VRAM back.
	m.HostFree(nil, shared)
	if m.used != 0 || len(m.resident) != 0 {
		t.Errorf("after the free: %d bytes of VRAM used, %d resident pages; want none", m.used, len(m.resident))
	}
}

func TestZeroCopy(t *testing.T) {
	for _, usm := range []bool{false, true} {
		mem := interp.NewMemory()
		m := New(profile(t, "base = h200"), mem)
		pinned := block(t, m, mem, 1<<20, pageSize)
		m.HostAlloc(nil, pinned, 1<<20, offload.MemHost)
		touch(m, mem, usm, pinned, 1<<20)
		r := m.Report(0)
		if r.ZeroCopyBytes != 1<<20 || r.GPUFaults != 0 || r.MigratedH2D != 0 || r.Breakdown.Compute != 0 {
			t.Errorf("usm %v: zero-copy %d, faults %d, migrated %d, compute %g; want 1 MiB zero-copy and nothing else", usm, r.ZeroCopyBytes, r.GPUFaults, r.MigratedH2D, r.Breakdown.Compute)
		}
		link := float64(1<<20) / m.P.H2DPinned.Bandwidth
		if !near(r.Breakdown.Transfer, link) || !near(r.Time, m.P.Launch+link) {
			t.Errorf("usm %v: transfer %g time %g, want %g and launch + it", usm, r.Breakdown.Transfer, r.Time, link)
		}
		if p := mem.PageAt(pinned); p.Meta.Load()&metaDevice != 0 {
			t.Errorf("usm %v: a pinned page is marked device-resident", usm)
		}
	}
}
