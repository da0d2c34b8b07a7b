package main

import (
	"encoding/xml"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// The tests check the benchmark's parsing, comparisons and report on
// fixed inputs; none runs a timed kernel or asserts a time.

// objdumpSnippet is objdump -d output of the kinds the counter meets:
// PLT stubs (not call sites), direct calls with and without raw bytes,
// a tail call, a conditional tail call, callq, a call into a function's
// middle, an indirect call and calls of other functions.
const objdumpSnippet = `
a.out:     file format elf64-x86-64


Disassembly of section .init:

0000000000001000 <_init>:
    1000:	sub    $0x8,%rsp

Disassembly of section .plt:

0000000000001020 <GOMP_barrier@plt-0x10>:
    1020:	push   0x2fe2(%rip)        # 4008 <_GLOBAL_OFFSET_TABLE_+0x8>
0000000000001030 <GOMP_barrier@plt>:
    1030:	jmp    *0x2fe2(%rip)        # 4018 <GOMP_barrier@GOMP_1.0>
    1036:	push   $0x0
    103b:	jmp    1020 <_init+0x20>

Disassembly of section .plt.sec:

0000000000001040 <__kmpc_barrier@plt>:
    1040:	bnd jmp *0x2fd2(%rip)        # 4018 <__kmpc_barrier@VERSION>

Disassembly of section .text:

0000000000001100 <main._omp_fn.0>:
    1100:	e8 2b ff ff ff       	call   1030 <GOMP_barrier@plt>
    1105:	call   1030 <GOMP_barrier@plt>
    110a:	callq  1050 <GOMP_loop_end@plt>
    110f:	call   1060 <GOMP_loop_end_nowait@plt>
    1114:	call   1040 <__kmpc_barrier@plt>
    1119:	call   1070 <__kmpc_for_static_fini@plt>
    111e:	call   1080 <__kmpc_reduce@plt>
    1123:	call   1090 <__kmpc_end_reduce@plt>
    1128:	call   10a0 <__kmpc_reduce_nowait@plt>
    112d:	call   10b0 <__kmpc_fork_call@plt>
    1132:	call   10c0 <GOMP_parallel@plt>
    1137:	call   10d0 <printf@plt>
    113c:	call   1200 <helper>
    1141:	call   1030 <GOMP_barrier@plt+0x6>
    1146:	call   *%rax
    1148:	je     1030 <GOMP_barrier@plt>
    114e:	jmp    1030 <GOMP_barrier@plt>
    1153:	jmp    1137 <main._omp_fn.0+0x37>
    1158:	call   10e0 <omp_get_wtime@plt>
`

func TestParseObjdump(t *testing.T) {
	got := parseObjdump(objdumpSnippet)
	want := siteCounts{
		"GOMP_barrier": 4, "GOMP_loop_end": 1, "GOMP_loop_end_nowait": 1,
		"__kmpc_barrier": 1, "__kmpc_for_static_fini": 1, "__kmpc_reduce": 1,
		"__kmpc_end_reduce": 1, "__kmpc_reduce_nowait": 1, "__kmpc_fork_call": 1,
		"GOMP_parallel": 1, "omp_get_wtime": 1,
	}
	if len(got) != len(want) {
		t.Errorf("parseObjdump = %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %d call sites, want %d", k, got[k], v)
		}
	}
}

func TestCountBarriers(t *testing.T) {
	bc := countBarriers(parseObjdump(objdumpSnippet))
	// 4 GOMP_barrier + 1 __kmpc_barrier, 1 GOMP_loop_end, 1 __kmpc_reduce;
	// not GOMP_loop_end_nowait, __kmpc_for_static_fini, the end of the
	// reduction or the nowait one.
	if bc.total != 7 || bc.byKind[kindBarrier] != 5 || bc.byKind[kindLoopEnd] != 1 || bc.byKind[kindReduce] != 1 {
		t.Errorf("countBarriers: total %d, by kind %v; want 7 (5 barrier, 1 loop end, 1 reduce)", bc.total, bc.byKind)
	}
	if bc.forks != 2 {
		t.Errorf("forks = %d, want 2 (__kmpc_fork_call, GOMP_parallel)", bc.forks)
	}
	if got, want := bc.breakdown(), "5 barrier + 1 loop end + 1 reduce"; got != want {
		t.Errorf("breakdown = %q, want %q", got, want)
	}
	for _, sym := range notBarrierSymbols {
		if _, ok := barrierSymbols[sym]; ok || forkSymbol(sym) {
			t.Errorf("%s is both counted and listed as not a barrier", sym)
		}
	}
}

