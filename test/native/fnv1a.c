// Checksums with uint32_t wrap-around: FNV-1a over C strings (walking a
// char pointer to its terminator) and Adler-32 over bytes.
#include <stdint.h>
#include <stdio.h>

static uint32_t fnv1a(const char *s) {
  uint32_t h = 2166136261u;
  while (*s) {
    h ^= (unsigned char)*s++;
    h *= 16777619u;
  }
  return h;
}

static uint32_t adler32(const unsigned char *data, int len) {
  uint32_t a = 1, b = 0;
  for (int i = 0; i < len; i++) {
    a = (a + data[i]) % 65521;
    b = (b + a) % 65521;
  }
  return (b << 16) | a;
}

int main(void) {
  const char *words[4];
  words[0] = "";
  words[1] = "a";
  words[2] = "foobar";
  words[3] = "h\xe9llo, world";
  for (int i = 0; i < 4; i++)
    printf("fnv1a(%d) = %08x\n", i, fnv1a(words[i]));
  printf("adler32 = %08x\n", adler32((const unsigned char *)"Wikipedia", 9));
  return 0;
}
