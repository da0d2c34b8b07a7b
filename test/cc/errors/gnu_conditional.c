// The GNU conditional a ?: b is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(int argc, char **argv) {
  int x = argc ?: 5;
  return x;
}

// CHECK: {{^.*}}gnu_conditional.c:5:11: error: the GNU conditional 'a ?: b' is not supported{{$}}
// CHECK-NEXT: {{^}}  int x = argc ?: 5;{{$}}
// CHECK-NEXT: {{^}}          ^{{$}}
