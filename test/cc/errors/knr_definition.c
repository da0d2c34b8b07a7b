// K&R-style parameter declarations are not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int add(a, b)
  int a, b;
{
  return a + b;
}
int main(void) { return add(1, 2); }

// CHECK: {{^.*}}knr_definition.c:5:3: error: a K&R-style parameter declaration list is not supported{{$}}
// CHECK-NEXT: {{^}}  int a, b;{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
