package offload_test

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/frontend"
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/runtimes/offload"
	"github.com/strata-ir/strata/runtimes/omprt"
)

// The programs of test/offload-runtime call the entry points by hand (C
// through the front end: cir), in both modes; each case checks what the
// program prints (stdout, then the trace and any runtime error).
var dir = filepath.Join("..", "..", "test", "offload-runtime")

type run struct {
	out, trace string
	code       int
}

func runC(t *testing.T, file string, cfg offload.Config, ompCfg omprt.Config, env map[string]string) run {
	t.Helper()
	return runCDefs(t, file, nil, cfg, ompCfg, env)
}

// runCDefs is runC with -D arguments.
func runCDefs(t *testing.T, file string, defines []string, cfg offload.Config, ompCfg omprt.Config, env map[string]string) run {
	t.Helper()
	ctx := all.NewExecContext()
	m, diags, err := frontend.Translate(ctx, filepath.Join(dir, file), nil, frontend.Options{Defines: defines, IncludePaths: []string{filepath.Join(dir, "Inputs")}})
	if err != nil || diags.HasErrors() {
		t.Fatalf("front end: %v %s", err, diags.Format(nil))
	}
	var out, trace bytes.Buffer
	cfg.Trace = &trace
	e, err := interp.New(m, interp.Options{Stdout: &out, Stderr: &trace,
		Runtimes: []interp.Runtime{omprt.Install(ompCfg), offload.Install(cfg)},
		Getenv:   func(k string) (string, bool) { v, ok := env[k]; return v, ok }})
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	code, err := e.RunMain([]string{file})
	var re *interp.RuntimeError
	switch {
	case errors.As(err, &re):
		trace.WriteString(re.Format())
		code = 1
	case err != nil:
		t.Fatalf("run: %v", err)
	}
	return run{out.String(), trace.String(), code}
}

var (
	explicit = offload.Config{Mode: offload.ModeExplicit}
	usm      = offload.Config{Mode: offload.ModeUSM}
	traced   = offload.Config{Mode: offload.ModeExplicit, Info: true}
)

func TestPrograms(t *testing.T) {
	for _, tc := range []struct {
		file  string
		cfg   offload.Config
		omp   omprt.Config
		env   map[string]string
		out   string // a substring of stdout
		trace string // a substring of stderr (trace and errors)
		code  int
	}{
		{file: "basic.c", cfg: explicit, out: "r=0 a = 10 20 30 40, initial 1"},
		{file: "basic.c", cfg: usm, out: "r=0 a = 10 20 30 40, initial 1"},
		{file: "basic.c", cfg: explicit, env: map[string]string{"OMP_TARGET_OFFLOAD": "disabled"}, out: "r=1 a = 1 2 3 4"},
		{file: "basic.c", cfg: explicit, env: map[string]string{"LIBOMPTARGET_INFO": "1"}, trace: "offload: launch 'kernel' teams=1 thread_limit=1 args=2"},
		{file: "stale.c", cfg: explicit, out: "a[0] = 7"},
		{file: "stale.c", cfg: usm, out: "a[0] = 42"},
		{file: "illegal.c", cfg: explicit, code: 1, trace: "illegal.c:8:3: runtime error: illegal device memory access: 4-byte write at host address 0x100000020, offset 0 of the 4-byte heap block"},
		{file: "illegal.c", cfg: usm, out: "*p = 5"},
		{file: "present.c", cfg: explicit, code: 1, trace: "device mapping required by 'present' map type modifier does not exist for host address"},
		{file: "extend.c", cfg: explicit, code: 1, trace: "extends the existing mapping 'a[0:4]' of 16 bytes"},
		{file: "requires.c", cfg: offload.Config{}, code: 1, trace: "'#pragma omp requires unified_shared_memory' not used consistently"},
		{file: "refcount.c", cfg: traced, out: "after target: 100\nafter exit from (dyn 2->1): 100\nafter always from: 11\nafter delete in region: 50 present 1\nafter update from: 51\nafter end: 51 present 0\nreleased present 0\n",
			trace: "offload: unmap 'x' host=0x10000000060 size=4 device=0x8000000050 dyn=0 str=1 (kept)"},
		{file: "ptrobj.c", cfg: explicit, out: "n=-3 p ok 1 data = 2 4 6"},
		{file: "ptrobj.c", cfg: usm, out: "n=-3 p ok 1 data = 2 4 6"},
		{file: "api.c", cfg: explicit, out: "back 101 102 103 104\nassociate 0 present 1 mapped ok 1\nh 201 202 203 204\ndisassociate 0 present 0\nrect 12 13 14 / 22 23 24\nfallback 1\n"},
		{file: "api.c", cfg: usm, out: "rect 12 13 14 / 22 23 24\nfallback 1\n"},
		{file: "teams.c", cfg: explicit, out: "32 32 32 132 132 132 232 232 232 \nhost: team 0 of 1"},
		{file: "teams.c", cfg: explicit, omp: omprt.Config{Deterministic: true}, out: "32 32 32 132 132 132 232 232 232 \nhost: team 0 of 1"},
		{file: "teams.c", cfg: usm, out: "32 32 32 132 132 132 232 232 232"},
		{file: "nowait.c", cfg: explicit, omp: omprt.Config{Threads: 2}, out: "x = 4"},
		{file: "parallel.c", cfg: explicit, omp: omprt.Config{Threads: 2}, out: "a = 10 11 host = 0"},
		{file: "target_free.c", cfg: explicit, code: 1, trace: "which is not the start of a device allocation: it is inside the 16-byte device block"},
		{file: "global.c", cfg: traced, out: "g = 5\nafter update g = 6", trace: "register global 'g_omp_ref'"},
		{file: "global.c", cfg: offload.Config{Mode: offload.ModeUSM, Info: true}, out: "g = 6\nafter update g = 6", trace: "usm, the host variable"},
		{file: "memkinds.c", cfg: explicit, out: "host 3 5 7 9\nshared 21 41 61 81\ndevice 201 401 601 801\npage-aligned 1 1\n"},
		{file: "memkinds.c", cfg: usm, out: "host 3 5 7 9\nshared 21 41 61 81\ndevice 201 401 601 801\npage-aligned 1 1\n"},
		{file: "memkinds.c", cfg: traced, trace: "offload: omp_target_free kind=shared host=0x"},
	} {
		r := runC(t, tc.file, tc.cfg, tc.omp, tc.env)
		if r.code != tc.code || !strings.Contains(r.out, tc.out) || !strings.Contains(r.trace, tc.trace) {
			t.Errorf("%s (mode %d, env %v): status %d (want %d)\nstdout:\n%s\nstderr:\n%s\nwant stdout containing %q and stderr containing %q",
				tc.file, tc.cfg.Mode, tc.env, r.code, tc.code, r.out, r.trace, tc.out, tc.trace)
		}
	}
}

