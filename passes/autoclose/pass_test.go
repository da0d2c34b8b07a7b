package autoclose

import (
	"os"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// run parses testdata/name (convert-omp-to-offload's output for a small C
// program, kept as its C in the comment of each test), runs the pass and
// returns the map types by entry name and the remarks.
func run(t *testing.T, name string, p *Pass, edit func(string) string) (map[string]offload.MapFlags, []string) {
	t.Helper()
	src, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	if edit != nil {
		text = edit(text)
	}
	m := dialecttest.ParseVerified(t, name, text)
	var diags ir.Diagnostics
	if err := p.Run(m, passes.NewState(&diags, false)); err != nil {
		t.Fatalf("run: %v", err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("output does not verify: %v", err)
	}
	types := map[string]offload.MapFlags{}
	m.WalkAll(func(op *ir.Operation) {
		if e, ok := offload.AsMap(op); ok {
			types[e.VarName()] = e.MapType()
		}
	})
	var remarks []string
	for _, d := range diags.All() {
		if d.Severity != ir.SeverityRemark {
			t.Errorf("unexpected %s: %s", d.Severity, d.Message)
		}
		remarks = append(remarks, d.Message)
	}
	return types, remarks
}

// scratch.mlir: tmp[i] written then read in the same iteration of a
// target teams distribute parallel for; out is tofrom.
func TestScratchGetsClose(t *testing.T) {
	p := &Pass{}
	types, remarks := run(t, "scratch.mlir", p, nil)
	if types["tmp[:]"] != offload.MapClose {
		t.Errorf("tmp: %v, want close, alloc", types["tmp[:]"])
	}
	if types["out[:]"] != offload.MapToFrom {
		t.Errorf("out: %v, want tofrom unchanged", types["out[:]"])
	}
	if len(remarks) != 0 || p.Added.Value() != 1 || p.Refused.Value() != 0 {
		t.Errorf("remarks %q, added %d, refused %d", remarks, p.Added.Value(), p.Refused.Value())
	}
}

// Without unified shared memory close changes nothing worth having (every
// map has a device copy already): the pass leaves the module alone and
// says nothing, unless assume-usm says the program runs under USM.
func TestOnlyUnderUSM(t *testing.T) {
	drop := func(s string) string {
		return strings.Replace(s, "module attributes {offload.requires = #offload<requires unified_shared_memory>}", "module", 1)
	}
	types, remarks := run(t, "scratch.mlir", &Pass{}, drop)
	if types["tmp[:]"] != offload.MapAlloc || len(remarks) != 0 {
		t.Errorf("without USM: tmp %v, remarks %q", types["tmp[:]"], remarks)
	}
	types, _ = run(t, "scratch.mlir", &Pass{AssumeUSM: true}, drop)
	if types["tmp[:]"] != offload.MapClose {
		t.Errorf("assume-usm: tmp %v, want close, alloc", types["tmp[:]"])
	}
	selfMaps := func(s string) string {
		return strings.Replace(s, "requires unified_shared_memory>", "requires unified_shared_memory, self_maps>", 1)
	}
	if types, _ := run(t, "scratch.mlir", &Pass{}, selfMaps); types["tmp[:]"] != offload.MapAlloc {
		t.Errorf("self_maps: tmp %v, want alloc", types["tmp[:]"])
	}
}

// kernel.mlir:
//
//	#pragma omp target map(alloc : w[0:N], x[0:N], y[0:N])
//	{
//	  w[0] = 1;
//	  for (int i = 0; i < N; i++) { x[i] = w[0]; y[i] = x[i + 1]; }
//	}
//
// w is written before the loop that reads it, y only written: close; x[i
// + 1] is read where the iteration wrote x[i]: refused.
func TestKernelRule(t *testing.T) {
	types, remarks := run(t, "kernel.mlir", &Pass{}, nil)
	if types["w[:]"] != offload.MapClose || types["y[:]"] != offload.MapClose {
		t.Errorf("w %v, y %v: want close, alloc", types["w[:]"], types["y[:]"])
	}
	if types["x[:]"] != offload.MapAlloc {
		t.Errorf("x %v: want alloc", types["x[:]"])
	}
	want := "'offload.map' op map(alloc) of 'x[:]' kept without close: kernel @__omp_offloading_main_l57 reads it before writing it; no earlier kernel of its data environment writes all of [1, 17)"
	if len(remarks) != 1 || remarks[0] != want {
		t.Errorf("remarks %q, want [%q]", remarks, want)
	}
}

// The same input gives the same output and remarks, run after run.
func TestDeterministic(t *testing.T) {
	_, first := run(t, "kernel.mlir", &Pass{}, nil)
	for range 5 {
		if _, again := run(t, "kernel.mlir", &Pass{}, nil); strings.Join(again, "\n") != strings.Join(first, "\n") {
			t.Fatalf("remarks changed: %q, then %q", first, again)
		}
	}
}
