// break cannot leave a worksharing loop.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int a[10];
#pragma omp parallel for
  for (int i = 0; i < 10; i++) {
    if (i == 5)
      break;
    a[i] = i;
  }
  return a[1];
}

// CHECK: {{^.*}}omp_break_out_of_for.c:9:7: error: 'break' cannot leave the OpenMP 'for' construct{{$}}
// CHECK-NEXT: {{^}}      break;{{$}}
// CHECK-NEXT: {{^}}      ^{{$}}
