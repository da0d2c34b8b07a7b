// Package gpu is the modeled GPU of strata's offload device
// (docs/gpu.md): a device profile, a model of VRAM, GPU page tables,
// faults, migrations, evictions, copy queues and time, that the offload
// runtime (runtimes/offload) tells of what it does through its Device
// hook, and the report of a run (text, JSON, SVG).
//
// Nothing here is package state: a Model belongs to one engine run.
package gpu

import (
	"embed"
	"fmt"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
)

//go:embed profiles/*.prof
var builtins embed.FS

// Link is the cost of one copy over a host link: a latency plus the
// bytes at a bandwidth, or, when Points is set, a measured curve.
type Link struct {
	Latency   float64 // s
	Bandwidth float64 // B/s
	// Points, ascending in bytes, are measured copy times: a size between
	// two takes the time on the line between them, a larger one the last
	// segment's time per byte beyond the last point, a smaller one the
	// first point's time (latency dominates there). Pageable copies need
	// it: the driver stages them through pinned buffers, and their time
	// fits no single latency plus bandwidth (shared/calibration:
	// copy_*_pageable).
	Points []LinkPoint
}

// LinkPoint is one measured copy: its bytes and seconds.
type LinkPoint struct {
	Bytes uint64
	Time  float64
}

// Time returns the modeled seconds of an n-byte copy.
func (l Link) Time(n uint64) float64 {
	if n == 0 {
		return 0
	}
	if len(l.Points) == 0 {
		return l.Latency + float64(n)/l.Bandwidth
	}
	ps := l.Points
	if n <= ps[0].Bytes || len(ps) == 1 {
		if len(ps) == 1 && n > ps[0].Bytes {
			return ps[0].Time * float64(n) / float64(ps[0].Bytes)
		}
		return ps[0].Time
	}
	i := 1
	for i < len(ps)-1 && ps[i].Bytes < n {
		i++
	}
	a, b := ps[i-1], ps[i]
	return a.Time + (b.Time-a.Time)*(float64(n)-float64(a.Bytes))/float64(b.Bytes-a.Bytes)
}

// String gives the link in the profile format.
func (l Link) String() string {
	if len(l.Points) == 0 {
		return fmt.Sprintf("%s + %s", formatTime(l.Latency), formatBandwidth(l.Bandwidth))
	}
	var parts []string
	for _, p := range l.Points {
		parts = append(parts, formatBytes(p.Bytes)+": "+formatTime(p.Time))
	}
	return strings.Join(parts, ", ")
}

// formatTime, formatBandwidth and formatBytes write quantities in the
// units the format reads.
func formatTime(s float64) string {
	switch {
	case s >= 1:
		return strconv.FormatFloat(s, 'g', 4, 64) + " s"
	case s >= 1e-3:
		return strconv.FormatFloat(s*1e3, 'g', 4, 64) + " ms"
	}
	return strconv.FormatFloat(s*1e6, 'g', 4, 64) + " us"
}

func formatBandwidth(b float64) string { return strconv.FormatFloat(b/1e9, 'g', 4, 64) + " GB/s" }

func formatBytes(n uint64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return strconv.FormatUint(n>>30, 10) + " GiB"
	case n >= 1<<20 && n%(1<<20) == 0:
		return strconv.FormatUint(n>>20, 10) + " MiB"
	case n >= 1<<10 && n%(1<<10) == 0:
		return strconv.FormatUint(n>>10, 10) + " KiB"
	}
	return strconv.FormatUint(n, 10) + " B"
}

