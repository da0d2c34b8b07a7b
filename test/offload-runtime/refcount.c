// Reference counts across nested regions and every map-type rule: to
// copies when the count leaves 0 or with always, from when it returns to
// 0 or with always, delete forces 0, release, alloc, update.
// RUN: env LIBOMPTARGET_INFO=1 strata-run --offload=explicit -I %S/Inputs %s 2>&1 | filecheck %s
#include "tgt.h"

void inc(int *a) { a[0] += 1; }

static void one(long type, int *a, char *name, int region) {
  maps_t m = {0};
  entry(&m, a, a, 4, type, name);
  if (region > 0) data_begin(&m);
  else if (region < 0) data_end(&m);
  else data_update(&m);
}

static int run(int *a) {
  maps_t m = {0};
  entry(&m, a, a, 4, TOFROM | PARAM, "x");
  return launch(&m, inc, 0, 0);
}

int main(void) {
  int x[1] = {10};
  one(TO, x, "x", 1);          // enter data map(to): copies, dyn 1
  x[0] = 100;                  // the host changes; the device keeps 10
  run(x);                      // tofrom inside: present, no copies; device 11
  printf("after target: %d\n", x[0]);   // 100: no copy back (dyn 1)
  one(TO, x, "x", 1);          // enter again: dyn 2, no copy
  one(FROM, x, "x", -1);       // exit from: dyn 1, no copy
  printf("after exit from (dyn 2->1): %d\n", x[0]);
  one(FROM | ALWAYS, x, "x", -1);   // always from: copies even though... dyn 0 now
  printf("after always from: %d\n", x[0]);
  one(TO | HOLD, x, "x", 1);   // target data (structured): new, copies 11
  x[0] = 50;
  one(TO | ALWAYS, x, "x", 1); // always to: copies 50, dyn 1
  run(x);                      // 51 on the device
  one(DELETE, x, "x", -1);     // delete: dyn 0, str 1 keeps it
  printf("after delete in region: %d present %d\n", x[0], omp_target_is_present(x, 0));
  x[0] = 7;
  one(FROM, x, "x", 0);        // update from: 51
  printf("after update from: %d\n", x[0]);
  one(FROM | HOLD, x, "x", -1);  // end of target data: str 0, copies back
  printf("after end: %d present %d\n", x[0], omp_target_is_present(x, 0));
  one(0, x, "x", 1);           // alloc: no copy
  one(0, x, "x", -1);          // release
  printf("released present %d\n", omp_target_is_present(x, 0));
  return 0;
}
// CHECK: offload: map 'x' host=[[X:0x[0-9a-f]+]] size=4 device=[[D:0x[0-9a-f]+]] dyn=1 str=0 (new)
// CHECK-NEXT: offload: copy to device 'x' host=[[X]] device=[[D]] size=4
// CHECK-NEXT: offload: map 'x' host=[[X]] size=4 device=[[D]] dyn=1 str=1 (present)
// CHECK-NEXT: offload: launch 'inc' teams=0 thread_limit=0 args=1
// CHECK-NEXT: offload: unmap 'x' host=[[X]] size=4 device=[[D]] dyn=1 str=0 (kept)
// CHECK-NEXT: after target: 100
// CHECK-NEXT: offload: map 'x' host=[[X]] size=4 device=[[D]] dyn=2 str=0 (present)
// CHECK-NEXT: offload: unmap 'x' host=[[X]] size=4 device=[[D]] dyn=1 str=0 (kept)
// CHECK-NEXT: after exit from (dyn 2->1): 100
// CHECK-NEXT: offload: copy from device 'x' device=[[D]] host=[[X]] size=4
// CHECK-NEXT: offload: unmap 'x' host=[[X]] size=4 device=[[D]] dyn=0 str=0 (freed)
// CHECK-NEXT: after always from: 11
// CHECK-NEXT: offload: map 'x' host=[[X]] size=4 device=[[D2:0x[0-9a-f]+]] dyn=0 str=1 (new)
// CHECK-NEXT: offload: copy to device 'x' host=[[X]] device=[[D2]] size=4
// CHECK-NEXT: offload: map 'x' host=[[X]] size=4 device=[[D2]] dyn=1 str=1 (present)
// CHECK-NEXT: offload: copy to device 'x' host=[[X]] device=[[D2]] size=4
// CHECK-NEXT: offload: map 'x' host=[[X]] size=4 device=[[D2]] dyn=1 str=2 (present)
// CHECK-NEXT: offload: launch 'inc' teams=0 thread_limit=0 args=1
// CHECK-NEXT: offload: unmap 'x' host=[[X]] size=4 device=[[D2]] dyn=1 str=1 (kept)
// CHECK-NEXT: offload: unmap 'x' host=[[X]] size=4 device=[[D2]] dyn=0 str=1 (kept)
// CHECK-NEXT: after delete in region: 50 present 1
// CHECK-NEXT: offload: copy from device 'x' device=[[D2]] host=[[X]] size=4
// CHECK-NEXT: after update from: 51
// CHECK-NEXT: offload: copy from device 'x' device=[[D2]] host=[[X]] size=4
// CHECK-NEXT: offload: unmap 'x' host=[[X]] size=4 device=[[D2]] dyn=0 str=0 (freed)
// CHECK-NEXT: after end: 51 present 0
// CHECK-NEXT: offload: map 'x' host=[[X]] size=4 device={{0x[0-9a-f]+}} dyn=1 str=0 (new)
// CHECK-NEXT: offload: unmap 'x' host=[[X]] size=4 device={{0x[0-9a-f]+}} dyn=0 str=0 (freed)
// CHECK-NEXT: released present 0
