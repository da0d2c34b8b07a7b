/* What every kernel's driver shares, on both sides of the comparison: the
 * clock around the kernel and the lines the benchmark reads. It is
 * compiled once, by gcc -O2, and linked into every binary. */
#ifndef OMPKERNELS_HARNESS_H
#define OMPKERNELS_HARNESS_H

/* bench_now returns CLOCK_MONOTONIC in seconds. */
double bench_now(void);

/* bench_report prints "checksum X" (17 significant digits, so that equal
 * lines mean equal doubles) and "kernel T s". */
void bench_report(double checksum, double seconds);

#endif
