/* task, taskwait, firstprivate, shared and if: one thread creates 20
 * tasks, each with its own copy of the loop counter taken when the task is
 * created (firstprivate), writing the shared arrays; when taskwait returns
 * all 20 have run, each exactly once, at the index and with the value of
 * their own counter. A task whose if clause is false is undeferred: it has
 * run when the construct ends, without a taskwait. */
#include <omp.h>
#include <unistd.h>

#include "report.h"

int main(void) {
  int runs[20] = {0}, values[20] = {0};
  int complete = 0, once = 0, undeferred = 0;
#pragma omp parallel num_threads(4)
#pragma omp single
  {
    for (int i = 0; i < 20; i++) {
#pragma omp task firstprivate(i) shared(runs, values)
      {
        usleep(500 * (i % 4));
        runs[i] = runs[i] + 1;
        values[i] = i * i + 1;
      }
    }
#pragma omp taskwait
    for (int i = 0; i < 20; i++) {
      complete += values[i] == i * i + 1;
      once += runs[i] == 1;
    }

    int flag = 0;
#pragma omp task if(0) shared(flag)
    {
      usleep(20000);
      flag = 1;
    }
    undeferred = flag;
  }
  report_int("tasks complete with their own i when taskwait returned", complete);
  report_int("tasks that ran exactly once", once);
  report_int("if(0) task complete when the construct ended", undeferred);
  return 0;
}