// flopDevice is a Device that records each kernel's flops, as its
// observer is told of them (interp.FlopObserver), at EndKernel.
type flopDevice struct {
	mu      sync.Mutex
	kernels map[string][]uint64
}

type flopKernel struct {
	name  string
	flops atomic.Uint64
}

func (k *flopKernel) Access(*interp.Page, uint64, uint64, bool) {}
func (k *flopKernel) AddFlops(n uint64)                         { k.flops.Add(n) }

func (d *flopDevice) BeginKernel(t *interp.Thread, name string, usm bool, local func(uint64) bool) interp.Observer {
	return &flopKernel{name: name}
}

func (d *flopDevice) EndKernel(t *interp.Thread, obs interp.Observer) {
	k := obs.(*flopKernel)
	d.mu.Lock()
	defer d.mu.Unlock()
	d.kernels[k.name] = append(d.kernels[k.name], k.flops.Load())
}

func (d *flopDevice) Copy(*interp.Thread, bool, uint64, uint64)                 {}
func (d *flopDevice) HostAlloc(*interp.Thread, uint64, uint64, offload.MemKind) {}
func (d *flopDevice) HostFree(*interp.Thread, uint64)                           {}
func (d *flopDevice) Alloc(*interp.Thread, uint64, uint64)                      {}
func (d *flopDevice) Free(*interp.Thread, uint64)                               {}
func (d *flopDevice) NowaitCreate(*interp.Thread, []omprt.Dep) any              { return nil }
func (d *flopDevice) TaskBegin(*interp.Thread, any)                             {}
func (d *flopDevice) TaskEnd(*interp.Thread, any)                               {}
func (d *flopDevice) Access(*interp.Page, uint64, uint64, bool)                 {}

// TestKernelFlops checks that each kernel's observer gets exactly the
// flops of the kernel's threads (flops.c: 400 for 'wide', a parallel
// region of two threads, 2 for 'narrow'), while the two run at once as
// nowait kernels of two host threads, on device threads the OpenMP
// runtime pools and reuses, under both schedules, several times (a
// miscount would be a race: it would not show every time).
func TestKernelFlops(t *testing.T) {
	for _, det := range []bool{false, true} {
		for range 5 {
			d := &flopDevice{kernels: map[string][]uint64{}}
			r := runC(t, "flops.c", offload.Config{Mode: offload.ModeUSM, Device: d}, omprt.Config{Threads: 2, Deterministic: det}, nil)
			if r.code != 0 || !strings.Contains(r.out, "a = 2.000 2.000 b = 8.555") {
				t.Fatalf("deterministic=%v: status %d\nstdout:\n%s\nstderr:\n%s", det, r.code, r.out, r.trace)
			}
			for name, want := range map[string]uint64{"wide": 400, "narrow": 2} {
				got := d.kernels[name]
				if len(got) != 4 {
					t.Fatalf("deterministic=%v: %d launches of '%s', want 4", det, len(got), name)
				}
				for _, n := range got {
					if n != want {
						t.Errorf("deterministic=%v: '%s' counted %v flops, want %d each", det, name, got, want)
						break
					}
				}
			}
		}
	}
}
