// Strings: literals, a global char buffer initialized from a literal,
// strlen and reverse by hand, a switch on characters, and in-place
// upper-casing through a char pointer.
#include <stdio.h>

static int my_strlen(const char *s) {
  int n = 0;
  while (s[n] != '\0')
    n++;
  return n;
}

static void reverse(char *s) {
  int i = 0, j = my_strlen(s) - 1;
  while (i < j) {
    char t = s[i];
    s[i] = s[j];
    s[j] = t;
    i++;
    j--;
  }
}

static int count_vowels(const char *s) {
  int c = 0;
  for (; *s; s++)
    switch (*s) {
    case 'a':
    case 'e':
    case 'i':
    case 'o':
    case 'u':
      c++;
    }
  return c;
}

char buf[32] = "Hello, strata!";

int main(void) {
  const char *msg = "a string literal";
  printf("%s: %d chars, %d vowels\n", msg, my_strlen(msg), count_vowels(msg));
  reverse(buf);
  printf("%s\n", buf);
  buf[6] = 0;
  printf("%s|%c|%d\n", buf, buf[1], buf[20]);
  for (char *p = buf; *p; p++)
    if (*p >= 'a' && *p <= 'z')
      *p = *p - 'a' + 'A';
  printf("%s\n", buf);
  return 0;
}
