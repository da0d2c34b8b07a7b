// File-scope assembly is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
__asm__(".globl marker");
int main(void) { return 0; }

// CHECK: {{^.*}}file_scope_asm.c:4:1: error: inline assembly is not supported{{$}}
// CHECK-NEXT: {{^}}__asm__(".globl marker");{{$}}
// CHECK-NEXT: {{^}}^{{$}}
