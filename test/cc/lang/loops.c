// Loops: for (with and without each clause, declarations in the init),
// while, do-while (runs once), nested loops, break and continue in each
// loop kind (continue in a for runs the increment; in do-while it tests
// the condition), infinite loops left by break, loops with empty bodies,
// and loops over floating and pointer variables.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: for 45 while 45 do 45
// CHECK: break-for 5 break-while 6 break-do 7
// CHECK: continue-for 20 continue-while 25 continue-do 20
#include <stdio.h>

static volatile int vz = 0;

int main(void) {
  int s1 = 0, s2 = 0, s3 = 0;
  for (int i = 0; i < 10; i++)
    s1 += i;
  int j = 0;
  while (j < 10)
    s2 += j++;
  int k = 0;
  do
    s3 += k;
  while (++k < 10);
  printf("for %d while %d do %d\n", s1, s2, s3);

  int bf, bw = 0, bd = 0;
  for (bf = 0;; bf++)
    if (bf == 5)
      break;
  while (1) {
    if (++bw > 5)
      break;
  }
  do {
    if (bd++ == 6)
      break;
  } while (1);
  printf("break-for %d break-while %d break-do %d\n", bf, bw, bd);

  int cf = 0, cw = 0, cd = 0;
  for (int i = 0; i < 10; i++) {
    if (i % 2)
      continue;
    cf += i;
  }
  int i = 0;
  while (i < 10) {
    i++;
    if (i % 2)
      continue;
    cw += i - 1;
  }
  i = -1;
  do {
    i++;
    if (i % 2)
      continue;
    cd += i;
  } while (i < 9);
  printf("continue-for %d continue-while %d continue-do %d\n", cf, cw, cd);

  int once = 0;
  do
    once++;
  while (vz);
  printf("do once %d\n", once);
  int none = 0;
  for (int z = 0; z < vz; z++)
    none++;
  while (vz)
    none++;
  printf("none %d\n", none);

  int pairs = 0;
  for (int a = 0; a < 5; a++) {
    for (int b = 0; b < 5; b++) {
      if (b > a)
        break;
      if ((a + b) % 3 == 0)
        continue;
      pairs += a * 10 + b;
    }
    if (a == 3)
      continue;
    pairs++;
  }
  printf("nested %d\n", pairs);
  int found = -1;
  for (int a = 0; a < 10 && found < 0; a++)
    for (int b = 0; b < 10; b++)
      if (a * b == 42) {
        found = a * 100 + b;
        break;
      }
  printf("found %d\n", found);

  int n = 0;
  for (; n < 3;)
    n++;
  int m = 100;
  for (;;) {
    m /= 2;
    if (m < 10)
      break;
  }
  int cnt;
  for (cnt = 0; cnt < 7; cnt++)
    ;
  printf("clauses %d %d %d\n", n, m, cnt);
  double acc = 0;
  for (double x = 0; x < 1; x += 0.125)
    acc += x;
  printf("float loop %f\n", acc);
  const char *msg = "loop me";
  int spaces = 0;
  for (const char *p = msg; *p; p++)
    spaces += *p == ' ';
  printf("ptr loop %d\n", spaces);
  unsigned down = 0;
  for (unsigned u = 5; u-- > 0;)
    down += u;
  printf("unsigned down %u\n", down);
  int w = 0;
  while (w < 100)
    w = w * 2 + 1;
  printf("while %d\n", w);
  int outer = 0;
  do {
    int inner = 0;
    while (inner < 3) {
      inner++;
      if (inner == 2)
        continue;
      outer += inner;
    }
  } while (outer < 20);
  printf("do-while nest %d\n", outer);
  return 0;
}
