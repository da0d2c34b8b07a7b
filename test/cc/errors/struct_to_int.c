// A type error: a struct value assigned to an int.
// RUN: not strata-cc -fopenmp -fsyntax-only %s 2>&1 | filecheck --strict-whitespace --implicit-check-not=error: %s
// RUN: %cc-error
struct s { int a; };
int main(void) {
  struct s v = {1};
  int x = v;
  return x;
}

// CHECK: {{^.*}}struct_to_int.c:7:11: error: cannot convert a value of type 'struct s' to 'int'{{$}}
// CHECK-NEXT: {{^}}  int x = v;{{$}}
// CHECK-NEXT: {{^}}          ^{{$}}
