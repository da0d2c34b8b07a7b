// Records by value across compilers: functions built by gcc
// (Inputs/abi_lib.c) called from strata-cc's code with structs whose
// eightbytes each hold one scalar ({long, long}, {double, double},
// {long, double}, {char *}, {long, int}, {float}), passed and returned,
// and ldiv/lldiv of the C library. The records the C ABI packs
// differently (div_t, {int, int}) are refused (errors/abi_record.c).
// REQUIRES: gcc, opt, llc
// RUN: gcc -O2 -c %S/Inputs/abi_lib.c -o %t.lib.o
// RUN: gcc -std=gnu11 -O2 -fopenmp -w %s %t.lib.o -o %t.ref && %t.ref > %t.ref.out
// RUN: strata-cc -fopenmp -O2 %s %t.lib.o -o %t.exe && %t.exe > %t.out && diff %t.ref.out %t.out
// RUN: filecheck %s < %t.out
// CHECK: swap 2 1
// CHECK: mix 4.000000 1.500000
// CHECK: one one
// CHECK: li 705 7 -7
// CHECK: ldiv -3 -2 142857142857 1
#include <stdio.h>
#include <stdlib.h>

struct ll { long a, b; };
struct dd { double a, b; };
struct ld { long a; double b; };
struct one { char *p; };
struct li { long a; int b; };
struct fl { float f; };
struct ll lib_swap(struct ll v);
struct dd lib_mix(struct dd d, struct ld x);
struct one lib_one(long a, long b, long c, long d, struct ll s);
long lib_li(struct li v, struct fl f);
struct li lib_make_li(int k);

int main(void) {
  struct ll s = lib_swap((struct ll){1, 2});
  printf("swap %ld %ld\n", s.a, s.b);
  struct dd m = lib_mix((struct dd){1.0, 0.5}, (struct ld){3, 3.0});
  printf("mix %f %f\n", m.a, m.b);
  printf("one %s\n", lib_one(1, 2, 3, 4, s).p);
  struct li k = lib_make_li(7);
  printf("li %ld %ld %d\n", lib_li((struct li){7, 5}, (struct fl){0.5f}), k.a, k.b);
  ldiv_t l = ldiv(-17L, 5L);
  lldiv_t ll = lldiv(1000000000000LL, 7LL);
  printf("ldiv %ld %ld %lld %lld\n", l.quot, l.rem, ll.quot, ll.rem);
  return 0;
}
