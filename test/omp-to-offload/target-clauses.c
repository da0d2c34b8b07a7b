// The target's clauses reach the launch: device and if, nowait and
// depend, thread_limit; num_teams and thread_limit of the teams of a
// combined construct, evaluated before the launch. firstprivate and
// is_device_ptr variables pass by value, like the implicit scalars; the
// kernel keeps the nested omp ops for the host OpenMP lowering.
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o - | strata-opt --convert-omp-to-offload | filecheck %s

int main(void) {
  int r = 0, t = 64, dev = 0;
  double *dp = 0;
  double x[256];
  // CHECK-LABEL: cir.func @main()
  // CHECK:      %[[TADDR:.*]] = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["t"]
  // CHECK:      %[[C:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !cir.bool to i1
  // CHECK:      %[[D:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !cir.int<s, 32> to i32
  // CHECK:      %[[TL:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !cir.int<s, 32> to i32
  // CHECK:      %[[MR:.*]] = offload.map {{.*}} type(tofrom) name("r")
  // CHECK:      %[[T:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  // CHECK-NEXT: %[[DP:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
  // CHECK-NEXT: %[[ENV:.*]] = offload.data_begin device(%[[D]]) if(%[[C]]) maps(%[[MR]])
  // CHECK-NEXT: offload.launch @[[K1:.*]](%[[MR]], %[[T]], %[[DP]] : !offload.map, !cir.int<s, 32>, !cir.ptr<!cir.double>) host_fallback(@[[K1]].host) env(%[[ENV]]) device(%[[D]]) if(%[[C]]) thread_limit(%[[TL]]) nowait depend(in %{{.*}} : !cir.ptr<!cir.int<s, 32>>, inout %{{.*}} : !cir.ptr<!cir.int<s, 32>>)
  // CHECK-NEXT: offload.data_end %[[ENV]]
#pragma omp target map(tofrom: r) firstprivate(t) is_device_ptr(dp) if(t > 0) device(dev) thread_limit(t) nowait depend(in: t) depend(inout: r)
  r = t + (dp == 0);

  // The teams' clauses are copied out of the region to the launch, a
  // read of a captured variable reading the host's; the kernel keeps
  // omp.teams as it is. (The front end evaluates teams clauses in the
  // region, so t must be named in the body too.)
  // CHECK:      %[[NT:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !cir.int<s, 32> to i32
  // CHECK-NEXT: %[[TV:.*]] = cir.load %[[TADDR]] : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  // CHECK-NEXT: %[[TL2:.*]] = builtin.unrealized_conversion_cast %[[TV]] : !cir.int<s, 32> to i32
  // CHECK:      offload.launch @[[K2:.*]](%{{.*}}, %{{.*}} : !offload.map, !cir.int<s, 32>) host_fallback(@[[K2]].host) env(%{{.*}}) num_teams(%[[NT]]) thread_limit(%[[TL2]])
#pragma omp target teams distribute parallel for num_teams(4) thread_limit(t) map(tofrom: x)
  for (int i = 0; i < 256; i++)
    x[i] = i + t;
  return r;
}

// CHECK:      cir.func internal @[[K1]](%arg0: !cir.ptr<!cir.int<s, 32>>, %arg1: !cir.int<s, 32>, %arg2: !cir.ptr<!cir.double>) attributes {offload.kernel}
// CHECK:      cir.func internal @[[K2]](%arg0: !cir.ptr<!cir.array<!cir.double x 256>>, %arg1: !cir.int<s, 32>) attributes {offload.kernel}
// CHECK:        omp.teams num_teams( to %{{.*}} : i32) thread_limit(%{{.*}} : i32) {
// CHECK-NEXT:     omp.parallel {
// CHECK:            omp.distribute {
// CHECK-NEXT:         omp.wsloop {
// CHECK-NEXT:           omp.loop_nest
