// sizeof and casts are not supported in clause expressions (the directive
// parser takes C's expressions from ?: down, without them).
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
#pragma omp parallel num_threads(sizeof(int))
  x++;
#pragma omp parallel num_threads((int)2.5)
  x++;
  return x;
}

// CHECK: {{^.*}}omp_clause_sizeof_cast.c:7:34: error: sizeof is not supported in OpenMP clause expressions{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel num_threads(sizeof(int)){{$}}
// CHECK-NEXT: {{^}}                                 ^{{$}}
// CHECK: {{^.*}}omp_clause_sizeof_cast.c:9:35: error: casts are not supported in OpenMP clause expressions{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel num_threads((int)2.5){{$}}
// CHECK-NEXT: {{^}}                                  ^{{$}}
