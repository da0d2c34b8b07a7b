// A long double static initializer that a double cannot hold exactly
// (cir's floating constants are doubles); in a function it works.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
long double third = 1.0L / 3;
int main(void) { return third > 0; }

// CHECK: {{^.*}}long_double_static_init.c:5:21: error: a long double constant that a double cannot hold exactly is not supported in a static initializer{{$}}
// CHECK-NEXT: {{^}}long double third = 1.0L / 3;{{$}}
// CHECK-NEXT: {{^}}                    ^{{$}}
