// __tgt_register_lib: a kernel entry and a declare-target global reached
// through its reference pointer: a device copy in explicit mode, the host
// variable under USM.
// RUN: env LIBOMPTARGET_INFO=1 strata-run --offload=explicit -I %S/Inputs %s 2>&1 | filecheck --check-prefix=EXPLICIT %s
// RUN: env LIBOMPTARGET_INFO=1 strata-run --offload=usm -I %S/Inputs %s 2>&1 | filecheck --check-prefix=USM %s
#include "tgt.h"

int g = 5;
int *const g_omp_ref = &g;

void k_device(void) { *g_omp_ref += 1; }
void k_host(void) { g += 1; }

entry_t entries[2] = {{k_host, "k_device", 0, 0, 0}, {&g, "g_omp_ref", sizeof g, 0, 0}};
bindesc_t desc = {1, 0, entries, 0};

int main(void) {
  desc.end = entries + 2;
  __tgt_register_lib(&desc);
  maps_t m = {0};
  launch(&m, k_host, 0, 0);
  printf("g = %d\n", g);
  entry(&m, &g, &g, sizeof g, FROM, "g");
  data_update(&m);
  printf("after update g = %d\n", g);
  return 0;
}
// EXPLICIT: offload: register kernel 'k_device' host=[[K:0x[0-9a-f]+]]
// EXPLICIT: offload: register global 'g_omp_ref' host=[[G:0x[0-9a-f]+]] size=4 device=[[D:0x[0-9a-f]+]]
// EXPLICIT: offload: launch 'k_device'
// EXPLICIT: g = 5
// EXPLICIT: after update g = 6
// USM: offload: register global 'g_omp_ref' host={{0x[0-9a-f]+}} size=4: usm, the host variable
// USM: g = 6
// USM: after update g = 6
