// GNU case ranges are not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(int argc, char **argv) {
  switch (argc) {
  case 1 ... 3:
    return 1;
  }
  return 0;
}

// CHECK: {{^.*}}case_range.c:6:3: error: a case range is not supported{{$}}
// CHECK-NEXT: {{^}}  case 1 ... 3:{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
