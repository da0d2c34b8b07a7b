/* check.h: the helpers every test of the offload conformance suite
 * includes (test/offload/README.md). A test records failed checks with
 * CHECK, then returns check_report(NAME) from main: it prints one verdict
 * line, "PASS NAME" or "FAIL NAME: DETAIL (N failed checks)", and returns
 * the exit status (0 on pass, 1 on failure).
 *
 * check_maps_share_storage() says whether a mapped list item (without
 * close) and its original share storage on the default device: true for
 * the host fallback (no device, offload disabled, gcc without an offload
 * target) and under unified shared memory; false for a device with its
 * own memory (strata's explicit mode, clang's host plugin, a discrete
 * GPU). Tests whose result legitimately depends on it (a copy that must
 * not happen yet, a device write that is not copied back) accept the
 * shared outcome only when it is true.
 */
#ifndef OFFLOAD_CHECK_H
#define OFFLOAD_CHECK_H

#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int check_failures;
static char check_detail[256];

/* CHECK(cond, printf-format, args...): record a failure with its detail;
 * the first failure's detail goes into the verdict line. */
#define CHECK(cond, ...)                                                      \
  do {                                                                        \
    if (!(cond)) {                                                            \
      if (check_failures++ == 0)                                              \
        snprintf(check_detail, sizeof check_detail, __VA_ARGS__);             \
    }                                                                         \
  } while (0)

static int check_report(const char *name) {
  if (check_failures) {
    printf("FAIL %s: %s (%d failed check%s)\n", name, check_detail,
           check_failures, check_failures == 1 ? "" : "s");
    return 1;
  }
  printf("PASS %s\n", name);
  return 0;
}

/* The default device is the host itself. */
static int check_default_is_host(void) {
  return omp_get_num_devices() == 0 ||
         omp_get_default_device() == omp_get_initial_device();
}

/* A mapped list item and its original share storage (see above). */
static int check_maps_share_storage(void) {
  int probe = 0;
  uintptr_t addr = 0;
#pragma omp target map(tofrom : probe) map(from : addr)
  { addr = (uintptr_t)&probe; }
  return addr == (uintptr_t)&probe;
}

#endif
