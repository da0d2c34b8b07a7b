// requires becomes offload.requires; declare-target functions, and
// functions kernels call, get device clones that kernels call; device
// code reads globals through their reference pointers, declare target
// or not; offload.entries lists the kernel and the globals, but not a
// declare target link global, which a target region maps (implicitly
// tofrom) and reaches through its map entry.
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o - | strata-opt --convert-omp-to-offload | filecheck %s
#pragma omp requires unified_shared_memory

#pragma omp declare target
int table[4] = {1, 2, 3, 4};
int square(int x) { return x * x; }
#pragma omp end declare target

int counter = 0;
#pragma omp declare target link(counter)

int base = 10;
int twice(int x) { return 2 * x + base; }
int unused(int x) { return x; }

int main(void) {
  int r = 0;
#pragma omp target map(tofrom: r)
  r = square(table[2]) + twice(counter);
  return r == 9 ? 0 : 1;
}

// CHECK:      module attributes {offload.requires = #offload<requires unified_shared_memory>} {
// CHECK:        cir.global external @table = {{.*}} {alignment = 4 : i64, omp.declare_target = "to"}
// CHECK-NEXT:   cir.global internal @table.omp_ref = #cir.global_view<@table> : !cir.ptr<!cir.array<!cir.int<s, 32> x 4>>
// CHECK-NEXT:   cir.func @square(%arg0: !cir.int<s, 32>) -> !cir.int<s, 32> attributes {omp.declare_target = "to"} {
// CHECK:        cir.func @square.omp_device(%arg0: !cir.int<s, 32>) -> !cir.int<s, 32> attributes {offload.device} {
// CHECK:        cir.global external @counter = {{.*}} omp.declare_target = "link"}
// CHECK-NEXT:   cir.global internal @counter.omp_ref = #cir.global_view<@counter> : !cir.ptr<!cir.int<s, 32>>
// CHECK:        cir.global external @base = #cir.int<10> : !cir.int<s, 32> {alignment = 4 : i64}
// CHECK-NEXT:   cir.global internal @base.omp_ref = #cir.global_view<@base> : !cir.ptr<!cir.int<s, 32>>
// CHECK-NEXT:   cir.func @twice(
// CHECK:          cir.get_global @base : !cir.ptr<!cir.int<s, 32>>
// CHECK:        cir.func @twice.omp_device(%arg0: !cir.int<s, 32>) -> !cir.int<s, 32> attributes {offload.device} {
// CHECK:          %[[BR:.*]] = cir.get_global @base.omp_ref : !cir.ptr<!cir.ptr<!cir.int<s, 32>>>
// CHECK-NEXT:     cir.load %[[BR]] : !cir.ptr<!cir.ptr<!cir.int<s, 32>>>, !cir.ptr<!cir.int<s, 32>>
// CHECK-NOT:    @unused.omp_device
// CHECK:        offload.map base(%{{.*}} : !cir.ptr<!cir.int<s, 32>>) {{.*}} type(implicit, tofrom) name("counter")
// CHECK:        cir.func internal @[[K:__omp_offloading_main_l[0-9]+]](%arg0: !cir.ptr<!cir.int<s, 32>>, %arg1: !cir.ptr<!cir.int<s, 32>>) attributes {offload.kernel} {
// CHECK-NEXT:     %[[TR:.*]] = cir.get_global @table.omp_ref : !cir.ptr<!cir.ptr<!cir.array<!cir.int<s, 32> x 4>>>
// CHECK-NEXT:     %[[T:.*]] = cir.load %[[TR]] : {{.*}}, !cir.ptr<!cir.array<!cir.int<s, 32> x 4>>
// CHECK-NEXT:     cir.cast(array_to_ptrdecay, %[[T]] :
// CHECK:          cir.call @square.omp_device(
// CHECK-NOT:      cir.get_global @counter
// CHECK:          cir.call @twice.omp_device(
// CHECK:        cir.func internal @[[K]].host(%arg0: !cir.ptr<!cir.int<s, 32>>, %arg1: !cir.ptr<!cir.int<s, 32>>) {
// CHECK-NEXT:     cir.get_global @table : !cir.ptr<!cir.array<!cir.int<s, 32> x 4>>
// CHECK:          cir.call @square(
// CHECK:          cir.call @twice(
// CHECK:        offload.entries [@[[K]] : kernel, @table : global(@table.omp_ref), @base : global(@base.omp_ref)]
// CHECK-NOT:    omp.requires
