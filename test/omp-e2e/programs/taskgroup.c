/* taskgroup: waits at its end for all tasks created in it and their
 * descendants: 8 child tasks, each creating a slower grandchild task. */
#include <omp.h>
#include <unistd.h>

#include "report.h"

int main(void) {
  int children = 0, grandchildren = 0;
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp taskgroup
    {
      for (int i = 0; i < 8; i++) {
#pragma omp task shared(children, grandchildren)
        {
#pragma omp task shared(grandchildren)
          {
            usleep(5000);
#pragma omp atomic update
            grandchildren += 1;
          }
#pragma omp atomic update
          children += 1;
        }
      }
    }
    report_int("taskgroup: children done at its end", children);
    report_int("taskgroup: grandchildren done at its end", grandchildren);
  }
  return 0;
}
