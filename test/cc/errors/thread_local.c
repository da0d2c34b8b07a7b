// _Thread_local is not supported (reported once though used twice).
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
_Thread_local int counter;
int main(void) { return counter + counter; }

// CHECK: {{^.*}}thread_local.c:4:19: error: _Thread_local is not supported{{$}}
// CHECK-NEXT: {{^}}_Thread_local int counter;{{$}}
// CHECK-NEXT: {{^}}                  ^{{$}}
