// atomic capture of {v = x; x = expr;} (an exchange) is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 1, v = 0;
#pragma omp atomic capture
  {
    v = x;
    x = 5;
  }
  return x + v;
}

// CHECK: {{^.*}}omp_atomic_capture_exchange.c:7:3: error: '#pragma omp atomic capture' of '{v = x; x = expr;}' (an atomic exchange) is not supported{{$}}
// CHECK-NEXT: {{^}}  {{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
