// Comparisons under the usual arithmetic conversions: signed against
// unsigned, small types promoted to int, and floats with -0.0 and NaN.
#include <stdio.h>

int neg = -1;
unsigned one = 1;
long long lneg = -1;
unsigned char uc = 200;
signed char sc = -56;
unsigned short us = 65535;
short ss = -1;
double z = 0.0;

int main(void) {
  printf("%d %d %d\n", neg < one, neg < (int)one, lneg < one);
  printf("%d %d %d %d\n", uc > sc, (unsigned char)sc == uc, us == ss, 4294967295u == neg);
  double nz = -z;
  double nan = z / z;
  printf("%d %d\n", nz == 0.0, nz < 0.0);
  printf("%d %d %d %d\n", nan == nan, nan != nan, nan < 1.0, nan >= 1.0);
  return 0;
}
