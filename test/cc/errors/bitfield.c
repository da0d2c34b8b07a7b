// Bit-fields are not supported: the error is at the member.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
struct flags {
  unsigned a : 3;
  unsigned b : 5;
};
int main(void) {
  struct flags f;
  f.a = 1;
  return f.a;
}

// CHECK: {{^.*}}bitfield.c:5:12: error: the bit-field 'a' of 'struct flags' is not supported{{$}}
// CHECK-NEXT: {{^}}  unsigned a : 3;{{$}}
// CHECK-NEXT: {{^}}           ^{{$}}
