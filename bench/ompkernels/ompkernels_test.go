package main

import (
	"context"
	"errors"
	"io"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/cirtollvm"
	"github.com/strata-ir/strata/lowering/llvmir"
	"github.com/strata-ir/strata/lowering/omplowering"
	"github.com/strata-ir/strata/lowering/pipelines"
	"github.com/strata-ir/strata/lowering/tollvm"
	"github.com/strata-ir/strata/passes"
	"github.com/strata-ir/strata/passes/barrierelim"
	"github.com/strata-ir/strata/passes/cirunroll"
)

// registry holds the passes the benchmark's strata-opt runs use.
func registry() *passes.Registry {
	reg := passes.NewRegistry()
	omplowering.Register(reg)
	barrierelim.Register(reg)
	cirunroll.Register(reg)
	tollvm.Register(reg)
	cirtollvm.Register(reg)
	pipelines.Register(reg)
	return reg
}

// lowerInProcess runs, on kernel k, the two strata-opt invocations of
// configuration cfg and the translation to LLVM IR, in process. It
// returns the lowered module's text and the LLVM IR.
func lowerInProcess(t *testing.T, k kernel, cfg config) (mlir, ll string) {
	t.Helper()
	src, err := source(k.name + ".mlir")
	if err != nil {
		t.Fatal(err)
	}
	ctx := all.NewContext()
	m, err := builtin.ParseModule(ctx, k.name+".mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	var first []string
	for _, p := range cfg.prePasses {
		first = append(first, strings.TrimPrefix(p, "--"))
	}
	first = append(first, "convert-to-llvm")
	rt := "{runtime=" + cfg.runtime + "}"
	for _, pipeline := range []string{
		"builtin.module(" + strings.Join(first, ",") + ")",
		"builtin.module(omp-to-omp-lower" + rt + ",omp-outline" + rt + ",omp-lower-plan" + rt + ",convert-to-llvm)",
	} {
		pm := passes.NewPassManager(ctx, "builtin.module", passes.Config{Registry: registry(), VerifyEach: true})
		if err := pm.AddPipeline(pipeline, "<test>"); err != nil {
			t.Fatalf("%s: %v", pipeline, err)
		}
		if _, err := pm.Run(m); err != nil {
			t.Fatalf("%s: %v", pipeline, err)
		}
	}
	var b strings.Builder
	if err := llvmir.WriteModule(&b, m); err != nil {
		t.Fatalf("translation to LLVM IR: %v", err)
	}
	var printed strings.Builder
	if err := ir.Print(&printed, m, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	return printed.String(), b.String()
}

// leftOpRE matches an operation of cir, omp or omp_lower in printed IR
// (not a symbol such as @.omp.ident).
var leftOpRE = regexp.MustCompile(`(?m)^\s*(%[^=\n]+= )?"?(cir|omp|omp_lower)\.[a-z_.]+`)

var callRE = regexp.MustCompile(`call [^@\n]*@(GOMP_\w+|__kmpc_\w+|omp_\w+)\(`)

// runtimeCallSites counts the call sites of each runtime entry point in
// LLVM IR.
func runtimeCallSites(ll string) map[string]int {
	calls := map[string]int{}
	for _, m := range callRE.FindAllStringSubmatch(ll, -1) {
		calls[m[1]]++
	}
	return calls
}

// Every kernel, in every configuration built from cir, parses, verifies,
// lowers and translates to LLVM IR in which the kernel forks a team
// through its runtime and runs the body in an outlined function; nothing
// of cir or omp is left. The benchmark runs the same steps through
// strata-opt and strata-translate.
func TestWorkloadsLower(t *testing.T) {
	fork := map[string]string{"libgomp": "GOMP_parallel", "iomp": "__kmpc_fork_call"}
	for _, k := range kernels {
		for _, cfg := range configs {
			if !cfg.fromCir() {
				continue
			}
			t.Run(k.name+"/"+cfg.name, func(t *testing.T) {
				mlir, ll := lowerInProcess(t, k, cfg)
				if m := leftOpRE.FindString(mlir); m != "" {
					t.Errorf("the lowered module still holds an op of cir or omp: %q", m)
				}
				if !strings.Contains(ll, "define void @"+k.function+"(") && !strings.Contains(ll, "define double @"+k.function+"(") {
					t.Errorf("the LLVM IR does not define @%s", k.function)
				}
				if !strings.Contains(ll, "define internal void @"+k.function+".omp_outlined(") {
					t.Errorf("the LLVM IR has no outlined body @%s.omp_outlined", k.function)
				}
				if calls := runtimeCallSites(ll); calls[fork[cfg.runtime]] != 1 {
					t.Errorf("want one call of %s, got the runtime calls %v", fork[cfg.runtime], calls)
				}
			})
		}
	}
}

// The barrier elimination variant does what the report says it does on
// these kernels: gemm's work-sharing loop ends its parallel region, so its
// implicit barrier goes (libomp: one __kmpc_barrier fewer), and so does
// axsum's, whose loop with a reduction ends its region too (the partial
// values are combined before the barrier; the join waits); jacobi2d's
// loops sit in the time loop, so theirs stay.
func TestBarrierElimOnKernels(t *testing.T) {
	base, _ := lookupConfig("ours-iomp")
	be, _ := lookupConfig("ours-iomp-be")
	want := map[string][2]int{"gemm": {1, 0}, "jacobi2d": {2, 2}, "axsum": {1, 0}}
	for _, k := range kernels {
		_, before := lowerInProcess(t, k, base)
		_, after := lowerInProcess(t, k, be)
		got := [2]int{runtimeCallSites(before)["__kmpc_barrier"], runtimeCallSites(after)["__kmpc_barrier"]}
		if got != want[k.name] {
			t.Errorf("%s: __kmpc_barrier call sites without and with --omp-barrier-elim = %v, want %v", k.name, got, want[k.name])
		}
	}
}

// The C twins are the same kernels: they define the function the driver
// calls, with the same team size and schedule; gcc accepts them and the
// drivers with -fopenmp.
func TestCTwins(t *testing.T) {
	for _, k := range kernels {
		c, err := source(k.name + ".c")
		if err != nil {
			t.Fatal(err)
		}
		text := string(c)
		for _, want := range []string{k.function + "(", "#pragma omp parallel num_threads(2)", "#pragma omp for schedule(static)"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s.c lacks %q", k.name, want)
			}
		}
		if _, err := source(k.name + "_main.c"); err != nil {
			t.Error(err)
		}
	}
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc is not installed")
	}
	dir := t.TempDir()
	for _, k := range kernels {
		common, err := writeSources(stepper{ctx: context.Background(), timeout: time.Minute}, tools{gcc: gcc}, k, dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(common) != 2 {
			t.Errorf("%s: want the driver's and the harness's objects, got %v", k.name, common)
		}
		if out, err := exec.Command(gcc, "-fopenmp", "-fsyntax-only", "-Wall", "-Werror", filepath.Join(dir, k.name+".c")).CombinedOutput(); err != nil {
			t.Errorf("gcc -fopenmp %s.c: %v\n%s", k.name, err, out)
		}
	}
}

func TestAnalyzeAsm(t *testing.T) {
	s := `	.text
	.globl	kernel_gemm
kernel_gemm:
	.cfi_startproc
	movupd	(%rax), %xmm0
	mulpd	%xmm1, %xmm0
	addpd	%xmm0, %xmm2
	mulsd	%xmm3, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm5
	callq	*__kmpc_fork_call@GOTPCREL(%rip)
	call	GOMP_barrier@PLT
	call	GOMP_barrier
	callq	omp_get_thread_num@PLT
	call	printf@PLT
	jmp	__kmpc_barrier@PLT
	jmp	.L3
	retq
`
	f := analyzeAsm(s)
	// A tail call (jmp) of a runtime function is a call site too.
	if f.instructions != 13 || f.packedFP != 2 || f.scalarFP != 2 || f.barriers() != 3 {
		t.Errorf("analyzeAsm = %+v", f)
	}
	if got, want := f.runtimeCalls(), "GOMP_barrier×2 __kmpc_barrier×1 __kmpc_fork_call×1 omp_get_thread_num×1"; got != want {
		t.Errorf("runtimeCalls = %q, want %q", got, want)
	}
}

func TestAnalyzeIR(t *testing.T) {
	ll := `define void @kernel_gemm(i32 %0, double* noalias %1) {
  ret void
}
define internal void @kernel_gemm.omp_outlined(ptr noalias nocapture noundef readonly dereferenceable(4) %0, ptr %1, i8* noalias %2) {
vector.memcheck:
  %3 = bitcast double* %1 to <2 x double>*
  %4 = load <2 x double>, <2 x double>* %3, align 8
  %5 = fadd <4 x double> %a, %b
  ret void
}
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>)
`
	f := analyzeIR(ll)
	want := irFacts{found: true, vectorOps: 2, vectorWidth: 4, memchecks: 1, noalias: 3, params: 5}
	if f != want {
		t.Errorf("analyzeIR = %+v, want %+v", f, want)
	}
	if f := analyzeIR("define void @f(ptr %0) {\n1:\n  ret void\n}\n"); f.memchecks != -1 {
		t.Errorf("IR without block names: memchecks = %d, want -1 (cannot tell)", f.memchecks)
	}
	if p := paramList("define void @f() {"); p != "" {
		t.Errorf("paramList of no parameters = %q", p)
	}
}

func samplesOf(checksum string, ms ...int) []benchkit.KernelRun {
	var ss []benchkit.KernelRun
	for _, m := range ms {
		ss = append(ss, benchkit.KernelRun{KernelOutput: benchkit.KernelOutput{Kernel: time.Duration(m) * time.Millisecond, Checksum: checksum}, Wall: time.Duration(m+20) * time.Millisecond})
	}
	return ss
}

// The report gives each kernel's ratios, their geometric means, the
// checksums, and explains a ratio far from 1 from the code facts.
func TestReport(t *testing.T) {
	gemm, _ := lookupKernel("gemm")
	axsum, _ := lookupKernel("axsum")
	mk := func(k kernel, cfg string, asm asmFacts, ms ...int) *build {
		c, _ := lookupConfig(cfg)
		return &build{kernel: k, cfg: c, asm: asm, samples: samplesOf(k.name+"-sum", ms...)}
	}
	vec := asmFacts{packedFP: 6, scalarFP: 4, calls: map[string]int{"GOMP_parallel": 1}}
	scalar := asmFacts{scalarFP: 10, calls: map[string]int{"GOMP_parallel": 1}}
	withBarrier := asmFacts{packedFP: 6, calls: map[string]int{"__kmpc_fork_call": 1, "__kmpc_barrier": 1}}
	noBarrier := asmFacts{packedFP: 6, calls: map[string]int{"__kmpc_fork_call": 1}}
	r := &report{
		opts: options{kernels: []string{"gemm", "axsum"}, configs: []string{"gcc", "ours-libgomp", "clang", "ours-iomp", "ours-iomp-be"}, runs: 3, warmup: 1, quietLoad: 1, quietWait: 10 * time.Minute},
		env:  environment{Machine: benchkit.Machine{NCPU: 2, LoadBefore: "0.40 0.50 0.60", LoadAfter: "0.90 0.60 0.60"}, quiet: true, waited: 75 * time.Second},
		builds: []*build{
			mk(gemm, "gcc", vec, 400, 400, 410),
			mk(gemm, "ours-libgomp", scalar, 600, 600, 590),
			mk(gemm, "clang", withBarrier, 400, 400, 400),
			mk(gemm, "ours-iomp", withBarrier, 404, 390, 404),
			mk(gemm, "ours-iomp-be", noBarrier, 396, 396, 396),
			mk(axsum, "gcc", vec, 300, 300, 300),
			mk(axsum, "ours-libgomp", vec, 300, 300, 300),
			mk(axsum, "clang", vec, 300, 300, 300),
			mk(axsum, "ours-iomp", vec, 297, 297, 297),
		},
	}
	if x, n, ok := r.geomean("ours-libgomp", "gcc"); !ok || n != 2 || x < 1.2246 || x > 1.2248 {
		t.Errorf("geomean(ours-libgomp, gcc) = %v, %d, %v; want sqrt(1.5) over 2 kernels", x, n, ok)
	}
	md := r.markdown()
	for _, want := range []string{
		"| gemm | 400.0 ms | 600.0 ms | **1.50x** | 400.0 ms | 404.0 ms | **1.01x** | `gemm-sum` |",
		"| **geometric mean** | | | **1.22x** | | | **1.00x** | |",
		"waited 1m15s for the 1-minute load average to fall below 1.00",
		"- **gemm, ours-libgomp / gcc = 1.50x.** ours is not vectorized (10 scalar FP instructions) where gcc is (6 packed).",
		"ours-iomp-be 0.98x (barrier call sites 1 → 0",
		"go run ./bench/ompkernels --kernels gemm,axsum --configs gcc,ours-libgomp,clang,ours-iomp,ours-iomp-be --runs 3 --warmup 1",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "ours-iomp / clang = 1.01x.**") {
		t.Error("the report explains a ratio within 10% of 1")
	}
	svg := r.svg()
	if !strings.HasPrefix(svg, "<svg ") || strings.Count(svg, "<rect ") != 1+len(r.builds) || !strings.Contains(svg, "(1.50x)") {
		t.Errorf("chart: want a background and a bar per build, labeled with the ratio:\n%s", svg)
	}
	r.env.quiet = false
	r.env.LoadBefore = "1.80 1.20 1.00"
	if md := r.markdown(); !strings.Contains(md, "did not fall below 1.00 within 10m0s") || !strings.Contains(md, "**The machine was busy**") {
		t.Errorf("the report of a busy machine does not say so:\n%s", md)
	}
}

func TestWaitForQuiet(t *testing.T) {
	loads := []float64{2.5, 1.4, 0.8}
	i := 0
	fake := func() (float64, bool) { x := loads[min(i, len(loads)-1)]; i++; return x, true }
	quiet, _, err := waitForQuiet(context.Background(), 1.0, time.Minute, time.Millisecond, fake, io.Discard)
	if err != nil || !quiet || i != 3 {
		t.Errorf("waitForQuiet = %v, %v after %d readings; want quiet after 3", quiet, err, i)
	}
	busy := func() (float64, bool) { return 3, true }
	if quiet, _, err := waitForQuiet(context.Background(), 1.0, 5*time.Millisecond, time.Millisecond, busy, io.Discard); err != nil || quiet {
		t.Errorf("waitForQuiet on a busy machine = %v, %v; want false, nil after the limit", quiet, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := waitForQuiet(ctx, 1.0, time.Minute, time.Minute, busy, io.Discard); !errors.Is(err, context.Canceled) {
		t.Errorf("waitForQuiet after cancel: %v", err)
	}
}

func TestParseFlags(t *testing.T) {
	o, err := parseFlags([]string{"--kernels", "axsum,gemm,axsum", "--configs", "gcc,ours-libgomp", "--runs", "2"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(o.kernels, ",") != "axsum,gemm" || strings.Join(o.configs, ",") != "gcc,ours-libgomp" || o.runs != 2 || o.quietWait != 10*time.Minute {
		t.Errorf("parseFlags = %+v", o)
	}
	for _, bad := range [][]string{{"--kernels", "lu"}, {"--configs", "icc"}, {"--runs", "0"}, {"--quiet-wait", "-1s"}, {"extra"}} {
		if _, err := parseFlags(bad, io.Discard); err == nil {
			t.Errorf("parseFlags(%q) accepted", bad)
		}
	}
}

// Every configuration compared with a peer names one that exists, and a
// variant's base uses the same runtime.
func TestConfigs(t *testing.T) {
	for _, c := range configs {
		if c.peer != "" {
			if _, ok := lookupConfig(c.peer); !ok {
				t.Errorf("%s: unknown peer %q", c.name, c.peer)
			}
		}
		if c.base != "" {
			b, ok := lookupConfig(c.base)
			if !ok || b.runtime != c.runtime || len(b.prePasses) != 0 {
				t.Errorf("%s: base %q is not the same lowering without pre-passes", c.name, c.base)
			}
		}
		if c.fromCir() && !strings.Contains(c.pipeline("gemm"), "--omp-lower-runtime="+c.runtime+" ") {
			t.Errorf("%s: pipeline %q", c.name, c.pipeline("gemm"))
		}
	}
}