// Profile describes one GPU (docs/gpu.md, "Profiles"). Times are in
// seconds, bandwidths in bytes per second.
type Profile struct {
	Name            string
	VRAM            uint64
	MemoryBandwidth float64
	Compute         float64 // FLOP/s
	H2DPinned       Link
	D2HPinned       Link
	H2DPageable     Link
	D2HPageable     Link
	HostPinned      bool    // host_memory = pinned: explicit copies use the pinned links
	Launch          float64 // a kernel's launch + synchronize, when it does nothing
	KernelStart     float64 // from the launch call to the kernel running on an idle GPU
	LaunchIssue     float64 // the host's time to enqueue an asynchronous (nowait) construct
	RawAlloc        float64 // a raw device allocation (the pool grows)
	ManagedAlloc    float64 // the first device touch of a host allocation under USM; a managed allocation (llvm_omp_target_alloc_shared)
	PoolAlloc       float64 // an allocation the pool serves
	PoolChunk       uint64
	PoolMaxBlock    uint64 // larger allocations bypass the pool (0: none do)
	Policy          string // "intel" or "nvidia"
	HugePages       bool   // host memory is backed by transparent huge pages
	DenseBlocks     int    // nvidia: faulting 64 KiB blocks of a 2 MiB region that migrate all of it
	FaultBatch      int    // faults serviced per batch
	FaultBatchLat   float64
	FaultPage       float64 // per faulting page of a batch
	FaultPageWarm   float64 // per faulting page of a 2 MiB region the GPU has mapped before
	FaultStart      float64 // once per kernel that faults: the fault service's start
	MigrationLat    float64 // per migration
	MigrateH2D      float64
	MigrateD2H      float64
	CPUFault        float64
	CPUFaultStart   float64 // once per run of CPU faults after device work
	TLBInvalidation float64
	PopulateOnDev   bool    // never-touched host pages are populated on the device, not copied
	Populate        float64 // B/s of populating
}

// Builtins returns the names of the built-in profiles, sorted.
func Builtins() []string {
	ents, _ := builtins.ReadDir("profiles")
	var out []string
	for _, e := range ents {
		out = append(out, strings.TrimSuffix(e.Name(), ".prof"))
	}
	sort.Strings(out)
	return out
}

// Load returns the built-in profile name, or the profile in the file at
// name when it is not one.
func Load(name string) (*Profile, error) {
	if text, err := builtins.ReadFile("profiles/" + name + ".prof"); err == nil && !strings.ContainsAny(name, "/.") {
		return Parse(name+".prof", string(text))
	}
	text, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("--device=%s: not a built-in profile (%s) and not a readable file: %v", name, strings.Join(Builtins(), ", "), err)
	}
	return Parse(name, string(text))
}

// ParseError is a located error of a profile file.
type ParseError struct {
	File      string
	Line, Col int
	Msg       string
	Text      string // the line
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("%s:%d:%d: error: %s\n%s\n%s^", e.File, e.Line, e.Col, e.Msg, e.Text, strings.Repeat(" ", max(e.Col-1, 0)))
}

// field says how to set one key of a profile from its value.
type field struct {
	kind string // "bytes", "bw", "time", "flops", "link", "bool", "int", "policy", "memory", "name"
	set  func(p *Profile, v any)
	// def, for a key a profile may leave out, sets its default from the
	// keys given (the keys added after the format's first version: an
	// older file keeps its meaning).
	def func(p *Profile)
}

// kindNames says what each kind of value is, for errors.
func kindNames() map[string]string {
	return map[string]string{
		"bytes": "a size (B, KiB, MiB, GiB, KB, MB, GB)", "bw": "a bandwidth (B/s, KB/s, MB/s, GB/s, TB/s, GiB/s)",
		"time": "a time (ns, us, ms, s)", "flops": "a throughput (FLOP/s, GFLOP/s, TFLOP/s)",
		"link": "a latency plus a bandwidth ('8 us + 55 GB/s') or measured points ('4 KiB: 5 us, 1 MiB: 160 us')", "bool": "true or false", "int": "an integer",
		"policy": "intel or nvidia", "memory": "pageable or pinned", "name": "a name",
	}
}

