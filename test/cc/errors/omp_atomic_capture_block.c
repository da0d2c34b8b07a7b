// atomic capture with a block that is not {v = x; x op= e;} or
// {x op= e; v = x;}.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0, v, w;
#pragma omp atomic capture
  {
    v = x;
    w = x;
  }
  return v + w;
}

// CHECK: {{^.*}}omp_atomic_capture_block.c:8:3: error: '#pragma omp atomic capture' block must be '{v = x; x op= e;}' or '{x op= e; v = x;}'{{$}}
// CHECK-NEXT: {{^}}  {{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
