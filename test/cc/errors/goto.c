// goto may not leave (or enter) an OpenMP construct: the construct's
// region becomes a function of its own. A located error at the goto.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int i = 0;
#pragma omp parallel
  {
    if (i < 3)
      goto out;
  }
out:
  return i;
}

// CHECK: {{^.*}}goto.c:10:7: error: goto cannot jump into or out of an OpenMP construct (label 'out'){{$}}
// CHECK-NEXT: {{^}}      goto out;{{$}}
// CHECK-NEXT: {{^}}      ^{{$}}