// fields returns the keys of the format (a function, not a package
// variable: no package state).
func fields() map[string]field {
	f := func(kind string, set func(p *Profile, v any)) field { return field{kind: kind, set: set} }
	opt := func(kind string, set func(p *Profile, v any), def func(p *Profile)) field {
		return field{kind: kind, set: set, def: def}
	}
	fl := func(dst func(p *Profile) *float64) func(p *Profile, v any) {
		return func(p *Profile, v any) { *dst(p) = v.(float64) }
	}
	lk := func(dst func(p *Profile) *Link) func(p *Profile, v any) {
		return func(p *Profile, v any) { *dst(p) = v.(Link) }
	}
	return map[string]field{
		"name":                f("name", func(p *Profile, v any) { p.Name = v.(string) }),
		"vram":                f("bytes", func(p *Profile, v any) { p.VRAM = v.(uint64) }),
		"memory_bandwidth":    f("bw", fl(func(p *Profile) *float64 { return &p.MemoryBandwidth })),
		"compute":             f("flops", fl(func(p *Profile) *float64 { return &p.Compute })),
		"h2d_pinned":          f("link", lk(func(p *Profile) *Link { return &p.H2DPinned })),
		"d2h_pinned":          f("link", lk(func(p *Profile) *Link { return &p.D2HPinned })),
		"h2d_pageable":        f("link", lk(func(p *Profile) *Link { return &p.H2DPageable })),
		"d2h_pageable":        f("link", lk(func(p *Profile) *Link { return &p.D2HPageable })),
		"host_memory":         f("memory", func(p *Profile, v any) { p.HostPinned = v.(string) == "pinned" }),
		"launch":              f("time", fl(func(p *Profile) *float64 { return &p.Launch })),
		"kernel_start":        opt("time", fl(func(p *Profile) *float64 { return &p.KernelStart }), func(p *Profile) { p.KernelStart = p.Launch }),
		"launch_issue":        opt("time", fl(func(p *Profile) *float64 { return &p.LaunchIssue }), func(p *Profile) { p.LaunchIssue = p.Launch }),
		"raw_alloc":           f("time", fl(func(p *Profile) *float64 { return &p.RawAlloc })),
		"managed_alloc":       f("time", fl(func(p *Profile) *float64 { return &p.ManagedAlloc })),
		"pool_alloc":          f("time", fl(func(p *Profile) *float64 { return &p.PoolAlloc })),
		"pool_chunk":          f("bytes", func(p *Profile, v any) { p.PoolChunk = v.(uint64) }),
		"pool_max_block":      opt("bytes", func(p *Profile, v any) { p.PoolMaxBlock = v.(uint64) }, func(p *Profile) {}),
		"granule_policy":      f("policy", func(p *Profile, v any) { p.Policy = v.(string) }),
		"huge_pages":          f("bool", func(p *Profile, v any) { p.HugePages = v.(bool) }),
		"dense_blocks":        f("int", func(p *Profile, v any) { p.DenseBlocks = v.(int) }),
		"fault_batch":         f("int", func(p *Profile, v any) { p.FaultBatch = v.(int) }),
		"fault_batch_latency": f("time", fl(func(p *Profile) *float64 { return &p.FaultBatchLat })),
		"fault_page":          f("time", fl(func(p *Profile) *float64 { return &p.FaultPage })),
		"fault_page_warm":     opt("time", fl(func(p *Profile) *float64 { return &p.FaultPageWarm }), func(p *Profile) { p.FaultPageWarm = p.FaultPage }),
		"fault_start":         opt("time", fl(func(p *Profile) *float64 { return &p.FaultStart }), func(p *Profile) {}),
		"migration_latency":   f("time", fl(func(p *Profile) *float64 { return &p.MigrationLat })),
		"migrate_h2d":         f("bw", fl(func(p *Profile) *float64 { return &p.MigrateH2D })),
		"migrate_d2h":         f("bw", fl(func(p *Profile) *float64 { return &p.MigrateD2H })),
		"cpu_fault":           f("time", fl(func(p *Profile) *float64 { return &p.CPUFault })),
		"cpu_fault_start":     opt("time", fl(func(p *Profile) *float64 { return &p.CPUFaultStart }), func(p *Profile) {}),
		"tlb_invalidation":    f("time", fl(func(p *Profile) *float64 { return &p.TLBInvalidation })),
		"populate_on_device":  f("bool", func(p *Profile, v any) { p.PopulateOnDev = v.(bool) }),
		"populate":            f("bw", fl(func(p *Profile) *float64 { return &p.Populate })),
	}
}

