// target data puts its region's code between offload.data_begin and
// offload.data_end; use_device_addr gives the device address of an entry
// of the construct (offload.device_addr), use_device_ptr a local holding
// the translated pointer (offload.translate). enter data, update and
// exit data keep their map types; a section through a pointer attaches
// the pointer variable.
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o - | strata-opt --convert-omp-to-offload | filecheck %s
#include <stdlib.h>

double g[256];

int main(void) {
  int n = 256;
  double *p = malloc(n * sizeof(double));
  // CHECK-LABEL: cir.func @main()
  // CHECK:      %[[SLOT:.*]] = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["p"]
  // CHECK:      %[[P:.*]] = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["p"] {alignment = 8 : i64}
  // CHECK:      %[[E1:.*]] = offload.map base(%[[PV:.*]] : !cir.ptr<!cir.double>) begin(%{{.*}} : !cir.ptr<!cir.double>) size(%{{.*}}) type(to) attach(%[[P]] : !cir.ptr<!cir.ptr<!cir.double>>) name("p[:]")
  // CHECK:      %[[E2:.*]] = offload.map {{.*}} type(alloc) name("g")
  // CHECK-NEXT: offload.enter_data maps(%[[E1]], %[[E2]])
#pragma omp target enter data map(to: p[0:n]) map(alloc: g)
  // CHECK:      %[[U1:.*]] = offload.map {{.*}} type(present, to) attach(%[[P]] : !cir.ptr<!cir.ptr<!cir.double>>) name("p[:]")
  // CHECK:      %[[U2:.*]] = offload.map {{.*}} type(from) name("g")
  // CHECK-NEXT: offload.update maps(%[[U1]], %[[U2]])
#pragma omp target update to(present: p[0:n]) from(g)
  // CHECK:      %[[X1:.*]] = offload.map {{.*}} type(delete) attach(%[[P]] : !cir.ptr<!cir.ptr<!cir.double>>) name("p[:]")
  // CHECK:      %[[X2:.*]] = offload.map {{.*}} type(from) name("g")
  // CHECK-NEXT: offload.exit_data maps(%[[X1]], %[[X2]])
#pragma omp target exit data map(delete: p[0:n]) map(from: g)
  // CHECK:      %[[G:.*]] = cir.get_global @g : !cir.ptr<!cir.array<!cir.double x 256>>
  // CHECK:      %[[MG:.*]] = offload.map base(%[[G]] : {{.*}}) begin(%[[G]] : {{.*}}) size(%{{.*}}) type(tofrom) name("g")
  // CHECK-NEXT: %[[ENV:.*]] = offload.data_begin if(%{{.*}}) maps(%[[MG]])
  // CHECK-NEXT: %[[DG:.*]] = offload.device_addr %[[ENV]], %[[MG]] : !cir.ptr<!cir.array<!cir.double x 256>>
  // CHECK-NEXT: %[[HP:.*]] = cir.load %[[P]] : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
  // CHECK-NEXT: %[[DP:.*]] = offload.translate %[[HP]] : !cir.ptr<!cir.double>
  // CHECK-NEXT: cir.store %[[DP]], %[[SLOT]] : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
  // CHECK-NEXT: cir.cast(array_to_ptrdecay, %[[DG]] : !cir.ptr<!cir.array<!cir.double x 256>>), !cir.ptr<!cir.double>
  // CHECK:      cir.load %[[SLOT]] : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
  // CHECK:      offload.data_end %[[ENV]]
  // CHECK-NEXT: cir.load %[[P]]
#pragma omp target data map(tofrom: g) use_device_ptr(p) use_device_addr(g) if(n > 0)
  {
    p[0] = g[0];
  }
  free(p);
  return 0;
}
// CHECK-NOT: omp.
