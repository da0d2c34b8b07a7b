// The conditional operator in every context: as a value, in conditions,
// nested (both arms), with pointers (and a null pointer constant), with
// mixed arithmetic types (the usual conversions apply to the result),
// with structs, as a function argument, as an lvalue's address base,
// with side effects in only the chosen arm, void arms, and in constants.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: mixed 2.500000 4294967295 -1
// CHECK: effects 1 0 1
#include <stdio.h>

static volatile int vz = 0;
static int calls;
static int bump(int v) { calls++; return v; }
static void say(const char *s) { printf("say %s\n", s); }
struct pair { int a, b; };

int main(void) {
  int x = 5 + vz, y = 9 + vz;
  int max = x > y ? x : y;
  int min = x < y ? x : y;
  printf("minmax %d %d\n", max, min);
  for (int i = -2; i <= 2; i++)
    printf("sign %d %s\n", i < 0 ? -1 : i > 0 ? 1 : 0, i ? (i & 1 ? "odd" : "even") : "zero");
  if (x > 3 ? y > 8 : y < 0)
    printf("cond in if\n");
  while ((x > 0 ? x-- : 0) > 3)
    ;
  printf("cond in while %d\n", x);
  double d = x > 0 ? 2.5 : 1;  /* double result */
  unsigned u = vz ? 1u : -1;   /* unsigned result */
  long l = vz ? 1u : -1L;      /* long: -1 */
  printf("mixed %f %u %ld\n", d, u, l);
  printf("size %zu %zu %zu\n", sizeof(vz ? 1 : 2.0f), sizeof(vz ? (char)1 : (char)2), sizeof(vz ? 1L : 1));
  char ch = vz ? 'a' : 'b';
  printf("char %c %d\n", ch, vz ? ch : ch + 1);
  int arr[3] = {10, 20, 30}, other[3] = {1, 2, 3};
  int *p = x > 100 ? arr : other;
  int *q = vz ? 0 : &arr[1];
  const char *s = vz ? NULL : "text";
  printf("ptrs %d %d %s %d\n", p[2], *q, s, (vz ? q : p) == other);
  (x > 1 ? arr : other)[0] = 99;
  *(vz ? &x : &y) = 77;
  printf("lvalues %d %d %d %d\n", arr[0], other[0], x, y);
  struct pair a = {1, 2}, b = {3, 4};
  struct pair c = vz ? a : b;
  printf("struct %d %d %d\n", c.a, (x > 0 ? a : b).b, (vz ? &a : &b)->a);
  calls = 0;
  int r1 = vz ? bump(1) : 0;
  int r2 = !vz ? bump(1) : bump(2);
  printf("effects %d %d %d\n", calls, r1, r2);
  vz ? say("no") : say("yes");
  x > 0 ? (void)printf("void arm\n") : (void)0;
  printf("arg %d %f\n", bump(vz ? 3 : 4), (double)(vz ? 1 : 2) / 4);
  enum { K = sizeof(int) == 4 ? 40 : 80 };
  static const int table[] = {1 ? 7 : 8, 0 ? 7 : 8};
  printf("const %d %d %d\n", K, table[0], table[1]);
  float f = 1.5f;
  double g = vz ? f : 2.25; /* float arm converted to double */
  int nested = vz ? (x ? 1 : 2) : (y ? (f > 1 ? 3 : 4) : 5);
  printf("nested %f %d\n", g, nested);
  unsigned char uc = 200;
  int sum = (vz ? uc : uc) + 100; /* promoted */
  printf("promoted %d\n", sum);
  return 0;
}
