// Miscellany: file-scope compound literals, brace elision in nested
// initializers, designated string tables, enum constants as array sizes,
// _Static_assert, function-pointer casts, _Bool in structs, _Alignas /
// alignas (locals, globals, statics), _Alignof, __func__ and
// __builtin_expect.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: 20 2 4 7 cd
// CHECK: aligned 1 1 1 1 1
// CHECK: func who 4
// CHECK: func main
#include <stdio.h>
#include <stdalign.h>
#include <stdbool.h>
int *gp = (int[]){10, 20, 30};
struct p { int x, y; };
struct outer { int a[2]; struct p q; char tag[4]; } gelide = {1, 2, 3, 4, "ab"};
const char *names[5] = {[3] = "three", [0] = "zero"};
char gbuf[10] = {'a', 'b'};
enum { SIZE = 3 * 4 };
int sized[SIZE];
_Static_assert(sizeof(int) == 4, "int is 4 bytes");
static struct p make(int v) { struct p r = {v, v * 2}; return r; }
typedef int (*ifn)(int);
typedef long (*lfn)(long);
static int twice(int v) { return 2 * v; }
struct flags { bool on; bool arr[3]; };
static void who(void) { printf("func %s %zu\n", __func__, sizeof __func__); }
alignas(64) char g64[3];
static _Alignas(32) int gs32;
int main(void) {
  struct outer lo = {5, 6, 7, 8, "cd"};
  struct p q = make(4);
  struct { char n[8]; int k; } s = {"abc", 9};
  static struct p sarr[2] = {{1, 2}, {3, 4}};
  printf("%d %d %d %d %s\n", gp[1], gelide.a[1], gelide.q.y, lo.q.x, lo.tag);
  printf("%s %s %d %c %d\n", names[0], names[3], names[1] == 0, gbuf[1], gbuf[5]);
  printf("%zu %d %d %s %d %d\n", sizeof sized / sizeof *sized, q.x, q.y, s.n, s.k, sarr[1].y);
  ifn f = twice;
  lfn g = (lfn)f;
  printf("%d %d\n", ((ifn)g)(21), f == (ifn)g);
  struct flags fl = {true, {false, true}};
  bool b = 5;
  printf("%d %d %d %zu\n", fl.on, fl.arr[1], b, sizeof(struct flags));
  alignas(16) double ad[2] = {1, 2};
  printf("%zu %zu %d\n", alignof(double), _Alignof(struct p), ((unsigned long)ad & 15) == 0);
  int e = __builtin_expect(q.x == 4, 1);
  printf("%d\n", e);
  alignas(32) int x32 = 1;
  _Alignas(128) char buf[5];
  static alignas(16) char st[3];
  printf("aligned %d %d %d %d %d\n", ((unsigned long)&x32 & 31) == 0, ((unsigned long)buf & 127) == 0,
         ((unsigned long)g64 & 63) == 0, ((unsigned long)&gs32 & 31) == 0, ((unsigned long)st & 15) == 0);
  who();
  printf("func %s\n", __func__);
  return 0;
}
