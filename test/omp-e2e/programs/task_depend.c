/* task depend(in/out/inout): the dependences order the tasks on x
 * whatever the threads: the writer (out) runs first although it is slow,
 * the reader (in) sees its value, the updater (inout) runs after both, and
 * the last reader sees the update. */
#include <omp.h>
#include <unistd.h>

#include "report.h"

int main(void) {
  int x = 0, first_read = 0, second_read = 0;
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp task depend(out : x) shared(x)
    {
      usleep(20000);
      x = 1;
    }
#pragma omp task depend(in : x) shared(x, first_read)
    first_read = x;
#pragma omp task depend(inout : x) shared(x)
    {
      usleep(10000);
      x = x * 10 + 2;
    }
#pragma omp task depend(in : x) shared(x, second_read)
    second_read = x;
#pragma omp taskwait
  }
  report_int("depend: the in task read", first_read);
  report_int("depend: x after out then inout", x);
  report_int("depend: the last in task read", second_read);
  return 0;
}
