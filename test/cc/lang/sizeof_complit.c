// sizeof of types, expressions (not evaluated), arrays, strings, structs
// with padding, VLAs (at run time), and parenthesized forms; compound
// literals (scalars, arrays, structs, in expressions, as function
// arguments, their address, modified); designated initializers for local
// arrays and structs (out of order, nested, with a range of zeros,
// overriding), in compound literals too.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: types 1 2 4 8 4 8 16 8
// CHECK: vla 80 48 240
// CHECK: designated 0 5 0 7 9
#include <stdio.h>

static volatile int vz = 0;
struct s { char c; double d; short h; };
struct p { int x, y; };
struct line { struct p a, b; int w[3]; };

static int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
static int dot(struct p a, struct p b) { return a.x * b.x + a.y * b.y; }
static size_t vla_size(int n, int m) { return sizeof(double[n][m]); }
static size_t vla_param(int n, double a[n][3]) { return sizeof a[0] * n + sizeof(a); }

int main(void) {
  printf("types %zu %zu %zu %zu %zu %zu %zu %zu\n", sizeof(char), sizeof(short), sizeof(float), sizeof(double),
         sizeof(int), sizeof(void *), sizeof(long double), sizeof(long));
  int counter = 0;
  size_t n1 = sizeof(counter++); /* not evaluated */
  int arr[7];
  printf("exprs %zu %d %zu %zu %zu\n", n1, counter, sizeof arr, sizeof arr / sizeof arr[0], sizeof &arr);
  printf("strings %zu %zu %zu\n", sizeof "hello", sizeof("") , sizeof(char[3][4]));
  printf("structs %zu %zu %zu\n", sizeof(struct s), sizeof(struct line), sizeof(struct p[4]));
  int n = 10 + vz;
  printf("vla %zu %zu %zu\n", sizeof(double[n]), vla_param(2, 0) - sizeof(double *) + 0, vla_size(n, 3));

  int *p = (int[]){1, 2, 3, 4};
  printf("complit %d %d %d\n", p[3], sum((int[]){5, 6, 7}, 3), (int){42});
  struct p pt = (struct p){3, 4};
  printf("struct complit %d %d %d\n", pt.x, dot((struct p){1, 2}, pt), ((struct p){.y = 9}).y);
  struct p *pp = &(struct p){7, 8};
  pp->x += 1;
  printf("address %d %d\n", pp->x, pp->y);
  double *dv = (double[4]){[2] = 2.5};
  printf("array complit %f %f\n", dv[0], dv[2]);
  for (int i = 0; i < 2; i++) {
    int *fresh = (int[2]){i, i * 10};
    printf("loop complit %d %d\n", fresh[0], fresh[1]);
  }

  int d1[6] = {[1] = 5, [3] = 7, 9};
  printf("designated %d %d %d %d %d\n", d1[0], d1[1], d1[2], d1[3], d1[4]);
  struct line ln = {.b = {.y = 2, .x = 1}, .w[2] = 30, .a.x = 5};
  printf("nested %d %d %d %d %d %d\n", ln.a.x, ln.a.y, ln.b.x, ln.b.y, ln.w[0], ln.w[2]);
  struct p ov = {.x = 1, .y = 2, .x = 3};
  printf("override %d %d\n", ov.x, ov.y);
  struct p parr[3] = {[2] = {9, 9}, [0].y = 4};
  printf("array of structs %d %d %d %d\n", parr[0].x, parr[0].y, parr[1].x, parr[2].y);
  int grid[3][3] = {[1][1] = 5, [2] = {7, 8}};
  printf("grid %d %d %d %d\n", grid[0][0], grid[1][1], grid[2][0], grid[2][1]);
  char str[8] = {[0] = 'h', [1] = 'i'};
  printf("chars %s %zu\n", str, sizeof str);
  struct s mixed = {.h = 3, .c = 'q'};
  printf("mixed %c %f %d\n", mixed.c, mixed.d, mixed.h);
  return 0;
}
