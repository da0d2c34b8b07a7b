// atomic write of a struct.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
struct s { int a; };
int main(void) {
  struct s x = {0}, y = {1};
#pragma omp atomic write
  x = y;
  return x.a;
}

// CHECK: {{^.*}}omp_atomic_struct.c:8:3: error: atomic access to a value of type 'struct s' is not supported{{$}}
// CHECK-NEXT: {{^}}  x = y;{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
