// A union with a constant initializer (static storage) is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
union u { int i; float f; };
union u g = {1};
int main(void) { return g.i; }

// CHECK: {{^.*}}union_static_init.c:5:9: error: a constant initializer of a union is not supported{{$}}
// CHECK-NEXT: {{^}}union u g = {1};{{$}}
// CHECK-NEXT: {{^}}        ^{{$}}
