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

// want checks the map types of the named entries.
func want(t *testing.T, types map[string]offload.MapFlags, close []string, alloc []string) {
	t.Helper()
	for _, n := range close {
		if types[n] != offload.MapClose {
			t.Errorf("%s: %v, want close, alloc", n, types[n])
		}
	}
	for _, n := range alloc {
		if types[n] != offload.MapAlloc {
			t.Errorf("%s: %v, want alloc", n, types[n])
		}
	}
}

// hasRemark reports whether one remark is about entry name and says why.
func hasRemark(remarks []string, name, why string) bool {
	for _, r := range remarks {
		if strings.Contains(r, "of '"+name+"' kept without close") && strings.Contains(r, why) {
			return true
		}
	}
	return false
}

// fill.mlir: fill, then use, in one kernel.
//
//	#pragma omp target parallel map(alloc : a[0:N], g[0:N]) map(tofrom : out[0:N])
//	{
//	#pragma omp for
//	  for (int i = 0; i < N; i++) a[i] = i;
//	#pragma omp for
//	  for (int j = 1; j < N - 1; j++) out[j] = a[j - 1] + a[j + 1];
//	#pragma omp for nowait
//	  for (int i = 0; i < N; i++) g[i] = i;
//	#pragma omp barrier
//	#pragma omp for
//	  for (int j = 0; j < N; j++) out[j] += g[j];
//	}
//	#pragma omp target map(alloc : b[0:n], h[0:N]) map(tofrom : out[0:N])
//	{
//	  for (int i = 0; i < n; i++) b[i] = i;            // n a variable
//	  for (int j = 0; j < n; j++) out[j % N] += b[j];
//	#pragma omp parallel for
//	  for (int i = 0; i < N; i++) h[i] = i;
//	#pragma omp parallel for
//	  for (int i = 0; i < N; i++) out[i] += h[N - 1 - i];
//	}
//
// a: a worksharing loop's barrier orders its writes before the next
// loop's reads, whose indices j - 1 and j + 1 stay in [0, N); g: nowait,
// then an explicit barrier; b: a serial loop over a symbolic bound, read
// over the same bound; h: the end of a parallel region joins its threads.
func TestFillThenUse(t *testing.T) {
	p := &Pass{}
	types, remarks := run(t, "fill.mlir", p, nil)
	want(t, types, []string{"a[:]", "g[:]", "b[:]", "h[:]"}, nil)
	if len(remarks) != 0 || p.Added.Value() != 4 {
		t.Errorf("remarks %q, added %d", remarks, p.Added.Value())
	}
}

// fillrefused.mlir: fills the rule does not count.
//
//	#pragma omp target parallel map(alloc : c[0:N], d[0:N], e[0:N], x[0:N]) map(tofrom : out[0:N])
//	{
//	#pragma omp for nowait
//	  for (int i = 0; i < N; i++) c[i] = i;
//	#pragma omp for
//	  for (int j = 0; j < N; j++) out[j] = c[j];
//	#pragma omp for
//	  for (int i = 1; i < N; i++) d[i] = i;
//	#pragma omp for
//	  for (int j = 0; j < N; j++) out[j] += d[j];
//	#pragma omp for
//	  for (int i = 0; i < N; i++) if (out[i] > 3) e[i] = i;
//	#pragma omp for
//	  for (int j = 0; j < N; j++) out[j] += e[j];
//	#pragma omp for
//	  for (int i = 0; i < N - 1; i++) { x[i] = i; out[i] += x[i + 1]; }
//	}
//	#pragma omp target teams map(alloc : t[0:N]) map(tofrom : out[0:N])
//	{
//	#pragma omp distribute parallel for
//	  for (int i = 0; i < N; i++) t[i] = i;
//	#pragma omp distribute parallel for
//	  for (int j = 0; j < N; j++) out[j] += t[j];
//	}
func TestFillRefused(t *testing.T) {
	p := &Pass{}
	types, remarks := run(t, "fillrefused.mlir", p, nil)
	want(t, types, nil, []string{"c[:]", "d[:]", "e[:]", "x[:]", "t[:]"})
	for _, c := range []struct{ name, why string }{
		{"c[:]", "reads it before writing it: the loop that writes it has nowait, so no barrier orders its writes before the read"},
		{"d[:]", "reads it before writing it: it wrote [1, 64) of it first, and the read may be at [0, 64)"},
		{"e[:]", "reads it before writing it: the loop that writes it does not write element i + c of every iteration i unconditionally"},
		{"x[:]", "reads it before writing it; no earlier kernel of its data environment writes all of [1, 64)"},
		{"t[:]", "reads it before writing it: the loop that writes it is distributed over teams, and no barrier joins the teams before the read"},
	} {
		if !hasRemark(remarks, c.name, c.why) {
			t.Errorf("no remark on %s saying %q in %q", c.name, c.why, remarks)
		}
	}
	if p.Added.Value() != 0 || p.Refused.Value() != 5 {
		t.Errorf("added %d, refused %d", p.Added.Value(), p.Refused.Value())
	}
}

