// A function defined twice.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
static int f(void) { return 1; }
static int f(void) { return 2; }
int main(void) { return f(); }

// CHECK: {{^.*}}redefinition.c:5:12: error: redefinition of 'f'{{$}}
// CHECK-NEXT: {{^}}static int f(void) { return 2; }{{$}}
// CHECK-NEXT: {{^}}           ^{{$}}
