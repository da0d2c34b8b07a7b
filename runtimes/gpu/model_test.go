package gpu

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"sync"
	"testing"

	"github.com/strata-ir/strata/interp"
)

func profile(t *testing.T, text string) *Profile {
	t.Helper()
	p, err := Parse("test.prof", text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// setup returns a model and a heap block of n bytes whose every page the
// host wrote (so that it exists and holds data).
func setup(t *testing.T, prof string, n, align uint64) (*Model, *interp.Memory, uint64) {
	t.Helper()
	mem := interp.NewMemory()
	al, err := mem.Alloc(n, align, interp.HeapAlloc, "malloc", nil)
	if err != nil {
		t.Fatal(err)
	}
	m := New(profile(t, prof), mem)
	for a := al.Base; a < al.Base+n; a += pageSize {
		m.Access(mem.PageAt(a), a, 1, true)
	}
	return m, mem, al.Base
}

// kernel runs a kernel touching the pages of [a, a+n) with stride, from
// several goroutines (the order must not matter).
func kernel(m *Model, mem *interp.Memory, a, n, stride uint64) {
	obs := m.BeginKernel(nil, "k", true, nil)
	var wg sync.WaitGroup
	for w := uint64(0); w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for x := a + w*stride; x < a+n; x += 4 * stride {
				obs.Access(mem.PageAt(x), x, 8, true)
			}
		}()
	}
	wg.Wait()
	m.EndKernel(nil, obs)
}

func TestIntelGranules(t *testing.T) {
	// 4 MiB + 8 KiB at a 2 MiB boundary plus 32 bytes (the heap's first
	// block): the first 64 KiB block and the tail are not wholly inside.
	m, mem, a := setup(t, "base = b70", 4<<20+8<<10, 16)
	kernel(m, mem, a, 4<<20+8<<10, pageSize)
	r := m.Report(0)
	// The kernel touches from a by pages: the page of the last 32 bytes
	// is not touched (the tail has 2 pages, the head block 16).
	want := map[string]uint64{"4K": 18, "64K": 31, "2M": 1}
	for k, v := range want {
		if r.MigrationsH2D[k] != v {
			t.Errorf("b70 migrations %s = %d, want %d (%v)", k, r.MigrationsH2D[k], v, r.MigrationsH2D)
		}
	}
	m, mem, a = setup(t, "base = b70\nhuge_pages = false", 4<<20+8<<10, 16)
	kernel(m, mem, a, 4<<20+8<<10, pageSize)
	if r := m.Report(0); r.MigrationsH2D["2M"] != 0 || r.MigrationsH2D["64K"] != 63 {
		t.Errorf("b70 without THP: %v, want no 2M and 63 64K", r.MigrationsH2D)
	}
}

func TestNvidiaIsolatedAndDense(t *testing.T) {
	m, mem, a := setup(t, "base = h200", 16<<20, 2<<20)
	kernel(m, mem, a, 16<<20, 2<<20)
	r := m.Report(0)
	if r.MigrationsH2D["64K"] != 8 || r.MigrationsH2D["2M"] != 0 || r.GPUFaults != 8 {
		t.Errorf("isolated: %v faults %d, want 8 64K migrations", r.MigrationsH2D, r.GPUFaults)
	}
	// Dense faults in the same regions now migrate them whole, absorbing
	// the 64 KiB granules (their bytes are not copied again).
	kernel(m, mem, a, 16<<20, 64<<10)
	r = m.Report(0)
	if r.MigrationsH2D["2M"] != 8 || r.MigratedH2D != 16<<20 {
		t.Errorf("dense: %v, %d bytes; want 8 2M migrations and 16 MiB in all", r.MigrationsH2D, r.MigratedH2D)
	}
}

func TestCoherenceCPUFault(t *testing.T) {
	m, mem, a := setup(t, "base = h200", 2<<20, 2<<20)
	kernel(m, mem, a, 2<<20, pageSize)
	p := mem.PageAt(a + 8192)
	if p.Meta.Load()&metaDevice == 0 {
		t.Fatal("the page is not device-resident after the kernel")
	}
	// Two host touches of the one granule: one CPU fault, one TLB
	// invalidation, the whole granule back.
	m.Access(p, a+8192, 8, false)
	m.Access(mem.PageAt(a+4<<12), a+4<<12, 8, false)
	r := m.Report(0)
	if r.CPUFaults != 1 || r.TLBInvalidations != 1 || r.MigratedD2H != 2<<20 || r.MigrationsD2H["2M"] != 1 {
		t.Errorf("cpu faults %d tlb %d d2h %d %v; want 1, 1, 2 MiB, one 2M", r.CPUFaults, r.TLBInvalidations, r.MigratedD2H, r.MigrationsD2H)
	}
	if mem.PageAt(a).Meta.Load()&metaDevice != 0 {
		t.Error("a page of the granule is still marked device-resident")
	}
}

