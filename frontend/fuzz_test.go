package frontend_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/frontend"
	"github.com/strata-ir/strata/ir"
)

// fuzzSeeds are small programs with the constructs the front end
// translates, OpenMP pragmas among them.
var fuzzSeeds = []string{
	`int main(void) { int s = 0; for (int i = 0; i < 10; i++) s += i; return s; }`,
	`#include <stdio.h>
struct p { int x; double y; };
static double f(struct p q, int n, double a[n]) { return q.y * a[n - 1] + q.x; }
int main(void) { double a[3] = {1, 2, 3}; struct p q = {1, 2.5}; printf("%f\n", f(q, 3, a)); return 0; }`,
	`int g[4] = {1, 2, 3}; const char *s = "str"; int *p = g;
int main(void) { unsigned u = 3; switch (u) { case 1: u++; default: u--; break; } return u ? *p : s[0]; }`,
	`#include <omp.h>
int main(void) {
  long sum = 0;
#pragma omp parallel for reduction(+: sum) schedule(dynamic, 4) num_threads(4)
  for (int i = 0; i < 100; i++)
    sum += i;
  return (int)sum;
}`,
	`int main(void) {
  int x = 0, v;
#pragma omp parallel shared(x) private(v)
  {
#pragma omp single
    x = 1;
#pragma omp atomic capture
    v = x++;
#pragma omp critical(name)
    x += v;
#pragma omp barrier
  }
  return x;
}`,
	`int fib(int n) {
  int a, b;
  if (n < 2) return n;
#pragma omp task shared(a) firstprivate(n) depend(out: a)
  a = fib(n - 1);
#pragma omp task shared(b)
  b = fib(n - 2);
#pragma omp taskwait
  return a + b;
}
int main(void) { int r;
#pragma omp parallel
#pragma omp single
  r = fib(10);
  return r; }`,
	`#define N 8
double A[N][N];
int main(void) {
#pragma omp parallel for collapse(2) lastprivate(A) default(none) shared(A)
  for (int i = 0; i < N; i++)
    for (int j = N - 1; j >= 0; j--)
      A[i][j] = i * 0.5 + j;
  return (int)A[1][2];
}`,
	`struct cfg { int n; int *p; } c = {2, 0};
int *gp = (int[]){1, 2};
long double ld = 0.5L;
int main(void) {
  int i, s = 0;
#pragma omp parallel for num_threads(c.n) if(c.p && *c.p) lastprivate(i) reduction(max: s)
  for (i = 0; i < 10; i++)
    s = i > s ? i : s;
  return s + i + gp[1] + (ld > 0.1L);
}`,
}

// allowedInclude is the only form of #include the fuzzer keeps: another
// could name a file that never ends (/dev/zero).
var allowedInclude = regexp.MustCompile(`^\s*#\s*include\s*<(stdio|stdlib|string|math|omp)\.h>\s*$`)

// FuzzTranslate feeds mutated C to Translate with OpenMP on: it must
// never panic; an error must be Diagnostics whose errors are located; a
// module it returns must verify.
func FuzzTranslate(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		for _, line := range strings.Split(src, "\n") {
			if strings.Contains(line, "include") && !allowedInclude.MatchString(line) {
				t.Skip("an #include the fuzzer does not follow")
			}
		}
		if strings.Contains(src, "??/") || strings.Contains(src, "\\\n") {
			// A continued line could join the pieces of an #include.
			t.Skip("line continuations")
		}
		ctx := all.NewContext()
		m, _, err := frontend.Translate(ctx, "fuzz.c", []byte(src), frontend.Options{OpenMP: true})
		if err != nil {
			var ds frontend.Diagnostics
			if !errors.As(err, &ds) {
				t.Fatalf("the error is a %T, not Diagnostics: %v", err, err)
			}
			if !ds.HasErrors() {
				t.Fatalf("Diagnostics without an error: %v", ds)
			}
			for _, d := range ds {
				if d.Severity == frontend.Error && (d.Pos.File == "" || d.Pos.Line <= 0) {
					t.Fatalf("an error without a position: %q\nall: %v", d.String(), ds)
				}
			}
			return
		}
		if m == nil {
			t.Fatal("no module and no error")
		}
		if verr := ir.Verify(m); verr != nil {
			var sb strings.Builder
			_ = ir.Print(&sb, m, ir.PrintOptions{})
			t.Fatalf("the module does not verify: %v\n%s", verr, sb.String())
		}
	})
}
