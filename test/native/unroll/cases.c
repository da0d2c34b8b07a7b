// The C reference of cases.mlir: f1..f21 are its loops, written in C.
#include <stdio.h>

static unsigned hash = 0;
static void mix(int x) { hash = hash * 31u + (unsigned)x; }

// 1: i < n, i++
static void f1(int a, int b) {
  (void)a; (void)b;
  for (int i = a; i < b; i++) { mix(i); }
}

// 2: i <= n, i += 3
static void f2(int a, int b) {
  (void)a; (void)b;
  for (int i = a; i <= b; i += 3) { mix(i); }
}

// 3: i >= n, i -= 2
static void f3(int a, int b) {
  (void)a; (void)b;
  for (int i = a; i >= b; i -= 2) { mix(i); }
}

// 4: unsigned i > n, i--
static void f4(unsigned a, unsigned b) {
  (void)a; (void)b;
  for (unsigned i = a; i > b; i--) { mix(i); }
}

// 5: i != n, i++
static void f5(int a, int b) {
  (void)a; (void)b;
  for (int i = a; i != b; i++) { mix(i); }
}

// 6: n > i, i = 2 + i
static void f6(int a, int b) {
  (void)a; (void)b;
  for (int i = a; b > i; i = 2 + i) { mix(i); }
}

// 7: unsigned char i != 100 from 200 by 50: wraps around
static void f7(unsigned char a, unsigned char b) {
  (void)a; (void)b;
  for (unsigned char i = 200; i != 100; i += 50) { mix(i); }
}

// 8: unsigned i < n near UINT_MAX
static void f8(unsigned a, unsigned b) {
  (void)a; (void)b;
  for (unsigned i = a; i < b; i++) { mix(i); }
}

// 9: long long i < n, i += 5
static void f9(long long a, long long b) {
  (void)a; (void)b;
  for (long long i = a; i < b; i += 5) { mix(i); }
}

// 10: signed char 100..120 by 7: 3 iterations
static void f10(signed char a, signed char b) {
  (void)a; (void)b;
  for (signed char i = 100; i <= 120; i += 7) { mix(i); }
}

// 11: i < 10
static void f11(int a, int b) {
  (void)a; (void)b;
  for (int i = 0; i < 10; i++) { mix(i); }
}

// 12: 0 < i from 20 by -2
static void f12(int a, int b) {
  (void)a; (void)b;
  for (int i = 20; 0 < i; i -= 2) { mix(i); }
}

// 13: i != 12 by 2
static void f13(int a, int b) {
  (void)a; (void)b;
  for (int i = 0; i != 12; i += 2) { mix(i); }
}

// 14: i <= 10 by 1
static void f14(int a, int b) {
  (void)a; (void)b;
  for (int i = 1; i <= 10; i += 1) { mix(i); }
}

// 15: continue when i % 3 == 0
static void f15(int a, int b) {
  (void)a; (void)b;
  for (int i = a; i < b; i++) { if (i % 3 == 0) continue; mix(i); }
}

// 16: return when i == 7
static void f16(int a, int b) {
  (void)a; (void)b;
  for (int i = a; i < b; i++) { if (i == 7) return; mix(i); }
}

// 17: a switch whose case breaks
static void f17(int a, int b) {
  (void)a; (void)b;
  for (int i = a; i < b; i++) { switch (i & 3) { case 1: mix(100); break; } mix(i); }
}

// 18: bound in a local variable
static void f18(int a, int b) {
  (void)a; (void)b; int lim = b;
  for (int i = a; i < lim; i += 4) { mix(i); }
}

// 19: short from 30000 down to 29990
static void f19(short a, short b) {
  (void)a; (void)b;
  for (short i = 30000; i >= 29990; i--) { mix(i); }
}

// 20: unsigned char i < 255 by 5: 51 iterations
static void f20(unsigned char a, unsigned char b) {
  (void)a; (void)b;
  for (unsigned char i = 0; i < 255; i += 5) { mix(i); }
}

// 21: unsigned char i <= n
static void f21(unsigned char a, unsigned char b) {
  (void)a; (void)b;
  for (unsigned char i = a; i <= b; i++) { mix(i); }
}

int main(void) {
  f1(0, -3);
  f1(0, 0);
  f1(0, 1);
  f1(0, 2);
  f1(0, 3);
  f1(0, 4);
  f1(0, 5);
  f1(0, 7);
  f1(0, 12);
  f1(5, 13);
  printf("%d %u\n", 1, hash);
  f2(0, 0);
  f2(0, 1);
  f2(0, 9);
  f2(0, 10);
  f2(0, 11);
  f2(-7, 20);
  f2(5, 4);
  printf("%d %u\n", 2, hash);
  f3(10, 0);
  f3(10, 1);
  f3(9, 9);
  f3(3, 8);
  f3(100, -20);
  printf("%d %u\n", 3, hash);
  f4(10u, 0u);
  f4(5u, 5u);
  f4(0u, 0u);
  f4(4294967295u, 4294967290u);
  f4(7u, 3u);
  printf("%d %u\n", 4, hash);
  f5(0, 0);
  f5(0, 1);
  f5(0, 5);
  f5(-3, 8);
  printf("%d %u\n", 5, hash);
  f6(0, 10);
  f6(0, 11);
  f6(1, 2);
  f6(5, 0);
  printf("%d %u\n", 6, hash);
  f7(0, 0);
  printf("%d %u\n", 7, hash);
  f8(4294967285u, 4294967295u);
  f8(5u, 3u);
  f8(4294967294u, 4294967295u);
  printf("%d %u\n", 8, hash);
  f9((-9223372036854775807LL - 1), -9223372036854775780LL);
  f9(0LL, 23LL);
  f9(9223372036854775780LL, 9223372036854775800LL);
  printf("%d %u\n", 9, hash);
  f10(0, 0);
  printf("%d %u\n", 10, hash);
  f11(0, 0);
  printf("%d %u\n", 11, hash);
  f12(0, 0);
  printf("%d %u\n", 12, hash);
  f13(0, 0);
  printf("%d %u\n", 13, hash);
  f14(0, 0);
  printf("%d %u\n", 14, hash);
  f15(0, 10);
  f15(0, 11);
  f15(2, 3);
  printf("%d %u\n", 15, hash);
  f16(0, 5);
  f16(0, 8);
  f16(0, 20);
  printf("%d %u\n", 16, hash);
  f17(0, 9);
  f17(1, 6);
  printf("%d %u\n", 17, hash);
  f18(0, 17);
  f18(3, 3);
  f18(0, 16);
  printf("%d %u\n", 18, hash);
  f19(0, 0);
  printf("%d %u\n", 19, hash);
  f20(0, 0);
  printf("%d %u\n", 20, hash);
  f21(250, 254);
  f21(0, 3);
  printf("%d %u\n", 21, hash);
  return 0;
}
