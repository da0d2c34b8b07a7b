// A working program: output, argv and the exit status.
// RUN: strata-run %s -- one two > %t.out; test $? = 3
// RUN: filecheck %s < %t.out
// CHECK: hello, 3 args: one two
// CHECK-NEXT: [   42|3.14|0x1f|-7  ]
// CHECK-NEXT: sum=5050 rand=1804289383
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  printf("hello, %d args: %s %s\n", argc, argv[1], argv[2]);
  printf("[%5d|%.2f|%#x|%-4d]\n", 42, 3.14159, 31, -7);
  int s = 0;
  for (int i = 1; i <= 100; i++)
    s += i;
  printf("sum=%d rand=%d\n", s, rand());
  return argc;
}
