// Sorting global arrays in place: bubble sort with an early exit when a
// pass swaps nothing, and insertion sort whose inner loop condition is a
// short-circuit &&.
#include <stdio.h>

static int a[10] = {5, -3, 9, 0, 12, -8, 7, 7, 1, 4};
static int b[10] = {5, -3, 9, 0, 12, -8, 7, 7, 1, 4};

static int bubble(int *v, int n) {
  int passes = 0;
  for (int i = 0; i < n - 1; i++) {
    int swapped = 0;
    passes++;
    for (int j = 0; j < n - 1 - i; j++)
      if (v[j] > v[j + 1]) {
        int t = v[j];
        v[j] = v[j + 1];
        v[j + 1] = t;
        swapped = 1;
      }
    if (!swapped)
      break;
  }
  return passes;
}

static void insertion(int *v, int n) {
  for (int i = 1; i < n; i++) {
    int key = v[i];
    int j = i - 1;
    while (j >= 0 && v[j] > key) {
      v[j + 1] = v[j];
      j--;
    }
    v[j + 1] = key;
  }
}

static void show(const int *v, int n) {
  for (int i = 0; i < n; i++)
    printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int passes = bubble(a, 10);
  printf("bubble (%d passes):", passes);
  show(a, 10);
  insertion(b, 10);
  printf("insertion:");
  show(b, 10);
  return 0;
}
