package frontend_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/frontend"
	"github.com/strata-ir/strata/ir"
)

// translate translates a snippet and returns the module's text, with
// locations when debugInfo is set. The module must verify.
func translate(t *testing.T, src string, openmp, debugInfo bool) string {
	t.Helper()
	m, _, err := frontend.Translate(all.NewContext(), "snippet.c", []byte(src), frontend.Options{OpenMP: openmp})
	if err != nil {
		t.Fatalf("translate: %v", err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("the module does not verify: %v", err)
	}
	var sb strings.Builder
	if err := ir.Print(&sb, m, ir.PrintOptions{DebugInfo: debugInfo}); err != nil {
		t.Fatal(err)
	}
	return sb.String()
}

// translateError translates a snippet that must fail and returns the
// diagnostics.
func translateError(t *testing.T, src string) frontend.Diagnostics {
	t.Helper()
	_, _, err := frontend.Translate(all.NewContext(), "snippet.c", []byte(src), frontend.Options{OpenMP: true})
	var ds frontend.Diagnostics
	if !errors.As(err, &ds) {
		t.Fatalf("want Diagnostics, got %v", err)
	}
	return ds
}

// contains requires each pattern (a regular expression) to match the
// text, in order.
func contains(t *testing.T, text string, patterns ...string) {
	t.Helper()
	rest := text
	for _, p := range patterns {
		loc := regexp.MustCompile(p).FindStringIndex(rest)
		if loc == nil {
			t.Fatalf("no match for %q after the previous pattern in:\n%s", p, text)
		}
		rest = rest[loc[1]:]
	}
}

const (
	s8  = `!cir\.int<s, 8>`
	s32 = `!cir\.int<s, 32>`
	u32 = `!cir\.int<u, 32>`
	s64 = `!cir\.int<s, 64>`
)

// Every conversion of C is a cir.cast: the integer promotions, the usual
// arithmetic conversions (int to unsigned in a comparison, int to
// double), and the conversions of assignment and return.
func TestConversionsExplicit(t *testing.T) {
	text := translate(t, `
double mix(int i, char c, unsigned u) { return i + c * 1.5 + u; }
int promote(char a, short b) { return a + b; }
int less(int a, unsigned b) { return a < b; }
int trunc(double d) { return d; }
long widen(int i) { return i; }
short narrow(long l) { short s = l; return s; }
`, false, false)
	contains(t, text,
		`cir.func @mix`,
		`cir.cast\(int_to_float, %\d+ : `+s32+`\), !cir.double`,
		`cir.cast\(int_to_float, %\d+ : `+s8+`\), !cir.double`,
		`cir.cast\(int_to_float, %\d+ : `+u32+`\), !cir.double`,
		`cir.func @promote`,
		`cir.cast\(integral, %\d+ : `+s8+`\), `+s32,
		`cir.cast\(integral, %\d+ : !cir.int<s, 16>\), `+s32,
		`cir.binop\(add, %\d+, %\d+\) : `+s32,
		`cir.func @less`,
		`cir.cast\(integral, %\d+ : `+s32+`\), `+u32,
		`cir.cmp\(lt, %\d+, %\d+\) : `+u32+`, !cir.bool`,
		`cir.cast\(bool_to_int, %\d+ : !cir.bool\), `+s32,
		`cir.func @trunc`,
		`cir.cast\(float_to_int, %\d+ : !cir.double\), `+s32,
		`cir.func @widen`,
		`cir.cast\(integral, %\d+ : `+s32+`\), `+s64,
		`cir.func @narrow`,
		`cir.cast\(integral, %\d+ : `+s64+`\), !cir.int<s, 16>`)
}

// The locals of a function, wherever C declares them (in a loop body, in
// a nested block), are allocas at the start of its entry block; those
// of a parallel region are at the start of the region.
func TestAllocasAtEntry(t *testing.T) {
	text := translate(t, `
int f(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    int t = i * 2;
    { int u = t + 1; s += u; }
  }
  return s;
}
void g(int n) {
#pragma omp parallel
  {
    int mine = n;
    for (int k = 0; k < mine; k++) { double d = k; (void)d; }
  }
}
`, true, false)
	fn := text[strings.Index(text, "cir.func @f"):strings.Index(text, "cir.func @g")]
	loop := strings.Index(fn, "cir.for")
	if loop < 0 {
		t.Fatalf("no cir.for in @f:\n%s", fn)
	}
	for _, name := range []string{"n", "s", "i", "t", "u"} {
		at := strings.Index(fn, `["`+name+`"]`)
		if at < 0 || at > loop {
			t.Errorf("the alloca of %s is not before the loop in @f:\n%s", name, fn)
		}
	}
	g := text[strings.Index(text, "cir.func @g"):]
	par := strings.Index(g, "omp.parallel")
	inner := strings.Index(g[par:], "cir.for")
	for _, name := range []string{"mine", "k", "d"} {
		at := strings.Index(g[par:], `["`+name+`"]`)
		if at < 0 || at > inner {
			t.Errorf("the alloca of %s is not at the start of the parallel region:\n%s", name, g)
		}
	}
}

// parallel for: omp.parallel around omp.wsloop around omp.loop_nest, the
// bounds and step converted to builtin integers, the loop variable a
// private alloca of the region stored from the nest's induction
// variable; clauses as the dialect's operands and attributes.
func TestParallelForShape(t *testing.T) {
	text := translate(t, `
void f(int n, double *a) {
#pragma omp parallel for schedule(dynamic, 4) num_threads(3)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
`, true, false)
	contains(t, text,
		`%(\d+) = builtin.unrealized_conversion_cast %\d+ : `+s32+` to i32`,
		`omp.parallel num_threads\(%\d+ : i32\) \{`,
		`cir.alloca `+s32+`, !cir.ptr<`+s32+`>, \["i"\]`,
		`omp.wsloop schedule\(dynamic = %\d+ : i32\) \{`,
		`omp.loop_nest \(%arg\d+\) : i32 = \(%\d+\) to \(%\d+\) step \(%\d+\) \{`,
		`builtin.unrealized_conversion_cast %arg\d+ : i32 to `+s32,
		`omp.yield`,
		`omp.terminator`)
}

// collapse(2) makes one loop nest with two induction variables; an
// inclusive bound is the nest's inclusive form.
func TestCollapseShape(t *testing.T) {
	text := translate(t, `
void f(double a[8][8]) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < 8; i++)
    for (long j = 0; j <= 7; j++)
      a[i][j] = 0;
}
`, true, false)
	contains(t, text, `omp.loop_nest \(%arg\d+, %arg\d+\) : i64 = \(%\d+, %\d+\) to \(%\d+, %\d+\) step \(%\d+, %\d+\)`)
}

// A reduction declares its combiner once at the module's start and
// passes the variable to the construct, whose region gets the private
// copy as a block argument.
func TestReductionShape(t *testing.T) {
	text := translate(t, `
double f(int n, const double *a) {
  double s = 0;
  long c = 0;
#pragma omp parallel for reduction(+: s) reduction(max: c)
  for (int i = 0; i < n; i++) { s += a[i]; c = i > c ? i : c; }
  return s + c;
}
`, true, false)
	contains(t, text,
		`omp.declare_reduction @red.add.f64 : f64`,
		`omp.declare_reduction @red.max.si64 : i64`,
		`cir.func @f`,
		`omp.parallel \{`,
		`omp.wsloop reduction\(@red.add.f64 %\d+ -> %arg\d+, @red.max.si64 %\d+ -> %arg\d+ : !cir.ptr<!cir.double>, !cir.ptr<`+s64+`>\)`,
		`cir.load %arg\d+ : !cir.ptr<!cir.double>`)
}

// A task gets the variables it names that are not shared in the
// enclosing context as firstprivate copies (an omp.private with a copy
// region); shared ones are used in place.
func TestTaskImplicitFirstprivate(t *testing.T) {
	text := translate(t, `
void f(int *out) {
  int k = 5;
#pragma omp task shared(out)
  *out = k;
}
`, true, false)
	contains(t, text,
		`omp.private \{type = firstprivate\} @omp.firstprivate.0 : `+s32+` copy \{`,
		`cir.func @f`,
		`omp.task private\(@omp.firstprivate.0 %\d+ -> %arg\d+ : !cir.ptr<`+s32+`>\) \{`)
}

// Atomic constructs are the omp dialect's atomic ops; a capture is one
// omp.atomic.capture around the read and the update.
func TestAtomicShape(t *testing.T) {
	text := translate(t, `
int f(int *x) {
  int v;
#pragma omp atomic
  *x += 2;
#pragma omp atomic capture
  v = (*x)++;
#pragma omp atomic read
  v = *x;
  return v;
}
`, true, false)
	contains(t, text,
		`omp.atomic.update %\d+ : !cir.ptr<`+s32+`> \{`,
		`cir.binop\(add,`,
		`omp.yield\(%\d+ : `+s32+`\)`,
		`omp.atomic.capture \{`,
		`omp.atomic.read %\d+ = %\d+ : !cir.ptr<`+s32+`>, !cir.ptr<`+s32+`>, i32`,
		`omp.atomic.update`,
		`omp.atomic.read`)
}

// Every op is located at its C source position (file:line:col), the
// operators at their expressions, the omp ops at their directives.
func TestLocations(t *testing.T) {
	text := translate(t, "int f(int a) {\n  return a * 2;\n}\nvoid g(int *p) {\n#pragma omp parallel\n  *p = 1;\n}\n", true, true)
	contains(t, text,
		`cir.func @f\(%arg0: `+s32+` loc\("snippet.c":1:5\)\)`,
		`cir.alloca `+s32+`, .*\["a"\].* loc\("snippet.c":1:11\)`,
		`cir.binop\(mul, %\d+, %\d+\) : `+s32+` loc\("snippet.c":2:10\)`,
		`cir.return %\d+ : `+s32+` loc\("snippet.c":2:3\)`,
		`omp.terminator loc\("snippet.c":5:13\)`,
		`\} loc\("snippet.c":5:13\)`)
}

// Members of nested structs are reached by their own path: two members
// of one struct type are two different members (a struct rect with
// struct point lo, hi).
func TestNestedMembers(t *testing.T) {
	text := translate(t, `
struct point { double x, y; };
struct rect { struct point lo, hi; char name[8]; };
double f(struct rect *r) { char *n = r->name; return r->lo.y + r->hi.x + n[0]; }
`, false, false)
	contains(t, text,
		`cir.get_member %\d+\[2\] \{name = "name"\} : .* -> !cir.ptr<!cir.array<`+s8+` x 8>>`,
		`cir.cast\(array_to_ptrdecay`,
		`cir.get_member %\d+\[0\] \{name = "lo"\}`,
		`cir.get_member %\d+\[1\] \{name = "y"\}`,
		`cir.get_member %\d+\[1\] \{name = "hi"\}`,
		`cir.get_member %\d+\[0\] \{name = "x"\}`)
}

// Accesses through a pointer to volatile are volatile.
func TestVolatileThroughPointer(t *testing.T) {
	text := translate(t, `
int f(volatile int *p) { *p += 1; return p[0]; }
`, false, false)
	contains(t, text, `cir.load volatile`, `cir.store volatile`, `cir.load volatile`)
}

// A long double constant a double cannot hold is the exact sum of two
// doubles; one a double holds is one constant.
func TestLongDoubleConstant(t *testing.T) {
	text := translate(t, `
long double tenth(void) { return 0.1L; }
long double half(void) { return 0.5L; }
`, false, false)
	contains(t, text,
		`cir.func @tenth`,
		`cir.const #cir.fp<[^>]*> : !cir.long_double`,
		`cir.const #cir.fp<[^>]*> : !cir.long_double`,
		`cir.binop\(add, %\d+, %\d+\) : !cir.long_double`,
		`cir.func @half`,
		`cir.const #cir.fp<5.000000e-01> : !cir.long_double`,
		`cir.return`)
}

// Errors are Diagnostics with file:line:col, and Format prints the
// source line and a caret under the column.
func TestDiagnosticsLocated(t *testing.T) {
	src := "int main(void) {\n  int i = 0;\n  goto *&&out;\nout:\n  return i;\n}\n"
	ds := translateError(t, src)
	if len(ds) != 1 || ds[0].Pos.Line != 3 || ds[0].Pos.Col != 3 || ds[0].Msg != "a computed goto ('goto *p') is not supported" {
		t.Fatalf("got %v", ds)
	}
	got := ds.Format(func(string) []byte { return []byte(src) })
	want := "snippet.c:3:3: error: a computed goto ('goto *p') is not supported\n  goto *&&out;\n  ^\n"
	if got != want {
		t.Fatalf("Format:\n%s\nwant:\n%s", got, want)
	}
	ds = translateError(t, "int main(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 10; i *= 2) ;\n  return 0;\n}\n")
	if len(ds) != 1 || ds[0].Pos.Line != 3 || ds[0].Pos.Col != 27 || !strings.Contains(ds[0].Msg, "not in canonical form") {
		t.Fatalf("got %v", ds)
	}
	// cc's own errors: located, without cc's source locations.
	ds = translateError(t, "int main(void) {\n  return x + 1;\n}\n")
	if len(ds) != 1 || ds[0].String() != "snippet.c:2:10: error: use of undeclared identifier 'x'" {
		t.Fatalf("got %v", ds)
	}
}

// Programs on which cc's parser would loop forever are refused at once.
func TestParserHangGuard(t *testing.T) {
	for _, src := range []string{"int * ;", "struct s { int * };", "int *const", "int f(enum", "#define E\nint * E;"} {
		done := make(chan frontend.Diagnostics, 1)
		go func() { done <- translateError(t, src) }()
		select {
		case ds := <-done:
			if len(ds) != 1 || ds[0].Pos.Line == 0 {
				t.Errorf("%q: got %v", src, ds)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("%q: no answer in 20 s", src)
		}
	}
}

// Without -fopenmp the pragmas are ignored, as C compilers do.
func TestPragmasIgnoredWithoutOpenMP(t *testing.T) {
	text := translate(t, `
void f(int n, int *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = i;
}
`, false, false)
	if strings.Contains(text, "omp.") {
		t.Fatalf("omp ops without OpenMP:\n%s", text)
	}
	contains(t, text, `cir.for`)
}
