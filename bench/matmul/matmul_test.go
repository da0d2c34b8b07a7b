package main

import (
	"strings"
	"testing"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/llvmir"
	"github.com/strata-ir/strata/lowering/pipelines"
	"github.com/strata-ir/strata/passes"
)

// The workload in cir must parse, verify, lower with convert-to-llvm and
// translate to LLVM IR with the kernel in it: a benchmark of a program
// that does not is meaningless. (The benchmark runs the same steps
// through strata-opt and strata-translate.)
func TestWorkloadLowers(t *testing.T) {
	ctx := all.NewContext()
	m, err := builtin.ParseModule(ctx, "matmul.mlir", []byte(cirSource))
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	pm := passes.NewPassManager(ctx, "builtin.module", passes.Config{VerifyEach: true})
	pm.AddPass(pipelines.NewConvertToLLVM())
	if _, err := pm.Run(m); err != nil {
		t.Fatalf("convert-to-llvm: %v", err)
	}
	var ll strings.Builder
	if err := llvmir.WriteModule(&ll, m); err != nil {
		t.Fatalf("translation to LLVM IR: %v", err)
	}
	f := analyzeKernel(ll.String())
	if !f.found || !f.hasTriple {
		t.Errorf("the translated module lacks @matmul or a target triple: %+v", f)
	}
	if f.geps == 0 || f.inbounds != f.geps {
		t.Errorf("the kernel's %d getelementptrs are not all inbounds (%d are)", f.geps, f.inbounds)
	}
}

func TestAnalyzeKernel(t *testing.T) {
	ll := `target triple = "x86_64-pc-linux-gnu"
define void @other() {
  %v = fadd <2 x double> %a, %b
}
define void @matmul(i32 %0, double* noalias %1) {
  %2 = add nsw i32 %0, 1
  %3 = getelementptr inbounds double, double* %1, i64 4
  %4 = getelementptr double, double* %1, i64 5
  %5 = bitcast double* %3 to <4 x double>*
  %6 = load <2 x double>, <2 x double>* %5, align 8
  %7 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %6, <2 x double> %6, <2 x double> %6)
  store <2 x double> %7, <2 x double>* %5, align 16
}
`
	f := analyzeKernel(ll)
	// The bitcast to a pointer to <4 x double> is no vector work: it
	// counts neither as an op nor toward the width.
	want := irFacts{found: true, hasTriple: true, vectorOps: 3, vectorWidth: 2, vectorAlign: 8, fmuladd: 1, nsw: 1, inbounds: 1, geps: 2, noaliasArgs: 1}
	if f != want {
		t.Errorf("analyzeKernel = %+v, want %+v", f, want)
	}
	if f := analyzeKernel("define void @f() {\n}\n"); f.found {
		t.Error("found a kernel where there is none")
	}
}

// The report compares ours with clang: with both kernels vectorized it
// says so with their widths and the contraction difference, and the
// verdict follows the ratio.
func TestReportComparesOursWithClang(t *testing.T) {
	vectorized := func(fmuladd int) irFacts {
		return irFacts{found: true, hasTriple: true, vectorOps: 10, vectorWidth: 2, vectorAlign: 8, fmuladd: fmuladd}
	}
	samples := func(ms ...int) []benchkit.KernelRun {
		var ss []benchkit.KernelRun
		for _, m := range ms {
			ss = append(ss, benchkit.KernelRun{KernelOutput: benchkit.KernelOutput{Kernel: time.Duration(m) * time.Millisecond, Checksum: "42"}, Wall: time.Duration(m+20) * time.Millisecond})
		}
		return ss
	}
	ours, _ := lookupConfig("ours")
	clang, _ := lookupConfig("clang")
	r := &report{
		opts: options{configs: configNames(), runs: 3, warmup: 1},
		env:  environment{Machine: benchkit.Machine{NCPU: 2, LoadBefore: "0.40 0.50 0.60", LoadAfter: "0.90 0.60 0.60"}},
		builds: []*build{
			{cfg: ours, ir: irFacts{found: true, hasTriple: true}, optIR: vectorized(0), samples: samples(1100, 1000, 1020)},
			{cfg: clang, ir: irFacts{found: true, hasTriple: true}, optIR: vectorized(2), samples: samples(990, 1000, 1010)},
		},
	}
	if x, ok := r.ratio("ours"); !ok || x < 1.019 || x > 1.021 {
		t.Fatalf("ratio(ours) = %v, %v; want 1.02", x, ok)
	}
	// Per round: 1100/990, 1000/1000, 1020/1010; their median is 1.0099.
	if x, ok := r.pairedRatio("ours"); !ok || x < 1.0098 || x > 1.0100 {
		t.Fatalf("pairedRatio(ours) = %v, %v; want 1.0099", x, ok)
	}
	md := r.markdown()
	for _, want := range []string{
		"**ours / clang: 1.01x** (the median of the per-round ratios of kernel times), within the target; the ratio of the median kernel times is 1.02x",
		"Both kernels are vectorized, 2 doubles to a vector, loads and stores aligned to 8 bytes on both sides.",
		"clang contracts `c += a * b` to `llvm.fmuladd`",
		"The machine was quiet: load average 0.40 0.50 0.60 before the runs",
		"| ours | yes | 0 | 0 (0) | 0 | 10 | 2 | 8 | 0 |",
		"go run ./bench/matmul --configs ours,clang --runs 3 --warmup 1",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "ours-target") || strings.Contains(md, "misses") {
		t.Errorf("report of a run within the target mentions ours-target or a miss:\n%s", md)
	}
	// A machine that slows down in the middle of the run slows both sides
	// of a round alike: the per-round ratio stays at 0.90x where the ratio
	// of the medians (900/500) would call it a miss.
	r.builds[0].samples = samples(450, 900, 900)
	r.builds[1].samples = samples(500, 500, 1000)
	if x, _ := r.pairedRatio("ours"); x < 0.89 || x > 0.91 {
		t.Errorf("pairedRatio under drift = %v, want 0.90", x)
	}
	r.builds[1].samples = samples(1000, 1000, 1000)
	r.builds[0].samples = samples(1200, 1200, 1200)
	if md := r.markdown(); !strings.Contains(md, "**misses the target**") || !strings.Contains(md, "Ours misses the target although both are vectorized") {
		t.Errorf("report of a run 1.20x slower does not call it a miss:\n%s", md)
	}
}