func TestEvictionLRU(t *testing.T) {
	m, mem, a := setup(t, "base = h200\nvram = 4 MiB", 8<<20, 2<<20)
	kernel(m, mem, a, 4<<20, pageSize)       // regions 0, 1
	kernel(m, mem, a+4<<20, 2<<20, pageSize) // region 2 evicts region 0
	if g := m.resident[a/pageSize]; g != nil {
		t.Error("the least recently used region was kept")
	}
	if g := m.resident[(a+2<<20)/pageSize]; g == nil {
		t.Error("region 1 was evicted before the older region 0")
	}
	r := m.Report(0)
	if r.Evictions != 1 || r.EvictedBytes != 2<<20 || r.PeakVRAM > 4<<20 {
		t.Errorf("evictions %d (%d bytes), peak %d", r.Evictions, r.EvictedBytes, r.PeakVRAM)
	}
	// The evicted data is the host's: a host access is no fault.
	m.Access(mem.PageAt(a), a, 8, false)
	if r := m.Report(0); r.CPUFaults != 0 {
		t.Errorf("cpu faults %d after eviction, want 0", r.CPUFaults)
	}
}

func TestBatchingAndTime(t *testing.T) {
	p := "base = b70\nfault_batch = 100\nfault_batch_latency = 1 ms\nfault_page = 0 us\nmigration_latency = 0 us\nmigrate_h2d = 1 GB/s\nlaunch = 0 us\nmanaged_alloc = 0 us\ntlb_invalidation = 0 us\nmemory_bandwidth = 1 TB/s"
	m, mem, a := setup(t, p+"\nhuge_pages = false", 1<<20, 1<<20)
	kernel(m, mem, a, 1<<20, pageSize) // 256 faults: 3 batches, 16 64K migrations
	r := m.Report(0)
	if r.FaultBatches != 3 {
		t.Errorf("batches %d, want 3", r.FaultBatches)
	}
	want := 3e-3 + float64(1<<20)/1e9
	if math.Abs(r.Breakdown.Fault-want) > 1e-12 {
		t.Errorf("fault time %g, want %g", r.Breakdown.Fault, want)
	}
	if c := float64(1<<20) / 1e12; math.Abs(r.Breakdown.Compute-c) > 1e-15 {
		t.Errorf("compute %g, want %g", r.Breakdown.Compute, c)
	}
	m.Copy(nil, true, 0, 1<<20)
	r = m.Report(0)
	if tr := m.P.H2DPageable.Time(1 << 20); math.Abs(r.Breakdown.Transfer-tr) > 1e-12 || math.Abs(r.Time-(want+r.Breakdown.Compute+tr)) > 1e-12 {
		t.Errorf("transfer %g time %g", r.Breakdown.Transfer, r.Time)
	}
}

func TestQueuesOverlap(t *testing.T) {
	mem := interp.NewMemory()
	m := New(profile(t, "base = h200\nhost_memory = pinned"), mem)
	// Two nowait constructs without dependences: a copy each way, which
	// run on the two queues at once.
	t1, t2 := m.NowaitCreate(nil, nil), m.NowaitCreate(nil, nil)
	th1, th2 := &interp.Thread{}, &interp.Thread{}
	m.TaskBegin(th1, t1)
	m.TaskBegin(th2, t2)
	m.Copy(th1, true, 0, 55e6)
	m.Copy(th2, false, 0, 55e6)
	m.TaskEnd(th1, t1)
	m.TaskEnd(th2, t2)
	r := m.Report(0)
	// The second starts when the host has enqueued the first.
	if one := m.P.LaunchIssue + m.P.H2DPinned.Time(55e6); math.Abs(r.Time-one) > 1e-12 {
		t.Errorf("time %g, want one copy's %g after one enqueue (the queues overlap)", r.Time, one)
	}
}

