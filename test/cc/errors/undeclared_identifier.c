// A C error that cc reports: an undeclared identifier (the errors that
// only follow from it are not reported).
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 1;
  return x + y;
}

// CHECK: {{^.*}}undeclared_identifier.c:7:14: error: use of undeclared identifier 'y'{{$}}
// CHECK-NEXT: {{^}}  return x + y;{{$}}
// CHECK-NEXT: {{^}}             ^{{$}}
