package gpu

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// Report is the report of one run (docs/gpu.md, "The JSON report": a
// stable interface; keys are only ever added).
type Report struct {
	Profile          string            `json:"profile"`
	Mode             string            `json:"mode"`
	Time             float64           `json:"time_s"`
	Breakdown        Breakdown         `json:"time_breakdown_s"`
	H2DBytes         uint64            `json:"h2d_bytes"`
	D2HBytes         uint64            `json:"d2h_bytes"`
	MigratedH2D      uint64            `json:"migrated_h2d_bytes"`
	MigratedD2H      uint64            `json:"migrated_d2h_bytes"`
	PopulatedBytes   uint64            `json:"populated_bytes"`
	ZeroCopyBytes    uint64            `json:"zero_copy_bytes"`
	GPUFaults        uint64            `json:"gpu_faults"`
	CPUFaults        uint64            `json:"cpu_faults"`
	FaultBatches     uint64            `json:"fault_batches"`
	Migrations       map[string]uint64 `json:"migrations"`
	MigrationsH2D    map[string]uint64 `json:"migrations_h2d"`
	MigrationsD2H    map[string]uint64 `json:"migrations_d2h"`
	TLBInvalidations uint64            `json:"tlb_invalidations"`
	Evictions        uint64            `json:"evictions"`
	EvictedBytes     uint64            `json:"evicted_bytes"`
	PeakVRAM         uint64            `json:"peak_vram_bytes"`
	VRAM             uint64            `json:"vram_bytes"`
	Kernels          int               `json:"kernels"`
	Flops            uint64            `json:"flops"`
	KernelTime       float64           `json:"kernel_time_s"`
	Copies           int               `json:"copies"`
	DeviceAllocs     int               `json:"device_allocs"`
	RawAllocs        int               `json:"raw_allocs"`
	Oversubscribed   bool              `json:"oversubscribed"`
	ExitCode         int               `json:"exit_code"`
}

// Breakdown splits the modeled time. Busy times of work that overlaps
// (copies on both queues and kernels of nowait constructs) can sum to
// more than time_s; idle is what the others leave of time_s, never
// negative (the GPU waiting on launches, allocations, the host).
type Breakdown struct {
	Compute  float64 `json:"compute"`
	Transfer float64 `json:"transfer"`
	Fault    float64 `json:"fault"`
	TLB      float64 `json:"tlb"`
	Idle     float64 `json:"idle"`
}

// granuleNames are the report's names of the granules, by index.
func granuleNames() [3]string { return [3]string{"4K", "64K", "2M"} }

// Report services what is pending and returns the report of the run so
// far; exit is the program's exit status.
func (m *Model) Report(exit int) *Report {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.flushHost()
	c, t := m.c, m.t
	total := max(m.end, m.now, m.h2dQ, m.d2hQ, m.compQ)
	mode := "explicit"
	if m.usm {
		mode = "usm"
	}
	r := &Report{Profile: m.P.Name, Mode: mode, Time: total,
		Breakdown: Breakdown{Compute: t.Compute, Transfer: t.Transfer, Fault: t.Fault, TLB: t.TLB},
		H2DBytes:  c.H2DBytes, D2HBytes: c.D2HBytes, MigratedH2D: c.MigratedH2D, MigratedD2H: c.MigratedD2H,
		PopulatedBytes: c.PopulatedBytes, ZeroCopyBytes: c.ZeroCopyBytes, GPUFaults: c.GPUFaults, CPUFaults: c.CPUFaults, FaultBatches: c.FaultBatches,
		Migrations: map[string]uint64{}, MigrationsH2D: map[string]uint64{}, MigrationsD2H: map[string]uint64{},
		TLBInvalidations: c.TLBInvalidations, Evictions: c.Evictions, EvictedBytes: c.EvictedBytes,
		PeakVRAM: c.PeakVRAM, VRAM: m.P.VRAM, Kernels: c.Kernels, KernelTime: t.Kernel, Flops: c.Flops, Copies: c.Copies, DeviceAllocs: c.DeviceAllocs,
		RawAllocs: c.RawAllocs, Oversubscribed: c.Oversubscribed, ExitCode: exit}
	for i, n := range granuleNames() {
		r.MigrationsH2D[n] = c.MigrationsH2D[i]
		r.MigrationsD2H[n] = c.MigrationsD2H[i]
		r.Migrations[n] = c.MigrationsH2D[i] + c.MigrationsD2H[i]
	}
	busy := t.Compute + t.Transfer + t.Fault + t.TLB
	r.Breakdown.Idle = max(total-busy, 0)
	return r
}

