// Recursion: factorial, fibonacci, mutual recursion, Ackermann, the
// towers of Hanoi, recursive descent on a string, recursion over a tree
// built on the heap, and quicksort on an array.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: fact 3628800 2432902008176640000
// CHECK: expr 23 -7 42
#include <stdio.h>
#include <stdlib.h>

static long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int is_odd(int n);
static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }
static int ack(int m, int n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}
static int moves;
static void hanoi(int n, char from, char to, char via) {
  if (n == 0)
    return;
  hanoi(n - 1, from, via, to);
  moves++;
  hanoi(n - 1, via, to, from);
}
/* expr := term (('+'|'-') term)*; term := factor (('*'|'/') factor)*;
   factor := digit | '(' expr ')' | '-' factor */
static const char *in;
static int expr(void);
static int factor(void) {
  if (*in == '(') {
    in++;
    int v = expr();
    in++;
    return v;
  }
  if (*in == '-') {
    in++;
    return -factor();
  }
  return *in++ - '0';
}
static int term(void) {
  int v = factor();
  while (*in == '*' || *in == '/')
    v = *in++ == '*' ? v * factor() : v / factor();
  return v;
}
static int expr(void) {
  int v = term();
  while (*in == '+' || *in == '-')
    v = *in++ == '+' ? v + term() : v - term();
  return v;
}
static int eval(const char *s) {
  in = s;
  return expr();
}
struct tree { int v; struct tree *l, *r; };
static struct tree *insert(struct tree *t, int v) {
  if (!t) {
    t = calloc(1, sizeof *t);
    t->v = v;
  } else if (v < t->v)
    t->l = insert(t->l, v);
  else
    t->r = insert(t->r, v);
  return t;
}
static int depth(const struct tree *t) {
  if (!t)
    return 0;
  int l = depth(t->l), r = depth(t->r);
  return 1 + (l > r ? l : r);
}
static void inorder(const struct tree *t) {
  if (!t)
    return;
  inorder(t->l);
  printf(" %d", t->v);
  inorder(t->r);
}
static void release(struct tree *t) {
  if (t) {
    release(t->l);
    release(t->r);
    free(t);
  }
}
static void quicksort(int *a, int lo, int hi) {
  if (lo >= hi)
    return;
  int p = a[(lo + hi) / 2], i = lo, j = hi;
  while (i <= j) {
    while (a[i] < p)
      i++;
    while (a[j] > p)
      j--;
    if (i <= j) {
      int t = a[i];
      a[i++] = a[j];
      a[j--] = t;
    }
  }
  quicksort(a, lo, j);
  quicksort(a, i, hi);
}

int main(void) {
  printf("fact %ld %ld\n", fact(10), fact(20));
  printf("fib %d %d\n", fib(10), fib(25));
  printf("parity %d %d\n", is_even(10), is_odd(7));
  printf("ack %d %d\n", ack(2, 3), ack(3, 3));
  hanoi(10, 'A', 'C', 'B');
  printf("hanoi %d\n", moves);
  printf("expr %d %d %d\n", eval("3+4*5"), eval("1-2*(3+1)"), eval("-(2-8)*7"));
  struct tree *t = NULL;
  int vals[] = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65};
  for (int i = 0; i < 10; i++)
    t = insert(t, vals[i]);
  printf("tree depth %d:", depth(t));
  inorder(t);
  printf("\n");
  release(t);
  int a[12] = {9, -3, 5, 0, 12, 7, -8, 3, 3, 100, 1, 4};
  quicksort(a, 0, 11);
  printf("sorted");
  for (int i = 0; i < 12; i++)
    printf(" %d", a[i]);
  printf("\n");
  return 0;
}
