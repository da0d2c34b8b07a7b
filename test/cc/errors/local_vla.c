// A local variable-length array is not supported (VLA parameters and
// pointers to VLAs are).
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(int argc, char **argv) {
  int n = argc + 2;
  double a[n];
  a[0] = 1;
  return (int)a[0];
}

// CHECK: {{^.*}}local_vla.c:7:10: error: a local variable-length array is not supported{{$}}
// CHECK-NEXT: {{^}}  double a[n];{{$}}
// CHECK-NEXT: {{^}}         ^{{$}}
