// Inline assembly is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int x = 0;
  __asm__ volatile("nop");
  return x;
}

// CHECK: {{^.*}}inline_asm.c:6:3: error: inline assembly is not supported{{$}}
// CHECK-NEXT: {{^}}  __asm__ volatile("nop");{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
