// Warnings, and their absence: reaching the end of a non-void function
// is a warning only where control can get there (not after a switch
// whose every arm returns, an endless loop, or a call of exit); ignored
// OpenMP parts are warnings. strata-cc still succeeds.
// RUN: strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=warning: --implicit-check-not=error: %s
#include <stdlib.h>
int returns_in_switch(int x) {
  switch (x) {
  case 1: return 1;
  default: return 2;
  }
}
int endless(int x) {
  while (1) {
    if (x) return 1;
    x++;
  }
}
int exits(int x) {
  if (x) return 1;
  else exit(2);
}
int no_default(int x) {
  switch (x) {
  case 1: return 1;
  }
}
int breaks_out(int x) {
  for (;;) {
    if (x) break;
  }
}
int simd(int n, int *a) {
#pragma omp simd
  for (int i = 0; i < n; i++)
    a[i] = i;
  return a[0];
}

// CHECK: {{^.*}}warnings.c:27:1: warning: control reaches the end of non-void function 'no_default'{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NEXT: {{^}}^{{$}}
// CHECK: {{^.*}}warnings.c:32:1: warning: control reaches the end of non-void function 'breaks_out'{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NEXT: {{^}}^{{$}}
// CHECK: {{^.*}}warnings.c:34:13: warning: '#pragma omp simd' is ignored: the loop runs as written{{$}}
// CHECK-NEXT: {{^}}#pragma omp simd{{$}}
// CHECK-NEXT: {{^}}            ^{{$}}
