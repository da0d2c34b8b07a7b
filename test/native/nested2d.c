// Nested loops over a 2-D array: fill it, then sum rows and columns.
#include <stdio.h>

int main(void) {
  int m[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      m[i][j] = i * 10 + j;
  int total = 0;
  for (int i = 0; i < 3; i++) {
    int row = 0;
    for (int j = 0; j < 4; j++)
      row += m[i][j];
    printf("row %d: %d\n", i, row);
    total += row;
  }
  for (int j = 0; j < 4; j++) {
    int col = 0;
    for (int i = 0; i < 3; i++)
      col += m[i][j];
    printf("col %d: %d\n", j, col);
  }
  printf("total: %d\n", total);
  return 0;
}
