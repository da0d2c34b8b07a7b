// String literals and char arrays: escapes, adjacent literal
// concatenation, literals shared or distinct, char arrays initialized
// from literals (with explicit and inferred sizes, padded with zeros),
// indexing a literal, string functions (strlen, strcpy, strcat, strcmp,
// strchr, memcpy, memset), arrays of strings, and byte values > 127.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: concat hello, world 12
// CHECK: escapes 9 10 92 34 39 0 7 27
#include <stdio.h>
#include <string.h>

static int count(const char *s, char c) {
  int n = 0;
  for (; *s; s++)
    n += *s == c;
  return n;
}
static void reverse(char *s) {
  size_t n = strlen(s);
  for (size_t i = 0; i < n / 2; i++) {
    char t = s[i];
    s[i] = s[n - 1 - i];
    s[n - 1 - i] = t;
  }
}

int main(void) {
  const char *c = "hello" ", " "world";
  printf("concat %s %zu\n", c, strlen(c));
  const char *esc = "\t\n\\\"\'\0\a\x1b";
  printf("escapes %d %d %d %d %d %d %d %d\n", esc[0], esc[1], esc[2], esc[3], esc[4], esc[5], "\a"[0], "\x1b"[0]);
  printf("octal %d %d %d\n", "\101"[0], "\0"[0], "\377"[0]);
  printf("index %c %c %zu\n", "abc"[1], *("xyz" + 2), sizeof("abc"));
  char buf[16] = "hi";
  printf("padded %d %d %zu\n", buf[2], buf[15], strlen(buf));
  char inferred[] = "four";
  char exact[4] = "four"; /* no terminator */
  printf("sizes %zu %zu %c\n", sizeof inferred, sizeof exact, exact[3]);
  strcpy(buf, "copy");
  strcat(buf, "+cat");
  printf("strcpy %s %zu\n", buf, strlen(buf));
  printf("strcmp %d %d %d\n", strcmp("a", "b") < 0, strcmp("same", "same"), strcmp("b", "a") > 0);
  const char *found = strchr(c, 'w');
  printf("strchr %s %td\n", found, found - c);
  char mem[8];
  memset(mem, 'x', 7);
  mem[7] = 0;
  memcpy(mem + 2, "AB", 2);
  printf("mem %s\n", mem);
  char word[] = "strata";
  reverse(word);
  printf("reverse %s %d\n", word, count(word, 'a'));
  const char *list[] = {"one", "two", "three", ""};
  int total = 0;
  for (const char **p = list; **p; p++)
    total += strlen(*p);
  printf("list %d %s\n", total, list[2] + 2);
  char names[3][6] = {"ann", "bob", "carol"};
  names[1][0] = 'B';
  printf("names %s %s %s\n", names[0], names[1], names[2]);
  unsigned char high[] = "\xe9\xff";
  char shigh = '\xe9';
  printf("high %u %u %d\n", high[0], high[1], shigh);
  printf("%s\n", "percent %d inside a string");
  puts("puts line");
  putchar('!');
  putchar('\n');
  char line[32];
  snprintf(line, sizeof line, "%s-%d", "n", 5);
  printf("line %s %d\n", line, line[0] == 'n');
  return 0;
}
