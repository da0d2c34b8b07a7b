// Pointers: address-of, dereference, pointer arithmetic on several
// element types, pointer difference, comparisons, pointer to pointer,
// void * round trips, NULL, pointers into arrays and structs.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: diff 7 -7 3
// CHECK: swap 2 1
#include <stddef.h>
#include <stdio.h>

struct pt { int x; double y; char tag[4]; };

static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
static int sum(const int *p, const int *end) {
  int s = 0;
  while (p < end)
    s += *p++;
  return s;
}

int main(void) {
  int a[10];
  for (int i = 0; i < 10; i++)
    a[i] = i * i;
  int *p = a, *q = &a[7];
  printf("diff %td %td %td\n", q - p, p - q, (q - 2) - (p + 2));
  printf("deref %d %d %d %d\n", *p, *(p + 3), q[-1], 2[a]);
  p += 4;
  int at4 = *p;
  int at3 = *--p;
  printf("moved %d %d\n", at4, at3);
  p -= 2;
  printf("moved2 %d %ld\n", *p, (long)(p - a));
  printf("cmp %d %d %d %d\n", p < q, p > q, p == a + 1, p != q);
  printf("sum %d %d\n", sum(a, a + 10), sum(a + 5, a + 5));

  double ds[5] = {1.5, 2.5, 3.5, 4.5, 5.5};
  double *dp = ds + 4;
  printf("double %f %td %zu\n", *(dp - 2), dp - ds, sizeof(*dp));
  char str[] = "pointer";
  char *cp = str;
  while (*cp)
    cp++;
  printf("strlen %td\n", cp - str);

  int x = 1, y = 2;
  swap(&x, &y);
  printf("swap %d %d\n", x, y);
  int *px = &x, **ppx = &px;
  **ppx = 40;
  *ppx = &y;
  **ppx += 2;
  printf("pp %d %d %d\n", x, y, *px);

  void *v = &ds[1];
  double *back = v;
  printf("void %f %d\n", *back, (char *)v - (char *)ds);
  int *null = NULL;
  printf("null %d %d %d\n", null == 0, !null, null ? 1 : 2);

  struct pt s = {3, 4.5, "ab"};
  struct pt *sp = &s;
  int *fx = &sp->x;
  char *tag = sp->tag;
  *fx += 1;
  sp->y *= 2;
  tag[1] = 'z';
  printf("struct %d %f %s %zu\n", s.x, s.y, s.tag, offsetof(struct pt, tag));
  struct pt arr[3] = {{1, 1.0, "a"}, {2, 2.0, "b"}, {3, 3.0, "c"}};
  struct pt *e = &arr[2];
  printf("sarr %td %d %s\n", e - arr, (e - 1)->x, (arr + 1)->tag);
  const char *words[] = {"zero", "one", "two"};
  const char **w = words;
  printf("words %s %c %s\n", w[1], *w[2], *(w + 2) + 1);
  long la[4] = {10, 20, 30, 40};
  long *lp = &la[3];
  lp--;
  --lp;
  printf("long %ld %ld\n", *lp, lp[1] + lp[-1]);
  unsigned short hs[4] = {1, 2, 3, 65535};
  unsigned short *hp = hs;
  hp++;
  hp += 2;
  printf("short %u %td\n", *hp, hp - hs);
  return 0;
}