// SetMode records the mode for a run without kernels (the runtime says
// it at the first kernel).
func (m *Model) SetMode(usm bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.usm = usm
}

// WriteJSON writes the report as one JSON object.
func (r *Report) WriteJSON(w io.Writer) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

// WriteText writes the reports as a table, one column a run (one run:
// one column), so that runs can be compared side by side.
func WriteText(w io.Writer, runs []*Report) error {
	var b strings.Builder
	head := []string{""}
	for _, r := range runs {
		head = append(head, r.Profile+" "+r.Mode)
	}
	rows := [][]string{head}
	add := func(name string, f func(r *Report) string) {
		row := []string{name}
		for _, r := range runs {
			row = append(row, f(r))
		}
		rows = append(rows, row)
	}
	num := func(f func(r *Report) uint64) func(r *Report) string {
		return func(r *Report) string { return fmt.Sprint(f(r)) }
	}
	secs := func(f func(r *Report) float64) func(r *Report) string {
		return func(r *Report) string { return fmtSeconds(f(r)) }
	}
	add("time", secs(func(r *Report) float64 { return r.Time }))
	add("  compute", secs(func(r *Report) float64 { return r.Breakdown.Compute }))
	add("  transfer", secs(func(r *Report) float64 { return r.Breakdown.Transfer }))
	add("  fault", secs(func(r *Report) float64 { return r.Breakdown.Fault }))
	add("  tlb", secs(func(r *Report) float64 { return r.Breakdown.TLB }))
	add("  idle", secs(func(r *Report) float64 { return r.Breakdown.Idle }))
	add("kernels", num(func(r *Report) uint64 { return uint64(r.Kernels) }))
	add("flops", num(func(r *Report) uint64 { return r.Flops }))
	add("kernel time", secs(func(r *Report) float64 { return r.KernelTime }))
	add("explicit h2d bytes", num(func(r *Report) uint64 { return r.H2DBytes }))
	add("explicit d2h bytes", num(func(r *Report) uint64 { return r.D2HBytes }))
	add("migrated h2d bytes", num(func(r *Report) uint64 { return r.MigratedH2D }))
	add("migrated d2h bytes", num(func(r *Report) uint64 { return r.MigratedD2H }))
	add("populated bytes", num(func(r *Report) uint64 { return r.PopulatedBytes }))
	add("zero-copy bytes", num(func(r *Report) uint64 { return r.ZeroCopyBytes }))
	add("gpu faults", num(func(r *Report) uint64 { return r.GPUFaults }))
	add("cpu faults", num(func(r *Report) uint64 { return r.CPUFaults }))
	for _, g := range granuleNames() {
		add("migrations "+g+" h2d/d2h", func(r *Report) string {
			return fmt.Sprintf("%d/%d", r.MigrationsH2D[g], r.MigrationsD2H[g])
		})
	}
	add("tlb invalidations", num(func(r *Report) uint64 { return r.TLBInvalidations }))
	add("evictions", num(func(r *Report) uint64 { return r.Evictions }))
	add("peak vram bytes", num(func(r *Report) uint64 { return r.PeakVRAM }))
	widths := make([]int, len(head))
	for _, row := range rows {
		for i, c := range row {
			widths[i] = max(widths[i], len(c))
		}
	}
	b.WriteString("--- gpu model report\n")
	for _, row := range rows {
		for i, c := range row {
			if i == 0 {
				fmt.Fprintf(&b, "%-*s", widths[i], c)
			} else {
				fmt.Fprintf(&b, "  %*s", widths[i], c)
			}
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// fmtSeconds prints a time with a unit that keeps 4 significant digits.
func fmtSeconds(s float64) string {
	switch {
	case s == 0:
		return "0 s"
	case s < 1e-3:
		return fmt.Sprintf("%.4g us", s*1e6)
	case s < 1:
		return fmt.Sprintf("%.4g ms", s*1e3)
	}
	return fmt.Sprintf("%.4g s", s)
}
