// Unions: every member at offset 0, so writing one member and reading
// another reinterprets the bytes (the IEEE bits of a float, the bytes of
// an int on a little-endian machine), and the union is as large as its
// largest member.
#include <stdio.h>

union word {
  unsigned int u;
  float f;
  unsigned char bytes[4];
};

union word g = {0x3f800000u};

int main(void) {
  union word w;
  w.f = -2.5f;
  printf("bits of -2.5f: %08x\n", w.u);
  w.u = 0x11223344u;
  printf("bytes: %02x %02x %02x %02x\n", w.bytes[0], w.bytes[1], w.bytes[2], w.bytes[3]);
  w.bytes[3] = 0x40;
  printf("u = %08x\n", w.u);
  printf("g.f = %.2f\n", g.f);
  g.bytes[3] = 0xc0;
  printf("g.f = %.2f\n", g.f);
  return 0;
}
