package gpu

import (
	"bytes"
	"math"
	"strings"
	"sync"
	"testing"

	"github.com/strata-ir/strata/interp"
)

// flopKernel runs a kernel that touches the n bytes at a (by pages, in
// explicit mode: resident, no faults) while 4 threads report flops in
// all, as engine threads do when their work ends.
func flopKernel(m *Model, mem *interp.Memory, a, n, flops uint64) {
	obs := m.BeginKernel(nil, "k", false, nil)
	for x := a; x < a+n; x += pageSize {
		obs.Access(mem.PageAt(x), x, 8, false)
	}
	var wg sync.WaitGroup
	for w := range uint64(4) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			share := flops / 4
			if w == 0 {
				share += flops % 4
			}
			obs.(interp.FlopObserver).AddFlops(share)
		}()
	}
	wg.Wait()
	m.EndKernel(nil, obs)
}

// TestRoofline checks that a kernel's compute time is its flops over
// compute when that is the longer, its footprint over memory_bandwidth
// otherwise, and that the report adds the kernels' flops.
func TestRoofline(t *testing.T) {
	const prof = "base = h200\nmemory_bandwidth = 1 TB/s\ncompute = 1 TFLOP/s"
	const n = 16 * pageSize // 64 KiB: 65.536 ns at 1 TB/s
	for _, tc := range []struct {
		what    string
		flops   uint64
		compute float64
	}{
		{"compute-bound (1 MFLOP)", 1e6, 1e6 / 1e12},
		{"memory-bound (1000 flops)", 1000, n / 1e12},
		{"no flops", 0, n / 1e12},
	} {
		m, mem, a := setup(t, prof, n, pageSize)
		flopKernel(m, mem, a, n, tc.flops)
		r := m.Report(0)
		if math.Abs(r.Breakdown.Compute-tc.compute) > 1e-18 {
			t.Errorf("%s: compute %g s, want %g s", tc.what, r.Breakdown.Compute, tc.compute)
		}
		if r.Flops != tc.flops {
			t.Errorf("%s: flops %d, want %d", tc.what, r.Flops, tc.flops)
		}
	}

	// Two kernels: the flops add up, and each kernel's time is its own
	// roofline (the compute-bound one, then the memory-bound one).
	m, mem, a := setup(t, prof, n, pageSize)
	flopKernel(m, mem, a, n, 1e6)
	flopKernel(m, mem, a, n, 10)
	r := m.Report(0)
	if want := 1e6/1e12 + n/1e12; r.Flops != 1e6+10 || math.Abs(r.Breakdown.Compute-want) > 1e-18 {
		t.Errorf("two kernels: flops %d (want %d), compute %g s (want %g s)", r.Flops, uint64(1e6+10), r.Breakdown.Compute, want)
	}
	var js, txt bytes.Buffer
	if err := r.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(js.String(), `"flops": 1000010,`) {
		t.Errorf("the JSON report has no flops key:\n%s", js.String())
	}
	if err := WriteText(&txt, []*Report{r}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(txt.String(), "\nflops ") || !strings.Contains(txt.String(), " 1000010\n") {
		t.Errorf("the text report has no flops line:\n%s", txt.String())
	}
}
