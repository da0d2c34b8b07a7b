// A static initializer that is not a constant (C requires one).
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int x = 5;
int y = x;
int main(void) { return y; }

// CHECK: {{^.*}}not_constant_init.c:5:9: error: initializer element is not a compile-time constant{{$}}
// CHECK-NEXT: {{^}}int y = x;{{$}}
// CHECK-NEXT: {{^}}        ^{{$}}
