// Multi-dimensional arrays, pointers to arrays, casts to pointer-to-array
// types, arrays as parameters, sizeof of arrays.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: sizeof 96 32 4 24
// CHECK: heap 2 3 1034.000000
#include <stdio.h>
#include <stdlib.h>

#define N 4
#define M 5

static int g2[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};

static int trace(int m[3][4]) {
  int t = 0;
  for (int i = 0; i < 3; i++)
    t += m[i][i];
  return t;
}
static int rowsum(int (*row)[4], int r) {
  int s = 0;
  for (int j = 0; j < 4; j++)
    s += row[r][j];
  return s;
}
static void fill(double (*A)[N][M]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      (*A)[i][j] = i * 1000 + j * 10 + 4;
}

int main(void) {
  int a[2][3][4];
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++)
        a[i][j][k] = i * 100 + j * 10 + k;
  printf("sizeof %zu %zu %zu %zu\n", sizeof a, sizeof a[0][0] * 2, sizeof a[1][2][3], sizeof(int[2][3]));
  printf("elems %d %d %d\n", a[1][2][3], a[0][1][2], *(*(*(a + 1) + 1) + 1));
  int (*pa)[3][4] = a;
  int (*row)[4] = a[1];
  int *flat = &a[0][0][0];
  printf("ptrs %d %d %d %d\n", pa[1][0][2], row[2][1], flat[4 * 3 + 5], (*row)[3]);
  printf("ptr diff %td %td\n", (pa + 1) - pa, &a[1][2][0] - flat);
  printf("g2 %d %d %d\n", trace(g2), rowsum(g2, 2), rowsum(&g2[1], 0));

  double (*A)[N][M] = (double (*)[N][M])malloc(sizeof(double) * N * M);
  fill(A);
  printf("heap %d %d %f\n", (int)((*A)[2][3] / 1000), (int)(*A)[0][3] / 10, (*A)[1][23 / 10 + 1]);
  double (*B)[M] = (double (*)[M])A;
  printf("rows %f %f\n", B[3][4], (*(B + 2))[1]);
  free(A);
  int *m = malloc(sizeof(int) * 6);
  for (int i = 0; i < 6; i++)
    m[i] = i + 1;
  int (*mat)[3] = (int (*)[3])m;
  printf("reshape %d %d\n", mat[1][0], mat[1][2]);
  free(m);

  char grid[3][5] = {"abcd", "efgh", "ijkl"};
  printf("chars %s %c %s\n", grid[1], grid[2][3], &grid[0][2]);
  int z[5] = {0};
  int partial[6] = {1, 2};
  printf("init %d %d %d %zu\n", z[4], partial[1], partial[5], sizeof partial / sizeof partial[0]);
  int inferred[] = {5, 6, 7, 8, 9};
  printf("inferred %zu %d\n", sizeof inferred / sizeof *inferred, inferred[4]);
  return 0;
}