// kernels.mlir: fill in one kernel, use in a later one.
//
//	#pragma omp target data map(alloc : s[0:N], u[0:N], v[0:N], w[0:N]) map(tofrom : out[0:N])
//	{
//	#pragma omp target teams distribute parallel for
//	  for (int i = 0; i < N; i++) { s[i] = i; u[i] = i; }
//	  u[3] = 0;
//	#pragma omp target teams distribute parallel for
//	  for (int i = 0; i < N; i++) out[i] = s[i] + u[i];
//	#pragma omp target teams distribute parallel for
//	  for (int i = 0; i < N / 2; i++) v[i] = i;
//	#pragma omp target teams distribute parallel for
//	  for (int i = 0; i < N; i++) w[i] = v[i];
//	}
//	#pragma omp target teams distribute parallel for map(alloc : r[0:N])
//	for (int i = 0; i < N; i++) r[i] = i;
//	#pragma omp target teams distribute parallel for map(alloc : r[0:N]) map(tofrom : out[0:N])
//	for (int i = 0; i < N; i++) out[i] += r[i];
//
// s: the first kernel writes what the second reads, in one target data
// region; u: the host writes it in between; v: the writer covers half of
// what the reader reads; r: writer and reader each have their own data
// environment, so a close copy would not outlive the first.
func TestFillThenUseAcrossKernels(t *testing.T) {
	types, remarks := run(t, "kernels.mlir", &Pass{}, nil)
	want(t, types, []string{"s[:]", "w[:]"}, []string{"u[:]", "v[:]", "r[:]"})
	for _, c := range []struct{ name, why string }{
		{"u[:]", "reads what an earlier kernel wrote of it, but in between the host writes it"},
		{"v[:]", "reads it before writing it; no earlier kernel of its data environment writes all of [0, 64)"},
		{"r[:]", "reads it before writing it; no earlier kernel of its data environment writes all of [0, 64)"},
	} {
		if !hasRemark(remarks, c.name, c.why) {
			t.Errorf("no remark on %s saying %q in %q", c.name, c.why, remarks)
		}
	}
}

// A writer launched nowait need not be done when the reader runs: it
// does not count.
func TestAcrossKernelsNowaitWriter(t *testing.T) {
	nowait := func(s string) string {
		return strings.Replace(s, "host_fallback(@__omp_offloading_main_l101.host) env(%132)",
			"host_fallback(@__omp_offloading_main_l101.host) env(%132) nowait", 1)
	}
	types, remarks := run(t, "kernels.mlir", &Pass{}, nowait)
	want(t, types, nil, []string{"s[:]"})
	if !hasRemark(remarks, "s[:]", "no earlier kernel of its data environment writes all of [0, 64)") {
		t.Errorf("remarks %q", remarks)
	}
}

// edges.mlir: loops that do not write a whole range, a scope around a
// fill, and a reader launched before its writer.
//
//	#pragma omp target map(alloc : a[0:N], b[0:N], c[0:N], q[0:N]) map(tofrom : out[0:N])
//	{
//	  for (int i = 0; i < N; i++) { if (out[i] < 0) break; a[i] = i; }
//	  for (int j = 0; j < N; j++) out[j] += a[j];
//	#pragma omp parallel for
//	  for (int i = 0; i < N; i += 2) b[i] = i;
//	#pragma omp parallel for
//	  for (int j = 0; j < N; j++) out[j] += b[j];
//	#pragma omp parallel for collapse(2)
//	  for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) c[i * 8 + j] = i;
//	#pragma omp parallel for
//	  for (int j = 0; j < N; j++) out[j] += c[j];
//	  { for (int i = 0; i < N; i++) q[i] = i; }
//	  for (int j = 0; j <= N - 1; j++) out[j] += q[j];
//	}
//	#pragma omp target data map(alloc : s[0:N]) map(tofrom : out[0:N])
//	{
//	#pragma omp target teams distribute parallel for
//	  for (int i = 0; i < N; i++) out[i] += s[i];
//	#pragma omp target teams distribute parallel for
//	  for (int i = 0; i < N; i++) s[i] = i;
//	}
func TestFillEdges(t *testing.T) {
	types, remarks := run(t, "edges.mlir", &Pass{}, nil)
	want(t, types, []string{"q[:]"}, []string{"a[:]", "b[:]", "c[:]", "s[:]"})
	for _, c := range []struct{ name, why string }{
		{"a[:]", "the loop that writes it may leave an iteration early"},
		{"b[:]", "the loop that writes it steps by more than 1"},
		{"c[:]", "the pass does not bound the loop that writes it"},
		{"s[:]", "reads it before writing it; no earlier kernel of its data environment writes all of [0, 64)"},
	} {
		if !hasRemark(remarks, c.name, c.why) {
			t.Errorf("no remark on %s saying %q in %q", c.name, c.why, remarks)
		}
	}
}

// symbolic.mlir: fill and use across kernels over a size the host
// computes.
//
//	int n = argc * 64;
//	int m = n;
//	m = m - 1;
//	#pragma omp target data map(alloc : s[0:n]) map(tofrom : out[0:n])
//	{
//	#pragma omp target teams distribute parallel for
//	  for (int i = 0; i < n; i++) s[i] = i;
//	#pragma omp target teams distribute parallel for
//	  for (int i = 1; i < n - 1; i++) out[i] = s[i - 1] + s[i + 1];
//	}
//	#pragma omp target data map(alloc : w[0:n]) map(tofrom : out[0:n])
//	{
//	#pragma omp target teams distribute parallel for
//	  for (int i = 0; i < m; i++) w[i] = i;
//	#pragma omp target teams distribute parallel for
//	  for (int i = 0; i < m; i++) out[i] += w[i];
//	}
//
// s: both kernels get n from a host variable assigned once, so the
// writer's [0, n) holds the reader's [0, n); w: m is assigned twice, and
// the pass does not follow which value each launch passes.
func TestAcrossKernelsSymbolic(t *testing.T) {
	types, remarks := run(t, "symbolic.mlir", &Pass{}, nil)
	want(t, types, []string{"s[:]"}, []string{"w[:]"})
	if !hasRemark(remarks, "w[:]", "the bounds of what it reads, [0, m), use a value the pass cannot follow on the host") {
		t.Errorf("remarks %q", remarks)
	}
}
