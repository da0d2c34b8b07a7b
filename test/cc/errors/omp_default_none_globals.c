// default(none) requires file-scope and static variables declared
// outside the region to be listed too; each is reported at its first use,
// in source order.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int g;
static int sg;
int main(void) {
  static int sl;
  int x = 0;
#pragma omp parallel default(none) shared(x)
  {
    static int inside; /* predetermined shared */
    inside++;
    x += sl + sg + g;
  }
  return x;
}

// CHECK: {{^.*}}omp_default_none_globals.c:15:10: error: variable 'sl' must have its data-sharing attribute given: '#pragma omp parallel' has default(none){{$}}
// CHECK-NEXT: {{^}}    x += sl + sg + g;{{$}}
// CHECK-NEXT: {{^}}         ^{{$}}
// CHECK: {{^.*}}omp_default_none_globals.c:15:15: error: variable 'sg' must have its data-sharing attribute given: '#pragma omp parallel' has default(none){{$}}
// CHECK-NEXT: {{^}}    x += sl + sg + g;{{$}}
// CHECK-NEXT: {{^}}              ^{{$}}
// CHECK: {{^.*}}omp_default_none_globals.c:15:20: error: variable 'g' must have its data-sharing attribute given: '#pragma omp parallel' has default(none){{$}}
// CHECK-NEXT: {{^}}    x += sl + sg + g;{{$}}
// CHECK-NEXT: {{^}}                   ^{{$}}
