// Early return from inside nested loops: search a global 2-D table and
// report the position through out-parameters.
#include <stdio.h>

static int grid[4][5] = {{3, 1, 4, 1, 5}, {9, 2, 6, 5, 3}, {5, 8, 9, 7, 9}, {3, 2, 3, 8, 4}};

static int find(int v, int *row, int *col) {
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++)
      if (grid[i][j] == v) {
        *row = i;
        *col = j;
        return 1;
      }
  return 0;
}

int main(void) {
  int wanted[4] = {9, 7, 4, 0};
  for (int k = 0; k < 4; k++) {
    int r = -1, c = -1;
    int found = find(wanted[k], &r, &c);
    printf("%d: found=%d at (%d, %d)\n", wanted[k], found, r, c);
  }
  return 0;
}
