// A call with too few arguments for the prototype.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
static int f(int a, int b) { return a + b; }
int main(void) {
  return f(1);
}

// CHECK: {{^.*}}argument_count.c:6:10: error: wrong number of arguments to a function of type 'function(int, int) returning int'{{$}}
// CHECK-NEXT: {{^}}  return f(1);{{$}}
// CHECK-NEXT: {{^}}         ^{{$}}
