// Structs: nested structs, struct assignment, pass and return by value,
// arrays of structs, pointers to structs, self-referential lists, structs
// holding arrays, padding and sizeof, typedef'd and anonymous structs.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: sizes 16 24 12 40
// CHECK: list 4 3 2 1 0
// CHECK: ret 11 22 6.500000
#include <stdio.h>
#include <stdlib.h>

struct point { double x, y; };
struct rect { struct point lo, hi; char name[8]; };
typedef struct { int a; char c; int b; } padded;
struct node { int v; struct node *next; };
struct matrix { int n; double m[2][2]; };
struct wrap { struct { int inner; } anon_member; int after; };
/* Anonymous members (C11), and a struct holding them used as a member. */
struct anon { int k; union { int a; float b; struct { short lo, hi; }; }; int c; };
struct outer { double d; struct anon first, second; };

static struct point add(struct point a, struct point b) {
  struct point r = {a.x + b.x, a.y + b.y};
  return r;
}
static struct rect grow(struct rect r, double by) {
  r.lo.x -= by;
  r.lo.y -= by;
  r.hi.x += by;
  r.hi.y += by;
  r.name[0] = 'G';
  return r;
}
static double area(const struct rect *r) { return (r->hi.x - r->lo.x) * (r->hi.y - r->lo.y); }
static struct matrix mul(struct matrix a, struct matrix b) {
  struct matrix r;
  r.n = 2;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++) {
      r.m[i][j] = 0;
      for (int k = 0; k < 2; k++)
        r.m[i][j] += a.m[i][k] * b.m[k][j];
    }
  return r;
}
typedef struct { int q, r; } divres;
static divres divide(int a, int b) { return (divres){a / b, a % b}; }
struct big { long a[6]; int tag; };
static struct big make_big(int t) {
  struct big b;
  for (int i = 0; i < 6; i++)
    b.a[i] = (long)t * i;
  b.tag = t;
  return b;
}

int main(void) {
  printf("sizes %zu %zu %zu %zu\n", sizeof(struct point), sizeof(struct node) + 8, sizeof(padded),
         sizeof(struct rect));
  struct rect r = {{0, 0}, {2, 3}, "box"};
  struct rect g = grow(r, 1);
  printf("rect %s %s %f %f\n", r.name, g.name, area(&r), area(&g));
  struct rect copy;
  copy = g;
  copy.hi = r.lo;
  printf("copy %f %f %f %s\n", copy.hi.x, copy.lo.x, g.hi.x, copy.name);
  struct point p = add(r.hi, g.hi);
  p = add(p, (struct point){0.5, 0.25});
  printf("point %f %f\n", p.x, p.y);

  struct node *head = NULL;
  for (int i = 0; i < 5; i++) {
    struct node *n = malloc(sizeof *n);
    n->v = i;
    n->next = head;
    head = n;
  }
  printf("list");
  for (struct node *n = head; n; n = n->next)
    printf(" %d", n->v);
  printf("\n");
  while (head) {
    struct node *nx = head->next;
    free(head);
    head = nx;
  }

  struct point pts[4];
  for (int i = 0; i < 4; i++) {
    pts[i].x = i;
    pts[i].y = i * i;
  }
  struct point sum = {0, 0};
  for (struct point *q = pts; q < pts + 4; q++)
    sum = add(sum, *q);
  pts[0] = pts[3];
  printf("pts %f %f %f\n", sum.x, sum.y, pts[0].y);

  struct matrix a = {2, {{1, 2}, {3, 4}}}, b = {2, {{0, 1}, {1, 0}}};
  struct matrix c = mul(a, b);
  printf("mul %f %f %f %f\n", c.m[0][0], c.m[0][1], c.m[1][0], c.m[1][1]);
  divres d = divide(47, 4);
  printf("div %d %d\n", d.q, d.r);
  struct big bb = make_big(3);
  printf("big %ld %d\n", bb.a[5], bb.tag);

  padded pd = {1, 'x', 2};
  padded pe = pd;
  pe.c++;
  printf("padded %d %c %d %c\n", pe.a, pe.c, pe.b, pd.c);
  struct wrap w = {{7}, 8};
  w.anon_member.inner *= 3;
  printf("nested anon %d %d\n", w.anon_member.inner, w.after);
  struct anon an = {.k = 5, .lo = 7, .hi = 8, .c = 9};
  struct outer o;
  o.first = an;
  o.second = an;
  o.second.hi = 10;
  o.second.a += 0;
  struct outer *po = &o;
  printf("anon %d %d %d %d %d %d\n", an.k, an.lo, an.hi, an.c, po->first.hi, po->second.hi);
  printf("ret %d %d %f\n", divide(11, 1).q, divide(22, 100).r, add(p, p).y / 2 - 0.75);
  return 0;
}