// TestBarrierCountGCC counts the barriers of a small program built by
// gcc: two dependent static loops, so one GOMP_barrier between them, and
// a dynamic one, which ends with GOMP_loop_end. Skipped without gcc.
func TestBarrierCountGCC(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not installed")
	}
	objdump, err := exec.LookPath("objdump")
	if err != nil {
		t.Skip("objdump not installed")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "b.c")
	prog := `void k(int n, double *a, double *b) {
#pragma omp parallel
  {
#pragma omp for schedule(static)
    for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for schedule(dynamic)
    for (int i = 1; i < n; i++) b[i] = a[i - 1];
#pragma omp for schedule(static)
    for (int i = 1; i < n; i++) a[i] = b[i];
  }
}
`
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	obj := filepath.Join(dir, "b.o")
	if out, err := exec.Command(gcc, "-O2", "-fopenmp", "-c", src, "-o", obj).CombinedOutput(); err != nil {
		t.Skipf("gcc -fopenmp failed (no libgomp?): %v\n%s", err, out)
	}
	out, err := exec.Command(objdump, "-d", "-r", obj).Output()
	if err != nil {
		t.Fatal(err)
	}
	// In an object the calls are relocations: objdump -r names the
	// symbol on the next line, not in <...>; so relink the text as
	// "call 0 <SYM>" lines for the counter.
	sc := parseObjdump(relocsAsCalls(string(out)))
	bc := countBarriers(sc)
	if bc.byKind[kindBarrier] < 1 || bc.byKind[kindLoopEnd] != 1 {
		t.Errorf("gcc's object: %v (by kind %v), want at least 1 GOMP_barrier and 1 GOMP_loop_end", sc, bc.byKind)
	}
}

// relocsAsCalls rewrites objdump -d -r's call relocations of an object
// ("call 1d <k+0x1d>" followed by "R_X86_64_PLT32 GOMP_barrier-0x4")
// into the direct calls of a linked binary.
func relocsAsCalls(s string) string {
	var b strings.Builder
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if i+1 < len(lines) && strings.Contains(l, "call") && strings.Contains(lines[i+1], "R_X86_64_PLT32") {
			f := strings.Fields(lines[i+1])
			sym, _, _ := strings.Cut(f[len(f)-1], "-")
			b.WriteString("  0:\tcall   0 <" + sym + "@plt>\n")
			continue
		}
		b.WriteString(l + "\n")
	}
	return b.String()
}

