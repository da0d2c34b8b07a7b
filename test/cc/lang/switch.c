// switch: fallthrough, default in the middle and first, several labels on
// one statement, no matching case and no default, negative and char case
// values, switch on unsigned, long and enum values (converted to the
// promoted type), declarations inside cases, a nested switch inside a
// loop with break (leaves the switch) and continue (next iteration).
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: fall 0: abc
// CHECK: fall 2: c
// CHECK: loop 1 3 5 continue-skips 2
#include <stdio.h>

static volatile int vz = 0;
enum op { ADD, SUB, MUL, DIV };

static const char *classify(int c) {
  switch (c) {
  case 'a': case 'e': case 'i': case 'o': case 'u':
    return "vowel";
  case '0': case '1': case '2': case '3': case '4':
  case '5': case '6': case '7': case '8': case '9':
    return "digit";
  case ' ':
    return "space";
  }
  return "other";
}
static int apply(enum op op, int a, int b) {
  int r;
  switch (op) {
  case ADD: r = a + b; break;
  case SUB: r = a - b; break;
  case MUL: r = a * b; break;
  default: r = b ? a / b : 0;
  }
  return r;
}

int main(void) {
  for (int i = 0; i < 4; i++) {
    printf("fall %d: ", i);
    switch (i + vz) {
    case 0: printf("a");
    case 1: printf("b");
    case 2: printf("c"); break;
    case 3: printf("d");
    }
    printf("\n");
  }
  for (int i = 0; i < 5; i++) {
    switch (i + vz) {
    case 1: printf("one "); break;
    default: printf("default(%d) ", i);
    case 3: printf("three-or-fallen ");
      break;
    case 4: printf("four ");
    }
  }
  printf("\n");
  for (int i = -2; i <= 2; i++) {
    switch (i) {
    default: printf("d"); /* first */
    case -2: printf("m2 "); break;
    case 2: printf("p2 ");
    }
  }
  printf("\n");
  switch (vz + 42) {
  case 1: printf("never\n");
  }
  printf("classify %s %s %s %s\n", classify('e'), classify('7'), classify(' '), classify('z'));
  printf("apply %d %d %d %d\n", apply(ADD, 6, 3), apply(SUB, 6, 3), apply(MUL, 6, 3), apply(DIV, 6, 3));
  unsigned u = 0xFFFFFFFFu + vz;
  switch (u) {
  case 0xFFFFFFFFu: printf("umax\n"); break;
  case 0: printf("zero\n"); break;
  }
  long big = (1L << 40) + vz;
  switch (big) {
  case 1L << 40: printf("long case\n"); break;
  default: printf("long default\n");
  }
  char ch = -1 + vz;
  switch (ch) {
  case -1: printf("char -1\n"); break;
  case 255: printf("char 255\n"); break;
  }
  unsigned char uch = 255 + vz;
  switch (uch) {
  case -1: printf("uchar -1\n"); break;
  case 255: printf("uchar 255\n"); break;
  }
  switch (vz) {
  case 0: {
    int local = 10;
    local *= 2;
    printf("local %d\n", local);
    break;
  }
  case 1:;
    int after = 3;
    printf("after %d\n", after);
  }
  printf("loop");
  int skipped = 0;
  for (int i = 0; i < 8; i++) {
    switch (i % 4) {
    case 0: continue;
    case 2: skipped++; continue;
    case 1:
      switch (i) {
      case 5: printf(" %d", i); break;
      default: printf(" %d", i);
      }
      break;
    case 3:
      if (i > 4)
        break;
      printf(" %d", i);
    }
    if (i == 7)
      break;
  }
  printf(" continue-skips %d\n", skipped);
  int w = 0, n = 0;
  while (n < 10) {
    switch (n++) {
    case 3: w += 100;
    case 4: w += 10; break;
    case 8: continue;
    default: w++;
    }
    w *= 2;
  }
  printf("while %d %d\n", w, n);
  int k = 0;
  do {
    switch (k) {
    case 2: printf("do two\n"); break;
    }
  } while (++k < 4);
  return 0;
}
