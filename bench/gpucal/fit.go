package main

// --fit: a profile from the rows of the calibration probes. Every key the
// probes measure is fitted with the model's own formula for it
// (docs/gpu.md, "Time"); the keys they cannot measure (compute, the pool,
// the granule policy, CPU fault and TLB costs) come from the built-in
// h200 through 'base = h200', and the profile says so.

import (
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/runtimes/gpu"
)

// fitFiles reads the .tsv files and prints the fitted profile.
func fitFiles(files []string, w io.Writer) error {
	if len(files) == 0 {
		return fmt.Errorf("--fit: name the probes' .tsv files (usm_probe.cu, usm_probe2.cu output)")
	}
	all := &Probe{Device: map[string]string{}}
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		p, err := ParseTSV(string(text))
		if err != nil {
			return fmt.Errorf("%s: %v", f, err)
		}
		for k, v := range p.Device {
			all.Device[k] = v
		}
		all.Rows = append(all.Rows, p.Rows...)
	}
	text, err := Fit(all)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, text)
	return err
}

// rowsOf returns the rows of experiment exp with at least min bytes.
func rowsOf(p *Probe, exp string, minBytes int64) []Row {
	var out []Row
	for _, r := range p.Rows {
		if r.Exp == exp && r.Bytes >= minBytes && r.MS > 0 {
			out = append(out, r)
		}
	}
	return out
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return math.NaN()
	}
	s := append([]float64{}, v...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// rate is the median bandwidth in bytes/s of rows (bytes over ms).
func rate(rows []Row) float64 {
	var v []float64
	for _, r := range rows {
		v = append(v, float64(r.Bytes)/(r.MS*1e-3))
	}
	return median(v)
}

// link fits LATENCY + BANDWIDTH to a copy experiment: the bandwidth is
// the large copies' (16 MiB and up, where latency is lost), the latency
// what the small ones (64 KiB and under) take beyond their bytes.
func link(p *Probe, exp string) (lat, bw float64, ok bool) {
	bw = rate(rowsOf(p, exp, 16<<20))
	if math.IsNaN(bw) {
		return 0, 0, false
	}
	lat = math.Inf(1)
	for _, r := range rowsOf(p, exp, 0) {
		if r.Bytes <= 64<<10 {
			lat = min(lat, r.MS*1e-3-float64(r.Bytes)/bw)
		}
	}
	if math.IsInf(lat, 1) {
		lat = 0
	}
	return max(lat, 0), bw, true
}

// curve returns a copy experiment's measured points, for a link given as
// a curve (the pageable copies: their time fits no latency plus
// bandwidth), in the profile's format: one point a size up to 1 GiB,
// the median of its rows.
func curve(p *Probe, exp string) (string, bool) {
	by := map[int64][]float64{}
	for _, r := range rowsOf(p, exp, 0) {
		if r.Bytes <= 1<<30 {
			by[r.Bytes] = append(by[r.Bytes], r.MS*1e-3)
		}
	}
	if len(by) < 2 {
		return "", false
	}
	var sizes []int64
	for n := range by {
		sizes = append(sizes, n)
	}
	sort.Slice(sizes, func(i, j int) bool { return sizes[i] < sizes[j] })
	var l gpu.Link
	for _, n := range sizes {
		t := median(by[n])
		if k := len(l.Points); k > 0 {
			t = max(t, l.Points[k-1].Time) // the format wants times not decreasing
		}
		l.Points = append(l.Points, gpu.LinkPoint{Bytes: uint64(n), Time: t})
	}
	return l.String(), true
}

// eventStart is what a kernel timed with CUDA events takes beyond its
// bytes when it moves few (hbm_read and managed_resident_stream up to 2
// MiB): the profile's kernel_start.
func eventStart(p *Probe, bw float64) (float64, bool) {
	var v []float64
	for _, exp := range []string{"hbm_read", "managed_resident_stream"} {
		for _, r := range rowsOf(p, exp, 0) {
			if r.Bytes <= 2<<20 {
				v = append(v, r.MS*1e-3-float64(r.Bytes)/bw)
			}
		}
	}
	return median(v), len(v) > 0
}

// faultFit fits the nvidia policy's fault service to the sparse touches
// and the fault streams, each timed with CUDA events, so less the
// kernel's start-up k0. A kernel that faults costs S (fault_start) once;
// per touch, an isolated fault (stride 2 MiB and 16 MiB) costs P + M +
// 64K/B, a dense one (stride 64 KiB: 32 touches a 2 MiB migration) P +
// (M + 2M/B)/32, a page of a stream or of the 4 KiB stride P + (M +
// 2M/B)/512 (P: fault_page, M: migration_latency, B: migrate_h2d).
// Streams below 64 KiB are left out (the first one pays the driver's
// first use). Least squares on the relative errors, over S, P, M, 1/B.
func faultFit(p *Probe, k0 float64) (S, P, M, B float64, ok bool) {
	var rows [][]float64 // coefficients of S, P, M, 1/B, then the seconds
	for _, r := range rowsOf(p, "managed_sparse_touch", 0) {
		touches := float64(r.Bytes / max(r.Arg, 1))
		t := r.MS*1e-3 - k0
		switch {
		case r.Arg >= 2<<20:
			rows = append(rows, []float64{1, touches, touches, touches * (64 << 10), t})
		default:
			regions := float64(r.Bytes / (2 << 20))
			rows = append(rows, []float64{1, touches, regions, float64(r.Bytes), t})
		}
	}
	for _, r := range rowsOf(p, "managed_h2d_fault_stream", 64<<10) {
		pages := float64(r.Bytes / 4096)
		migrations := math.Ceil(float64(r.Bytes) / (2 << 20))
		if r.Bytes < 1<<20 {
			migrations = float64(r.Bytes / (64 << 10)) // under 16 blocks: 64 KiB each
		}
		rows = append(rows, []float64{1, pages, migrations, float64(r.Bytes), r.MS*1e-3 - k0})
	}
	x, ok := leastSquares(rows)
	if !ok || x[3] <= 0 {
		return 0, 0, 0, 0, false
	}
	return max(x[0], 0), max(x[1], 0), max(x[2], 0), 1 / x[3], true
}

// leastSquares solves rows (coefficients, then the right-hand side) in
// the least-squares sense, each weighted by 1/rhs (relative errors).
func leastSquares(rows [][]float64) ([]float64, bool) {
	if len(rows) == 0 {
		return nil, false
	}
	n := len(rows[0]) - 1
	if len(rows) < n {
		return nil, false
	}
	ata := make([][]float64, n)
	atb := make([]float64, n)
	for i := range ata {
		ata[i] = make([]float64, n)
	}
	for _, r := range rows {
		rhs := r[n]
		wt := 1 / rhs
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				ata[i][j] += r[i] * r[j] * wt * wt
			}
			atb[i] += r[i] * rhs * wt * wt
		}
	}
	return solve(ata, atb)
}

