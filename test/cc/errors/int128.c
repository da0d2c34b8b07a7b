// __int128 is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  __int128 big = 1;
  return (int)big;
}

// CHECK: {{^.*}}int128.c:5:12: error: __int128 is not supported{{$}}
// CHECK-NEXT: {{^}}  __int128 big = 1;{{$}}
// CHECK-NEXT: {{^}}           ^{{$}}