// Parse reads a profile: lines of 'key = value' ('#' starts a comment);
// 'base = NAME' first starts from a built-in profile, so that a file can
// change a few keys of one. Without a base every key must be given.
func Parse(file, text string) (*Profile, error) {
	p, _, err := parse(file, text)
	return p, err
}

// parse is Parse, also returning the keys given (in the text or its
// base's), so that the defaults of the keys left out follow them.
func parse(file, text string) (*Profile, map[string]bool, error) {
	p := &Profile{}
	fs := fields()
	seen := map[string]bool{}
	var lines []string
	for i, raw := range strings.Split(text, "\n") {
		lines = append(lines, raw)
		line := raw
		if h := strings.IndexByte(line, '#'); h >= 0 {
			line = line[:h]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		fail := func(col int, format string, args ...any) error {
			return &ParseError{File: file, Line: i + 1, Col: col, Msg: fmt.Sprintf(format, args...), Text: raw}
		}
		eq := strings.IndexByte(line, '=')
		if eq < 0 {
			return nil, nil, fail(1+len(line)-len(strings.TrimLeft(line, " \t")), "expected 'key = value'")
		}
		key := strings.TrimSpace(line[:eq])
		keyCol := 1 + strings.Index(line, key)
		val := strings.TrimSpace(line[eq+1:])
		valCol := eq + 2 + len(line[eq+1:]) - len(strings.TrimLeft(line[eq+1:], " \t"))
		if val == "" {
			return nil, nil, fail(eq+1, "'%s' has no value", key)
		}
		if key == "base" {
			if len(seen) > 0 {
				return nil, nil, fail(keyCol, "'base' must come before the other keys")
			}
			text, err := builtins.ReadFile("profiles/" + val + ".prof")
			if err != nil || strings.ContainsAny(val, "/.") {
				return nil, nil, fail(valCol, "unknown base profile '%s' (built-in: %s)", val, strings.Join(Builtins(), ", "))
			}
			b, given, err := parse(val+".prof", string(text))
			if err != nil {
				return nil, nil, err
			}
			*p = *b
			for k := range given {
				seen[k] = true
			}
			continue
		}
		fd, ok := fs[key]
		if !ok {
			keys := make([]string, 0, len(fs))
			for k := range fs {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			return nil, nil, fail(keyCol, "unknown key '%s' (keys: base, %s)", key, strings.Join(keys, ", "))
		}
		v, err := parseValue(fd.kind, val)
		if err != nil {
			return nil, nil, fail(valCol, "%s: %v: expected %s", key, err, kindNames()[fd.kind])
		}
		fd.set(p, v)
		seen[key] = true
	}
	var missing []string
	var defaults []func(*Profile)
	for k, fd := range fs {
		switch {
		case seen[k]:
		case fd.def != nil:
			defaults = append(defaults, fd.def)
		default:
			missing = append(missing, k)
		}
	}
	// After every given key, which a default may depend on.
	for _, def := range defaults {
		def(p)
	}
	if len(missing) > 0 {
		sort.Strings(missing)
		return nil, nil, &ParseError{File: file, Line: len(lines), Col: 1, Msg: "missing keys: " + strings.Join(missing, ", ") + " (or start with 'base = h200')", Text: lines[len(lines)-1]}
	}
	if p.VRAM < 2<<20 {
		return nil, nil, &ParseError{File: file, Line: len(lines), Col: 1, Msg: fmt.Sprintf("vram of %d bytes: the model needs at least 2 MiB (one huge page)", p.VRAM), Text: lines[len(lines)-1]}
	}
	return p, seen, nil
}

// units returns the units of each kind of quantity.
func units() map[string]map[string]float64 {
	return map[string]map[string]float64{
		"bytes": {"B": 1, "KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30, "KB": 1e3, "MB": 1e6, "GB": 1e9},
		"bw":    {"B/s": 1, "KB/s": 1e3, "MB/s": 1e6, "GB/s": 1e9, "TB/s": 1e12, "KiB/s": 1 << 10, "MiB/s": 1 << 20, "GiB/s": 1 << 30},
		"time":  {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1},
		"flops": {"FLOP/s": 1, "GFLOP/s": 1e9, "TFLOP/s": 1e12},
	}
}

// quantity parses 'NUMBER UNIT' of kind.
func quantity(kind, s string) (float64, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return 0, fmt.Errorf("'%s' is not a number and a unit", s)
	}
	x, err := strconv.ParseFloat(f[0], 64)
	if err != nil || x < 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return 0, fmt.Errorf("'%s' is not a non-negative number", f[0])
	}
	u, ok := units()[kind][f[1]]
	if !ok {
		return 0, fmt.Errorf("unknown unit '%s'", f[1])
	}
	return x * u, nil
}

func parseValue(kind, s string) (any, error) {
	switch kind {
	case "name":
		if strings.ContainsAny(s, " \t") {
			return nil, fmt.Errorf("'%s' has spaces", s)
		}
		return s, nil
	case "bool":
		switch s {
		case "true":
			return true, nil
		case "false":
			return false, nil
		}
		return nil, fmt.Errorf("'%s'", s)
	case "int":
		n, err := strconv.Atoi(s)
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("'%s' is not a positive integer", s)
		}
		return n, nil
	case "policy":
		if s != "intel" && s != "nvidia" {
			return nil, fmt.Errorf("'%s'", s)
		}
		return s, nil
	case "memory":
		if s != "pageable" && s != "pinned" {
			return nil, fmt.Errorf("'%s'", s)
		}
		return s, nil
	case "link":
		if strings.Contains(s, ":") {
			return parseCurve(s)
		}
		lat, bw, ok := strings.Cut(s, "+")
		if !ok {
			return nil, fmt.Errorf("'%s' has no '+'", s)
		}
		l, err := quantity("time", strings.TrimSpace(lat))
		if err != nil {
			return nil, err
		}
		b, err := quantity("bw", strings.TrimSpace(bw))
		if err != nil {
			return nil, err
		}
		if b == 0 {
			return nil, fmt.Errorf("a bandwidth of 0")
		}
		return Link{Latency: l, Bandwidth: b}, nil
	case "bytes":
		x, err := quantity(kind, s)
		if err != nil {
			return nil, err
		}
		return uint64(x), nil
	}
	x, err := quantity(kind, s)
	if err == nil && x == 0 && kind != "time" {
		return nil, fmt.Errorf("a %s of 0", kind)
	}
	return x, err
}

// parseCurve reads a measured link: 'SIZE: TIME, SIZE: TIME, ...' with
// sizes ascending and times not decreasing.
func parseCurve(s string) (Link, error) {
	var l Link
	for _, part := range strings.Split(s, ",") {
		size, tm, ok := strings.Cut(part, ":")
		if !ok {
			return l, fmt.Errorf("'%s' is not 'SIZE: TIME'", strings.TrimSpace(part))
		}
		n, err := quantity("bytes", strings.TrimSpace(size))
		if err != nil {
			return l, err
		}
		t, err := quantity("time", strings.TrimSpace(tm))
		if err != nil {
			return l, err
		}
		if n < 1 || t == 0 {
			return l, fmt.Errorf("'%s': a point needs bytes and a time", strings.TrimSpace(part))
		}
		if k := len(l.Points); k > 0 && (uint64(n) <= l.Points[k-1].Bytes || t < l.Points[k-1].Time) {
			return l, fmt.Errorf("'%s': sizes must ascend and times not decrease", strings.TrimSpace(part))
		}
		l.Points = append(l.Points, LinkPoint{Bytes: uint64(n), Time: t})
	}
	return l, nil
}
