// goto is not supported (nor its labels): a located error at the goto.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  int i = 0;
again:
  i++;
  if (i < 3)
    goto again;
  return i;
}

// CHECK: {{^.*}}goto.c:9:5: error: goto is not supported{{$}}
// CHECK-NEXT: {{^}}    goto again;{{$}}
// CHECK-NEXT: {{^}}    ^{{$}}
