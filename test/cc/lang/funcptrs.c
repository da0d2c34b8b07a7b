// Function pointers: tables of them, callbacks (qsort, bsearch), function
// pointers as parameters, return values and struct members, calls through
// (*fp)() and fp(), comparison of function pointers.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: table 13 7 30 3
// CHECK: sorted 1 2 3 5 8 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int divi(int a, int b) { return a / b; }
static int (*const table[])(int, int) = {add, sub, mul, divi};

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }
static int apply(int (*f)(int, int), int a, int b) { return f(a, b); }
static int (*pick(char op))(int, int) {
  switch (op) {
  case '+': return add;
  case '-': return sub;
  case '*': return &mul;
  }
  return divi;
}
struct ops { const char *name; int (*fn)(int, int); };
static void twice(void (*cb)(int), int v) { cb(v); (*cb)(v + 1); }
static void show(int v) { printf("cb %d\n", v); }
typedef double (*unary)(double);
static double sq(double x) { return x * x; }
static double neg(double x) { return -x; }
static double compose(unary f, unary g, double x) { return f(g(x)); }

int main(void) {
  printf("table %d %d %d %d\n", table[0](10, 3), table[1](10, 3), table[2](10, 3), (*table[3])(10, 3));
  int v[] = {5, 3, 9, 1, 8, 2};
  qsort(v, 6, sizeof v[0], cmp_int);
  printf("sorted %d %d %d %d %d %d\n", v[0], v[1], v[2], v[3], v[4], v[5]);
  int key = 8;
  int *found = bsearch(&key, v, 6, sizeof v[0], cmp_int);
  printf("found %td\n", found - v);
  const char *words[] = {"pear", "apple", "fig", "banana"};
  qsort(words, 4, sizeof words[0], cmp_str);
  printf("words %s %s %s %s\n", words[0], words[1], words[2], words[3]);
  printf("apply %d %d\n", apply(mul, 6, 7), apply(pick('-'), 1, 10));
  printf("pick %d %d %d\n", pick('+')(2, 2), (*pick('*'))(3, 3), pick('/')(9, 2));
  struct ops ops[] = {{"add", add}, {"mul", mul}};
  for (int i = 0; i < 2; i++)
    printf("%s %d\n", ops[i].name, ops[i].fn(4, 5));
  struct ops *op = &ops[1];
  printf("member %d\n", op->fn(op->fn(2, 3), 2));
  twice(show, 41);
  int (*fp)(int, int) = add;
  printf("cmp %d %d %d\n", fp == add, fp == table[0], fp != sub);
  fp = 0;
  printf("null %d\n", fp == 0);
  printf("compose %f %f\n", compose(sq, neg, 3), compose(neg, sq, 3));
  unary us[2] = {sq, neg};
  double acc = 2;
  for (int i = 0; i < 4; i++)
    acc = us[i % 2](acc);
  printf("acc %f\n", acc);
  return 0;
}
