// Deep recursion with early returns: the Ackermann function on unsigned.
#include <stdio.h>

static unsigned ack(unsigned m, unsigned n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

int main(void) {
  for (unsigned m = 0; m <= 3; m++)
    printf("ack(%u, 3) = %u\n", m, ack(m, 3));
  return 0;
}
