package main

import (
	"bytes"
	"encoding/json"
	"math"
	"path/filepath"
	"slices"
	"testing"

	"github.com/strata-ir/strata/runtimes/gpu"
)

func TestCompareArgs(t *testing.T) {
	args := []string{"--fopenmp", "--offload", "explicit", "--report=text", "--plot", "d", "--compare", "--device=h200", "-fopenmp-auto-close", "x.c"}
	got := compareArgs(args, usmRuns()[2], "r.json")
	want := []string{"--fopenmp-force-usm", "--offload=usm", "--fopenmp-auto-close", "--report=json", "--report-file=r.json", "--fopenmp", "--device=h200", "x.c"}
	if !slices.Equal(got, want) {
		t.Errorf("compareArgs = %q, want %q", got, want)
	}
	// Without --device, the paper's GPU.
	got = compareArgs([]string{"x.c"}, usmRuns()[0], "r.json")
	want = []string{"--offload=explicit", "--device=" + compareDefaultDevice, "--report=json", "--report-file=r.json", "x.c"}
	if !slices.Equal(got, want) {
		t.Errorf("compareArgs = %q, want %q", got, want)
	}
}

func TestRatio(t *testing.T) {
	if ratio(0, 0) != 1 || !math.IsInf(ratio(3, 0), 1) || ratio(3, 2) != 1.5 {
		t.Errorf("ratio: %v %v %v", ratio(0, 0), ratio(3, 0), ratio(3, 2))
	}
}

// compareRuns runs --compare on an example and returns its reports by
// run name.
func compareRuns(t *testing.T, app, device string) map[string]*gpu.Report {
	t.Helper()
	path := filepath.Join("..", "..", "examples", "offload", app)
	var out, errb bytes.Buffer
	code := run([]string{"strata-run", "-fopenmp", "--compare", "--device=" + device, "--report=json", path}, nil, &out, &errb)
	if code != 0 {
		t.Fatalf("%s: exit status %d\n%s%s", app, code, out.String(), errb.String())
	}
	var c struct {
		Runs []compareResult `json:"runs"`
	}
	if err := json.Unmarshal(errb.Bytes(), &c); err != nil {
		t.Fatalf("%s: %v\n%s", app, err, errb.String())
	}
	m := map[string]*gpu.Report{}
	for _, r := range c.Runs {
		m[r.Run] = r.Report
	}
	if len(m) != 3 {
		t.Fatalf("%s: runs %v", app, m)
	}
	return m
}

// TestExampleDirections checks, by counts (never times), the direction
// each examples/offload README entry states.
func TestExampleDirections(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every example three times")
	}
	small := filepath.Join("..", "..", "examples", "offload", "small-vram.profile")
	cases := []struct {
		app, device string
		check       func(e, u, c *gpu.Report) bool
		says        string
	}{
		{"ep_scratch.c", "b70", func(e, u, c *gpu.Report) bool {
			return e.MigratedH2D == 0 && u.MigratedH2D > 100*c.MigratedH2D
		}, "the map(alloc) scratch migrates under USM, not with close"},
		{"scratch_close.c", "b70", func(e, u, c *gpu.Report) bool {
			return u.MigratedH2D > c.MigratedH2D && u.GPUFaults > c.GPUFaults
		}, "close removes the scratch array's migrations"},
		{"lulesh_temps.c", "b70", func(e, u, c *gpu.Report) bool {
			return u.MigratedH2D > c.MigratedH2D && u.GPUFaults > c.GPUFaults
		}, "close removes the temporaries' migrations"},
		{"fill_then_use.c", "b70", func(e, u, c *gpu.Report) bool {
			return u.MigratedH2D > c.MigratedH2D && u.GPUFaults > c.GPUFaults
		}, "close (proved across kernels) removes the temporary's migrations"},
		{"minife_redundant.c", "b70", func(e, u, c *gpu.Report) bool {
			return transferBytes(u)*5 < transferBytes(e) && u.H2DBytes == 0
		}, "USM moves far less than the redundant explicit copies"},
		{"stencil_d2h.c", "b70", func(e, u, c *gpu.Report) bool {
			return e.D2HBytes > 2*e.H2DBytes && transferBytes(u) < transferBytes(e)
		}, "explicit is D2H dominated; USM moves less"},
		{"minimd_assoc.c", "b70", func(e, u, c *gpu.Report) bool {
			return u.H2DBytes > 0 && u.D2HBytes > 0
		}, "the associated arrays move as explicit copies under USM"},
		{"evict_big.c", small, func(e, u, c *gpu.Report) bool {
			return e.Evictions == 0 && u.Evictions > 0 && u.MigratedD2H > 0
		}, "USM evicts when the working set exceeds VRAM"},
		{"small_objects.c", "b70", func(e, u, c *gpu.Report) bool {
			return transferBytes(u) > 10*transferBytes(e)
		}, "pages move for sub-page objects: transfer inflation"},
		{"pingpong.c", "h200", func(e, u, c *gpu.Report) bool {
			return e.GPUFaults == 0 && u.CPUFaults >= 4 && u.MigratedH2D > 0 && u.MigratedD2H > 0 && u.TLBInvalidations > 0
		}, "migrations both ways every round under USM"},
		{"lbm_noclose.c", "b70", func(e, u, c *gpu.Report) bool {
			return u.MigratedH2D == c.MigratedH2D && u.GPUFaults == c.GPUFaults
		}, "the pass refuses close: USM and USM+close are the same"},
	}
	for _, tc := range cases {
		t.Run(tc.app, func(t *testing.T) {
			r := compareRuns(t, tc.app, tc.device)
			if !tc.check(r["explicit"], r["usm"], r["usm+close"]) {
				b, _ := json.MarshalIndent(r, "", " ")
				t.Errorf("%s: expected: %s; got %s", tc.app, tc.says, b)
			}
		})
	}
}
