// A clause expression nested deeper than the directive parser allows
// (320 levels of parentheses, from macros: their arguments are expanded
// first).
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
#define P2(x) ((x))
#define P8(x) P2(P2(P2(P2(x))))
#define P64(x) P8(P8(P8(P8(P8(P8(P8(P8(x))))))))
#define P320(x) P64(P64(P64(P64(P64(x)))))
int main(void) {
  int n = 2, s = 0;
#pragma omp parallel num_threads(P320(n))
  s++;
  return s;
}

// CHECK: {{^.*}}omp_deep_expression.c:12:34: error: expression nested too deeply (the limit is 256 levels){{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel num_threads(P320(n)){{$}}
// CHECK-NEXT: {{^}}                                 ^{{$}}
