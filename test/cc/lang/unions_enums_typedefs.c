// Unions (type punning, sizeof, unions in structs), enums (implicit and
// explicit values, negative values, enums in switch and arithmetic),
// typedefs of scalars, pointers, arrays, functions and records.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: union 8 3ff0000000000000
// CHECK: enum 0 1 5 6 -2 -1
#include <stdio.h>
#include <string.h>

union num { double d; unsigned long bits; int i; unsigned char bytes[8]; };
enum color { RED, GREEN, BLUE = 5, CYAN, NEG = -2, NEG2 };
enum { ANON_A = 10, ANON_B = ANON_A * 3 };
typedef unsigned long ulong;
typedef int vec3[3];
typedef int (*binop)(int, int);
typedef struct tagged { enum { T_INT, T_DBL } kind; union { int i; double d; } u; } tagged;
typedef tagged *tagged_ptr;

static int add(int a, int b) { return a + b; }
static const char *name(enum color c) {
  switch (c) {
  case RED: return "red";
  case GREEN: return "green";
  case BLUE: return "blue";
  default: return "other";
  }
}
static double value(tagged_ptr t) { return t->kind == T_INT ? t->u.i : t->u.d; }

int main(void) {
  union num n;
  n.d = 1.0;
  printf("union %zu %lx\n", sizeof n, n.bits);
  n.bits = 0;
  n.bytes[7] = 0x40;
  printf("bytes %f %d\n", n.d, n.i);
  n.i = -1;
  printf("int %d %x\n", n.i, n.bytes[0]);
  union num m = n;
  m.bytes[0] = 0;
  printf("copy %d %d\n", m.i, n.i);
  union num init = {2.5};
  printf("init %f\n", init.d);

  printf("enum %d %d %d %d %d %d\n", RED, GREEN, BLUE, CYAN, NEG, NEG2);
  enum color c = BLUE;
  c++;
  printf("colors %s %s %s %d\n", name(RED), name(c - 1), name(c), c);
  printf("anon %d %d %zu\n", ANON_A, ANON_B, sizeof(enum color));
  int sum = 0;
  for (enum color k = RED; k <= CYAN; k++)
    sum += k;
  printf("sum %d\n", sum);

  ulong big = 1UL << 63;
  vec3 v = {1, 2, 3};
  vec3 *pv = &v;
  binop f = add;
  printf("typedefs %lu %d %zu %d\n", big, (*pv)[2], sizeof(vec3), f(v[0], v[1]));
  tagged t1 = {T_INT, {.i = 42}}, t2 = {.kind = T_DBL, .u.d = 0.5};
  printf("tagged %f %f\n", value(&t1), value(&t2));
  tagged arr[2] = {t2, t1};
  arr[0].u.d *= 4;
  printf("tarr %f %f %zu\n", value(arr), value(arr + 1), sizeof(tagged));
  float fl = 1.0f;
  unsigned fb;
  memcpy(&fb, &fl, sizeof fb);
  printf("float bits %x\n", fb);
  return 0;
}