func TestPool(t *testing.T) {
	mem := interp.NewMemory()
	m := New(profile(t, "base = h200"), mem)
	m.Alloc(nil, 1<<39, 4<<10)
	m.Free(nil, 1<<39)
	m.Alloc(nil, 1<<39+2<<20, 4<<10)
	r := m.Report(0)
	if r.RawAllocs != 1 || r.DeviceAllocs != 2 || r.PeakVRAM != 2<<20 {
		t.Errorf("raw %d allocs %d peak %d: the pool should serve the second", r.RawAllocs, r.DeviceAllocs, r.PeakVRAM)
	}
	// Blocks above pool_max_block (8 KiB) are raw each time and freed for
	// good.
	big := uint64(1<<39 + 4<<20)
	for i := 0; i < 3; i++ {
		m.Alloc(nil, big, 1<<20)
		m.Free(nil, big)
	}
	if r := m.Report(0); r.RawAllocs != 4 || r.PeakVRAM != 3<<20 {
		t.Errorf("raw %d peak %d after three 1 MiB alloc+free, want 4 raw and 3 MiB peak", r.RawAllocs, r.PeakVRAM)
	}
}

func TestLinkCurve(t *testing.T) {
	p := profile(t, "base = h200\nh2d_pageable = 4 KiB: 5 us, 1 MiB: 105 us, 2 MiB: 155 us")
	l := p.H2DPageable
	for _, c := range []struct {
		n    uint64
		want float64
	}{{1, 5e-6}, {4 << 10, 5e-6}, {(4<<10 + 1<<20) / 2, 55e-6}, {1 << 20, 105e-6}, {3 << 20, 205e-6}} {
		if got := l.Time(c.n); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("Time(%d) = %g, want %g", c.n, got, c.want)
		}
	}
	if _, err := Parse("t.prof", "base = h200\nh2d_pageable = 1 MiB: 5 us, 4 KiB: 9 us"); err == nil || !strings.Contains(err.Error(), "t.prof:2:16: error: h2d_pageable: '4 KiB: 9 us': sizes must ascend") {
		t.Errorf("descending curve: %v", err)
	}
}

func TestDefaultsFollowTheFile(t *testing.T) {
	// kernel_start, left out, is launch: the file's launch, not the base's.
	p := profile(t, "base = b70\nlaunch = 3 us")
	if p.KernelStart != 3e-6 || p.LaunchIssue != 3e-6 {
		t.Errorf("kernel_start %g launch_issue %g, want the file's launch", p.KernelStart, p.LaunchIssue)
	}
	if p := profile(t, "base = h200\nlaunch = 3 us"); p.KernelStart != 7e-6 {
		t.Errorf("kernel_start %g, want h200's own 7 us", p.KernelStart)
	}
}

func TestProfileErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"base = h200\nvram = 8 parsecs", "test.prof:2:8: error: vram: unknown unit 'parsecs'"},
		{"base = h200\nspeed = 1", "test.prof:2:1: error: unknown key 'speed'"},
		{"name = x", "missing keys"},
		{"base = h200\ngranule_policy = amd", "test.prof:2:18: error: granule_policy: 'amd': expected intel or nvidia"},
		{"base = nope", "unknown base profile 'nope'"},
		{"base = h200\nh2d_pinned = 5 GB/s", "has no '+'"},
		{"base = h200\n  oops", "test.prof:2:3: error: expected 'key = value'\n  oops\n  ^"},
	} {
		_, err := Parse("test.prof", c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.text, err, c.want)
		}
	}
	for _, n := range Builtins() {
		if _, err := Load(n); err != nil {
			t.Errorf("built-in %s: %v", n, err)
		}
	}
}

func TestReportJSONAndSVG(t *testing.T) {
	m, mem, a := setup(t, "base = b70", 1<<20, 16)
	kernel(m, mem, a, 1<<20, pageSize)
	r := m.Report(3)
	var b bytes.Buffer
	if err := r.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	var top map[string]any
	if err := json.Unmarshal(b.Bytes(), &top); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"profile", "mode", "time_s", "time_breakdown_s", "h2d_bytes", "d2h_bytes", "migrated_h2d_bytes", "migrated_d2h_bytes",
		"gpu_faults", "cpu_faults", "migrations", "tlb_invalidations", "evictions", "peak_vram_bytes", "kernels", "exit_code"} {
		if _, ok := top[k]; !ok {
			t.Errorf("the JSON report has no key %s", k)
		}
	}
	for name, c := range Charts([]*Report{r, r}) {
		if s := c.SVG(); !strings.HasPrefix(s, "<svg") || !strings.Contains(s, "</svg>") {
			t.Errorf("%s is not an SVG", name)
		}
	}
	var tb bytes.Buffer
	if err := WriteText(&tb, []*Report{r, r}); err != nil || !strings.Contains(tb.String(), "migrations 2M h2d/d2h") {
		t.Errorf("text report: %v\n%s", err, tb.String())
	}
}
