/* atomic update, read and write under contention (4 threads on 2 cores):
 * updates that a plain read-modify-write would lose reach the exact total
 * (an add the hardware does in one instruction, and a multiply that needs
 * a compare-and-swap loop); reads see only values some write stored
 * whole. atomic_capture.c has the capture form. */
#include <omp.h>

#include "report.h"

/* Every value the writers store has eight equal bytes. */
static int whole(long v) {
  unsigned long u = (unsigned long)v;
  return u == (u & 0xff) * 0x0101010101010101UL;
}

int main(void) {
  long counter = 0, down = 0, doubled = 1, shared = 0;
  int torn[REPORT_MAX_THREADS] = {0};
#pragma omp parallel num_threads(4)
  {
    int t = omp_get_thread_num();
    for (int i = 0; i < 10000; i++) {
#pragma omp atomic update
      counter += 1;
#pragma omp atomic update
      down = down - 3;
    }
    for (int i = 0; i < 10; i++) {
#pragma omp atomic update
      doubled = doubled * 2;
    }
    for (int i = 0; i < 10000; i++) {
      long v = (long)(((t * 64 + i) & 0xff) * 0x0101010101010101UL);
      long seen;
#pragma omp atomic write
      shared = v;
#pragma omp atomic read
      seen = shared;
      torn[t] += !whole(seen);
    }
  }
  long last;
#pragma omp atomic read
  last = shared;
  report_int("atomic update counter += 1, 4 x 10000", counter);
  report_int("atomic update down = down - 3, 4 x 10000", down);
  report_int("atomic update doubled = doubled * 2, 4 x 10", doubled);
  report_count("atomic read: threads that saw a torn value", torn);
  report_int("atomic read after the region: a whole value", whole(last));
  return 0;
}
