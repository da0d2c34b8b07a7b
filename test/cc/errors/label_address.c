// The address of a label (&&label) is not supported.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
int main(void) {
  void *p = &&done;
done:
  return p != 0;
}

// CHECK: {{^.*}}label_address.c:5:13: error: the address of a label is not supported{{$}}
// CHECK-NEXT: {{^}}  void *p = &&done;{{$}}
// CHECK-NEXT: {{^}}            ^{{$}}
