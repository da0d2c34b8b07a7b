/* map_struct_pointer_member: a struct whose member points to heap data:
 * map(to: v) maps the struct, map(tofrom: v.data[0:n]) maps the pointee and
 * attaches the device copy of v.data to it; also through a pointer to the
 * struct, map(to: pv->n) map(tofrom: pv->data[0:pv->n]). */
#include "check.h"

struct vec {
  int n;
  double *data;
};

int main(void) {
  struct vec v;
  v.n = 50;
  v.data = malloc(v.n * sizeof *v.data);
  for (int i = 0; i < v.n; i++)
    v.data[i] = i;
#pragma omp target map(to : v) map(tofrom : v.data[0:v.n])
  for (int i = 0; i < v.n; i++)
    v.data[i] = v.data[i] * 2 + v.n;
  for (int i = 0; i < v.n; i++)
    CHECK(v.data[i] == 2.0 * i + 50, "v.data[%d] = %g, want %g", i, v.data[i],
          2.0 * i + 50);

  struct vec *pv = &v;
#pragma omp target map(to : pv->n) map(tofrom : pv->data[0:pv->n])
  for (int i = 0; i < pv->n; i++)
    pv->data[i] -= 50;
  for (int i = 0; i < v.n; i++)
    CHECK(v.data[i] == 2.0 * i, "after pv: v.data[%d] = %g, want %g", i,
          v.data[i], 2.0 * i);
  free(v.data);
  return check_report("map_struct_pointer_member");
}