// solve solves a square system by Gaussian elimination with pivoting.
func solve(a [][]float64, b []float64) ([]float64, bool) {
	n := len(b)
	for c := 0; c < n; c++ {
		piv := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[piv][c]) {
				piv = r
			}
		}
		if a[piv][c] == 0 {
			return nil, false
		}
		a[c], a[piv] = a[piv], a[c]
		b[c], b[piv] = b[piv], b[c]
		for r := c + 1; r < n; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k < n; k++ {
				a[r][k] -= f * a[c][k]
			}
			b[r] -= f * b[c]
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		s := b[r]
		for k := r + 1; k < n; k++ {
			s -= a[r][k] * x[k]
		}
		x[r] = s / a[r][r]
	}
	return x, true
}

func us(s float64) string  { return strconv.FormatFloat(s*1e6, 'g', 4, 64) + " us" }
func gbs(b float64) string { return strconv.FormatFloat(b/1e9, 'g', 4, 64) + " GB/s" }

// Fit returns the profile text fitted to p's rows.
func Fit(p *Probe) (string, error) {
	var b strings.Builder
	// The profile's name: the device's, in the characters a name may
	// have (no spaces, no '#', which starts a comment).
	name := strings.Trim(strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '.', r == '_':
			return r
		case r >= 'A' && r <= 'Z':
			return r - 'A' + 'a'
		}
		return '-'
	}, p.Device["name"]), "-")
	if name == "" {
		name = "fitted"
	}
	fmt.Fprintf(&b, "# Fitted by 'go run ./bench/gpucal --fit' to the rows of usm_probe.cu /\n")
	fmt.Fprintf(&b, "# usm_probe2.cu (%d rows) of %q. Keys the probes do not measure\n", len(p.Rows), p.Device["name"])
	fmt.Fprintf(&b, "# (compute, the pool, the granule policy, cpu_fault, tlb_invalidation)\n# are the built-in h200's.\n")
	b.WriteString("base = h200\n")
	fmt.Fprintf(&b, "name = %s\n", name)
	if v, err := strconv.ParseUint(p.Device["mem"], 10, 64); err == nil && v > 0 {
		fmt.Fprintf(&b, "# the device line's mem=\nvram = %d B\n", v)
	}
	fitted := 0
	bw := rate(rowsOf(p, "hbm_read", 256<<20))
	if !math.IsNaN(bw) {
		fmt.Fprintf(&b, "# hbm_read >= 256 MiB\nmemory_bandwidth = %s\n", gbs(bw))
		fitted++
	}
	for _, k := range []struct{ key, exp string }{{"h2d_pinned", "copy_h2d_pinned"}, {"d2h_pinned", "copy_d2h_pinned"}} {
		if lat, bw, ok := link(p, k.exp); ok {
			fmt.Fprintf(&b, "# %s: bandwidth of >= 16 MiB, latency of <= 64 KiB\n%s = %s + %s\n", k.exp, k.key, us(lat), gbs(bw))
			fitted++
		}
	}
	for _, k := range []struct{ key, exp string }{{"h2d_pageable", "copy_h2d_pageable"}, {"d2h_pageable", "copy_d2h_pageable"}} {
		if c, ok := curve(p, k.exp); ok {
			fmt.Fprintf(&b, "# %s: the measured points\n%s = %s\n", k.exp, k.key, c)
			fitted++
		}
	}
	if r := rowsOf(p, "launch_sync_200", 0); len(r) > 0 {
		fmt.Fprintf(&b, "# launch_sync_200\nlaunch = %s\n", us(r[0].MS*1e-3/200))
		fitted++
	}
	if r := rowsOf(p, "launch_1000_async", 0); len(r) > 0 {
		fmt.Fprintf(&b, "# launch_1000_async\nlaunch_issue = %s\n", us(r[0].MS*1e-3/1000))
		fitted++
	}
	k0 := 0.0
	if !math.IsNaN(bw) {
		if v, ok := eventStart(p, bw); ok {
			k0 = v
			fmt.Fprintf(&b, "# hbm_read, managed_resident_stream <= 2 MiB, less their bytes\nkernel_start = %s\n", us(k0))
			fitted++
		}
	}
	if r := rowsOf(p, "cudaMalloc_free_1MiB_x100", 0); len(r) > 0 {
		fmt.Fprintf(&b, "raw_alloc = %s\n", us(r[0].MS*1e-3/100))
		fitted++
	}
	if r := rowsOf(p, "cudaMallocManaged_free_1MiB_x100", 0); len(r) > 0 {
		fmt.Fprintf(&b, "managed_alloc = %s\n", us(r[0].MS*1e-3/100))
		fitted++
	}
	S, P, M, B, ok := faultFit(p, k0)
	if ok {
		fmt.Fprintf(&b, "# managed_sparse_touch (each stride) and managed_h2d_fault_stream >= 64 KiB,\n# less kernel_start, least squares on relative error (nvidia policy: 64 KiB isolated, 2 MiB dense)\n")
		fmt.Fprintf(&b, "fault_batch_latency = 0 us\nfault_start = %s\nfault_page = %s\nmigration_latency = %s\nmigrate_h2d = %s\n", us(S), us(P), us(M), gbs(B))
		fitted++
		// A stream after touches a 2 MiB region apart: every region is
		// warm, 64 KiB of each resident; the rest faults and migrates.
		for _, r := range rowsOf(p, "managed_stream_after_sparse", 0) {
			if r.Arg != 2<<20 {
				continue
			}
			regions := float64(r.Bytes / (2 << 20))
			pages := float64(r.Bytes/4096) - regions*16
			moved := float64(r.Bytes) - regions*(64<<10)
			if w := (r.MS*1e-3 - k0 - S - regions*M - moved/B) / pages; w > 0 {
				fmt.Fprintf(&b, "# managed_stream_after_sparse at 2 MiB strides\nfault_page_warm = %s\n", us(w))
				fitted++
			}
		}
	}
	// D2H: a host touch of a resident 2 MiB granule costs cpu_fault +
	// tlb_invalidation (the base's) + 2 MiB / migrate_d2h.
	const cpuFault, tlb = 5e-6, 2e-6
	if bw := rate(append(rowsOf(p, "managed_d2h_host_touch_4k", 16<<20), rowsOf(p, "managed_gpu_write_host_stream", 16<<20)...)); !math.IsNaN(bw) {
		per := float64(2<<20)/bw - cpuFault - tlb
		if per > 0 {
			d2h := float64(2<<20) / per
			fmt.Fprintf(&b, "# managed_d2h_host_touch_4k, managed_gpu_write_host_stream >= 16 MiB\nmigrate_d2h = %s\n", gbs(d2h))
			fitted++
			// The first CPU fault after the GPU: what the touches of 64
			// KiB to 2 MiB take beyond their granules.
			var v []float64
			for _, r := range rowsOf(p, "managed_d2h_host_touch_4k", 64<<10) {
				if r.Bytes <= 2<<20 {
					granules := math.Ceil(float64(r.Bytes) / (2 << 20))
					v = append(v, r.MS*1e-3-granules*(cpuFault+tlb)-float64(r.Bytes)/d2h)
				}
			}
			if st := median(v); len(v) > 0 && st > 0 {
				fmt.Fprintf(&b, "# managed_d2h_host_touch_4k of 64 KiB to 2 MiB, less their granules\ncpu_fault_start = %s\n", us(st))
				fitted++
			}
		}
	}
	// First touch: never-touched pages populated on the device, a 2 MiB
	// migration each (migration_latency) plus the bytes at populate.
	if bw := rate(rowsOf(p, "managed_gpu_first_touch_write", 64<<20)); !math.IsNaN(bw) {
		per := float64(2<<20)/bw - M
		if per > 0 {
			fmt.Fprintf(&b, "# managed_gpu_first_touch_write >= 64 MiB\npopulate_on_device = true\npopulate = %s\n", gbs(float64(2<<20)/per))
			fitted++
		}
	}
	if fitted == 0 {
		return "", fmt.Errorf("--fit: no row of a known experiment")
	}
	return b.String(), nil
}
