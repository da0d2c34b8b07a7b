// _Complex is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  _Complex double z = 1.0;
  return (int)__real__ z;
}

// CHECK: {{^.*}}complex.c:5:19: error: _Complex is not supported{{$}}
// CHECK-NEXT: {{^}}  _Complex double z = 1.0;{{$}}
// CHECK-NEXT: {{^}}                  ^{{$}}
