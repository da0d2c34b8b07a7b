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

// faultFit fits the nvidia policy's fault service to the sparse touches
// and the fault stream: per touch, an isolated fault (stride 2 MiB and
// 16 MiB) costs P + M + 64K/B, a dense one (stride 64 KiB: 32 touches a
// 2 MiB migration) P + (M + 2M/B)/32, a page of a stream or of the 4 KiB
// stride P + (M + 2M/B)/512 (P: fault_page, M: migration_latency, B:
// migrate_h2d). Least squares on the relative errors, over P, M, 1/B.
func faultFit(p *Probe) (P, M, B float64, ok bool) {
	type eq struct {
		a   [3]float64 // coefficients of P, M, 1/B
		rhs float64    // seconds per touch
	}
	var eqs []eq
	for _, r := range rowsOf(p, "managed_sparse_touch", 0) {
		touches := float64(r.Bytes / max(r.Arg, 1))
		t := r.MS * 1e-3 / touches
		switch {
		case r.Arg >= 2<<20:
			eqs = append(eqs, eq{[3]float64{1, 1, 64 << 10}, t})
		case r.Arg >= 64<<10:
			per := float64(2<<20) / float64(r.Arg)
			eqs = append(eqs, eq{[3]float64{1, 1 / per, float64(2<<20) / per}, t})
		default:
			eqs = append(eqs, eq{[3]float64{1, 1.0 / 512, float64(2<<20) / 512}, t})
		}
	}
	for _, r := range rowsOf(p, "managed_h2d_fault_stream", 16<<20) {
		pages := float64(r.Bytes / 4096)
		eqs = append(eqs, eq{[3]float64{1, 1.0 / 512, float64(2<<20) / 512}, r.MS * 1e-3 / pages})
	}
	if len(eqs) < 3 {
		return 0, 0, 0, false
	}
	// Normal equations of the weighted (1/rhs) system.
	var ata [3][3]float64
	var atb [3]float64
	for _, e := range eqs {
		wt := 1 / e.rhs
		for i := 0; i < 3; i++ {
			for j := 0; j < 3; j++ {
				ata[i][j] += e.a[i] * e.a[j] * wt * wt
			}
			atb[i] += e.a[i] * e.rhs * wt * wt
		}
	}
	x, ok := solve3(ata, atb)
	if !ok || x[2] <= 0 {
		return 0, 0, 0, false
	}
	return max(x[0], 0), max(x[1], 0), 1 / x[2], true
}

// solve3 solves a 3x3 system by Gaussian elimination with pivoting.
func solve3(a [3][3]float64, b [3]float64) ([3]float64, bool) {
	for c := 0; c < 3; c++ {
		piv := c
		for r := c + 1; r < 3; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[piv][c]) {
				piv = r
			}
		}
		if a[piv][c] == 0 {
			return b, false
		}
		a[c], a[piv] = a[piv], a[c]
		b[c], b[piv] = b[piv], b[c]
		for r := c + 1; r < 3; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k < 3; k++ {
				a[r][k] -= f * a[c][k]
			}
			b[r] -= f * b[c]
		}
	}
	var x [3]float64
	for r := 2; r >= 0; r-- {
		s := b[r]
		for k := r + 1; k < 3; k++ {
			s -= a[r][k] * x[k]
		}
		x[r] = s / a[r][r]
	}
	return x, true
}

func us(s float64) string  { return strconv.FormatFloat(s*1e6, 'f', 2, 64) + " us" }
func gbs(b float64) string { return strconv.FormatFloat(b/1e9, 'f', 2, 64) + " GB/s" }

// Fit returns the profile text fitted to p's rows.
func Fit(p *Probe) (string, error) {
	var b strings.Builder
	name := strings.ToLower(strings.Join(strings.Fields(p.Device["name"]), "-"))
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
	if bw := rate(rowsOf(p, "hbm_read", 256<<20)); !math.IsNaN(bw) {
		fmt.Fprintf(&b, "# hbm_read >= 256 MiB\nmemory_bandwidth = %s\n", gbs(bw))
		fitted++
	}
	for _, k := range []struct{ key, exp string }{
		{"h2d_pinned", "copy_h2d_pinned"}, {"d2h_pinned", "copy_d2h_pinned"},
		{"h2d_pageable", "copy_h2d_pageable"}, {"d2h_pageable", "copy_d2h_pageable"},
	} {
		if lat, bw, ok := link(p, k.exp); ok {
			fmt.Fprintf(&b, "# %s: bandwidth of >= 16 MiB, latency of <= 64 KiB\n%s = %s + %s\n", k.exp, k.key, us(lat), gbs(bw))
			fitted++
		}
	}
	if r := rowsOf(p, "launch_sync_200", 0); len(r) > 0 {
		fmt.Fprintf(&b, "# launch_sync_200\nlaunch = %s\n", us(r[0].MS*1e-3/200))
		fitted++
	}
	if r := rowsOf(p, "cudaMalloc_free_1MiB_x100", 0); len(r) > 0 {
		fmt.Fprintf(&b, "raw_alloc = %s\n", us(r[0].MS*1e-3/100))
		fitted++
	}
	if r := rowsOf(p, "cudaMallocManaged_free_1MiB_x100", 0); len(r) > 0 {
		fmt.Fprintf(&b, "managed_alloc = %s\n", us(r[0].MS*1e-3/100))
		fitted++
	}
	P, M, B, ok := faultFit(p)
	if ok {
		fmt.Fprintf(&b, "# managed_sparse_touch (each stride) and managed_h2d_fault_stream >= 16 MiB,\n# least squares on relative error (nvidia policy: 64 KiB isolated, 2 MiB dense)\n")
		fmt.Fprintf(&b, "fault_batch_latency = 0 us\nfault_page = %s\nmigration_latency = %s\nmigrate_h2d = %s\n", us(P), us(M), gbs(B))
		fitted++
	}
	// D2H: a host touch of a resident 2 MiB granule costs cpu_fault +
	// tlb_invalidation (the base's) + 2 MiB / migrate_d2h.
	const cpuFault, tlb = 5e-6, 2e-6
	if bw := rate(append(rowsOf(p, "managed_d2h_host_touch_4k", 16<<20), rowsOf(p, "managed_gpu_write_host_stream", 16<<20)...)); !math.IsNaN(bw) {
		per := float64(2<<20)/bw - cpuFault - tlb
		if per > 0 {
			fmt.Fprintf(&b, "# managed_d2h_host_touch_4k, managed_gpu_write_host_stream >= 16 MiB\nmigrate_d2h = %s\n", gbs(float64(2<<20)/per))
			fitted++
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