func TestCompareDumps(t *testing.T) {
	ref := dumpBegin + "\nbegin dump: A\n1.00 2.00 \n3.00 \nend   dump: A\nbegin dump: B\n4.00 5.00 6.00 \nend   dump: B\n" + dumpEnd + "\n"
	for _, tc := range []struct {
		name, other, want string
	}{
		{"same", ref, ""},
		{"value", strings.Replace(ref, "5.00", "5.01", 1), "line 7 (array B), value 2 of the line: reference 5.00, this 5.01"},
		{"shorter", ref[:strings.Index(ref, "begin dump: B")], "line 6 (array A): this dump ends here"},
		{"longer", ref + "extra\n", "line 10 (array B): the reference ends here"},
	} {
		got, err := compareDumps(strings.NewReader(ref), strings.NewReader(tc.other))
		if err != nil {
			t.Fatal(err)
		}
		if tc.want == "" && got != "" || !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s: compareDumps = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestWellFormed(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"good":      dumpBegin + "\nbegin dump: A\n1 \nend   dump: A\n" + dumpEnd + "\n",
		"empty":     "",
		"truncated": dumpBegin + "\nbegin dump: A\n1 2 3",
		"noise":     "warning\n" + dumpBegin + "\n" + dumpEnd + "\n",
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := wellFormed(p); (err == nil) != (name == "good") {
			t.Errorf("%s: wellFormed = %v", name, err)
		}
	}
}

func TestParseKernelTime(t *testing.T) {
	d, err := parseKernelTime("0.123456\n")
	if err != nil || d != 123456*time.Microsecond {
		t.Errorf("parseKernelTime = %v, %v; want 123.456ms", d, err)
	}
	for _, bad := range []string{"", "x\n", "1.0 2.0\n", "-1\n", "NaN\n", "+Inf\n"} {
		if _, err := parseKernelTime(bad); err == nil {
			t.Errorf("parseKernelTime(%q) did not fail", bad)
		}
	}
}

func TestFlags(t *testing.T) {
	dir := t.TempDir()
	for _, k := range []string{"b", "a"} {
		if err := os.WriteFile(filepath.Join(dir, k+".c"), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	o, err := parseFlags([]string{"--kernels-dir", dir, "--threads", "2,1,2", "--size", "small"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(o.kernels, ",") != "a,b" || len(o.threads) != 2 || o.threads[0] != 1 || o.size != "small" || o.runs != 5 {
		t.Errorf("parseFlags: %+v", o)
	}
	for _, bad := range [][]string{
		{"--size", "huge"}, {"--threads", "0"}, {"--kernels", "c"}, {"--configs", "icc"}, {"--runs", "0"}, {"extra"},
	} {
		if _, err := parseFlags(append([]string{"--kernels-dir", dir}, bad...), io.Discard); err == nil {
			t.Errorf("parseFlags(%v) did not fail", bad)
		}
	}
}

// fakeResult is a run over two kernels without any process: gemm where
// strata is as fast as the peers, lu where strata-libgomp is 1.2x gcc,
// has a barrier more than gcc and dumps a different array.
func fakeResult() *result {
	ms := func(xs ...float64) []time.Duration {
		var ds []time.Duration
		for _, x := range xs {
			ds = append(ds, time.Duration(x*float64(time.Millisecond)))
		}
		return ds
	}
	o := options{size: "large", kernels: []string{"gemm", "lu"}, configs: configNames(), threads: []int{1, 2}, runs: 3, compileRuns: 2, dump: true, dumpThreads: 2}
	r := &result{opts: o, env: environment{Machine: benchkit.Machine{CPU: "test CPU", NCPU: 2, LoadBefore: "0.10 0.10 0.10", LoadAfter: "0.20 0.10 0.10"}, versions: map[string]string{}}}
	sites := map[string]siteCounts{
		"strata-iomp":    {"__kmpc_barrier": 1, "__kmpc_fork_call": 1},
		"strata-libgomp": {"GOMP_barrier": 2, "GOMP_parallel": 1},
		"gcc":            {"GOMP_barrier": 1, "GOMP_parallel": 1},
		"clang":          {"__kmpc_barrier": 2, "__kmpc_fork_call": 1},
	}
	for _, name := range o.kernels {
		k := &kernelResult{name: name, bins: map[string]*binary{}, compile: map[string][]benchkit.Sample{}, compileErr: map[string]string{},
			dump: dumpCheck{ran: true, reference: "strata-iomp", by: map[string]*dumpOutcome{}}}
		for _, c := range o.configs {
			k.bins[c] = &binary{sites: sites[c], times: map[int][]time.Duration{1: ms(100, 101, 99), 2: ms(50, 51, 49)}}
			k.dump.by[c] = &dumpOutcome{bytes: 1000, sha256: strings.Repeat("ab", 32)}
		}
		k.compile["strata-cc"] = []benchkit.Sample{{Wall: 300 * time.Millisecond}, {Wall: 300 * time.Millisecond}}
		k.compile["clang-16"] = []benchkit.Sample{{Wall: 200 * time.Millisecond}, {Wall: 200 * time.Millisecond}}
		r.kernels = append(r.kernels, k)
	}
	lu := r.kernels[1]
	lu.bins["strata-libgomp"].times[2] = ms(60, 60, 60)
	lu.dump.by["gcc"].diff = "line 7 (array A), value 2 of the line: reference 5.00, this 5.01"
	return r
}

func TestReport(t *testing.T) {
	r := fakeResult()
	p := pair{"strata-libgomp", "gcc"}
	if x, ok := r.kernels[1].ratio(p, 2); !ok || x < 1.19 || x > 1.21 {
		t.Errorf("lu strata-libgomp / gcc = %v, want 1.20", x)
	}
	s := r.ratioStats(p, 2)
	if s.n != 2 || s.maxKernel != "lu" || len(s.over) != 1 || s.geomean < 1.09 || s.geomean > 1.10 {
		t.Errorf("ratioStats = %+v, want geomean sqrt(1.2), max lu", s)
	}
	if x, ok := r.kernels[0].speedup("gcc", 2); !ok || x < 1.99 || x > 2.01 {
		t.Errorf("gemm gcc speedup = %v, want 2", x)
	}
	sums, regions := r.barrierSums()
	if sums["strata-iomp"] != 2 || sums["strata-libgomp"] != 4 || sums["gcc"] != 2 || sums["clang"] != 4 || regions["gcc"] != 2 {
		t.Errorf("barrierSums = %v, %v", sums, regions)
	}
	if cs := r.compileStats(); cs.n != 2 || cs.geomean < 1.49 || cs.geomean > 1.51 {
		t.Errorf("compileStats = %+v, want 1.5", cs)
	}
	if fs := r.failures(); len(fs) != 1 || !strings.Contains(fs[0], "lu gcc: DUMP DIFFERS") {
		t.Errorf("failures = %q", fs)
	}
	md := r.markdown()
	for _, want := range []string{
		"## FAILURES",
		"| strata-libgomp / gcc, 2 threads: geomean ≤ 1.00x, no kernel above 1.10x | geomean **1.10x** over 2 kernels; max 1.20x (lu); 1 above 1.10x: lu | **missed** |",
		"| strata-iomp / clang, 2 threads: geomean ≤ 1.00x, no kernel above 1.10x | geomean **1.00x** over 2 kernels; max 1.00x (gemm); none above 1.10x | met |",
		"| strata-iomp: team-barrier call sites over the suite ≤ the fewer of gcc's and clang's | 2; gcc 2, clang 4 (over 2 kernels) | met |",
		"| strata-libgomp: team-barrier call sites over the suite ≤ the fewer of gcc's and clang's | 4; gcc 2, clang 4 (over 2 kernels) | **missed** |",
		"| lu | 50.0 ms | 60.0 ms | 50.0 ms | 50.0 ms | 1.00x | **1.20x** | **1.20x** | 1.00x | strata-libgomp / gcc, strata-libgomp / clang |",
		"| gemm | 1 (1) | **2 (1)** | 1 (1) | 2 (1) |",
		"| **sum** | **2** (2) | **4** (2) | **2** (2) | **4** (2) |",
		"geomean **1.50x** over 2 kernels",
		"**gcc DIFFERS** from strata-iomp",
		"| live-out dumps byte-identical across the configurations (2 threads) | 1 of 2 kernels | **missed** |",
		"## Speedups",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q\n%s", want, md)
		}
	}
	if tab := r.table(); !strings.Contains(tab, "barrier call sites: strata-iomp 2, strata-libgomp 4, gcc 2, clang 4") {
		t.Errorf("table:\n%s", tab)
	}
	for name, svg := range map[string]string{"ratios": r.ratioSVG(), "speedup": r.speedupSVG(), "compile": r.compileSVG()} {
		if err := wellFormedXML(svg); err != nil {
			t.Errorf("%s.svg: %v", name, err)
		}
	}
	if strings.Contains(md, "**Note:** the machine was busy") {
		t.Error("a quiet machine is reported busy")
	}
	r.kernels[1].load = "1.50 1.00 0.90"
	if !strings.Contains(r.markdown(), "(1-minute load average 0.10 before the runs, 0.20 after; 1.50 to 1.50 when the kernels' rounds began, on 2 CPUs)") {
		t.Error("a kernel's rounds began at load 1.5 on 2 CPUs, but the report does not say the machine was busy")
	}
	// Without a 1-thread run there is no speedup chart.
	r.opts.threads = []int{2}
	if r.speedupSVG() != "" || strings.Contains(r.markdown(), "## Speedups") {
		t.Error("a speedup without 1-thread runs")
	}
}

func wellFormedXML(s string) error {
	if !strings.HasPrefix(s, "<svg") {
		return io.ErrUnexpectedEOF
	}
	d := xml.NewDecoder(strings.NewReader(s))
	for {
		if _, err := d.Token(); err == io.EOF {
			return nil
		} else if err != nil {
			return err
		}
	}
}
