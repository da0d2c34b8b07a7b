// Globals with initializers: scalars of each type, arrays (full, partial,
// inferred length), nested aggregates, strings and char arrays, pointers
// to globals and into global arrays, function pointers, designated
// initializers, const tables, tentative definitions, static globals.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: scalars 42 -7 255 3000000000 2.500000 0.125000 c
// CHECK: strings hello world 5 6 xyz
#include <stdio.h>

int gi = 42;
static short gs = -7;
unsigned char guc = 255;
unsigned long gul = 3000000000UL;
double gd = 2.5;
float gf = 0.125f;
char gc = 'c';
long double gld = 1.0L / 4;
_Bool gb = 7;
int tentative;
int tentative;
int zeroed[4];
int arr[5] = {1, 2, 3};
int inferred[] = {10, 20, 30, 40};
int matrix[2][3] = {{1, 2, 3}, {4, 5, 6}};
int flatinit[2][2] = {1, 2, 3};
const char *greeting = "hello";
char word[] = "world";
char sized[6] = "abc";
char exact[3] = "xyz";
const char *names[] = {"alpha", "beta", "gamma"};
char table[2][4] = {"ab", "cde"};
int *pg = &gi;
double *pd = &gd;
int (*pmat)[3] = matrix;
struct point { int x, y; };
struct point origin = {0, 0}, unit = {1, 1};
struct point pts[] = {{1, 2}, {3, 4}, [4] = {9, 9}};
struct shape { const char *name; struct point corners[2]; int sides; double scale; };
struct shape shapes[2] = {{"square", {{0, 0}, {1, 1}}, 4, 1.5}, {.name = "tri", .sides = 3}};
struct point *porigin = &origin;
int designated[6] = {[1] = 11, [4] = 44, 55};
struct point dpt = {.y = 8, .x = 7};
static int square(int x) { return x * x; }
int (*fsq)(int) = square;
int (*ftab[2])(int) = {square, 0};
const int ctab[3] = {100, 200, 300};
static const double coef[] = {0.5, 0.25, 0.125};
unsigned long long big = 0xFFFFFFFFFFFFFFFFULL;
long negl = -1234567890123L;
int expr_init = 3 * 4 + (1 << 5) - sizeof(int);
char *strp[2] = {word, sized};
struct { int a; char b[3]; } anon_global = {5, "hi"};

int main(void) {
  printf("scalars %d %d %u %lu %f %f %c\n", gi, gs, guc, gul, gd, gf, gc);
  printf("more %Lf %d %d %llu %ld %d\n", gld, gb, tentative, big, negl, expr_init);
  printf("arrays %d %d %d %d %zu %d\n", zeroed[3], arr[2], arr[4], inferred[3], sizeof inferred, matrix[1][2]);
  printf("flat %d %d %d %d\n", flatinit[0][0], flatinit[0][1], flatinit[1][0], flatinit[1][1]);
  printf("strings %s %s %zu %zu %.3s\n", greeting, word, sizeof word - 1, sizeof sized, exact);
  printf("names %s %s %s %s %s\n", names[0], names[2], table[0], table[1], sized);
  printf("pointers %d %f %d\n", *pg, *pd, pmat[1][0]);
  *pg += 1;
  int *pmid = &arr[2];
  pmid[1] = 99;
  printf("through %d %d\n", gi, arr[3]);
  printf("structs %d %d %d %d %d %d %zu\n", origin.x, unit.y, pts[1].x, pts[2].y, pts[4].x, porigin->y,
         sizeof pts / sizeof pts[0]);
  printf("shapes %s %d %d %f %s %d %f %d\n", shapes[0].name, shapes[0].corners[1].y, shapes[0].sides, shapes[0].scale,
         shapes[1].name, shapes[1].sides, shapes[1].scale, shapes[1].corners[0].x);
  printf("designated %d %d %d %d %d %d\n", designated[0], designated[1], designated[4], designated[5], dpt.x, dpt.y);
  printf("fptrs %d %d %d\n", fsq(7), ftab[0](3), ftab[1] == 0);
  printf("const %d %f %f\n", ctab[2], coef[1], coef[0] + coef[2]);
  strp[1][0] = 'A';
  printf("strp %s %s %d %s\n", strp[0], strp[1], anon_global.a, anon_global.b);
  return 0;
}
